import { randomBytes } from 'node:crypto';
import type { Db } from '../../src/db/client.ts';
import { users } from './tables.ts';
import { hashPassword } from '../../src/modules/auth/passwords.ts';
import { createSession } from '../../src/modules/auth/sessions.ts';

export interface TestUser {
  id: string;
  email: string;
  password: string;
  token: string;
}

/** A user with a live session, made directly in the database (a factory with overrides). */
export async function createUser(
  db: Db,
  overrides: Partial<{ email: string; name: string; password: string; role: 'customer' | 'staff' | 'admin' }> = {},
): Promise<TestUser> {
  const email = overrides.email ?? `user-${randomBytes(4).toString('hex')}@example.com`;
  const password = overrides.password ?? 'correct horse battery';
  const [row] = await db
    .insert(users)
    .values({
      email,
      name: overrides.name ?? 'Test Shopper',
      passwordHash: await hashPassword(password),
      role: overrides.role ?? 'customer',
    })
    .returning({ id: users.id });
  const token = await createSession(db, row!.id);
  return { id: row!.id, email, password, token };
}
