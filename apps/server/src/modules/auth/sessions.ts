import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessions, users } from '../../db/schema.ts';

export const SESSION_DAYS = 30;

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  role: 'customer' | 'staff' | 'admin';
  sessionId: string;
}

/** Only a hash of the token is stored, so a leaked table does not leak sessions. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createSession(db: Db, userId: string, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + SESSION_DAYS * 86_400_000),
  });
  return token;
}

export async function findSessionUser(db: Db, token: string, now = new Date()): Promise<SessionUser | null> {
  if (token.length < 20 || token.length > 200) return null;
  const rows = await db
    .select({ id: users.id, email: users.email, name: users.name, role: users.role, sessionId: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .limit(1);
  return rows[0] ?? null;
}

export async function revokeSession(db: Db, sessionId: string, now = new Date()): Promise<void> {
  await db.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, sessionId));
}

/** After a password change or reset every other device must log in again. */
export async function revokeUserSessions(
  db: Db,
  userId: string,
  exceptSessionId?: string,
  now = new Date(),
): Promise<void> {
  // One statement, so there is no moment in which the kept session is revoked too.
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        exceptSessionId ? ne(sessions.id, exceptSessionId) : undefined,
      ),
    );
}
