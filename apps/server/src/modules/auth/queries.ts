import { and, desc, eq, gt, inArray, isNotNull, isNull, lt, ne, sql } from 'drizzle-orm';
import type { ShopLang } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { oneTimeCodes, sessions, userAddressEdits, users } from './schema.ts';
import type { OrderAddress } from './address.ts';

export type CodePurpose = 'register' | 'reset';

export async function findUserByEmail(db: Db, email: string) {
  const rows = await db
    .select({ id: users.id, email: users.email, name: users.name, passwordHash: users.passwordHash, lang: users.lang })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  return rows[0] ?? null;
}

export async function findUserById(db: Db, id: string) {
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      passwordHash: users.passwordHash,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return rows[0] ?? null;
}

/** Null when the email is taken (the unique index decides, so two racing sign-ups cannot both win). */
export async function insertUser(
  db: Db,
  values: { email: string; name: string; passwordHash: string; lang: ShopLang },
) {
  const rows = await db
    .insert(users)
    .values(values)
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id });
  return rows[0] ?? null;
}

/** The language the account's mails speak from now on. */
export async function updateUserLang(db: Db, id: string, lang: ShopLang): Promise<void> {
  await db
    .update(users)
    .set({ lang })
    .where(and(eq(users.id, id), sql`${users.lang} <> ${lang}`));
}

export async function updateUserName(db: Db, id: string, name: string): Promise<void> {
  await db.update(users).set({ name }).where(eq(users.id, id));
}

export async function updatePasswordHash(db: Db, id: string, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, id));
}

/** The newest code of this email and purpose that has not been used up or voided. */
export async function findLiveCode(db: Db, email: string, purpose: CodePurpose) {
  const rows = await db
    .select()
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.email, email), eq(oneTimeCodes.purpose, purpose), isNull(oneTimeCodes.consumedAt)))
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1);
  return rows[0] ?? null;
}

export async function findLatestCodeTime(db: Db, email: string, purpose: CodePurpose): Promise<Date | null> {
  const rows = await db
    .select({ createdAt: oneTimeCodes.createdAt })
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.email, email), eq(oneTimeCodes.purpose, purpose)))
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1);
  return rows[0]?.createdAt ?? null;
}

