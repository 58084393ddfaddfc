import { and, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { paymentRefunds } from './schema.ts';

export type RefundRow = typeof paymentRefunds.$inferSelect;
export type NewRefund = typeof paymentRefunds.$inferInsert;

/** Null when the session already has a row: a repeated event. */
export async function insertRefund(db: Db, row: NewRefund): Promise<RefundRow | null> {
  const [inserted] = await db.insert(paymentRefunds).values(row).onConflictDoNothing().returning();
  return inserted ?? null;
}

export async function findRefundBySession(db: Db, sessionId: string): Promise<RefundRow | null> {
  const [row] = await db.select().from(paymentRefunds).where(eq(paymentRefunds.sessionId, sessionId)).limit(1);
  return row ?? null;
}

/** True for the one caller that moved the row to refunded (so the shopper is mailed once). */
export async function markRefunded(db: Db, id: number, stripeRefundId: string): Promise<boolean> {
  const rows = await db
    .update(paymentRefunds)
    .set({ status: 'refunded', stripeRefundId, error: null })
    .where(and(eq(paymentRefunds.id, id), ne(paymentRefunds.status, 'refunded')))
    .returning({ id: paymentRefunds.id });
  return rows.length > 0;
}

export async function markFailed(db: Db, id: number, error: string): Promise<void> {
  await db
    .update(paymentRefunds)
    .set({ status: 'failed', error })
    .where(and(eq(paymentRefunds.id, id), ne(paymentRefunds.status, 'refunded')));
}

/** Forgets a refund that never reached Stripe, so the order stays as it was. */
export async function deletePending(db: Db, id: number): Promise<void> {
  await db
    .delete(paymentRefunds)
    .where(and(eq(paymentRefunds.id, id), eq(paymentRefunds.status, 'pending'), isNull(paymentRefunds.stripeRefundId)));
}

export async function findRefundByStripeId(db: Db, stripeRefundId: string): Promise<RefundRow | null> {
  const [row] = await db
    .select()
    .from(paymentRefunds)
    .where(eq(paymentRefunds.stripeRefundId, stripeRefundId))
    .limit(1);
  return row ?? null;
}

/** Back on the staff list as failed, even after it was recorded refunded; false when it already was failed. */
export async function reopenFailed(db: Db, id: number, error: string): Promise<boolean> {
  const rows = await db
    .update(paymentRefunds)
    .set({ status: 'failed', error, handledAt: null, handledBy: null })
    .where(and(eq(paymentRefunds.id, id), ne(paymentRefunds.status, 'failed')))
    .returning({ id: paymentRefunds.id });
  return rows.length > 0;
}

/** What staff still have to act on: every payment not refunded and not marked handled, oldest first. */
export async function openRefunds(db: Db): Promise<RefundRow[]> {
  return db
    .select()
    .from(paymentRefunds)
    .where(and(ne(paymentRefunds.status, 'refunded'), isNull(paymentRefunds.handledAt)))
    .orderBy(paymentRefunds.createdAt, paymentRefunds.id)
    .limit(500);
}

export async function recentRefunds(db: Db, limit: number): Promise<RefundRow[]> {
  return db
    .select()
    .from(paymentRefunds)
    .where(eq(paymentRefunds.status, 'refunded'))
    .orderBy(desc(paymentRefunds.createdAt), desc(paymentRefunds.id))
    .limit(limit);
}

export async function markHandled(db: Db, id: number, userId: string): Promise<RefundRow | null> {
  const [row] = await db
    .update(paymentRefunds)
    .set({ handledAt: sql`now()`, handledBy: userId })
    .where(eq(paymentRefunds.id, id))
    .returning();
  return row ?? null;
}
