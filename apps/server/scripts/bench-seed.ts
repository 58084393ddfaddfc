import { sql } from 'drizzle-orm';
import pg from 'pg';
import { loadConfig } from '../src/config.ts';
import { seedBulkProducts } from '../src/db/seed/seed-bulk.ts';
import { openDatabase, prepareDatabase } from '../src/db/setup.ts';

/**
 * Benchmark fixture (bench/catalog.ts): a fresh database holding the demo shop plus bulk products up
 * to BENCH_PRODUCTS, with planner statistics fresh. For PostgreSQL the database named in DATABASE_URL
 * is dropped and created again; for PGlite DATA_DIR is expected to be empty.
 */
const target = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const config = loadConfig();

if (config.databaseUrl) {
  const url = new URL(config.databaseUrl);
  const name = url.pathname.slice(1);
  if (!/^\w+$/.test(name)) throw new Error(`Unexpected database name "${name}"`);
  url.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
}

const opened = await openDatabase(config);
try {
  const started = Date.now();
  await prepareDatabase(opened.database, config, console.log);
  const total = await seedBulkProducts(opened.database.db, target, console.log);
  // Index-only scans and good plans need the visibility map and statistics a live shop would have.
  await opened.database.db.execute(sql`vacuum analyze products`);
  console.log(`Seeded ${total} products in ${((Date.now() - started) / 1000).toFixed(1)} s`);
} finally {
  await opened.close();
}
