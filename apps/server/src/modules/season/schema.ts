import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, serial, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import { products } from '../product/schema.ts';

/** Festive pre-order seasons (season module): order by one day, collect or receive within a window. */
export const seasons = pgTable(
  'seasons',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    orderBy: date('order_by', { mode: 'string' }).notNull(),
    firstDay: date('first_day', { mode: 'string' }).notNull(),
    lastDay: date('last_day', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('seasons_window_check', sql`${t.orderBy} < ${t.firstDay} and ${t.firstDay} <= ${t.lastDay}`),
    index('seasons_last_day_idx').on(t.lastDay),
  ],
);

export const seasonProducts = pgTable(
  'season_products',
  {
    seasonId: integer('season_id')
      .notNull()
      .references(() => seasons.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.seasonId, t.productId] }), index('season_products_product_idx').on(t.productId)],
);
