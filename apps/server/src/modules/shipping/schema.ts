import { integer, pgTable, text } from 'drizzle-orm/pg-core';

export const shippingRates = pgTable('shipping_rates', {
  state: text('state').primaryKey(),
  feeCents: integer('fee_cents').notNull(),
});
