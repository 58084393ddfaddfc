import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { parseShopQr, QrPayloadError, type ShopQr } from './modules/payment/emvco.ts';

/** apps/server, from src/config.ts and from the bundle dist/main.js alike (both sit one folder down). */
export const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const repoRoot = path.resolve(serverRoot, '../..');

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** `<count>/<seconds>` (e.g. `30/10`: 30 in any 10 seconds), or `off`. */
const rateRule = z
  .string()
  .regex(/^(off|\d{1,7}\/\d{1,5})$/, 'must be <count>/<seconds> (e.g. 30/10) or off')
  .transform((v): RateRule | null => {
    if (v === 'off') return null;
    const [limit, windowSeconds] = v.split('/').map(Number) as [number, number];
    return { limit, windowSeconds };
  })
  .refine((r) => r === null || (r.limit >= 1 && r.windowSeconds >= 1), 'count and seconds must be at least 1');

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default(path.join(repoRoot, 'data')),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres://')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().default(path.join(repoRoot, 'apps/web/dist')),
  WEB_DEV: bool.default(false),
  SEED_DEMO: bool.default(true),
  SHOP_NAME: z.string().min(1).default('Roti & Rupa'),
  CURRENCY: z.string().min(1).max(5).default('RM'),
  SHOP_TIMEZONE: z.string().default('Asia/Kuala_Lumpur'),
  PUBLIC_URL: z.url().optional(),
  TRUST_PROXY: bool.default(false),
  GEOCODER: z.enum(['gazetteer', 'google', 'photon']).default('gazetteer'),
  GOOGLE_MAPS_API_KEY: z.string().min(1).optional(),
  GOOGLE_MAPS_API_URL: z.url().default('https://maps.googleapis.com'),
  PHOTON_URL: z.url().optional(),
  GEOCODER_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  PAYMENT_RECEIVER_NAME: z.string().trim().min(2).max(80).optional(),
  DUITNOW_QR: z.string().optional(),
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  STRIPE_API_HOST: z.string().min(1).optional(),
  STRIPE_API_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  STRIPE_API_PROTOCOL: z.enum(['http', 'https']).optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).optional(),
  RECAPTCHA_SECRET: z.string().min(1).optional(),
  RECAPTCHA_SITE_KEY: z.string().min(1).optional(),
  RECAPTCHA_VERIFY_URL: z.url().default('https://www.google.com/recaptcha/api/siteverify'),
  RECAPTCHA_MIN_SCORE: z.coerce.number().min(0).max(1).default(0.5),
  ADMIN_EMAIL: z.string().min(3).optional(),
  ADMIN_PASSWORD: z.string().min(1).optional(),
  STORAGE_DIR: z.string().min(1).optional(),
  METRICS_ENABLED: bool.default(false),
  API_DOCS: bool.optional(),
  DEADLINE_JOB_INTERVAL_MS: z.coerce.number().int().min(100).max(3_600_000).default(30_000),
  CLOCK_OFFSET_FILE: z.string().min(1).optional(),
  MYINVOIS_CLIENT_ID: z.string().min(1).optional(),
  MYINVOIS_CLIENT_SECRET: z.string().min(1).optional(),
  MYINVOIS_ENV: z.enum(['sandbox', 'production']).default('sandbox'),
  MYINVOIS_API_URL: z.url().optional(),
  MYINVOIS_PORTAL_URL: z.url().optional(),
  MYINVOIS_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(20_000),
  EINVOICE_JOB_INTERVAL_MS: z.coerce.number().int().min(100).max(3_600_000).default(60_000),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(60_000),
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
  MAX_CONNECTIONS: z.coerce.number().int().min(1).optional(),
  MAX_CONNECTIONS_PER_CLIENT: z.coerce.number().int().min(0).optional(),
  HEALTH_CONNECTION_RESERVE: z.coerce.number().int().min(1).max(1000).default(16),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional(),
  RATE_LIMIT_PAGES: rateRule.default({ limit: 30, windowSeconds: 10 }),
  RATE_LIMIT_API: rateRule.default({ limit: 100, windowSeconds: 10 }),
  OTP_SEND_PER_ADDRESS: rateRule
    .refine((r) => r !== null, 'cannot be off: it keeps one address from mailing codes to anyone')
    .default({ limit: 30, windowSeconds: 3600 }),
  CLIENT_MAX_IN_FLIGHT: z.coerce.number().int().min(0).default(8),
  CLIENT_HOLD_AFTER_REFUSALS: z.coerce.number().int().min(0).default(20),
  CLIENT_REFUSAL_HOLD_MS: z.coerce.number().int().min(0).max(60_000).default(2000),
  SEARCH_INSIGHT_CLIENT_DAILY: z.coerce.number().int().min(0).default(200),
  SHED_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).default(200),
  SHED_POOL_WAITING: z.coerce.number().int().min(0).default(30),
  SHED_RETRY_AFTER_S: z.coerce.number().int().min(1).max(3600).default(5),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  logLevel: string;
  webDist: string;
  /** Pages built on demand by Vite's dev server, with hot reload, instead of served from WEB_DIST. */
  webDev: boolean;
  seedDemo: boolean;
  shopName: string;
  currency: string;
  timeZone: string;
  publicUrl: string | undefined;
  /** Believe X-Forwarded-For only behind our own load balancer; otherwise anyone could pick their rate-limit IP. */
  trustProxy: boolean;
  /** Address suggestions and geocoding: the embedded gazetteer, Google, or a self-hosted Photon. */
  geocoder: GeocoderConfig;
  /** The e-wallet account name a payment screenshot must show; defaults to the shop name. */
  paymentReceiverName: string;
  /** The shop's static DuitNow QR (its payload text); the back office's stored one takes precedence. */
  duitNowQr: ShopQr | null;
  stripe: StripeConfig | null;
  /** With `smtpUrl` mail goes out through SMTP; without it, to the log and `DATA_DIR/outbox/`. */
  mail: { smtpUrl: string | undefined; from: string };
  /** reCAPTCHA v3 on sending the registration code; null (off) unless a secret is set. */
  captcha: CaptchaConfig | null;
  authLimits: AuthLimits;
  /** ADMIN_EMAIL (+ ADMIN_PASSWORD to create it): an account made or promoted to admin at start. */
  bootstrapAdmin: { email: string; password: string | undefined } | null;
  /** Uploaded files (public media and private payment screenshots); shared by every instance. */
  storageDir: string;
  /** GET /metrics in Prometheus text format. */
  metricsEnabled: boolean;
  /** The OpenAPI description (/api/openapi.json) and its reference page (/api/docs); on unless production. */
  apiDocs: boolean;
  /** MyInvois credentials and hosts; null: e-invoices are written to DATA_DIR/einvoices instead. */
  myInvois: MyInvoisConfig | null;
  /** How often each instance issues, sends and polls e-invoices. */
  einvoiceJobIntervalMs: number;
  /** How often each instance looks for unpaid orders past their deadline. */
  deadlineJobIntervalMs: number;
  /**
   * The clock of every time rule (code expiry, rate-limit windows, order payment deadlines and the job
   * that enforces them); tests replace it, or move it with CLOCK_OFFSET_FILE.
   */
  now: () => Date;
  connections: ConnectionLimits;
  /** Counters of the per-client read limits live here when set, so they hold across instances. */
  redisUrl: string | undefined;
  clientLimits: ClientLimits;
  shedding: SheddingConfig;
};

