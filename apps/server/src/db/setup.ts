import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.ts';
import { localStorage, mediaRoot } from '../adapters/storage.ts';
import { isCatalogueEmpty } from '../modules/product/service.ts';
import { fromPglite, fromPostgres, migrateDatabase, openPglite, type Database } from './client.ts';
import { lockDataDir } from './data-dir-lock.ts';

export interface OpenedDatabase {
  database: Database;
  /** Closes the database and releases the data-folder lock. */
  close(): Promise<void>;
}

/** PGlite under DATA_DIR unless DATABASE_URL names a PostgreSQL server. */
export async function openDatabase(config: Config): Promise<OpenedDatabase> {
  if (config.databaseUrl) {
    const database = fromPostgres(config.databaseUrl);
    return { database, close: () => database.close() };
  }
  const release = lockDataDir(config.dataDir);
  try {
    const database = fromPglite(await openPglite(path.join(config.dataDir, 'pglite')));
    return {
      database,
      close: async () => {
        await database.close();
        release();
      },
    };
  } catch (err) {
    release();
    throw err;
  }
}

/** Migrations, then the demo shop on an empty catalogue; both under the startup lock. */
export async function prepareDatabase(database: Database, config: Config, log: (line: string) => void): Promise<void> {
  fs.mkdirSync(mediaRoot(config), { recursive: true });
  await database.withStartupLock(async () => {
    await migrateDatabase(database);
    if (config.seedDemo && (await isCatalogueEmpty(database.db))) {
      const started = Date.now();
      // Loaded only here: the demo's content and artwork stay out of the server's bundle (a chunk of
      // their own in dist/) and out of memory in a shop that has its own catalogue.
      const { seedDemo } = await import('./seed/seed-demo.ts');
      await seedDemo(database.db, localStorage(mediaRoot(config)));
      log(`Seeded the demo shop in ${Date.now() - started} ms`);
    }
  });
}
