import { AccountEmail, NewPassword, PersonName } from '@shop/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { invalid } from '../../lib/errors.ts';
import { hashPassword } from './passwords.ts';
import * as q from './queries.ts';

export interface AdminAccountInput {
  email: string;
  /** Needed only to create an account; an existing account keeps its password. */
  password?: string | undefined;
  name?: string | undefined;
}

export type AdminAccountResult = { outcome: 'created' | 'promoted' | 'unchanged'; email: string };

/**
 * Creates an admin, or promotes an existing account (keeping its password, so promoting a colleague
 * never locks them out). Used by `npm run create-admin` and by ADMIN_EMAIL at server start.
 */
export async function ensureAdmin(db: Db, input: AdminAccountInput): Promise<AdminAccountResult> {
  const email = parse(AccountEmail, input.email, 'email');
  const existing = await q.findUserRole(db, email);
  if (existing) {
    if (existing.role === 'admin') return { outcome: 'unchanged', email };
    await q.setUserRole(db, existing.id, 'admin');
    return { outcome: 'promoted', email };
  }
  if (input.password === undefined) throw invalid(`No account uses ${email} yet: give a password to create it.`);
  const password = parse(NewPassword, input.password, 'password');
  const name = parse(PersonName, input.name ?? 'Shop admin', 'name');
  // A concurrent start with the same ADMIN_EMAIL may insert first; then this one only promotes.
  const inserted = await q.insertAdmin(db, { email, name, passwordHash: await hashPassword(password) });
  if (!inserted) return ensureAdmin(db, { email });
  return { outcome: 'created', email };
}

function parse<T>(schema: z.ZodType<T>, value: unknown, label: string): T {
  const result = schema.safeParse(value);
  if (!result.success) throw invalid(`${label}: ${result.error.issues[0]?.message ?? 'invalid'}`);
  return result.data;
}
