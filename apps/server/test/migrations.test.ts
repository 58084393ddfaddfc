import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { serverRoot } from '../src/config.ts';
import {
  fromPglite,
  fromPostgres,
  migrateDatabase,
  migrationsFolder,
  openPglite,
  type Database,
} from '../src/db/client.ts';
import { dbKinds, type DbKind } from './helpers/test-app.ts';
import { withDatabase } from './helpers/templates.ts';

interface JournalEntry {
  idx: number;
  when: number;
  tag: string;
}

/**
 * The journal time of the last migration of every release so far. The migrator applies a migration
 * only when its journal time is later than the newest row of `drizzle.__drizzle_migrations`, so an
 * installed shop stands at one of these times: each must stay in the journal, with everything that
 * release had applied at or before it and nothing else.
 */
const releasedLastMigrations = [
  1795333224969, 1795334275048, 1795334838504, 1795335205290, 1795337905469, 1795562330078, 1795562390078,
  1795562450078, 1795562510078, 1795562570078,
];

const journal = (): JournalEntry[] =>
  (
    JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
      entries: JournalEntry[];
    }
  ).entries;

const tempDirs: string[] = [];
afterAll(() => {
  for (const d of tempDirs) fs.rmSync(d, { recursive: true, force: true });
});
function tempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  tempDirs.push(dir);
  return dir;
}

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort();
}

describe('the migrations', () => {
  it('agree with the schema files: db:generate on the unchanged schema writes nothing', () => {
    // The real config, run against a copy of the migrations folder so a disagreement leaves no file behind.
    const out = tempDir('drizzle-generate-');
    fs.cpSync(migrationsFolder, out, { recursive: true });
    const config = path.join(out, 'drizzle.config.ts');
    fs.writeFileSync(
      config,
      `import base from ${JSON.stringify(path.join(serverRoot, 'drizzle.config.ts'))};\n` +
        // drizzle-kit reads `out` relative to the working directory.
        `export default { ...base, out: ${JSON.stringify(path.relative(serverRoot, out))} };\n`,
    );
    const before = filesUnder(out);
    const drizzleKit = path.join(path.dirname(createRequire(import.meta.url).resolve('drizzle-kit')), 'bin.cjs');
    const run = spawnSync(process.execPath, [drizzleKit, 'generate', '--config', config], {
      cwd: serverRoot,
      encoding: 'utf8',
    });
    expect(run.status, run.stderr).toBe(0);
    const written = filesUnder(out).filter((f) => !before.includes(f));
    const sqlWritten = written.filter((f) => f.endsWith('.sql')).map((f) => fs.readFileSync(path.join(out, f), 'utf8'));
    expect(sqlWritten, 'the schema files differ from the last snapshot in drizzle/meta').toEqual([]);
    expect(run.stdout).toContain('No schema changes');
  });

  it('keep the journal time of every released last migration, in order', () => {
    const times = journal().map((e) => e.when);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(new Set(times).size).toBe(times.length);
    for (const when of releasedLastMigrations) expect(times).toContain(when);
  });

  it('each have a snapshot, chained to the one before', () => {
    let prevId = '00000000-0000-0000-0000-000000000000';
    for (const entry of journal()) {
      const file = path.join(migrationsFolder, 'meta', `${String(entry.idx).padStart(4, '0')}_snapshot.json`);
      const snapshot = JSON.parse(fs.readFileSync(file, 'utf8')) as { id: string; prevId: string };
      expect(snapshot.prevId, entry.tag).toBe(prevId);
      prevId = snapshot.id;
    }
  });
});

/** A copy of the migrations folder as an install that stopped at `when` would have it. */
function migrationsUpTo(when: number): string {
  const dir = tempDir('drizzle-upto-');
  const entries = journal().filter((e) => e.when <= when);
  fs.mkdirSync(path.join(dir, 'meta'));
  fs.writeFileSync(
    path.join(dir, 'meta', '_journal.json'),
    JSON.stringify({ version: '7', dialect: 'postgresql', entries }),
  );
  for (const e of entries) fs.copyFileSync(path.join(migrationsFolder, `${e.tag}.sql`), path.join(dir, `${e.tag}.sql`));
  return dir;
}

async function rows(database: Database, query: string): Promise<unknown[]> {
  return ((await database.db.execute(sql.raw(query))) as unknown as { rows: unknown[] }).rows;
}

/** What the migrations build: tables, columns, indexes, constraints, functions, triggers, seeded rows. */
async function schemaOf(database: Database) {
  const notExtension = (oid: string) =>
    `not exists (select 1 from pg_depend d where d.objid = ${oid} and d.deptype = 'e')`;
  return {
    columns: await rows(
      database,
      `select table_name, column_name, data_type, column_default, is_nullable, is_generated, generation_expression, identity_generation
       from information_schema.columns where table_schema = 'public' order by 1, 2`,
    ),
    indexes: await rows(database, `select indexname, indexdef from pg_indexes where schemaname = 'public' order by 1`),
    constraints: await rows(
      database,
      `select conrelid::regclass::text as tbl, conname, pg_get_constraintdef(oid) as def from pg_constraint
       where connamespace = 'public'::regnamespace order by 1, 2`,
    ),
    functions: await rows(
      database,
      `select proname, pg_get_functiondef(p.oid) as def from pg_proc p
       where pronamespace = 'public'::regnamespace and ${notExtension('p.oid')} order by 1`,
    ),
    triggers: await rows(
      database,
      `select tgname, pg_get_triggerdef(oid) as def from pg_trigger where not tgisinternal order by 1`,
    ),
    synonyms: await rows(database, `select term, synonyms from search_synonyms order by term`),
  };
}

async function openEmpty(kind: DbKind): Promise<{ database: Database; drop(): Promise<void> }> {
  if (kind === 'pglite') {
    const database = fromPglite(await openPglite(undefined));
    return { database, drop: () => database.close() };
  }
  const url = process.env.TEST_DATABASE_URL!;
  const name = `storefront_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const database = fromPostgres(withDatabase(url, name), 2);
  return {
    database,
    drop: async () => {
      await database.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/**
 * Where an install can stand that the journal does not simply continue: the releases whose migration
 * the journal now holds as several files (a generated one and a custom one), the release before each,
 * and the newest release.
 */
function upgradeStarts(): number[] {
  const times = journal().map((e) => e.when);
  const starts = new Set([releasedLastMigrations.at(-1)!]);
  releasedLastMigrations.forEach((when, i) => {
    const after = releasedLastMigrations[i - 1] ?? 0;
    if (times.filter((t) => t > after && t <= when).length > 1) {
      starts.add(when);
      if (i > 0) starts.add(after);
    }
  });
  return [...starts].sort((a, b) => a - b);
}

describe.each(dbKinds)('upgrading on %s', (kind) => {
  it('a database left by a release migrates to the same schema as a new one', { timeout: 120_000 }, async () => {
    const { database, drop } = await openEmpty(kind);
    try {
      await migrateDatabase(database);
      const fresh = await schemaOf(database);
      expect(fresh.triggers.length).toBeGreaterThan(0);
      for (const when of upgradeStarts()) {
        for (const reset of [
          'drop schema public cascade',
          'create schema public',
          'drop schema if exists drizzle cascade',
        ]) {
          await rows(database, reset);
        }
        await migrateDatabase(database, migrationsUpTo(when));
        // Re-running a migration that release had applied fails (its CREATE FUNCTION exists); skipping
        // one leaves the schema short.
        await migrateDatabase(database);
        expect(await schemaOf(database), `from the release whose last migration is at ${when}`).toEqual(fresh);
      }
    } finally {
      await drop();
    }
  });
});