/**
 * What one client, or all of them together, may hold of the server's sockets. The caps keep the
 * process below its descriptor limit, so it refuses early instead of failing `accept()`.
 */
export interface ConnectionLimits {
  /** The whole request, body included, must arrive within this (Node's `requestTimeout`). */
  requestTimeoutMs: number;
  headersTimeoutMs: number;
  /** How long an idle keep-alive socket stays open between requests. */
  keepAliveTimeoutMs: number;
  /** Open sockets of all clients; past it a socket is answered 503 unless it is a health check. */
  max: number;
  /** Open sockets of one remote address; 0 = no cap (behind a trusted proxy every socket is the proxy's). */
  perClient: number;
  /** Sockets above `max` that may still ask /healthz or /readyz; past `max + healthReserve` they are closed. */
  healthReserve: number;
  /** The process's open-files limit read at start, against which `max` was checked. */
  fileDescriptorLimit: number;
}

/** Per client address (the request's IP; a whole IPv6 /64 counts as one). */
export interface ClientLimits {
  /** Page loads (documents and their `.data` reads); null = off. */
  pages: RateRule | null;
  /** Calls under /api of any method (searches are POSTs), but the Stripe webhook; null = off. */
  api: RateRule | null;
  /** Requests of one client in progress at once, any method; 0 = no cap. */
  maxInFlight: number;
  /** Refusals of one client within 10 s after which each further refusal is held; 0 = never hold. */
  holdAfterRefusals: number;
  /** How long a held refusal waits before its 429 (and the connection's close); 0 = never hold. */
  refusalHoldMs: number;
  /** Searches, opens and corrections of one client counted for staff's search insight per day. */
  searchInsightDaily: number;
}

