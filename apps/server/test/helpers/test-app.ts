import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp, type AppDeps } from '../../src/app.ts';
import { loadConfig, type Config } from '../../src/config.ts';
import { fromPglite, fromPostgres, pgliteExtensions, type Database } from '../../src/db/client.ts';
import { TEST_LIMITS_ENV } from './limits-env.ts';
import { MEDIA_DIR, TEMPLATE_DUMP, withDatabase } from './templates.ts';

export type DbKind = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export const dbKinds: DbKind[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

/**
 * A database of the demo shop for the enclosing `describe` block, opened before its tests and closed
 * and dropped after them: for tests that call modules directly rather than through an app.
 */
export function useTestDatabase(kind: DbKind): { readonly database: Database } {
  let opened: Awaited<ReturnType<typeof openTestDatabase>> | undefined;
  beforeAll(async () => {
    opened = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await opened?.database.close();
    await opened?.drop();
  });
  return {
    get database() {
      if (!opened) throw new Error('The test database is opened in beforeAll: use it inside a test');
      return opened.database;
    },
  };
}

export async function openTestDatabase(kind: DbKind): Promise<{ database: Database; drop(): Promise<void> }> {
  const templateDir = inject('templateDir');
  if (kind === 'pglite') {
    const dump = fs.readFileSync(path.join(templateDir, TEMPLATE_DUMP));
    const client = await PGlite.create({ loadDataDir: new Blob([dump]), extensions: pgliteExtensions() });
    return { database: fromPglite(client), drop: async () => {} };
  }
  const url = process.env.TEST_DATABASE_URL!;
  const template = inject('pgTemplateDb');
  const name = `storefront_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name} template ${template}`);
  await admin.end();
  return {
    database: fromPostgres(withDatabase(url, name), 5),
    drop: async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export interface TestAppExtras {
  /** Extra environment, parsed like the real one (e.g. Stripe variables). */
  env?: Record<string, string>;
  /** Seams of buildApp other than the database (a stand-in OCR, a route observer). */
  deps?: Omit<AppDeps, 'database'>;
}

export async function createTestApp(
  kind: DbKind,
  overrides: Partial<Config> = {},
  extras: TestAppExtras = {},
): Promise<TestApp> {
  const templateDir = inject('templateDir');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-app-'));
  fs.symlinkSync(path.join(templateDir, MEDIA_DIR), path.join(dataDir, 'media'));
  const config = loadConfig(
    {
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      WEB_DIST: path.join(dataDir, 'no-web'),
      ...TEST_LIMITS_ENV,
      ...extras.env,
    },
    overrides,
  );
  const { database, drop } = await openTestDatabase(kind);
  const app = await buildApp(config, { ...extras.deps, database });
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Waits until `/readyz` says 200: an app is not ready until its search index is loaded (the first
 * ask starts the load), and tests about what /readyz says under a fault need a ready app to begin with.
 * A loop rather than `expect.poll`, which only runs inside a test, not in `beforeAll`.
 */
export async function untilReady(app: TestApp['app'], timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while ((await app.inject({ method: 'GET', url: '/readyz' })).statusCode !== 200) {
    if (Date.now() > deadline) throw new Error(`/readyz did not answer 200 within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
