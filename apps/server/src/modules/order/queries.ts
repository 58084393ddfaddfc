import { and, asc, desc, eq, gt, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderEvents, orderItems, orders, outlets, users } from '../../db/schema.ts';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type OutletRow = typeof outlets.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** PostgreSQL rejects a malformed uuid with an error, so such ids are treated as unknown before any query. */
export const isOrderId = (id: string) => UUID.test(id);

/** Serialises one shopper's placements: a double submit waits here and then finds the first order. */
export async function lockUser(tx: Db, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

export async function findOrderByKey(db: Db, userId: string, key: string): Promise<OrderRow | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)))
    .limit(1);
  return row ?? null;
}

export async function insertOrder(
  db: Db,
  order: NewOrder,
  items: Omit<typeof orderItems.$inferInsert, 'orderId'>[],
): Promise<OrderRow> {
  const [row] = await db.insert(orders).values(order).returning();
  await db.insert(orderItems).values(items.map((i) => ({ ...i, orderId: row!.id })));
  return row!;
}

export async function insertEvent(
  db: Db,
  event: {
    orderId: string;
    fromStatus: string | null;
    toStatus: string;
    actorUserId: string | null;
    reason?: string | null;
  },
): Promise<void> {
  await db.insert(orderEvents).values({ ...event, reason: event.reason ?? null });
}

export async function findOrder(db: Db, id: string): Promise<OrderRow | null> {
  if (!isOrderId(id)) return null;
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
  return row ?? null;
}

export async function listUserOrders(db: Db, userId: string, limit: number): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
}

export async function itemsOf(db: Db, orderIds: string[]): Promise<OrderItemRow[]> {
  if (orderIds.length === 0) return [];
  return db.select().from(orderItems).where(inArray(orderItems.orderId, orderIds)).orderBy(asc(orderItems.name));
}

export async function eventsOf(db: Db, orderId: string) {
  return db
    .select({ toStatus: orderEvents.toStatus, reason: orderEvents.reason, createdAt: orderEvents.createdAt })
    .from(orderEvents)
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id));
}

export async function setStripeSession(db: Db, orderId: string, sessionId: string): Promise<void> {
  await db.update(orders).set({ stripeSessionId: sessionId }).where(eq(orders.id, orderId));
}

/** An order's history with the name of whoever made each move, for the staff's order page. */
export async function eventsWithActors(db: Db, orderId: string) {
  return db
    .select({
      at: orderEvents.createdAt,
      from: orderEvents.fromStatus,
      to: orderEvents.toStatus,
      reason: orderEvents.reason,
      actor: users.name,
      actorId: orderEvents.actorUserId,
    })
    .from(orderEvents)
    .leftJoin(users, eq(users.id, orderEvents.actorUserId))
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id));
}

/**
 * Forgets a Stripe session the order no longer waits on (failed or expired), so the order page opens
 * a new one; with `reason`, notes it in the order's history in the same transaction. False when the
 * order had already moved on to another session (Stripe delivers events more than once).
 */
export async function clearStripeSession(
  db: Db,
  orderId: string,
  sessionId: string,
  reason: string | null,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const cleared = await tx
      .update(orders)
      .set({ stripeSessionId: null })
      .where(and(eq(orders.id, orderId), eq(orders.stripeSessionId, sessionId), eq(orders.status, 'Order Placed')))
      .returning({ id: orders.id });
    if (cleared.length === 0) return false;
    if (reason)
      await insertEvent(tx, {
        orderId,
        fromStatus: 'Order Placed',
        toStatus: 'Order Placed',
        actorUserId: null,
        reason,
      });
    return true;
  });
}

export async function outletsByIds(db: Db, ids: number[]): Promise<OutletRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(outlets).where(inArray(outlets.id, ids));
}

export async function findOutlet(db: Db, id: number): Promise<OutletRow | null> {
  const [row] = await db.select().from(outlets).where(eq(outlets.id, id)).limit(1);
  return row ?? null;
}

export async function findUserContact(db: Db, userId: string): Promise<{ email: string; name: string } | null> {
  const [row] = await db.select({ email: users.email, name: users.name }).from(users).where(eq(users.id, userId));
  return row ?? null;
}

/** Orders of the user still awaiting payment at `now` (an overdue one no longer counts). */
export async function countUnpaidOrders(db: Db, userId: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.status, 'Order Placed'), gt(orders.paymentDeadline, now)));
  return Number(row?.n ?? 0);
}

/** Orders for pickup or delivery from the outlet that are neither completed nor cancelled. */
export async function countOpenOrdersAt(db: Db, outletId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(eq(orders.outletId, outletId), notInArray(orders.status, ['Completed', 'Order Cancelled'])));
  return Number(row?.n ?? 0);
}
