import { PAID_ORDER_STATUSES } from '@shop/contract';
import { and, asc, count, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  einvoiceConsolidatedOrders,
  einvoicePeriods,
  einvoiceRequests,
  einvoices,
  productTaxCategories,
} from './schema.ts';
import { orders } from '../order/schema.ts';
import type { EInvoiceBuyerDetails } from './buyer.ts';

export type EInvoiceRow = typeof einvoices.$inferSelect;
export type NewEInvoice = typeof einvoices.$inferInsert;

/** From this total (RM 10,000) a sale needs its own e-invoice. */
export const INDIVIDUAL_THRESHOLD_CENTS = 1_000_000;

const inPaid = sql.join(
  PAID_ORDER_STATUSES.map((s) => sql`${s}`),
  sql`, `,
);

export async function findRequest(db: Db, orderId: string) {
  const [row] = await db.select().from(einvoiceRequests).where(eq(einvoiceRequests.orderId, orderId));
  return row ?? null;
}

/** False when the order already had a request (two tabs, a double submit). */
export async function insertRequest(db: Db, orderId: string, buyer: EInvoiceBuyerDetails): Promise<boolean> {
  const rows = await db
    .insert(einvoiceRequests)
    .values({ orderId, buyer })
    .onConflictDoNothing()
    .returning({ id: einvoiceRequests.orderId });
  return rows.length > 0;
}

export async function taxCategoriesOf(db: Db, productIds: string[]): Promise<Map<string, string>> {
  if (productIds.length === 0) return new Map();
  const rows = await db.select().from(productTaxCategories).where(inArray(productTaxCategories.productId, productIds));
  return new Map(rows.map((r) => [r.productId, r.category]));
}

/** Every product's tax category that staff set (a product without one is not taxable). */
export async function allTaxCategories(db: Db): Promise<Map<string, string>> {
  const rows = await db.select().from(productTaxCategories);
  return new Map(rows.map((r) => [r.productId, r.category]));
}

export async function setTaxCategory(db: Db, productId: string, category: string): Promise<void> {
  await db
    .insert(productTaxCategories)
    .values({ productId, category })
    .onConflictDoUpdate({ target: productTaxCategories.productId, set: { category } });
}

/** The new row, or null when an e-invoice with that number (or the order's individual one) exists. */
export async function insertEInvoice(db: Db, row: NewEInvoice): Promise<EInvoiceRow | null> {
  const [inserted] = await db.insert(einvoices).values(row).onConflictDoNothing().returning();
  return inserted ?? null;
}

export async function findEInvoice(db: Db, id: string): Promise<EInvoiceRow | null> {
  const [row] = await db.select().from(einvoices).where(eq(einvoices.id, id));
  return row ?? null;
}

export async function individualOf(db: Db, orderId: string): Promise<EInvoiceRow | null> {
  const [row] = await db
    .select()
    .from(einvoices)
    .where(and(eq(einvoices.orderId, orderId), eq(einvoices.kind, 'individual')));
  return row ?? null;
}

/** The consolidated e-invoice that lists the order, if any. */
export async function consolidatedOf(db: Db, orderId: string): Promise<EInvoiceRow | null> {
  const [row] = await db
    .select({ e: einvoices })
    .from(einvoiceConsolidatedOrders)
    .innerJoin(einvoices, eq(einvoices.id, einvoiceConsolidatedOrders.einvoiceId))
    .where(eq(einvoiceConsolidatedOrders.orderId, orderId));
  return row?.e ?? null;
}

export async function einvoicesOfOrder(db: Db, orderId: string): Promise<EInvoiceRow[]> {
  return db.select().from(einvoices).where(eq(einvoices.orderId, orderId)).orderBy(asc(einvoices.createdAt));
}

export async function countRefundNotes(db: Db, orderId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(einvoices)
    .where(and(eq(einvoices.orderId, orderId), eq(einvoices.kind, 'refund')));
  return Number(row?.n ?? 0);
}

/**
 * Paid orders that need an individual e-invoice and have none: those with a request, and those of
 * RM 10,000 or more (unless a consolidated one already lists them).
 */
export async function ordersNeedingIndividual(db: Db, limit: number): Promise<string[]> {
  const rows = await db.execute<{ id: string }>(sql`
    select o.id from orders o
    where o.status in (${inPaid})
      and (o.total_cents >= ${INDIVIDUAL_THRESHOLD_CENTS} or exists (select 1 from einvoice_requests r where r.order_id = o.id))
      and not exists (select 1 from einvoices i where i.order_id = o.id and i.kind = 'individual')
      and not exists (select 1 from einvoice_consolidated_orders c where c.order_id = o.id)
    order by o.created_at
    limit ${limit}`);
  return rowsOf<{ id: string }>(rows).map((r) => r.id);
}

