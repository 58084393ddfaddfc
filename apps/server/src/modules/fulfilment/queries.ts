import { DEFAULT_SLOT_CAPACITY } from '@shop/contract';
import { and, desc, eq, gt, inArray, lte, ne, not, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders } from '../order/schema.ts';
import { products } from '../product/schema.ts';
import { settings } from '../settings/schema.ts';

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

/** The `slotCapacity` setting (a positive whole number), else the default of 10. */
/** Of `ids`, the product needing the most notice (none when none needs any). */
export async function slowestProduct(db: Db, ids: string[]): Promise<{ name: string; hours: number } | null> {
  const uuids = ids.filter((id) => /^[0-9a-f-]{36}$/i.test(id));
  if (uuids.length === 0) return null;
  const rows = await db
    .select({ name: products.name, hours: products.leadTimeHours })
    .from(products)
    .where(and(inArray(products.id, uuids), gt(products.leadTimeHours, 0)))
    .orderBy(desc(products.leadTimeHours))
    .limit(1);
  return rows[0] ?? null;
}

export async function slotCapacity(db: Db): Promise<number> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, 'slotCapacity'))
    .limit(1);
  const value = row?.value;
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : DEFAULT_SLOT_CAPACITY;
}
