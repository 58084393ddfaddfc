import { eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { loadConfig } from '../src/config.ts';
import { products } from '../src/modules/product/schema.ts';
import { openDatabase } from '../src/db/setup.ts';

/**
 * The benchmark's ceiling (bench/catalog.ts): a bare Fastify route doing one primary-key SELECT through
 * the same driver, pool and ORM as the app, with no validation, hooks, plugins or response schema.
 */
const config = loadConfig();
const opened = await openDatabase(config);
const app = Fastify({ logger: false });

// Prepared, like the app's hot queries, so the ratio compares the app's work and not planning.
const byId = opened.database.db
  .select()
  .from(products)
  .where(eq(products.id, sql.placeholder('id')))
  .limit(1)
  .prepare('ceiling_by_id');

app.get<{ Params: { id: string } }>('/ceiling/:id', async (request) => {
  const rows = await byId.execute({ id: request.params.id });
  return rows[0] ?? null;
});

const stop = async () => {
  await app.close();
  await opened.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
await app.listen({ port: config.port, host: '127.0.0.1' });
console.log(`ceiling listening on ${config.port}`);
