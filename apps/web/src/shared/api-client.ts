import type { z } from 'zod';
import { errorMessage, pageLang, translateMessage } from './i18n/messages.ts';

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
  ) {
    super(message);
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface RequestOptions {
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** The request outlives the page (a report sent as the shopper leaves it). */
  keepalive?: boolean;
}

/**
 * A contract schema, or a loader for one. Screens that load with a page pass a loader (see
 * lazy-schema.ts): their answer is used as it arrives. The server sends every answer through the same
 * schema, so a mismatch can only mean a stale build; a development build checks the answer against the
 * schema in an idle moment and reports a mismatch on the console. A production build does not: loading
 * and setting up zod and the schemas costs a mid-range phone 100-400 ms on every page, for a check the
 * server has already made.
 */
export type SchemaSource<S extends z.ZodType> = S | (() => Promise<S>);

/**
 * The one fetch client: sends the session cookie (httpOnly: no script here ever holds the token), parses the answer with the
 * contract schema, and throws an ApiError carrying the server's message.
 */
export async function apiRequest<S extends z.ZodType>(
  method: Method,
  path: string,
  source: SchemaSource<S>,
  options: RequestOptions = {},
): Promise<z.infer<S>> {
  // The page's language, so a mail the call sends (a code, an order) speaks it; the answer stays English.
  const headers: Record<string, string> = {
    accept: 'application/json',
    'accept-language': pageLang(),
    ...options.headers,
  };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const response = await fetch(path, {
    method,
    headers,
    body,
    credentials: 'include',
    ...(options.signal ? { signal: options.signal } : {}),
    ...(options.keepalive ? { keepalive: true } : {}),
  });
  const payload: unknown = await response.json().catch(() => null);
  const status = response.ok ? 200 : response.status;
  if (status !== 200 || !isSuccess(payload)) {
    const message =
      payload && typeof payload === 'object' && 'message' in payload && typeof payload.message === 'string'
        ? payload.message
        : errorMessage('unreachable', { status });
    const code =
      payload && typeof payload === 'object' && 'code' in payload && typeof payload.code === 'string'
        ? payload.code
        : undefined;
    // The API answers in English; the shopper reads it in the page's language.
    throw new ApiError(translateMessage(message, code), status, code);
  }
  if (typeof source !== 'function') return source.parse(payload);
  // The server's own answers went through the same schema on their way out.
  if (!import.meta.env.DEV) return payload as z.infer<S>;
  whenIdle(() => {
    void source().then((schema) => {
      const result = schema.safeParse(payload);
      if (!result.success) console.error(`The answer of ${method} ${path} does not match the contract`, result.error);
    });
  });
  return payload as z.infer<S>;
}

function whenIdle(task: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout: 5000 });
  else setTimeout(task, 0);
}

function isSuccess(payload: unknown): boolean {
  if (!payload || typeof payload !== 'object') return false;
  return !('success' in payload) || payload.success !== false;
}

export const api = {
  get: <S extends z.ZodType>(path: string, schema: SchemaSource<S>, options?: RequestOptions) =>
    apiRequest('GET', path, schema, options),
  post: <S extends z.ZodType>(path: string, body: unknown, schema: SchemaSource<S>, options?: RequestOptions) =>
    apiRequest('POST', path, schema, { ...options, body }),
};
