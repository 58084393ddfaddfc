import { sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import type { StoredAddOns } from '../product/add-ons.ts';
import { users } from '../auth/schema.ts';
import { products } from '../product/schema.ts';

export const cartItems = pgTable(
  'cart_items',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    feature: text('feature').notNull(),
    /** The add-ons' part of the line's identity (`lineKey` in the contract); '' for a plain line. */
    lineKey: text('line_key').notNull().default(''),
    addOns: jsonb('add_ons')
      .$type<StoredAddOns>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    quantity: integer('quantity').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId, t.feature, t.lineKey] })],
);

/** Merge requests already applied, so a repeated merge (two tabs, a retry) adds nothing twice. */
export const cartMerges = pgTable(
  'cart_merges',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mergeKey: text('merge_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.mergeKey] })],
);
