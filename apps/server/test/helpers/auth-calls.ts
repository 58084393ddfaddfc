import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { codeIn, lastMailTo } from './outbox.ts';

export interface CallOptions {
  ip?: string;
  token?: string;
  cookie?: string;
  origin?: string;
  host?: string;
}

export function call(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  body?: unknown,
  opts: CallOptions = {},
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = {};
  if (opts.token) headers.token = opts.token;
  if (opts.cookie) headers.cookie = `token=${opts.cookie}`;
  if (opts.origin) headers.origin = opts.origin;
  if (opts.host) headers.host = opts.host;
  return app.inject({
    method,
    url,
    headers,
    remoteAddress: opts.ip ?? '10.0.0.1',
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  });
}

/** A mutable clock for config.now, so tests can step past expiry and resend windows. */
export function testClock(start = new Date('2026-03-01T02:00:00Z')) {
  let t = start.getTime();
  return {
    now: () => new Date(t),
    advance(ms: number) {
      t += ms;
    },
  };
}

/** Sends a registration code and reads it back from the outbox. */
export async function requestRegisterCode(app: FastifyInstance, dataDir: string, email: string, ip?: string) {
  const res = await call(app, 'POST', '/api/user/sendRegisterOtp', { email }, { ip });
  if (res.statusCode !== 200) throw new Error(`sendRegisterOtp failed: ${res.body}`);
  return codeIn(await lastMailTo(dataDir, email));
}

/** The whole registration through the API; returns the session token. */
export async function registerThroughApi(
  app: FastifyInstance,
  dataDir: string,
  input: { email: string; name?: string; password?: string },
): Promise<string> {
  const otp = await requestRegisterCode(app, dataDir, input.email);
  const verified = await call(app, 'POST', '/api/user/verifyRegisterOtp', { email: input.email, otp });
  if (verified.statusCode !== 200) throw new Error(`verifyRegisterOtp failed: ${verified.body}`);
  const res = await call(app, 'POST', '/api/user/register', {
    email: input.email,
    name: input.name ?? 'Aina Rahman',
    password: input.password ?? 'kopi-susu-2026',
  });
  if (res.statusCode !== 200) throw new Error(`register failed: ${res.body}`);
  return res.json<{ token: string }>().token;
}
