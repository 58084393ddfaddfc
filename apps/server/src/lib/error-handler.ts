import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './errors.ts';
import { formTooLargePage, isBrowserForm } from './form-too-large.ts';
import { isStorageFull, STORAGE_FULL_MESSAGE, type WriteHealth } from './storage-health.ts';

const GENERIC_5XX = 'Something went wrong on our side. Please try again.';
const UNAVAILABLE = 'The shop is briefly unavailable. Please try again in a moment.';

/** Socket errors and PostgreSQL's connection-class codes (08xxx, 57P01-57P03): retryable, so 503. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND']);

export function isDatabaseUnreachable(err: unknown): boolean {
  for (
    let e: unknown = err, depth = 0;
    e && typeof e === 'object' && depth < 4;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    const code = (e as { code?: unknown }).code;
    const message = (e as { message?: unknown }).message;
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || /^08|^57P0[123]$/.test(code))) return true;
    if (
      typeof message === 'string' &&
      /Connection terminated|timeout exceeded when trying to connect|not queryable/i.test(message)
    )
      return true;
  }
  return false;
}

/** One place maps every failure to `{ success: false, message, code, requestId }` with an honest status. */
export function registerErrorHandler(app: FastifyInstance, writeHealth?: WriteHealth): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    const requestId = String(request.id);
    if (err instanceof AppError) {
      return reply.status(err.status).send({ success: false, message: err.message, code: err.code, requestId });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const first = err.validation[0];
      const field = first?.instancePath.replace(/^\//, '').replaceAll('/', '.') ?? '';
      const detail = first?.message ?? 'Invalid request.';
      const message = field ? `${field}: ${detail}` : detail;
      return reply.status(400).send({ success: false, message, code: 'INVALID_INPUT', requestId });
    }
    const status = err.statusCode ?? 500;
    if (status === 413 && isBrowserForm(request)) {
      return reply.status(413).type('text/html; charset=utf-8').send(formTooLargePage(request));
    }
    if (status >= 400 && status < 500) {
      return reply.status(status).send({
        success: false,
        message: clientMessage(err),
        code: err.code ?? 'BAD_REQUEST',
        requestId,
      });
    }
    if (isStorageFull(err)) {
      writeHealth?.markFailing();
      request.log.error({ err }, 'database storage full: write refused');
      return reply
        .status(503)
        .header('retry-after', '60')
        .send({ success: false, message: STORAGE_FULL_MESSAGE, code: 'UNAVAILABLE', requestId });
    }
    if (isDatabaseUnreachable(err)) {
      request.log.warn({ err }, 'database unreachable');
      return reply.status(503).send({ success: false, message: UNAVAILABLE, code: 'UNAVAILABLE', requestId });
    }
    request.log.error({ err }, 'unhandled error');
    return reply.status(500).send({ success: false, message: GENERIC_5XX, code: 'INTERNAL', requestId });
  });
}

function clientMessage(err: FastifyError): string {
  switch (err.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON.';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request is too large.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'This content type is not accepted here.';
    default:
      return err.message || 'Invalid request.';
  }
}
