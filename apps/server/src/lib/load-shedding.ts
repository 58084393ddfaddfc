import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SheddingConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { ClientLoad } from './client-limits.ts';
import { HEALTH_PATHS } from './connection-guard.ts';

const MESSAGE = 'The shop is very busy right now. Please try again in a few seconds.';

/** Past this multiple of a threshold everyone is refused, not only the heaviest clients. */
const SEVERE = 2;

/**
 * Answers 503 with Retry-After, before any work, while the process is already behind: its event loop
 * late by more than `maxEventLoopDelayMs` on average (measured by @fastify/under-pressure), or, on
 * PostgreSQL, more than `maxPoolWaiting` queries waiting for a pool connection. Refusing early keeps
 * the queues short, so the requests let through still answer in time; a load balancer or a browser
 * retries later. Health checks are exempt: a busy instance is alive and should stay in rotation.
 * Past a threshold the heavy clients (refused lately, or with many requests in progress) are refused
 * first and everyone else is still served; only past twice the threshold is everyone refused.
 */
export async function registerLoadShedding(
  app: FastifyInstance,
  config: SheddingConfig,
  database: Pick<Database, 'waiting'>,
  clients: ClientLoad,
): Promise<void> {
  const body = (request: FastifyRequest) => ({
    success: false,
    message: MESSAGE,
    code: 'UNAVAILABLE',
    requestId: String(request.id),
  });
  const shed = (request: FastifyRequest, reply: FastifyReply) =>
    reply.status(503).header('retry-after', String(config.retryAfterSeconds)).send(body(request));
  const mustShed = (request: FastifyRequest, overBy: number) =>
    !HEALTH_PATHS.has(request.url.split('?')[0]!) && (overBy >= SEVERE || clients.heavy(request));

  if (config.maxEventLoopDelayMs > 0) {
    await app.register(underPressure, {
      maxEventLoopDelay: config.maxEventLoopDelayMs,
      sampleInterval: config.sampleIntervalMs,
      retryAfter: config.retryAfterSeconds,
      // The plugin only measures. Its handler cannot refuse: the plugin goes on to the route once the
      // handler returns, a reply sent there or not, so the refused request's work was done anyway.
      pressureHandler: () => undefined,
    });
    // Callback style, as below: a refusal never calls `next`, so nothing else runs for it.
    app.addHook('onRequest', (request, reply, next) => {
      if (!app.isUnderPressure()) return next();
      const overBy = app.memoryUsage().eventLoopDelay / config.maxEventLoopDelayMs;
      if (!mustShed(request, overBy)) return next();
      void shed(request, reply);
    });
  }
  if (config.maxPoolWaiting > 0) {
    // Callback style: a refusal sends its answer and never calls `next`, so nothing else runs for it.
    app.addHook('onRequest', (request, reply, next) => {
      const waiting = database.waiting();
      if (waiting <= config.maxPoolWaiting || !mustShed(request, waiting / config.maxPoolWaiting)) return next();
      void shed(request, reply);
    });
  }
}