/** A new code voids every earlier one, so only the newest mail's code works. */
export async function replaceCode(
  db: Db,
  values: { email: string; purpose: CodePurpose; codeHash: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db
    .update(oneTimeCodes)
    .set({ consumedAt: values.createdAt })
    .where(
      and(
        eq(oneTimeCodes.email, values.email),
        eq(oneTimeCodes.purpose, values.purpose),
        isNull(oneTimeCodes.consumedAt),
      ),
    );
  await db.insert(oneTimeCodes).values(values);
}

/** Counts a wrong try; voids the code at `maxAttempts`. Atomic, so parallel guesses are all counted. */
export async function countWrongTry(db: Db, id: string, maxAttempts: number, now: Date): Promise<void> {
  await db
    .update(oneTimeCodes)
    .set({
      attempts: sql`${oneTimeCodes.attempts} + 1`,
      consumedAt: sql`case when ${oneTimeCodes.attempts} + 1 >= ${maxAttempts} then ${now.toISOString()}::timestamptz else null end`,
    })
    .where(and(eq(oneTimeCodes.id, id), isNull(oneTimeCodes.consumedAt)));
}

/** Marks a live, unexpired code verified; false when it was voided or expired in between. */
export async function markVerified(db: Db, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(oneTimeCodes)
    .set({ verifiedAt: sql`coalesce(${oneTimeCodes.verifiedAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(oneTimeCodes.id, id), isNull(oneTimeCodes.consumedAt), gt(oneTimeCodes.expiresAt, now)))
    .returning({ id: oneTimeCodes.id });
  return rows.length > 0;
}

/** Uses a code up. Only one caller can win: the second sees zero rows and fails. */
export async function consumeCode(db: Db, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(oneTimeCodes)
    .set({ consumedAt: now })
    .where(and(eq(oneTimeCodes.id, id), isNull(oneTimeCodes.consumedAt)))
    .returning({ id: oneTimeCodes.id });
  return rows.length > 0;
}

/** A registration code verified since `since` and not yet used: what allows `register`. */
export async function findVerifiedRegisterCode(db: Db, email: string, since: Date) {
  const rows = await db
    .select({ id: oneTimeCodes.id })
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.email, email),
        eq(oneTimeCodes.purpose, 'register'),
        isNull(oneTimeCodes.consumedAt),
        isNotNull(oneTimeCodes.verifiedAt),
        gt(oneTimeCodes.verifiedAt, since),
      ),
    )
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1);
  return rows[0] ?? null;
}

/** Codes long past use are deleted so the table stays small. */
export async function deleteOldCodes(db: Db, before: Date): Promise<void> {
  await db.delete(oneTimeCodes).where(lt(oneTimeCodes.createdAt, before));
}

export async function listAddressEdits(db: Db, userId: string) {
  return db
    .select({
      sourceKey: userAddressEdits.sourceKey,
      address: userAddressEdits.address,
      deletedAt: userAddressEdits.deletedAt,
    })
    .from(userAddressEdits)
    .where(eq(userAddressEdits.userId, userId));
}

export async function upsertAddressEdit(db: Db, userId: string, sourceKey: string, address: OrderAddress, now: Date) {
  await db
    .insert(userAddressEdits)
    .values({ userId, sourceKey, address, updatedAt: now })
    .onConflictDoUpdate({
      target: [userAddressEdits.userId, userAddressEdits.sourceKey],
      set: { address, updatedAt: now, deletedAt: null },
    });
}

/** Hides the address from the account; the edit row keeps what was shown. */
export async function markAddressDeleted(db: Db, userId: string, sourceKey: string, address: OrderAddress, now: Date) {
  await db
    .insert(userAddressEdits)
    .values({ userId, sourceKey, address, updatedAt: now, deletedAt: now })
    .onConflictDoUpdate({
      target: [userAddressEdits.userId, userAddressEdits.sourceKey],
      set: { updatedAt: now, deletedAt: now },
    });
}

export async function findUserRole(db: Db, email: string): Promise<{ id: string; role: string } | null> {
  const [row] = await db.select({ id: users.id, role: users.role }).from(users).where(eq(users.email, email));
  return row ?? null;
}

export async function setUserRole(db: Db, userId: string, role: 'admin'): Promise<void> {
  await db.update(users).set({ role }).where(eq(users.id, userId));
}

/** False when an account with the email exists already. */
export async function insertAdmin(
  db: Db,
  account: { email: string; name: string; passwordHash: string },
): Promise<boolean> {
  const inserted = await db
    .insert(users)
    .values({ ...account, role: 'admin' })
    .onConflictDoNothing()
    .returning({ id: users.id });
  return inserted.length > 0;
}

export async function insertSession(
  db: Db,
  session: { tokenHash: string; userId: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(sessions).values(session);
}

/** The account a live session (not revoked, not expired at `now`) belongs to. */
export async function findLiveSessionUser(db: Db, tokenHash: string, now: Date) {
  const rows = await db
    .select({ id: users.id, email: users.email, name: users.name, role: users.role, sessionId: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .limit(1);
  return rows[0] ?? null;
}

export async function revokeSessionRow(db: Db, sessionId: string, now: Date): Promise<void> {
  await db.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, sessionId));
}

/** One statement, so there is no moment in which the kept session is revoked too. */
export async function revokeSessionsOf(db: Db, userId: string, exceptSessionId: string | undefined, now: Date) {
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

/** Holds the account's row until the transaction `tx` ends: one shopper's placements then run one at a time. */
export async function lockUserRow(tx: Db, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

export async function findUserContact(db: Db, userId: string): Promise<{ email: string; name: string } | null> {
  const [row] = await db.select({ email: users.email, name: users.name }).from(users).where(eq(users.id, userId));
  return row ?? null;
}

export async function userNamesByIds(db: Db, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}
