import { and, asc, count, desc, eq, inArray, lte, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  einvoiceConsolidatedOrders,
  einvoicePeriods,
  einvoiceRequests,
  einvoices,
  productTaxCategories,
} from './schema.ts';
import type { EInvoiceBuyerDetails } from './buyer.ts';

export type EInvoiceRow = typeof einvoices.$inferSelect;
export type NewEInvoice = typeof einvoices.$inferInsert;

/** From this total (RM 10,000) a sale needs its own e-invoice. */
export const INDIVIDUAL_THRESHOLD_CENTS = 1_000_000;

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

/** Orders a shopper asked an individual e-invoice for that no e-invoice lists yet. */
export async function openRequestOrderIds(db: Db): Promise<string[]> {
  const rows = await db
    .select({ id: einvoiceRequests.orderId })
    .from(einvoiceRequests)
    .where(
      and(
        notExists(
          db
            .select({ id: einvoices.id })
            .from(einvoices)
            .where(and(eq(einvoices.orderId, einvoiceRequests.orderId), eq(einvoices.kind, 'individual'))),
        ),
        notExists(
          db
            .select({ id: einvoiceConsolidatedOrders.orderId })
            .from(einvoiceConsolidatedOrders)
            .where(eq(einvoiceConsolidatedOrders.orderId, einvoiceRequests.orderId)),
        ),
      ),
    );
  return rows.map((r) => r.id);
}

/** Ids per read: each is a bound parameter, and a statement takes at most 65,535. */
const IDS_PER_READ = 5000;

/**
 * Of `orderIds`, those an individual or consolidated e-invoice already lists, and with `requested`
 * also those a shopper asked an individual one for.
 */
export async function coveredOrderIds(db: Db, orderIds: string[], requested: boolean): Promise<Set<string>> {
  const covered = new Set<string>();
  for (let i = 0; i < orderIds.length; i += IDS_PER_READ) {
    const ids = orderIds.slice(i, i + IDS_PER_READ);
    const reads = [
      db
        .select({ id: einvoices.orderId })
        .from(einvoices)
        .where(and(inArray(einvoices.orderId, ids), eq(einvoices.kind, 'individual'))),
      db
        .select({ id: einvoiceConsolidatedOrders.orderId })
        .from(einvoiceConsolidatedOrders)
        .where(inArray(einvoiceConsolidatedOrders.orderId, ids)),
      ...(requested
        ? [
            db
              .select({ id: einvoiceRequests.orderId })
              .from(einvoiceRequests)
              .where(inArray(einvoiceRequests.orderId, ids)),
          ]
        : []),
    ];
    for (const rows of await Promise.all(reads)) for (const r of rows) if (r.id) covered.add(r.id);
  }
  return covered;
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

/** The orders a consolidated e-invoice lists, in no particular order. */
export async function consolidatedOrderIds(tx: Db, einvoiceId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: einvoiceConsolidatedOrders.orderId })
    .from(einvoiceConsolidatedOrders)
    .where(eq(einvoiceConsolidatedOrders.einvoiceId, einvoiceId));
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