/** Paid orders first paid within [start, end) that no e-invoice lists yet, with their totals. */
export async function ordersToConsolidate(
  db: Db,
  start: Date,
  end: Date,
): Promise<{ id: string; totalCents: number }[]> {
  const rows = await db.execute<{ id: string; total_cents: number }>(sql`
    select o.id, o.total_cents from orders o
    where o.status in (${inPaid})
      and o.created_at < ${end.toISOString()}
      and coalesce((select min(e.created_at) from order_events e where e.order_id = o.id and e.to_status = 'Payment Verified'), o.created_at)
          >= ${start.toISOString()}
      and coalesce((select min(e.created_at) from order_events e where e.order_id = o.id and e.to_status = 'Payment Verified'), o.created_at)
          < ${end.toISOString()}
      and o.total_cents < ${INDIVIDUAL_THRESHOLD_CENTS}
      and not exists (select 1 from einvoice_requests r where r.order_id = o.id)
      and not exists (select 1 from einvoices i where i.order_id = o.id and i.kind = 'individual')
      and not exists (select 1 from einvoice_consolidated_orders c where c.order_id = o.id)
    order by o.created_at, o.id`);
  return rowsOf<{ id: string; total_cents: number }>(rows).map((r) => ({
    id: r.id,
    totalCents: Number(r.total_cents),
  }));
}

/** Claims a month for this instance; false when another instance (or an earlier run) already has it. */
export async function claimPeriod(tx: Db, period: string): Promise<boolean> {
  const rows = await tx
    .insert(einvoicePeriods)
    .values({ period })
    .onConflictDoNothing()
    .returning({ p: einvoicePeriods.period });
  return rows.length > 0;
}

export async function periodDone(db: Db, period: string): Promise<boolean> {
  const [row] = await db
    .select({ p: einvoicePeriods.period })
    .from(einvoicePeriods)
    .where(eq(einvoicePeriods.period, period));
  return !!row;
}

export async function listConsolidatedOrders(tx: Db, einvoiceId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: einvoiceConsolidatedOrders.orderId })
    .from(einvoiceConsolidatedOrders)
    .innerJoin(orders, eq(orders.id, einvoiceConsolidatedOrders.orderId))
    .where(eq(einvoiceConsolidatedOrders.einvoiceId, einvoiceId))
    .orderBy(asc(orders.createdAt), asc(orders.id));
  return rows.map((r) => r.id);
}

export async function addConsolidatedOrders(tx: Db, einvoiceId: string, orderIds: string[]): Promise<void> {
  if (orderIds.length === 0) return;
  await tx.insert(einvoiceConsolidatedOrders).values(orderIds.map((orderId) => ({ orderId, einvoiceId })));
}

/**
 * Takes up to `limit` e-invoices in `status` whose time has come and leases them for `leaseMs`: another
 * instance skips the locked rows now and the leased ones later, and a crash only delays them.
 */
export async function leaseDue(
  db: Db,
  status: 'pending' | 'submitted' | 'waiting',
  now: Date,
  limit: number,
  leaseMs: number,
): Promise<EInvoiceRow[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: einvoices.id })
      .from(einvoices)
      .where(and(eq(einvoices.status, status), lte(einvoices.nextAttemptAt, now)))
      .orderBy(asc(einvoices.nextAttemptAt), asc(einvoices.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(einvoices)
      .set({ nextAttemptAt: new Date(now.getTime() + leaseMs) })
      .where(
        inArray(
          einvoices.id,
          due.map((d) => d.id),
        ),
      )
      .returning();
  });
}

export async function updateEInvoice(db: Db, id: string, set: Partial<NewEInvoice>): Promise<void> {
  await db
    .update(einvoices)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(einvoices.id, id));
}

export async function listEInvoices(db: Db, status: string, limit: number, offset: number) {
  const where = status ? eq(einvoices.status, status as EInvoiceRow['status']) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(einvoices)
      .where(where)
      .orderBy(desc(einvoices.createdAt), desc(einvoices.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(einvoices).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/** drizzle's execute answers an array (PGlite) or a pg result with rows, depending on the driver. */
function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : ((result as { rows: T[] }).rows ?? []);
}
