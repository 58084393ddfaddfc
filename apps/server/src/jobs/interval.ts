import type { FastifyInstance } from 'fastify';

/**
 * Runs `work` now and then every `intervalMs`, never two runs at once in this process (a slow run
 * makes the next ticks skip, not pile up), logging a failed run under `name`. Returns the stop.
 */
export function startIntervalJob(
  app: FastifyInstance,
  name: string,
  intervalMs: number,
  work: () => Promise<void>,
): () => void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await work();
      app.metrics.countJobRun(name, 'ok');
    } catch (err) {
      app.log.error({ err }, `${name} failed`);
      app.metrics.countJobRun(name, 'failed');
    } finally {
      running = false;
    }
  };
  void tick();
  const timer = setInterval(() => void tick(), intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
