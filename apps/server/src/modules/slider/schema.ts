import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core';

export const sliderImages = pgTable('slider_images', {
  id: serial('id').primaryKey(),
  url: text('url').notNull(),
  alt: text('alt').notNull().default(''),
  position: integer('position').notNull().default(0),
  /** Drawn as text over the banner by the storefront, in the shop's own type. */
  headline: text('headline').notNull().default(''),
  subtitle: text('subtitle').notNull().default(''),
  /** The words in Malay for the /ms pages; null: the English shows there too. */
  altMs: text('alt_ms'),
  headlineMs: text('headline_ms'),
  subtitleMs: text('subtitle_ms'),
});
