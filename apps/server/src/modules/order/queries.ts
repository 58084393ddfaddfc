import { PAID_ORDER_STATUSES } from '@shop/contract';
import { and, asc, desc, eq, gt, gte, inArray, lt, lte, ne, not, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { likePattern } from '../../lib/like-pattern.ts';
import { orderEvents, orderItems, orders } from './schema.ts';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type OrderItemRow = typeof orderItems.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** PostgreSQL rejects a malformed uuid with an error, so such ids are treated as unknown before any query. */
export const isOrderId = (id: string) => UUID.test(id);

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

export interface NewEvent {
  orderId: string;
  fromStatus: string | null;
  toStatus: string;
  actorUserId: string | null;
  reason?: string | null;
}

export async function insertEvent(db: Db, event: NewEvent): Promise<void> {
  await insertEvents(db, [event]);
}

export async function insertEvents(db: Db, events: NewEvent[]): Promise<void> {
  if (events.length === 0) return;
  await db.insert(orderEvents).values(events.map((e) => ({ ...e, reason: e.reason ?? null })));
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

/** When the order was first marked paid; null when its history has no such move (stored paid). */
export async function firstPaidAt(db: Db, orderId: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: sql<Date | string | null>`min(${orderEvents.createdAt})` })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.toStatus, 'Payment Verified')));
  return row?.at ? new Date(row.at) : null;
}

