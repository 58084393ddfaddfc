import type { FastifyInstance } from 'fastify';
import { runEInvoiceJob } from '../modules/invoice/service.ts';

/**
 * Started by main.ts on every instance. Each run claims its rows (or the month) in the database, so
 * several instances share the work and none is done twice; MyInvois being down only delays it.
 */
export function startEInvoiceJob(app: FastifyInstance, intervalMs = 60_000): () => void {
  let running = false;
  let warned = '';
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const { missing } = await runEInvoiceJob(
        { db: app.db, config: app.config, gateway: app.einvoiceGateway },
        app.config.now(),
      );
      const note = missing.join(', ');
      if (note && note !== warned)
        app.log.warn({ missing }, 'e-invoices are not issued until the e-invoice settings are complete');
      warned = note;
    } catch (err) {
      app.log.error({ err }, 'e-invoice job failed');
    } finally {
      running = false;
    }
  };
  void tick();
  const timer = setInterval(() => void tick(), intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
