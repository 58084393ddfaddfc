import type { z } from 'zod';
import { ApiError, apiRequest as shopRequest, type SchemaSource } from '../../shared/api-client.ts';
import { staffMessage } from './field-labels.ts';

type Method = Parameters<typeof shopRequest>[0];
type Options = Parameters<typeof shopRequest>[3];

/**
 * The shop's fetch client for the back office: the same call, with a refused field named by the
 * label of the form that sent it (see staffMessage), so every screen's toast and alert reads it so.
 */
export async function apiRequest<S extends z.ZodType>(
  method: Method,
  path: string,
  source: SchemaSource<S>,
  options?: Options,
): Promise<z.infer<S>> {
  try {
    return await shopRequest(method, path, source, options);
  } catch (error) {
    if (error instanceof ApiError) throw new ApiError(staffMessage(error.message, path), error.status, error.code);
    throw error;
  }
}

export const api = {
  get: <S extends z.ZodType>(path: string, schema: SchemaSource<S>, options?: Options) =>
    apiRequest('GET', path, schema, options),
  post: <S extends z.ZodType>(path: string, body: unknown, schema: SchemaSource<S>, options?: Options) =>
    apiRequest('POST', path, schema, { ...options, body }),
};
