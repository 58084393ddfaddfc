import { restoreOrderStock } from '../product/stock.ts';
import { releaseOrderCodes } from '../promo/service.ts';
import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema.ts';
import { insertEvent, type OrderRow } from './queries.ts';

export interface Transition {
  orderId: string;
  /** The move happens only from one of these; anything else means another writer got there first. */
  from: readonly string[];
  to: string;
  actorUserId: string | null;
  reason?: string | null;
  /** Extra columns written in the same statement (screenshot, OCR text...). */
  set?: Partial<typeof orders.$inferInsert>;
  /** Only while the order still holds this Stripe Checkout session. */
  stripeSessionId?: string;
  /** Only while the payment window is open at this instant, or the payment was already submitted. */
  windowOpenAt?: Date;
}

function extraCondition(t: Transition): SQL | undefined {
  return and(
    t.stripeSessionId === undefined ? undefined : eq(orders.stripeSessionId, t.stripeSessionId),
    t.windowOpenAt === undefined
      ? undefined
      : or(
          eq(orders.status, 'Payment Submitted'),
          sql`${orders.paymentDeadline} > ${t.windowOpenAt.toISOString()}::timestamptz`,
        ),
  );
}

/**
 * One conditional UPDATE decides every race (upload vs deadline job, webhook retries, two tabs):
 * PostgreSQL re-checks the WHERE after waiting for a competing row lock, so exactly one writer wins
 * and the loser gets null. The event row is written in the same transaction.
 */
export async function transition(db: Db, t: Transition): Promise<OrderRow | null> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.id, t.orderId))
      .for('update');
    if (!before) return null;
    const [row] = await tx
      .update(orders)
      .set({ ...t.set, status: t.to, updatedAt: sql`now()` })
      .where(and(eq(orders.id, t.orderId), inArray(orders.status, [...t.from]), extraCondition(t)))
      .returning();
    if (!row) return null;
    if (t.to === 'Order Cancelled') await giveBack(tx, [row.id]);
    await insertEvent(tx, {
      orderId: row.id,
      fromStatus: before.status,
      toStatus: t.to,
      actorUserId: t.actorUserId,
      reason: t.reason ?? null,
    });
    return row;
  });
}

/**
 * What a cancelled order held goes back in the transaction that cancels it. The codes before the stock:
 * placing an order locks them in that order too, so a placement and a cancellation touching the same
 * code and products queue behind each other instead of deadlocking.
 */
export async function giveBack(tx: Db, orderIds: string[]): Promise<void> {
  await releaseOrderCodes(tx, orderIds);
  await restoreOrderStock(tx, orderIds);
}
