import { and, count, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { promoCodes, promoRedemptions } from './schema.ts';

export type PromoRow = typeof promoCodes.$inferSelect;
export type NewPromo = typeof promoCodes.$inferInsert;

export async function findByCode(db: Db, code: string): Promise<PromoRow | null> {
  const [row] = await db.select().from(promoCodes).where(eq(promoCodes.code, code)).limit(1);
  return row ?? null;
}

/** Holds the code's row until the order commits: a second order with the same code waits here. */
export async function findByCodeForUpdate(tx: Db, code: string): Promise<PromoRow | null> {
  const [row] = await tx.select().from(promoCodes).where(eq(promoCodes.code, code)).for('update');
  return row ?? null;
}

export async function hasRedeemed(db: Db, promoCodeId: number, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: promoRedemptions.userId })
    .from(promoRedemptions)
    .where(and(eq(promoRedemptions.promoCodeId, promoCodeId), eq(promoRedemptions.userId, userId)))
    .limit(1);
  return Boolean(row);
}

export async function recordRedemption(tx: Db, promoCodeId: number, userId: string, orderId: string): Promise<void> {
  await tx.insert(promoRedemptions).values({ promoCodeId, userId, orderId });
  await tx
    .update(promoCodes)
    .set({ usedCount: sql`${promoCodes.usedCount} + 1` })
    .where(eq(promoCodes.id, promoCodeId));
}

/**
 * Deletes the redemptions made by `orderIds` and takes each off its code's count, inside the caller's
 * transaction. The codes' rows are locked in id order, as placement locks one code before it counts a
 * use, so a cancellation and a placement with the same code serialise instead of deadlocking.
 */
export async function deleteRedemptions(tx: Db, orderIds: string[]): Promise<number[]> {
  const gone = await tx
    .delete(promoRedemptions)
    .where(inArray(promoRedemptions.orderId, orderIds))
    .returning({ promoCodeId: promoRedemptions.promoCodeId });
  const ids = [...new Set(gone.map((g) => g.promoCodeId))].sort((a, b) => a - b);
  for (const id of ids) {
    const uses = gone.filter((g) => g.promoCodeId === id).length;
    await tx
      .update(promoCodes)
      .set({ usedCount: sql`greatest(${promoCodes.usedCount} - ${uses}, 0)` })
      .where(eq(promoCodes.id, id));
  }
  return ids;
}

/** Inserts unless the code is taken; null then. */
export async function insertCode(db: Db, code: NewPromo): Promise<PromoRow | null> {
  const [row] = await db.insert(promoCodes).values(code).onConflictDoNothing({ target: promoCodes.code }).returning();
  return row ?? null;
}

export async function disableCode(db: Db, id: number, now: Date): Promise<PromoRow | null> {
  const [row] = await db
    .update(promoCodes)
    .set({ disabledAt: sql`coalesce(${promoCodes.disabledAt}, ${now.toISOString()}::timestamptz)` })
    .where(eq(promoCodes.id, id))
    .returning();
  return row ?? null;
}

export async function listCodes(db: Db, opts: { welcome: boolean; limit: number; offset: number }) {
  const where = opts.welcome ? isNotNull(promoCodes.email) : isNull(promoCodes.email);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(promoCodes)
      .where(where)
      .orderBy(desc(promoCodes.createdAt), desc(promoCodes.id))
      .limit(opts.limit)
      .offset(opts.offset),
    db.select({ n: count() }).from(promoCodes).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}
