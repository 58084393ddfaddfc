import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './errors.ts';

const GENERIC_5XX = 'Something went wrong on our side. Please try again.';

/** One place maps every failure to `{ success: false, message, code, requestId }` with an honest status. */
export function registerErrorHandler(app: FastifyInstance): void {
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
    if (status >= 400 && status < 500) {
      return reply.status(status).send({
        success: false,
        message: clientMessage(err),
        code: err.code ?? 'BAD_REQUEST',
        requestId,
      });
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
