import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import type { EInvoiceBuyerDetails } from './buyer.ts';
import { orders } from '../order/schema.ts';
import { products } from '../product/schema.ts';

/** A shopper's request for an individual e-invoice, one per order (modules/invoice). */
export const einvoiceRequests = pgTable('einvoice_requests', {
  orderId: uuid('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  buyer: jsonb('buyer').$type<EInvoiceBuyerDetails>().notNull(),
  createdAt: createdAt(),
});

/** Each product's tax category for receipts and e-invoices; a product without a row is not taxable. */
export const productTaxCategories = pgTable('product_tax_categories', {
  productId: uuid('product_id')
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  category: text('category').notNull(),
});

/**
 * E-invoices (individual, the month's consolidated ones, refund notes): the UBL document as built,
 * and what MyInvois said of it. `status` moves waiting -> pending -> submitted -> valid | invalid, or
 * pending -> written when no MyInvois credentials are set (the document goes to the data folder).
 */
export const einvoices = pgTable(
  'einvoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<'individual' | 'consolidated' | 'refund'>().notNull(),
    number: text('number').notNull(),
    orderId: uuid('order_id').references(() => orders.id),
    /** The shop month ('2026-11') of a consolidated e-invoice. */
    period: text('period'),
    /** A refund note's original e-invoice. */
    refersTo: uuid('refers_to'),
    amountCents: integer('amount_cents').notNull(),
    reason: text('reason'),
    document: jsonb('document'),
    status: text('status')
      .$type<'waiting' | 'pending' | 'submitted' | 'valid' | 'invalid' | 'written' | 'not_needed'>()
      .notNull(),
    error: text('error'),
    submissionUid: text('submission_uid'),
    myinvoisUuid: text('myinvois_uuid'),
    longId: text('long_id'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('einvoices_number_key').on(t.number),
    uniqueIndex('einvoices_individual_order_key')
      .on(t.orderId)
      .where(sql`kind = 'individual'`),
    index('einvoices_order_idx').on(t.orderId),
    index('einvoices_status_idx').on(t.status, t.nextAttemptAt),
    index('einvoices_created_idx').on(t.createdAt),
  ],
);

/** Which consolidated e-invoice lists an order: an order is listed once, ever. */
export const einvoiceConsolidatedOrders = pgTable(
  'einvoice_consolidated_orders',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id),
    einvoiceId: uuid('einvoice_id')
      .notNull()
      .references(() => einvoices.id, { onDelete: 'cascade' }),
  },
  (t) => [index('einvoice_consolidated_orders_einvoice_idx').on(t.einvoiceId)],
);

/** A month whose consolidated e-invoices were made: the row is the claim that makes the run happen once. */
export const einvoicePeriods = pgTable('einvoice_periods', {
  period: text('period').primaryKey(),
  createdAt: createdAt(),
});
