import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import type { StoredAddOns } from '../product/add-ons.ts';
import type { OrderAddress } from '../auth/address.ts';
import type { ShopLang } from '@shop/contract';
import { users } from '../auth/schema.ts';

export type ServiceSelection = {
  serviceType: 'pickup' | 'delivery';
  outletId: number | null;
  deliveryAddress: string | null;
  calendarDate: string;
  deliveryTime: string;
};

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    status: text('status').notNull(),
    paymentMethod: text('payment_method').$type<'tng' | 'stripe'>().notNull(),
    address: jsonb('address').$type<OrderAddress>().notNull(),
    serviceType: text('service_type').$type<'pickup' | 'delivery'>().notNull(),
    outletId: integer('outlet_id'),
    deliveryAddress: text('delivery_address'),
    slotDate: date('slot_date', { mode: 'string' }).notNull(),
    slot: text('slot').notNull(),
    productCents: integer('product_cents').notNull(),
    shippingCents: integer('shipping_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    paymentDeadline: timestamp('payment_deadline', { withTimezone: true }).notNull(),
    idempotencyKey: text('idempotency_key'),
    screenshotKey: text('screenshot_key'),
    ocrText: text('ocr_text'),
    ocrAmountCents: integer('ocr_amount_cents'),
    stripeSessionId: text('stripe_session_id'),
    /** The promo code applied (upper case) and what it took off the product subtotal. */
    promoCode: text('promo_code'),
    discountCents: integer('discount_cents').notNull().default(0),
    /** The shopper's note for the shop, as typed. */
    note: text('note'),
    /** The language the order was placed in: every mail about it speaks it. */
    lang: text('lang').$type<ShopLang>().notNull().default('en'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_user_idx').on(t.userId, t.createdAt),
    // The back office's newest-first order list, unfiltered and by status.
    index('orders_created_idx').on(t.createdAt, t.id),
    index('orders_status_created_idx').on(t.status, t.createdAt),
    index('orders_status_deadline_idx').on(t.status, t.paymentDeadline),
    index('orders_slot_idx').on(t.slotDate, t.slot, t.serviceType, t.outletId),
    // The sales dashboard's paid orders by day, service and payment method, read from the index alone.
    index('orders_paid_created_idx')
      .on(t.createdAt, t.totalCents, t.serviceType, t.paymentMethod)
      .where(sql`status in ('Payment Verified', 'Preparing', 'Ready for Pickup', 'Out for Delivery', 'Completed')`),
    uniqueIndex('orders_idempotency_key').on(t.userId, t.idempotencyKey),
    check('orders_lang', sql`${t.lang} in ('en', 'ms')`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: uuid('product_id'),
    name: text('name').notNull(),
    image: jsonb('image').$type<string[]>().notNull(),
    feature: text('feature').notNull(),
    quantity: integer('quantity').notNull(),
    /** One unit, add-ons included. */
    unitCents: integer('unit_cents').notNull(),
    addOns: jsonb('add_ons')
      .$type<StoredAddOns>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** What the add-ons added to one unit. */
    addOnsCents: integer('add_ons_cents').notNull().default(0),
  },
  (t) => [index('order_items_order_idx').on(t.orderId)],
);

export const orderEvents = pgTable(
  'order_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    actorUserId: uuid('actor_user_id'),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.createdAt)],
);
