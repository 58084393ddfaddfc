import type { FastifyBaseLogger } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** Work a route starts and does not wait for before answering (mails sent after a commit). */
    afterAnswer: AfterAnswer;
  }
}

/**
 * Keeps track of work started after an answer, so closing the server lets a mail being sent finish
 * instead of cutting it off, and a test can wait until nothing more will happen rather than sleep.
 */
export interface AfterAnswer {
  /** Runs `work` without holding up the answer; a failure is logged, never thrown at the caller. */
  run(work: Promise<unknown>, what: string): void;
  /** Resolves once every piece of work started so far, and any it started in turn, has ended. */
  settled(): Promise<void>;
}

export function createAfterAnswer(log: FastifyBaseLogger): AfterAnswer {
  const pending = new Set<Promise<void>>();
  return {
    run(work, what) {
      const tracked: Promise<void> = work
        .then(
          () => undefined,
          (err: unknown) => log.warn({ err }, `${what} failed after the answer`),
        )
        .finally(() => pending.delete(tracked));
      pending.add(tracked);
    },
    async settled() {
      while (pending.size > 0) await Promise.all(pending);
    },
  };
}
