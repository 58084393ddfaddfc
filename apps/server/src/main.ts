import { buildApp } from './app.ts';
import { exitOnEscapedErrors } from './lib/fatal.ts';
import { ConfigError, loadConfig } from './config.ts';
import { DataDirLockedError, DataDirUnwritableError } from './db/data-dir-lock.ts';
import { openDatabase, prepareDatabase } from './db/setup.ts';
import { ensureAdmin } from './modules/auth/admin-account.ts';
import { startPaymentDeadlineJob } from './jobs/payment-deadline.ts';
import { startEInvoiceJob } from './jobs/einvoice.ts';
import { warmSearch } from './modules/product/service.ts';

async function main(): Promise<void> {
  const config = loadConfig();
  const opened = await openDatabase(config);
  await prepareDatabase(opened.database, config, (line) => console.log(line));
  if (config.bootstrapAdmin) {
    const admin = await ensureAdmin(opened.database.db, config.bootstrapAdmin);
    if (admin.outcome !== 'unchanged') console.log(`ADMIN_EMAIL: ${admin.outcome} the admin ${admin.email}`);
  }
  const app = await buildApp(config, { database: opened.database });

  let stopDeadlineJob = () => {};
  let stopEInvoiceJob = () => {};
  let closing = false;
  const shutdown = async (reason: string, exitCode = 0) => {
    if (closing) return;
    closing = true;
    app.log.info(`${reason}: finishing in-flight requests`);
    const timer = setTimeout(() => process.exit(1), 15_000).unref();
    stopDeadlineJob();
    stopEInvoiceJob();
    try {
      await app.close();
      await opened.close();
    } finally {
      clearTimeout(timer);
      process.exit(exitCode);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  exitOnEscapedErrors(app.log, (reason, code) => void shutdown(reason, code));

  await app.listen({ port: config.port, host: config.host });
  stopDeadlineJob = startPaymentDeadlineJob(app, config.deadlineJobIntervalMs);
  stopEInvoiceJob = startEInvoiceJob(app, config.einvoiceJobIntervalMs);
  warmSearch(opened.database.db);
  const shown = config.host === '127.0.0.1' || config.host === '0.0.0.0' ? 'localhost' : config.host;
  console.log(`${config.shopName} is open at http://${shown}:${config.port}`);
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError || err instanceof DataDirLockedError || err instanceof DataDirUnwritableError) {
    console.error(err.message);
  } else {
    console.error(err);
  }
  process.exit(1);
});
