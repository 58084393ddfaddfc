import { restoreStock } from '../product/stock.ts';
import { releaseOrderCodes } from '../promo/service.ts';
import type { Db } from '../../db/client.ts';
import * as q from './queries.ts';

export interface Transition extends q.StatusMove {
  actorUserId: string | null;
  reason?: string | null;
}

/**
 * One conditional UPDATE decides every race (upload vs deadline job, webhook retries, two tabs):
 * PostgreSQL re-checks the WHERE after waiting for a competing row lock, so exactly one writer wins
 * and the loser gets null. The event row is written in the same transaction.
 */
export async function transition(db: Db, t: Transition): Promise<q.OrderRow | null> {
  return db.transaction(async (tx) => {
    const before = await q.lockOrderStatus(tx, t.orderId);
    if (before === null) return null;
    const row = await q.moveStatus(tx, t);
    if (!row) return null;
    if (t.to === 'Order Cancelled') await giveBack(tx, [row.id]);
    await q.insertEvent(tx, {
      orderId: row.id,
      fromStatus: before,
      toStatus: t.to,
      actorUserId: t.actorUserId,
      reason: t.reason ?? null,
    });
    return row;
  });
}

/**
 * Cancels up to `limit` unpaid orders whose payment deadline has passed, in one transaction, and
 * answers their ids. The batch claims its rows with FOR UPDATE SKIP LOCKED, so any number of
 * instances can run this at once without cancelling an order twice, and a row being updated by an
 * upload is skipped (and then no longer matches once the upload commits).
 */
export async function cancelOverdueBatch(db: Db, now: Date, limit: number, reason: string): Promise<string[]> {
  return db.transaction(async (tx) => {
    const ids = await q.cancelUnpaid(tx, await q.claimOverdue(tx, now, limit), now);
    if (ids.length === 0) return [];
    await giveBack(tx, ids);
    await q.insertEvents(
      tx,
      ids.map((orderId) => ({
        orderId,
        fromStatus: 'Order Placed',
        toStatus: 'Order Cancelled',
        actorUserId: null,
        reason,
      })),
    );
    return ids;
  });
}

/**
 * What a cancelled order held goes back in the transaction that cancels it. The codes before the stock:
 * placing an order locks them in that order too, so a placement and a cancellation touching the same
 * code and products queue behind each other instead of deadlocking.
 */
async function giveBack(tx: Db, orderIds: string[]): Promise<void> {
  await releaseOrderCodes(tx, orderIds);
  await restoreStock(tx, await q.stockLinesOf(tx, orderIds));
}
