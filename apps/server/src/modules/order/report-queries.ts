import { PAID_ORDER_STATUSES } from '@shop/contract';
/**
 * The SQL behind the back office's reports: the production sheet, the sales dashboard and the
 * pre-orders per day. Money is summed as bigint (a cent
 * column times a quantity can pass 2^31 over a year) and returned as text by the driver, so callers
 * turn it into numbers only after the sum.
 */
import { and, asc, count, eq, gt, gte, inArray, lt, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderItems, orders } from './schema.ts';
import type { StoredAddOns } from '../product/add-ons.ts';

export type SheetLocation = 'all' | 'delivery' | number;

/** An order's line as the production sheet needs it; its outlet's title and product's kind come from their modules. */
export interface SheetLineRow {
  orderId: string;
  firstName: string | null;
  lastName: string | null;
  status: string;
  slot: string;
  serviceType: 'pickup' | 'delivery';
  outletId: number | null;
  productId: string | null;
  name: string;
  feature: string;
  addOns: StoredAddOns;
  note: string | null;
  quantity: number;
}

function locationCondition(location: SheetLocation): SQL | undefined {
  if (location === 'all') return undefined;
  if (location === 'delivery') return eq(orders.serviceType, 'delivery');
  return and(eq(orders.serviceType, 'pickup'), eq(orders.outletId, location));
}

/**
 * The order lines to be fulfilled on `date`: not cancelled, and not an unpaid order whose payment
 * window has already closed (the deadline job is about to cancel it). orders_slot_idx finds the day.
 */
export async function sheetLines(db: Db, date: string, location: SheetLocation, now: Date): Promise<SheetLineRow[]> {
  const rows = await db
    .select({
      orderId: orders.id,
      firstName: sql<string | null>`${orders.address} ->> 'firstName'`,
      lastName: sql<string | null>`${orders.address} ->> 'lastName'`,
      status: orders.status,
      slot: orders.slot,
      serviceType: orders.serviceType,
      outletId: orders.outletId,
      productId: orderItems.productId,
      name: orderItems.name,
      feature: orderItems.feature,
      addOns: orderItems.addOns,
      note: orders.note,
      quantity: sql<number>`sum(${orderItems.quantity})::int`,
    })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(
      and(
        eq(orders.slotDate, date),
        ne(orders.status, 'Order Cancelled'),
        or(ne(orders.status, 'Order Placed'), gt(orders.paymentDeadline, now)),
        locationCondition(location),
      ),
    )
    .groupBy(orders.id, orderItems.productId, orderItems.name, orderItems.feature, orderItems.addOns)
    .orderBy(asc(orders.slot), asc(orders.createdAt));
  return rows.map((r) => ({ ...r, quantity: Number(r.quantity) }));
}

const paidIn = (start: Date, end: Date) =>
  and(inArray(orders.status, [...PAID_ORDER_STATUSES]), gte(orders.createdAt, start), lt(orders.createdAt, end));

/** Paid orders per shop-time day of placing, over [start, end). orders_created_idx bounds the scan. */
export async function paidByDay(
  db: Db,
  start: Date,
  end: Date,
  timeZone: string,
): Promise<{ day: string; orders: number; cents: number }[]> {
  const day = sql<string>`to_char((${orders.createdAt} at time zone ${timeZone})::date, 'YYYY-MM-DD')`;
  const rows = await db
    .select({ day, orders: count(), cents: sql<string>`sum(${orders.totalCents}::bigint)` })
    .from(orders)
    .where(paidIn(start, end))
    // By position: the zone is a bound parameter, and PostgreSQL does not see two bindings of it as one expression.
    .groupBy(sql`1`);
  return rows.map((r) => ({ day: r.day, orders: Number(r.orders), cents: Number(r.cents) }));
}

export async function ordersByStatus(db: Db): Promise<{ status: string; orders: number }[]> {
  const rows = await db.select({ status: orders.status, orders: count() }).from(orders).groupBy(orders.status);
  return rows.map((r) => ({ status: r.status, orders: Number(r.orders) }));
}

export interface TopLineRow {
  name: string;
  feature: string;
  quantity: number;
  cents: number;
}

/**
 * The best-selling lines by quantity and by revenue from one pass over the period's order lines
 * (ranked twice over the grouped sums), so the dashboard does not scan the lines twice.
 */
