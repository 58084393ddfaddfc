import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.ts';

/**
 * What to answer when reading a multipart upload failed. The parser throws plain errors for a body
 * the client broke (no boundary, cut off, malformed part headers), and the plugin's own errors for
 * limits; all of them are the sender's fault, so none may become a 500.
 */
export function uploadReadError(app: FastifyInstance, err: unknown, tooLargeMessage: string): AppError {
  if (err instanceof AppError) return err;
  if (err instanceof app.multipartErrors.RequestFileTooLargeError) return new AppError('TOO_LARGE', tooLargeMessage);
  if (
    err instanceof app.multipartErrors.FilesLimitError ||
    err instanceof app.multipartErrors.FieldsLimitError ||
    err instanceof app.multipartErrors.PartsLimitError
  ) {
    return new AppError('TOO_LARGE', 'The upload has more parts than expected: send one image and its fields only.');
  }
  return new AppError('INVALID_INPUT', 'The upload could not be read: send it as multipart/form-data with one image.');
}
