import type { FastifyBaseLogger } from 'fastify';

/**
 * The policy for errors no request owns. An error inside a request is answered (500 INTERNAL, or 503
 * UNAVAILABLE for a lost database) and logged with its request id, and the process keeps serving.
 * An exception or rejection that escapes every handler means the process state is unknown: it is
 * logged as fatal and the process exits deliberately (in-flight requests are finished first, within
 * the shutdown's time limit) with code 1, so the supervisor starts a clean one.
 */
export function exitOnEscapedErrors(
  log: FastifyBaseLogger,
  shutdown: (reason: string, exitCode: number) => void,
  target: Pick<NodeJS.Process, 'on'> = process,
): void {
  target.on('uncaughtException', (err: Error) => {
    log.fatal({ err }, 'uncaught exception: exiting so the supervisor restarts the process');
    shutdown('uncaughtException', 1);
  });
  target.on('unhandledRejection', (reason: unknown) => {
    log.fatal({ err: reason }, 'unhandled promise rejection: exiting so the supervisor restarts the process');
    shutdown('unhandledRejection', 1);
  });
}