/** An order's history, with who made each move, for the staff's order page. */
export async function staffEventsOf(db: Db, orderId: string) {
  return db
    .select({
      at: orderEvents.createdAt,
      from: orderEvents.fromStatus,
      to: orderEvents.toStatus,
      reason: orderEvents.reason,
      actorId: orderEvents.actorUserId,
    })
    .from(orderEvents)
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

/**
 * A transaction-scoped advisory lock on a slot: racing placements for one slot count each other's
 * orders, on every instance sharing the database. It is released when the transaction ends.
 */
export async function lockSlot(tx: Db, slotKey: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${slotKey}))`);
}

/** The order's status, its row locked for the caller's transaction; null when there is no such order. */
export async function lockOrderStatus(tx: Db, orderId: string): Promise<string | null> {
  const [row] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)).for('update');
  return row?.status ?? null;
}

export interface StatusMove {
  orderId: string;
  from: readonly string[];
  to: string;
  set?: Partial<NewOrder>;
  /** Only while the order still holds this Stripe Checkout session. */
  stripeSessionId?: string;
  /** Only while the payment window is open at this instant, or the payment was already submitted. */
  windowOpenAt?: Date;
}

function moveCondition(m: StatusMove): SQL | undefined {
  return and(
    eq(orders.id, m.orderId),
    inArray(orders.status, [...m.from]),
    m.stripeSessionId === undefined ? undefined : eq(orders.stripeSessionId, m.stripeSessionId),
    m.windowOpenAt === undefined
      ? undefined
      : or(
          eq(orders.status, 'Payment Submitted'),
          sql`${orders.paymentDeadline} > ${m.windowOpenAt.toISOString()}::timestamptz`,
        ),
  );
}

/** The move as one conditional UPDATE: null when the order no longer matches (another writer won). */
export async function moveStatus(tx: Db, m: StatusMove): Promise<OrderRow | null> {
  const [row] = await tx
    .update(orders)
    .set({ ...m.set, status: m.to, updatedAt: sql`now()` })
    .where(moveCondition(m))
    .returning();
  return row ?? null;
}

/** What the orders hold of products that still exist, to go back on the shelf. */
export async function stockLinesOf(
  tx: Db,
  orderIds: string[],
): Promise<{ productId: string; feature: string; quantity: number }[]> {
  if (orderIds.length === 0) return [];
  const rows = await tx
    .select({ productId: orderItems.productId, feature: orderItems.feature, quantity: orderItems.quantity })
    .from(orderItems)
    .where(inArray(orderItems.orderId, orderIds));
  return rows.flatMap((r) =>
    r.productId ? [{ productId: r.productId, feature: r.feature, quantity: r.quantity }] : [],
  );
}

/**
 * Up to `limit` unpaid orders whose deadline has passed, oldest deadline first, their rows locked for
 * the caller's transaction; rows another transaction holds are skipped (SKIP LOCKED), not waited for.
 */
export async function claimOverdue(tx: Db, now: Date, limit: number): Promise<string[]> {
  const due = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, 'Order Placed'), lte(orders.paymentDeadline, now)))
    .orderBy(asc(orders.paymentDeadline))
    .limit(limit)
    .for('update', { skipLocked: true });
  return due.map((d) => d.id);
}

/** Cancels those of the orders still awaiting payment; answers the ones it cancelled. */
export async function cancelUnpaid(tx: Db, ids: string[], now: Date): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .update(orders)
    .set({ status: 'Order Cancelled', updatedAt: now })
    .where(and(inArray(orders.id, ids), eq(orders.status, 'Order Placed')))
    .returning({ id: orders.id });
  return rows.map((r) => r.id);
}

/** An order as the staff's lists show it, with its number of items (the outlet's title comes from the outlet module). */
const deskColumns = {
  id: orders.id,
  createdAt: orders.createdAt,
  status: orders.status,
  paymentMethod: orders.paymentMethod,
  address: orders.address,
  serviceType: orders.serviceType,
  outletId: orders.outletId,
  slotDate: orders.slotDate,
  slot: orders.slot,
  totalCents: orders.totalCents,
  // Written out in full: inside a one-table select drizzle leaves column names unqualified.
  itemCount: sql<number>`(select coalesce(sum(oi.quantity), 0)::int from ${orderItems} oi where oi.order_id = "orders"."id")`,
};

export interface DeskOrderRow {
  id: string;
  createdAt: Date;
  status: string;
  paymentMethod: string;
  address: OrderRow['address'];
  serviceType: 'pickup' | 'delivery';
  outletId: number | null;
  slotDate: string;
  slot: string;
  totalCents: number;
  itemCount: number;
}

/** One order by its id, or orders whose customer's name, email, phone or id holds any of the texts. */
export type DeskSearch = { orderId: string } | { texts: string[] };

export interface DeskFilter {
  status?: string | undefined;
  date?: string | undefined;
  serviceType?: 'pickup' | 'delivery' | undefined;
  outletId?: number | undefined;
  slot?: string | undefined;
  paymentMethod?: OrderRow['paymentMethod'] | undefined;
  search?: DeskSearch | undefined;
}

/** Newest first, or by slot with the slots over at `clock` (the shop's today and hour) last. */
export type DeskOrder = { by: 'newest' } | { by: 'slot'; clock: { date: string; hour: number } };

/** Exactly the expression of orders_search_trgm_idx (migration 0004_admin_search), so the index serves it. */
const searchText = sql`lower(
	coalesce(${orders.address} ->> 'firstName', '') || ' ' || coalesce(${orders.address} ->> 'lastName', '') || ' ' ||
	coalesce(${orders.address} ->> 'email', '') || ' ' || coalesce(${orders.address} ->> 'phone', '') || ' ' || ${orders.id}::text
)`;

function searchCondition(search: DeskSearch): SQL | undefined {
  if ('orderId' in search) return eq(orders.id, search.orderId);
  return or(...search.texts.map((text) => sql`${searchText} like ${likePattern(text)}`));
}

function deskOrderBy(order: DeskOrder): SQL[] {
  if (order.by === 'newest') return [desc(orders.createdAt), desc(orders.id)];
  const { date, hour } = order.clock;
  const over = sql`(${orders.slotDate} < ${date}::date or (${orders.slotDate} = ${date}::date and substr(${orders.slot}, 9, 2)::int <= ${hour}))`;
  return [asc(over), asc(orders.slotDate), asc(orders.slot), asc(orders.createdAt), asc(orders.id)];
}

export async function listDeskOrders(
  db: Db,
  filter: DeskFilter,
  order: DeskOrder,
  page: { offset: number; limit: number },
): Promise<DeskOrderRow[]> {
  const where = and(
    filter.status ? eq(orders.status, filter.status) : undefined,
    filter.date ? eq(orders.slotDate, filter.date) : undefined,
    filter.serviceType ? eq(orders.serviceType, filter.serviceType) : undefined,
    filter.outletId ? eq(orders.outletId, filter.outletId) : undefined,
    filter.slot ? eq(orders.slot, filter.slot) : undefined,
    filter.paymentMethod ? eq(orders.paymentMethod, filter.paymentMethod) : undefined,
    filter.search ? searchCondition(filter.search) : undefined,
  );
  return db
    .select(deskColumns)
    .from(orders)
    .where(where)
    .orderBy(...deskOrderBy(order))
    .offset(page.offset)
    .limit(page.limit);
}

/**
 * Up to `limit` orders whose payment screenshot waits for staff, with what OCR read from it: the ones
 * whose read amount differs from the order's first, then the oldest first; and how many wait in all.
 */
export async function listPaymentsToVerify(
  db: Db,
  limit: number,
): Promise<{ count: number; rows: (DeskOrderRow & { ocrAmountCents: number | null; ocrText: string | null })[] }> {
  const waiting = eq(orders.status, 'Payment Submitted');
  const [rows, [counted]] = await Promise.all([
    db
      .select({ ...deskColumns, ocrAmountCents: orders.ocrAmountCents, ocrText: orders.ocrText })
      .from(orders)
      .where(waiting)
      .orderBy(
        desc(sql`${orders.ocrAmountCents} is distinct from ${orders.totalCents}`),
        asc(orders.updatedAt),
        asc(orders.id),
      )
      .limit(limit),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(waiting),
  ]);
  return { count: counted?.n ?? rows.length, rows };
}

/**
 * Up to `limit` orders served on `day` (cancelled ones left out), by slot, service and outlet, the
 * outlets in the order of `outletRanks` (their titles' order; delivery and a removed outlet last).
 */
export async function listDayOrders(
  db: Db,
  day: string,
  limit: number,
  outletRanks: { id: number; rank: number }[],
): Promise<DeskOrderRow[]> {
  const intArray = (values: number[]) =>
    sql`array[${sql.join(
      values.map((v) => sql`${v}`),
      sql`, `,
    )}]::int[]`;
  const ids = intArray(outletRanks.map((o) => o.id));
  const ranks = intArray(outletRanks.map((o) => o.rank));
  const outletRank = sql`(select r.rank from unnest(${ids}, ${ranks}) as r(id, rank) where r.id = "orders"."outlet_id")`;
  return db
    .select(deskColumns)
    .from(orders)
    .where(and(eq(orders.slotDate, day), ne(orders.status, 'Order Cancelled')))
    .orderBy(asc(orders.slot), asc(orders.serviceType), asc(outletRank), asc(orders.createdAt))
    .limit(limit);
}

export async function countByStatus(db: Db): Promise<{ status: string; count: number }[]> {
  return db
    .select({ status: orders.status, count: sql<number>`count(*)::int` })
    .from(orders)
    .groupBy(orders.status);
}

/** The delivery addresses of the user's orders, newest first (pickup orders carry no street). */
export async function deliveryAddressesOf(db: Db, userId: string, limit: number) {
  return db
    .select({ address: orders.address, orderedAt: orders.createdAt })
    .from(orders)
    .where(and(eq(orders.userId, userId), sql`coalesce(${orders.address}->>'street', '') <> ''`))
    .orderBy(desc(orders.createdAt))
    .limit(limit);
}

export async function recentOrdersOf(db: Db, userId: string, limit: number) {
  return db
    .select({
      id: orders.id,
      createdAt: orders.createdAt,
      status: orders.status,
      totalCents: orders.totalCents,
      // Written out in full: inside a one-table select drizzle leaves column names unqualified.
      itemCount: sql<number>`(select coalesce(sum(oi.quantity), 0)::int from ${orderItems} oi where oi.order_id = "orders"."id")`,
    })
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt))
    .limit(limit);
}

/** Orders holding each slot of one date at `now`, per outlet for pickup or shop-wide for delivery. */
export async function bookedSlots(
  db: Db,
  where: { serviceType: 'pickup' | 'delivery'; outletId: number | null; date: string },
  now: Date,
): Promise<Map<string, number>> {
  const rows = await db
    .select({ slot: orders.slot, n: sql<number>`count(*)::int` })
    .from(orders)
    .where(
      and(
        eq(orders.slotDate, where.date),
        eq(orders.serviceType, where.serviceType),
        ne(orders.status, 'Order Cancelled'),
        // An unpaid order past its deadline has lost its place, even before the deadline job cancels it.
        not(and(eq(orders.status, 'Order Placed'), lte(orders.paymentDeadline, now))!),
        where.serviceType === 'pickup' && where.outletId !== null ? eq(orders.outletId, where.outletId) : undefined,
      ),
    )
    .groupBy(orders.slot);
  return new Map(rows.map((r) => [r.slot, Number(r.n)]));
}

const paid = inArray(orders.status, [...PAID_ORDER_STATUSES]);

/** Paid orders of at least `minCents`, and paid ones among `ids`, oldest first (the e-invoice job's candidates). */
export async function paidOrdersFromOrAmong(db: Db, minCents: number, ids: string[]): Promise<string[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(paid, or(gte(orders.totalCents, minCents), ids.length > 0 ? inArray(orders.id, ids) : undefined)))
    .orderBy(asc(orders.createdAt));
  return rows.map((r) => r.id);
}

/**
 * Paid orders below `belowCents` placed before `end` and first paid within [start, end) (an order
 * stored paid with no such move counts from its creation), with their totals, oldest first.
 */
export async function paidOrdersFirstPaidIn(
  db: Db,
  start: Date,
  end: Date,
  belowCents: number,
): Promise<{ id: string; totalCents: number }[]> {
  // Written out in full: inside a one-table select drizzle leaves column names unqualified.
  const firstPaid = sql`coalesce((select min(e.created_at) from ${orderEvents} e where e.order_id = "orders"."id" and e.to_status = 'Payment Verified'), "orders"."created_at")`;
  return db
    .select({ id: orders.id, totalCents: orders.totalCents })
    .from(orders)
    .where(
      and(
        paid,
        lt(orders.createdAt, end),
        sql`${firstPaid} >= ${start.toISOString()}`,
        sql`${firstPaid} < ${end.toISOString()}`,
        lt(orders.totalCents, belowCents),
      ),
    )
    .orderBy(asc(orders.createdAt), asc(orders.id));
}

/** `ids` in the order the orders were placed (unknown ids left out). */
export async function inPlacementOrder(db: Db, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(inArray(orders.id, ids))
    .orderBy(asc(orders.createdAt), asc(orders.id));
  return rows.map((r) => r.id);
}
