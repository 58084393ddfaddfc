import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { ClientLimits, RateRule } from '../config.ts';
import { clientKey } from './client-address.ts';
import { HEALTH_PATHS } from './connection-guard.ts';

/** The routes React Router draws: documents and their `.data` reads. */
const PAGE_ROUTES = new Set(['/', '/*']);
/** Stripe's servers, not a shopper: their retries must never be refused. */
const EXEMPT_ROUTES = new Set(['/api/order/stripe/webhook']);

type Kind = 'pages' | 'api';

const MESSAGE = 'Too many requests from your address. Please wait a moment and try again.';

/** What the load-shedding guard asks before refusing someone: is this client the one overloading us? */
export interface ClientLoad {
  heavy(request: FastifyRequest): boolean;
}

/** How long a client's refusals are remembered, for holding them and for telling the shedding guard. */
const REFUSAL_MEMORY_MS = 10_000;

/**
 * Per-client limits on what anyone may ask without an account: page loads and API calls, each a
 * fixed window counted in Redis when `redisUrl` is set (so every instance shares one count) and in
 * this process otherwise, plus a cap on one client's requests in progress at once, which is about
 * this process's own queue and so always counted here. Past any of them the answer is 429 with
 * Retry-After. Sign-in, codes and uploads keep their own, stricter limits in the database
 * (lib/rate-limit.ts); the health checks, the built files and Stripe's webhook are never limited.
 *
 * A client refused more than `holdAfterRefusals` times in 10 s is flooding: each further refusal is
 * held for `refusalHoldMs` before its 429, and its connection is closed after it. A flooder that
 * sends its next request the moment an answer comes then costs a few requests a second per
 * connection instead of thousands of answers (see docs/security.md for the trade-off behind a NAT).
 */
export function registerClientLimits(
  app: FastifyInstance,
  limits: ClientLimits,
  redisUrl: string | undefined,
): ClientLoad {
  const redis = redisUrl && (limits.pages || limits.api) ? redisClient(app, redisUrl) : null;
  const limiters: Partial<Record<Kind, RateLimiterAbstract>> = {};
  for (const kind of ['pages', 'api'] as const) {
    const rule = limits[kind];
    if (rule) limiters[kind] = limiter(kind, rule, redis);
  }
  const inFlight = new Map<string, number>();
  const counted = new WeakMap<FastifyRequest, string>();
  const refusals = new RefusalLog(REFUSAL_MEMORY_MS);
  const held = new Set<() => void>();
  const done = (request: FastifyRequest) => {
    const key = counted.get(request);
    if (key === undefined) return;
    counted.delete(request);
    const left = (inFlight.get(key) ?? 1) - 1;
    if (left <= 0) inFlight.delete(key);
    else inFlight.set(key, left);
  };
  const refuse = (request: FastifyRequest, reply: FastifyReply, key: string, retryAfterSeconds: number) => {
    const count = refusals.add(key, Date.now());
    if (limits.refusalHoldMs <= 0 || limits.holdAfterRefusals <= 0 || count <= limits.holdAfterRefusals) {
      return void tooMany(request, reply, retryAfterSeconds, false);
    }
    const answer = () => {
      clearTimeout(timer);
      held.delete(answer);
      // A client that gave up meanwhile needs no answer.
      if (!reply.sent && !request.raw.destroyed) void tooMany(request, reply, retryAfterSeconds, true);
    };
    const timer = setTimeout(answer, limits.refusalHoldMs);
    held.add(answer);
  };

  // Callback style: a refusal sends its answer and never calls `next`, so nothing else runs for it.
  app.addHook('onRequest', (request, reply, next) => {
    const path = request.url.split('?')[0]!;
    const kind = kindOf(request);
    // A built file (script, style, font, image) is a cheap read from disk with a long cache life.
    if (HEALTH_PATHS.has(path) || kind === 'exempt') return next();
    const key = clientKey(request.ip);
    if (limits.maxInFlight > 0) {
      const now = inFlight.get(key) ?? 0;
      if (now >= limits.maxInFlight) return refuse(request, reply, key, 1);
      inFlight.set(key, now + 1);
      counted.set(request, key);
    }
    const rateLimiter = kind === 'other' ? undefined : limiters[kind];
    if (!rateLimiter) return next();
    rateLimiter.consume(key).then(
      () => next(),
      (err: unknown) => {
        if (err instanceof RateLimiterRes) refuse(request, reply, key, Math.ceil(err.msBeforeNext / 1000));
        else next(err instanceof Error ? err : new Error(String(err)));
      },
    );
  });
  app.addHook('onResponse', async (request) => done(request));
  app.addHook('onRequestAbort', async (request) => done(request));
  // Closing answers every held refusal at once rather than waiting for their holds.
  app.addHook('preClose', async () => {
    for (const answer of [...held]) answer();
  });

  const heavyInFlight = Math.max(4, Math.floor((limits.maxInFlight || 16) / 2));
  return {
    heavy: (request) => {
      const key = clientKey(request.ip);
      return refusals.recent(key, Date.now()) || (inFlight.get(key) ?? 0) >= heavyInFlight;
    },
  };
}

