import { integer, pgTable, primaryKey, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import { users } from '../auth/schema.ts';

/**
 * Discount codes: a percentage or a fixed amount off the product subtotal. `email` limits a code to the
 * account with that email (the newsletter's welcome code); `used_count` counts orders that used it.
 */
export const promoCodes = pgTable('promo_codes', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  kind: text('kind').$type<'percent' | 'fixed'>().notNull(),
  /** Percent (1-100) or sen off. */
  amount: integer('amount').notNull(),
  minSubtotalCents: integer('min_subtotal_cents').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  maxUses: integer('max_uses'),
  usedCount: integer('used_count').notNull().default(0),
  email: text('email'),
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/** One row per order that used a code; the key makes a code one use per account. */
export const promoRedemptions = pgTable(
  'promo_redemptions',
  {
    promoCodeId: integer('promo_code_id')
      .notNull()
      .references(() => promoCodes.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Written in the order's own transaction, before the order row (so no foreign key). */
    orderId: uuid('order_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.promoCodeId, t.userId] })],
);
