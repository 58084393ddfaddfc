import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { serverRoot } from '../config.ts';

/** The database, as the modules' queries files use it; each file imports its module's tables itself. */
export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs `fn` while holding a cluster-wide lock, so several instances never migrate or seed at once. */
  withStartupLock<T>(fn: () => Promise<T>): Promise<T>;
  ping(): Promise<void>;
  /** Queries waiting for a pool connection (PostgreSQL); PGlite's one connection has no pool to wait on. */
  waiting(): number;
  close(): Promise<void>;
}

export const migrationsFolder = path.join(serverRoot, 'drizzle');
const STARTUP_LOCK_ID = 727_001;

export function pgliteExtensions() {
  return { pg_trgm };
}

export async function openPglite(dataDir: string | undefined): Promise<PGlite> {
  return PGlite.create(dataDir ?? 'memory://', { extensions: pgliteExtensions() });
}

export function fromPglite(client: PGlite): Database {
  const db = drizzlePglite(client) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    // One process owns a PGlite folder (see data-dir-lock.ts), so there is nobody to race.
    withStartupLock: (fn) => fn(),
    ping: async () => {
      await client.query('select 1');
    },
    waiting: () => 0,
    close: () => client.close(),
  };
}

export function fromPostgres(url: string, poolSize = 10): Database {
  // A bounded connect wait: while the database is away requests fail fast (503) instead of queueing.
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 5000 });
  // A client losing its connection must not crash the process, idle (the pool's 'error') or checked
  // out inside a transaction (the client's own 'error', which the pool does not listen to). The
  // query in flight fails with the cause and answers 503; the pool drops the broken client on release.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = drizzlePg(pool) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    withStartupLock: async (fn) => {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_ID]);
        return await fn();
      } finally {
        await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_ID]).catch(() => {});
        client.release();
      }
    },
    ping: async () => {
      await pool.query('select 1');
    },
    waiting: () => pool.waitingCount,
    close: () => pool.end(),
  };
}

/** Applies the migrations of `folder` not yet applied (tests pass an older folder to stage an upgrade). */
export async function migrateDatabase(database: Database, folder = migrationsFolder): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as Parameters<typeof migratePglite>[0], { migrationsFolder: folder });
  } else {
    await migratePg(database.db as unknown as Parameters<typeof migratePg>[0], { migrationsFolder: folder });
  }
}
