import type { FastifyInstance } from 'fastify';
import { runEInvoiceJob } from '../modules/invoice/service.ts';
import { startIntervalJob } from './interval.ts';

/**
 * Started by main.ts on every instance. Each run claims its rows (or the month) in the database, so
 * several instances share the work and none is done twice; MyInvois being down only delays it.
 */
export function startEInvoiceJob(app: FastifyInstance, intervalMs = 60_000): () => void {
  let warned = '';
  return startIntervalJob(app, 'e-invoice job', intervalMs, async () => {
    const { missing } = await runEInvoiceJob(
      { db: app.db, config: app.config, gateway: app.einvoiceGateway },
      app.config.now(),
    );
    const note = missing.join(', ');
    if (note && note !== warned)
      app.log.warn({ missing }, 'e-invoices are not issued until the e-invoice settings are complete');
    warned = note;
  });
}