/** 503 with Retry-After for every request but the health checks, before queues grow. */
export interface SheddingConfig {
  /** Mean event-loop delay (ms) over the last sample that starts shedding; 0 = off. */
  maxEventLoopDelayMs: number;
  /** How often the event-loop delay is sampled (under-pressure's `sampleInterval`). */
  sampleIntervalMs: number;
  /** PostgreSQL: requests queued for a pool connection that start shedding; 0 = off. */
  maxPoolWaiting: number;
  retryAfterSeconds: number;
}

export interface CaptchaConfig {
  secret: string;
  siteKey: string | undefined;
  verifyUrl: string;
  minScore: number;
}

export interface RateRule {
  limit: number;
  windowSeconds: number;
}

/** Per IP and per email, counted in the database so they hold across instances. */
export interface AuthLimits {
  otpSendPerEmail: RateRule;
  otpSendPerIp: RateRule;
  otpVerifyPerEmail: RateRule;
  otpVerifyPerIp: RateRule;
  /** Logins per email and address pair (then refused); that many failures of an email start its slowdown. */
  loginPerEmail: RateRule;
  loginPerIp: RateRule;
}

export const DEFAULT_AUTH_LIMITS: AuthLimits = {
  otpSendPerEmail: { limit: 5, windowSeconds: 3600 },
  otpSendPerIp: { limit: 30, windowSeconds: 3600 },
  otpVerifyPerEmail: { limit: 20, windowSeconds: 900 },
  otpVerifyPerIp: { limit: 100, windowSeconds: 900 },
  loginPerEmail: { limit: 10, windowSeconds: 900 },
  loginPerIp: { limit: 100, windowSeconds: 900 },
};

/** Card payments exist only with a secret key; host/port/protocol point the SDK at a local fake in tests. */
export interface StripeConfig {
  secretKey: string;
  webhookSecret: string | undefined;
  host: string | undefined;
  port: number | undefined;
  protocol: 'http' | 'https' | undefined;
}

/** Sandbox hosts are the "preprod-" variants of production's; both can be overridden (tests point them at a fake). */
export interface MyInvoisConfig {
  clientId: string;
  clientSecret: string;
  apiUrl: string;
  portalUrl: string;
  timeoutMs: number;
}

const MYINVOIS_HOSTS = {
  sandbox: { api: 'https://preprod-api.myinvois.hasil.gov.my', portal: 'https://preprod.myinvois.hasil.gov.my' },
  production: { api: 'https://api.myinvois.hasil.gov.my', portal: 'https://myinvois.hasil.gov.my' },
} as const;

function myInvoisConfig(e: z.infer<typeof EnvSchema>): MyInvoisConfig | null {
  if (!e.MYINVOIS_CLIENT_ID && !e.MYINVOIS_CLIENT_SECRET) return null;
  if (!e.MYINVOIS_CLIENT_ID || !e.MYINVOIS_CLIENT_SECRET) {
    throw new ConfigError('Invalid configuration: MYINVOIS_CLIENT_ID and MYINVOIS_CLIENT_SECRET: set both, or neither');
  }
  const hosts = MYINVOIS_HOSTS[e.MYINVOIS_ENV];
  return {
    clientId: e.MYINVOIS_CLIENT_ID,
    clientSecret: e.MYINVOIS_CLIENT_SECRET,
    apiUrl: e.MYINVOIS_API_URL ?? hosts.api,
    portalUrl: e.MYINVOIS_PORTAL_URL ?? hosts.portal,
    timeoutMs: e.MYINVOIS_TIMEOUT_MS,
  };
}

export type GeocoderConfig =
  | { provider: 'gazetteer' }
  | { provider: 'google'; googleApiKey: string; googleBaseUrl: string; timeoutMs: number }
  | { provider: 'photon'; photonUrl: string; timeoutMs: number };

export class ConfigError extends Error {}

