import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import * as q from './queries.ts';

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
  await q.insertSession(db, {
    tokenHash: hashToken(token),
    userId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + SESSION_DAYS * 86_400_000),
  });
  return token;
}

export async function findSessionUser(db: Db, token: string, now = new Date()): Promise<SessionUser | null> {
  if (token.length < 20 || token.length > 200) return null;
  return q.findLiveSessionUser(db, hashToken(token), now);
}

export async function revokeSession(db: Db, sessionId: string, now = new Date()): Promise<void> {
  await q.revokeSessionRow(db, sessionId, now);
}

/** After a password change or reset every other device must log in again. */
export async function revokeUserSessions(
  db: Db,
  userId: string,
  exceptSessionId?: string,
  now = new Date(),
): Promise<void> {
  await q.revokeSessionsOf(db, userId, exceptSessionId, now);
}
