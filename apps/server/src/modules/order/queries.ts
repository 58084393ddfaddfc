import { DEFAULT_MAX_UNPAID_ORDERS } from '@shop/contract';
import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cartItems, orderEvents, orderItems, orders, outlets, products, settings, users, type StoredAddOns } from '../../db/schema.ts';
import { linePrice, type PricedProduct } from '../product/service.ts';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type OutletRow = typeof outlets.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** PostgreSQL rejects a malformed uuid with an error, so such ids are treated as unknown before any query. */
export const isOrderId = (id: string) => UUID.test(id);

const available = sql<boolean>`(${products.deletedAt} is null and not ${products.hidden})`;

/** The cart's subtotal in sen: each available line at its option's price plus its add-ons. */
export async function cartSubtotalCents(db: Db, userId: string): Promise<number> {
  const lines = await cartLinesForOrder(db, userId);
  return lines.filter((l) => l.available).reduce((n, l) => n + linePrice(l.pricing, l.feature, l.addOns).unitCents * l.quantity, 0);
}

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

export interface CartLineForOrder {
  productId: string;
  feature: string;
  lineKey: string;
  addOns: StoredAddOns;
  quantity: number;
  name: string;
  images: string[];
  pricing: PricedProduct;
  leadTimeHours: number;
  available: boolean;
}

export async function cartLinesForOrder(db: Db, userId: string): Promise<CartLineForOrder[]> {
  const rows = await db
    .select({
      productId: cartItems.productId,
      feature: cartItems.feature,
      lineKey: cartItems.lineKey,
      addOns: cartItems.addOns,
      quantity: cartItems.quantity,
      name: products.name,
      images: products.images,
      priceCents: products.priceCents,
      optionPrices: products.optionPrices,
      offer: products.customisation,
      leadTimeHours: products.leadTimeHours,
      available,
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(and(eq(cartItems.userId, userId), sql`${cartItems.quantity} > 0`))
    .orderBy(asc(cartItems.productId), asc(cartItems.feature), asc(cartItems.lineKey));
  return rows.map(({ priceCents, optionPrices, offer, ...l }) => ({ ...l, pricing: { priceCents, optionPrices, customisation: offer } }));
}

export async function clearCart(db: Db, userId: string): Promise<void> {
  await db.delete(cartItems).where(eq(cartItems.userId, userId));
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
  event: { orderId: string; fromStatus: string | null; toStatus: string; actorUserId: string | null; reason?: string | null },
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

/**
 * Forgets a Stripe session the order no longer waits on (failed or expired), so the order page opens
 * a new one; with `reason`, notes it in the order's history in the same transaction. False when the
 * order had already moved on to another session (Stripe delivers events more than once).
 */
export async function clearStripeSession(db: Db, orderId: string, sessionId: string, reason: string | null): Promise<boolean> {
  return db.transaction(async (tx) => {
    const cleared = await tx
      .update(orders)
      .set({ stripeSessionId: null })
      .where(and(eq(orders.id, orderId), eq(orders.stripeSessionId, sessionId), eq(orders.status, 'Order Placed')))
      .returning({ id: orders.id });
    if (cleared.length === 0) return false;
    if (reason) await insertEvent(tx, { orderId, fromStatus: 'Order Placed', toStatus: 'Order Placed', actorUserId: null, reason });
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

/** The `maxUnpaidOrders` setting (a whole number from 1), else the default. */
export async function maxUnpaidOrders(db: Db): Promise<number> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, 'maxUnpaidOrders')).limit(1);
  const value = row?.value;
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 ? value : DEFAULT_MAX_UNPAID_ORDERS;
}