/** Only this module reads process.env; a bad value fails the start with one line naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration: ${lines.join('; ')}`);
  }
  const e = parsed.data;
  if (!isValidTimeZone(e.SHOP_TIMEZONE)) {
    throw new ConfigError(`Invalid configuration: SHOP_TIMEZONE: unknown time zone "${e.SHOP_TIMEZONE}"`);
  }
  const geocoder = geocoderConfig(e);
  if (e.NODE_ENV === 'production' && e.STRIPE_SECRET_KEY && !e.STRIPE_WEBHOOK_SECRET) {
    // Without it every card payment would stay unconfirmed: refuse to start rather than take money blind.
    throw new ConfigError(
      'Invalid configuration: STRIPE_WEBHOOK_SECRET: required in production when STRIPE_SECRET_KEY is set (the signing secret of the Stripe webhook endpoint, whsec_...)',
    );
  }
  if (e.NODE_ENV === 'production' && e.CLOCK_OFFSET_FILE) {
    // Whoever can write that file could expire every unpaid order at once.
    throw new ConfigError(
      'Invalid configuration: CLOCK_OFFSET_FILE: not allowed with NODE_ENV=production (it is a test seam)',
    );
  }
  const dataDir = path.resolve(e.DATA_DIR);
  const connections = connectionLimits(e);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    logLevel: e.LOG_LEVEL,
    webDist: path.resolve(e.WEB_DIST),
    webDev: e.WEB_DEV,
    seedDemo: e.SEED_DEMO,
    shopName: e.SHOP_NAME,
    currency: e.CURRENCY,
    timeZone: e.SHOP_TIMEZONE,
    publicUrl: e.PUBLIC_URL,
    trustProxy: e.TRUST_PROXY,
    geocoder,
    paymentReceiverName: e.PAYMENT_RECEIVER_NAME ?? e.SHOP_NAME,
    duitNowQr: duitNowQr(e.DUITNOW_QR),
    stripe: e.STRIPE_SECRET_KEY
      ? {
          secretKey: e.STRIPE_SECRET_KEY,
          webhookSecret: e.STRIPE_WEBHOOK_SECRET,
          host: e.STRIPE_API_HOST,
          port: e.STRIPE_API_PORT,
          protocol: e.STRIPE_API_PROTOCOL,
        }
      : null,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM ?? `"${e.SHOP_NAME.replaceAll('"', '')}" <no-reply@localhost>` },
    captcha: e.RECAPTCHA_SECRET
      ? {
          secret: e.RECAPTCHA_SECRET,
          siteKey: e.RECAPTCHA_SITE_KEY,
          verifyUrl: e.RECAPTCHA_VERIFY_URL,
          minScore: e.RECAPTCHA_MIN_SCORE,
        }
      : null,
    authLimits: { ...DEFAULT_AUTH_LIMITS, otpSendPerIp: e.OTP_SEND_PER_ADDRESS! },
    bootstrapAdmin: e.ADMIN_EMAIL ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : null,
    storageDir: e.STORAGE_DIR ? path.resolve(e.STORAGE_DIR) : dataDir,
    metricsEnabled: e.METRICS_ENABLED,
    apiDocs: e.API_DOCS ?? e.NODE_ENV !== 'production',
    deadlineJobIntervalMs: e.DEADLINE_JOB_INTERVAL_MS,
    myInvois: myInvoisConfig(e),
    einvoiceJobIntervalMs: e.EINVOICE_JOB_INTERVAL_MS,
    now: e.CLOCK_OFFSET_FILE ? offsetClock(path.resolve(e.CLOCK_OFFSET_FILE)) : () => new Date(),
    connections,
    redisUrl: e.REDIS_URL,
    clientLimits: {
      pages: e.RATE_LIMIT_PAGES,
      api: e.RATE_LIMIT_API,
      maxInFlight: e.CLIENT_MAX_IN_FLIGHT,
      holdAfterRefusals: e.CLIENT_HOLD_AFTER_REFUSALS,
      refusalHoldMs: e.CLIENT_REFUSAL_HOLD_MS,
      searchInsightDaily: e.SEARCH_INSIGHT_CLIENT_DAILY,
    },
    shedding: {
      maxEventLoopDelayMs: e.SHED_EVENT_LOOP_DELAY_MS,
      sampleIntervalMs: 1000,
      maxPoolWaiting: e.SHED_POOL_WAITING,
      retryAfterSeconds: e.SHED_RETRY_AFTER_S,
    },
    ...overrides,
  };
}

/**
 * The real time plus the milliseconds written in `file` (missing or empty: no offset), read on every
 * call so a browser test can move the shop's clock past a deadline while the server runs.
 */