/** Each client's refusals in the current period of `periodMs`; forgotten once the period is over. */
class RefusalLog {
  private readonly entries = new Map<string, { count: number; until: number }>();
  constructor(private readonly periodMs: number) {}

  /** Counts one refusal and answers how many this period has had. */
  add(key: string, now: number): number {
    const entry = this.entries.get(key);
    if (entry && entry.until > now) return ++entry.count;
    if (this.entries.size >= 10_000) this.forgetOld(now);
    this.entries.set(key, { count: 1, until: now + this.periodMs });
    return 1;
  }

  recent(key: string, now: number): boolean {
    return (this.entries.get(key)?.until ?? 0) > now;
  }

  private forgetOld(now: number): void {
    for (const [key, entry] of this.entries) if (entry.until <= now) this.entries.delete(key);
  }
}

function kindOf(request: FastifyRequest): Kind | 'exempt' | 'other' {
  const route = request.routeOptions.url;
  if (route === undefined) return request.url.startsWith('/api/') ? 'api' : 'other';
  if (EXEMPT_ROUTES.has(route)) return 'exempt';
  if (route.startsWith('/api/')) return 'api';
  if (request.method !== 'GET' && request.method !== 'HEAD') return 'other';
  if (PAGE_ROUTES.has(route)) return 'pages';
  return 'exempt';
}

function tooMany(request: FastifyRequest, reply: FastifyReply, retryAfterSeconds: number, close: boolean) {
  if (close) reply.header('connection', 'close');
  return reply
    .status(429)
    .header('retry-after', String(Math.max(1, retryAfterSeconds)))
    .send({ success: false, message: MESSAGE, code: 'RATE_LIMITED', requestId: String(request.id) });
}

function limiter(kind: Kind, rule: RateRule, redis: Redis | null): RateLimiterAbstract {
  const options = { keyPrefix: `client-${kind}`, points: rule.limit, duration: rule.windowSeconds };
  const memory = new RateLimiterMemory(options);
  if (!redis) return memory;
  return new RateLimiterRedis({
    ...options,
    storeClient: redis,
    // A flooding client is then refused from memory for the rest of its window, without asking Redis.
    inMemoryBlockOnConsumed: rule.limit + 1,
    // While Redis is away each instance counts on its own rather than refusing or letting all through.
    insuranceLimiter: memory,
  });
}

function redisClient(app: FastifyInstance, url: string): Redis {
  // No offline queue: while Redis is down a count fails at once and the insurance limiter takes it.
  const redis = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  let warned = false;
  redis.on('error', (err: Error) => {
    if (!warned) app.log.warn({ err }, 'Redis unreachable: client limits are counted per instance until it is back');
    warned = true;
  });
  redis.on('ready', () => {
    warned = false;
  });
  // A start waits a moment for Redis: counting per instance in the first seconds would give a client
  // each instance's whole budget.
  app.addHook('onReady', () => untilReady(redis, 2000));
  app.addHook('onClose', async () => {
    redis.disconnect();
  });
  return redis;
}

function untilReady(redis: Redis, waitMs: number): Promise<void> {
  if (redis.status === 'ready') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      redis.off('ready', done);
      resolve();
    };
    const timer = setTimeout(done, waitMs);
    redis.once('ready', done);
  });
}
