import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createAdmin, UsageError } from '../src/cli/create-admin.ts';
import { loadConfig, repoRoot } from '../src/config.ts';
import { fromPglite, fromPostgres, openPglite } from '../src/db/client.ts';
import { DataDirLockedError, lockDataDir } from '../src/db/data-dir-lock.ts';
import { users } from './helpers/tables.ts';
import { verifyPassword } from '../src/modules/auth/passwords.ts';
import { withDatabase } from './helpers/templates.ts';

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});
function tempDataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-admin-cli-'));
  dirs.push(dir);
  return dir;
}
function withoutDatabaseUrl(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { DATABASE_URL: _ignored, ...rest } = env;
  return rest;
}
const configFor = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env });

describe('npm run create-admin', () => {
  it(
    'creates an admin on PGlite, then leaves it (and its password) alone when run again',
    { timeout: 120_000 },
    async () => {
      const dataDir = tempDataDir();
      const config = configFor({ DATA_DIR: dataDir });
      expect(
        await createAdmin(
          ['--email', 'Boss@Example.com', '--password', 'long enough pw', '--name', 'Mei Ling'],
          config,
        ),
      ).toEqual({
        outcome: 'created',
        email: 'boss@example.com',
      });
      expect(await createAdmin(['--email', 'boss@example.com', '--password', 'another password'], config)).toEqual({
        outcome: 'unchanged',
        email: 'boss@example.com',
      });
      await expect(createAdmin(['--email', 'new@example.com'], config)).rejects.toThrow(
        'No account uses new@example.com yet: give a password to create it.',
      );
      // The lock was released, so the folder opens again; the account is there with the first password.
      const database = fromPglite(await openPglite(path.join(dataDir, 'pglite')));
      const [row] = await database.db.select().from(users).where(eq(users.email, 'boss@example.com'));
      await database.close();
      expect(row).toMatchObject({ role: 'admin', name: 'Mei Ling' });
      expect(await verifyPassword(row!.passwordHash, 'long enough pw')).toBe(true);
    },
  );

  it('refuses while a server holds the PGlite folder', async () => {
    const dataDir = tempDataDir();
    const release = lockDataDir(dataDir);
    try {
      // The lock belongs to this process; a CLI process would see a live holder, so simulate one.
      fs.writeFileSync(path.join(dataDir, 'server.lock'), String(process.ppid));
      await expect(
        createAdmin(['--email', 'a@example.com', '--password', 'long enough pw'], configFor({ DATA_DIR: dataDir })),
      ).rejects.toThrow(DataDirLockedError);
      const run = promisify(execFile)(
        process.execPath,
        [
          '--import',
          'tsx',
          'apps/server/src/cli/create-admin.ts',
          '--email',
          'a@example.com',
          '--password',
          'long enough pw',
        ],
        {
          cwd: repoRoot,
          env: { ...withoutDatabaseUrl(process.env), DATA_DIR: dataDir },
        },
      );
      const failed = await run.then(
        () => null,
        (err: { code: number; stderr: string }) => err,
      );
      expect(failed?.code).toBe(1);
      expect(failed?.stderr).toContain(
        `The data folder ${dataDir} is in use by another server process (pid ${process.ppid})`,
      );
    } finally {
      fs.writeFileSync(path.join(dataDir, 'server.lock'), String(process.pid));
      release();
    }
  }, 60_000);

  it('explains its usage and refuses a weak password', async () => {
    const config = configFor({ DATA_DIR: tempDataDir() });
    await expect(createAdmin([], config)).rejects.toThrow(UsageError);
    await expect(createAdmin(['--email', 'x@example.com', '--pasword', 'typo'], config)).rejects.toThrow(
      /Unknown option '--pasword'/,
    );
    await expect(createAdmin(['--email', 'x@example.com', '--password', 'short'], config)).rejects.toThrow(
      'password: Password must be at least 8 characters.',
    );
  }, 60_000);

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'works on PostgreSQL through DATABASE_URL, promoting an existing customer',
    async () => {
      const url = process.env.TEST_DATABASE_URL!;
      const name = `storefront_cli_${randomBytes(5).toString('hex')}`;
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`create database ${name}`);
      try {
        const config = configFor({ DATA_DIR: tempDataDir(), DATABASE_URL: withDatabase(url, name) });
        expect(
          (await createAdmin(['--email', 'owner@example.com', '--password', 'long enough pw'], config)).outcome,
        ).toBe('created');
        const database = fromPostgres(withDatabase(url, name), 1);
        await database.db.insert(users).values({ email: 'staff@example.com', name: 'Staff', passwordHash: 'x' });
        expect((await createAdmin(['--email', 'staff@example.com'], config)).outcome).toBe('promoted');
        const rows = await database.db
          .select({ email: users.email, role: users.role, hash: users.passwordHash })
          .from(users);
        await database.close();
        expect(rows.find((r) => r.email === 'staff@example.com')).toMatchObject({ role: 'admin', hash: 'x' });
      } finally {
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      }
    },
    60_000,
  );
});
