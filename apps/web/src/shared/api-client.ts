import type { z } from 'zod';

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
}

/**
 * The one fetch client: sends the session cookie (httpOnly: no script here ever holds the token), parses the answer with the
 * contract schema, and throws an ApiError carrying the server's message.
 */
export async function apiRequest<S extends z.ZodType>(
  method: Method,
  path: string,
  schema: S,
  options: RequestOptions = {},
): Promise<z.infer<S>> {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
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
  });
  const payload: unknown = await response.json().catch(() => null);
  const status = response.ok ? 200 : response.status;
  if (status !== 200 || !isSuccess(payload)) {
    const message =
      payload && typeof payload === 'object' && 'message' in payload && typeof payload.message === 'string'
        ? payload.message
        : `The shop could not be reached (${status}). Please try again.`;
    const code =
      payload && typeof payload === 'object' && 'code' in payload && typeof payload.code === 'string'
        ? payload.code
        : undefined;
    throw new ApiError(message, status, code);
  }
  return schema.parse(payload);
}

function isSuccess(payload: unknown): boolean {
  if (!payload || typeof payload !== 'object') return false;
  return !('success' in payload) || payload.success !== false;
}

export const api = {
  get: <S extends z.ZodType>(path: string, schema: S, options?: RequestOptions) =>
    apiRequest('GET', path, schema, options),
  post: <S extends z.ZodType>(path: string, body: unknown, schema: S, options?: RequestOptions) =>
    apiRequest('POST', path, schema, { ...options, body }),
};