export async function topLines(
  db: Db,
  start: Date,
  end: Date,
  limit: number,
): Promise<{ byQuantity: TopLineRow[]; byRevenue: TopLineRow[] }> {
  const sums = db
    .select({
      name: orderItems.name,
      feature: orderItems.feature,
      quantity: sql<string>`sum(${orderItems.quantity}::bigint)`.as('quantity'),
      cents: sql<string>`sum(${orderItems.quantity}::bigint * ${orderItems.unitCents})`.as('cents'),
    })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(paidIn(start, end))
    .groupBy(orderItems.name, orderItems.feature)
    .as('sums');
  const ranked = db
    .select({
      name: sums.name,
      feature: sums.feature,
      quantity: sums.quantity,
      cents: sums.cents,
      byQuantity: sql<number>`row_number() over (order by ${sums.quantity} desc, ${sums.name}, ${sums.feature})`.as(
        'by_quantity',
      ),
      byRevenue: sql<number>`row_number() over (order by ${sums.cents} desc, ${sums.name}, ${sums.feature})`.as(
        'by_revenue',
      ),
    })
    .from(sums)
    .as('ranked');
  const rows = await db
    .select()
    .from(ranked)
    .where(or(lte(ranked.byQuantity, limit), lte(ranked.byRevenue, limit)));
  const lines = rows.map((r) => ({
    ...r,
    quantity: Number(r.quantity),
    cents: Number(r.cents),
    byQuantity: Number(r.byQuantity),
    byRevenue: Number(r.byRevenue),
  }));
  const top = (rank: 'byQuantity' | 'byRevenue') =>
    lines
      .filter((l) => l[rank] <= limit)
      .sort((a, b) => a[rank] - b[rank])
      .map(({ name, feature, quantity, cents }) => ({ name, feature, quantity, cents }));
  return { byQuantity: top('byQuantity'), byRevenue: top('byRevenue') };
}

export async function paidShares(
  db: Db,
  start: Date,
  end: Date,
  by: 'serviceType' | 'paymentMethod',
): Promise<{ key: string; orders: number; cents: number }[]> {
  const column = by === 'serviceType' ? orders.serviceType : orders.paymentMethod;
  const rows = await db
    .select({ key: column, orders: count(), cents: sql<string>`sum(${orders.totalCents}::bigint)` })
    .from(orders)
    .where(paidIn(start, end))
    .groupBy(column)
    .orderBy(asc(column));
  return rows.map((r) => ({ key: r.key, orders: Number(r.orders), cents: Number(r.cents) }));
}

/** Unpaid orders whose window closes in (now, until]; orders_status_deadline_idx serves it. */
export async function expiringUnpaid(db: Db, now: Date, until: Date, limit: number) {
  return db
    .select({
      id: orders.id,
      firstName: sql<string | null>`${orders.address} ->> 'firstName'`,
      lastName: sql<string | null>`${orders.address} ->> 'lastName'`,
      paymentMethod: orders.paymentMethod,
      totalCents: orders.totalCents,
      paymentDeadline: orders.paymentDeadline,
    })
    .from(orders)
    .where(and(eq(orders.status, 'Order Placed'), gt(orders.paymentDeadline, now), lte(orders.paymentDeadline, until)))
    .orderBy(asc(orders.paymentDeadline))
    .limit(limit);
}

/** Quantities of `productIds` per collection day from `from` to `to`, in orders not cancelled. */
export async function preorderQuantities(db: Db, productIds: string[], from: string, to: string) {
  if (productIds.length === 0 || from > to) return [];
  return db
    .select({
      date: orders.slotDate,
      productId: orderItems.productId,
      name: orderItems.name,
      feature: orderItems.feature,
      quantity: sql<number>`sum(${orderItems.quantity})::int`,
      orders: sql<number>`count(distinct ${orders.id})::int`,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        inArray(orderItems.productId, productIds),
        gte(orders.slotDate, from),
        lte(orders.slotDate, to),
        ne(orders.status, 'Order Cancelled'),
      ),
    )
    .groupBy(orders.slotDate, orderItems.productId, orderItems.name, orderItems.feature)
    .orderBy(asc(orders.slotDate), asc(orderItems.name), asc(orderItems.feature));
}
