import { index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import { orders } from '../order/schema.ts';
import { users } from '../auth/schema.ts';

/**
 * `pending` while the refund call runs; `unmatched` is a paid session that names no order of the shop,
 * which is not refunded blindly (it may be another system's payment on the same Stripe account).
 */
/** `by_hand`: an e-wallet (QR) payment of a cancelled order, which only a person can send back. */
export type RefundStatus = 'pending' | 'refunded' | 'failed' | 'unmatched' | 'by_hand';

/**
 * Money Stripe took that no order keeps (the order was cancelled or expired, or the session was not the
 * order's own): one row per payment, refunded through Stripe. A refund that failed stays open for staff
 * until someone marks it handled.
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: serial('id').primaryKey(),
    /** The Checkout Session paid; unique, so a repeated event cannot refund or record twice. */
    sessionId: text('session_id').notNull(),
    paymentIntentId: text('payment_intent_id'),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    email: text('email'),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    /** Why the payment is not kept, in words staff can read. */
    reason: text('reason').notNull(),
    status: text('status').$type<RefundStatus>().notNull(),
    stripeRefundId: text('stripe_refund_id'),
    error: text('error'),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledBy: uuid('handled_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payment_refunds_session').on(t.sessionId),
    index('payment_refunds_open_idx').on(t.status, t.handledAt),
  ],
);
