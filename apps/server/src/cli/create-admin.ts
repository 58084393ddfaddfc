import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createInterface } from 'node:readline/promises';
import { AccountEmail, AUTH_MESSAGES, NewPassword } from '@shop/contract';
import { ConfigError, loadConfig, type Config } from '../config.ts';
import { migrateDatabase } from '../db/client.ts';
import { DataDirLockedError, DataDirUnwritableError } from '../db/data-dir-lock.ts';
import { openDatabase } from '../db/setup.ts';
import { AppError } from '../lib/errors.ts';
import { ensureAdmin, type AdminAccountResult } from '../modules/auth/admin-account.ts';

const USAGE =
  'Usage: npm run create-admin -- --email you@example.com [--password "at least 8 characters"] [--name "Your name"]';

export class UsageError extends Error {}

/**
 * `npm run create-admin`: creates or promotes an admin on the configured database (PGlite under
 * DATA_DIR, or PostgreSQL via DATABASE_URL). On PGlite it takes the data-folder lock like the server,
 * so it refuses while a server runs on the same folder instead of losing its write.
 */
export async function createAdmin(
  argv: string[],
  config: Config,
  ask?: (question: string) => Promise<string>,
): Promise<AdminAccountResult> {
  let values: { email?: string | undefined; password?: string | undefined; name?: string | undefined };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } },
      strict: true,
    }));
  } catch (err) {
    throw new UsageError(`${(err as Error).message}\n${USAGE}`);
  }
  const email = values.email ?? (ask ? await ask('Email: ') : undefined);
  if (!email) throw new UsageError(USAGE);

  // Bad input is refused before the database is opened (which takes seconds on PGlite).
  const password = values.password === undefined ? undefined : NewPassword.safeParse(values.password);
  if (password && !password.success) throw new UsageError(`password: ${password.error.issues[0]!.message}`);
  if (!AccountEmail.safeParse(email).success) throw new UsageError(`email: ${AUTH_MESSAGES.enterValidEmail}`);

  const opened = await openDatabase(config);
  try {
    await opened.database.withStartupLock(() => migrateDatabase(opened.database));
    try {
      return await ensureAdmin(opened.database.db, { email, password: values.password, name: values.name });
    } catch (err) {
      // An unknown email without --password: ask for one when a person is at the keyboard.
      if (err instanceof AppError && values.password === undefined && ask) {
        const password = await ask('Password for the new account (at least 8 characters): ');
        return await ensureAdmin(opened.database.db, { email, password, name: values.name });
      }
      throw err;
    }
  } finally {
    await opened.close();
  }
}

async function main(): Promise<void> {
  const interactive = process.stdin.isTTY === true;
  const rl = interactive ? createInterface({ input: process.stdin, output: process.stdout }) : null;
  try {
    const config = loadConfig();
    const result = await createAdmin(process.argv.slice(2), config, rl ? (q) => rl.question(q) : undefined);
    const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
    const said = { created: 'Created the admin', promoted: 'Promoted to admin', unchanged: 'Already an admin' }[
      result.outcome
    ];
    console.log(`${said}: ${result.email} (${where})`);
  } finally {
    rl?.close();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  main().catch((err: unknown) => {
    const known =
      err instanceof UsageError ||
      err instanceof ConfigError ||
      err instanceof DataDirLockedError ||
      err instanceof DataDirUnwritableError ||
      err instanceof AppError;
    console.error(known ? (err as Error).message : err);
    process.exit(1);
  });
}