export function offsetClock(file: string): () => Date {
  return () => {
    let text = '';
    try {
      text = fs.readFileSync(file, 'utf8').trim();
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    }
    const offset = text === '' ? 0 : Number(text);
    if (!Number.isSafeInteger(offset))
      throw new Error(`CLOCK_OFFSET_FILE ${file}: expected whole milliseconds, found "${text.slice(0, 40)}"`);
    return new Date(Date.now() + offset);
  };
}

/** Descriptors the process needs besides client sockets: database, log, files being served, mail. */
const DESCRIPTOR_HEADROOM = 128;

function connectionLimits(e: z.infer<typeof EnvSchema>): ConnectionLimits {
  if (e.REQUEST_TIMEOUT_MS < e.HEADERS_TIMEOUT_MS) {
    // Node refuses a header deadline longer than the whole request's.
    throw new ConfigError(
      `Invalid configuration: HEADERS_TIMEOUT_MS: must not exceed REQUEST_TIMEOUT_MS (${e.REQUEST_TIMEOUT_MS})`,
    );
  }
  const fds = openFilesLimit();
  const reserve = e.HEALTH_CONNECTION_RESERVE;
  const room = fds - DESCRIPTOR_HEADROOM - reserve;
  if (room < 1) {
    throw new ConfigError(
      `Invalid configuration: the open-files limit is ${fds}, too low to serve anyone; raise it (ulimit -n) above ${DESCRIPTOR_HEADROOM + reserve}`,
    );
  }
  const max = e.MAX_CONNECTIONS ?? Math.min(room, Math.floor(fds * 0.8));
  if (max > room) {
    throw new ConfigError(
      `Invalid configuration: MAX_CONNECTIONS: ${max} leaves too few of the process's ${fds} file descriptors (ulimit -n) for the database, files and the health reserve; at most ${room}`,
    );
  }
  // Behind our own proxy every socket comes from the proxy, so a per-address cap would cap everyone.
  const perClient = e.MAX_CONNECTIONS_PER_CLIENT ?? (e.TRUST_PROXY ? 0 : 256);
  return {
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    headersTimeoutMs: e.HEADERS_TIMEOUT_MS,
    keepAliveTimeoutMs: e.KEEP_ALIVE_TIMEOUT_MS,
    max,
    perClient,
    healthReserve: reserve,
    fileDescriptorLimit: fds,
  };
}

/**
 * The soft open-files limit (`ulimit -n`) from /proc/self/limits; where that file does not exist,
 * 1024, the usual default.
 */
export function openFilesLimit(limitsFile = '/proc/self/limits'): number {
  try {
    const line = fs
      .readFileSync(limitsFile, 'utf8')
      .split('\n')
      .find((l) => l.startsWith('Max open files'));
    const soft = line?.slice('Max open files'.length).trim().split(/\s+/)[0];
    if (soft === 'unlimited') return 1_048_576;
    const n = Number(soft);
    if (Number.isSafeInteger(n) && n > 0) return n;
  } catch {
    // Not Linux: fall through to the common default.
  }
  return 1024;
}

function duitNowQr(text: string | undefined): ShopQr | null {
  if (text === undefined || text.trim() === '') return null;
  try {
    return parseShopQr(text);
  } catch (err) {
    if (err instanceof QrPayloadError) throw new ConfigError(`Invalid configuration: DUITNOW_QR: ${err.message}`);
    throw err;
  }
}

function geocoderConfig(e: z.infer<typeof EnvSchema>): GeocoderConfig {
  if (e.GEOCODER === 'google') {
    if (!e.GOOGLE_MAPS_API_KEY)
      throw new ConfigError('Invalid configuration: GOOGLE_MAPS_API_KEY: required when GEOCODER=google');
    return {
      provider: 'google',
      googleApiKey: e.GOOGLE_MAPS_API_KEY,
      googleBaseUrl: e.GOOGLE_MAPS_API_URL,
      timeoutMs: e.GEOCODER_TIMEOUT_MS,
    };
  }
  if (e.GEOCODER === 'photon') {
    if (!e.PHOTON_URL) throw new ConfigError('Invalid configuration: PHOTON_URL: required when GEOCODER=photon');
    return { provider: 'photon', photonUrl: e.PHOTON_URL, timeoutMs: e.GEOCODER_TIMEOUT_MS };
  }
  return { provider: 'gazetteer' };
}

function isValidTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}
