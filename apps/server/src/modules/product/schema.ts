import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import type { AddOnOfferCents } from './add-ons.ts';

/** A 64-bit transaction id, as text (it can pass 2^53). */
const xid8 = customType<{ data: string; driverData: string }>({ dataType: () => 'xid8' });

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    /** Malay texts shown on the /ms pages; null: the English shows there too. */
    nameMs: text('name_ms'),
    descriptionMs: text('description_ms'),
    priceCents: integer('price_cents').notNull(),
    images: jsonb('images')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    features: jsonb('features')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    category: text('category').notNull(),
    subCategory: text('sub_category').notNull(),
    bestseller: boolean('bestseller').notNull().default(false),
    leadTimeHours: integer('lead_time_hours').notNull().default(0),
    /** Optional stock per feature; null means not tracked. */
    stock: jsonb('stock').$type<Record<string, number> | null>(),
    /** The options' Malay names by their English name (the cart's key); null, or an option left out: English. */
    optionNamesMs: jsonb('option_names_ms').$type<Record<string, string> | null>(),
    /** Sen per option that has its own price; the others sell at price_cents. Null: none do. */
    optionPrices: jsonb('option_prices').$type<Record<string, number> | null>(),
    /** What a customisable product offers (prices in sen); null: not customisable. */
    customisation: jsonb('customisation').$type<AddOnOfferCents | null>(),
    hidden: boolean('hidden').notNull().default(false),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** Insertion order, so "latest" is stable when many rows share a created_at. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('products_slug_key').on(t.slug),
    index('products_seq_idx').on(t.seq),
    index('products_category_idx').on(t.category, t.subCategory),
    index('products_price_idx').on(t.priceCents),
    index('products_bestseller_idx').on(t.bestseller, t.seq),
  ],
);

/**
 * The Malay names staff gave the catalogue's categories and types (products name them by their English
 * text, `category` or `sub_category`); a name without a row shows in English on the /ms pages too.
 */
export const categoryNames = pgTable('category_names', {
  name: text('name').primaryKey(),
  nameMs: text('name_ms').notNull(),
});

/**
 * The catalogue's words (from names, types, categories and descriptions of visible products), each
 * with how many products use it. Triggers on products keep it current; search corrects typed words
 * against it, so a word no visible product uses any more is never suggested.
 */
export const searchWords = pgTable('search_words', {
  word: text('word').primaryKey(),
  products: integer('products').notNull(),
});

/**
 * The seq of every product whose searchable state changed, written by triggers on products: each
 * instance's in-memory search index applies what came after the last entry it saw.
 */
export const searchChanges = pgTable(
  'search_changes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    /**
     * The writing transaction: ids are taken at write but seen at commit, so an instance reads again
     * every entry of a transaction that was still running at its last read (search-index-sync.ts).
     */
    xid: xid8('xid')
      .notNull()
      .default(sql`pg_current_xact_id()`),
  },
  (t) => [index('search_changes_xid_idx').on(t.xid)],
);

/** One row: log entries of transactions up to `through` may have been pruned. */
export const searchChangesPruned = pgTable(
  'search_changes_pruned',
  {
    id: integer('id').primaryKey().default(1),
    through: xid8('through').notNull(),
  },
  (t) => [check('search_changes_pruned_one_row', sql`${t.id} = 1`)],
);

/** Staff-edited synonyms: a search for the term also finds its synonyms, and a synonym finds the term. */
export const searchSynonyms = pgTable(
  'search_synonyms',
  {
    id: serial('id').primaryKey(),
    term: text('term').notNull(),
    synonyms: text('synonyms').array().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('search_synonyms_term_key').on(t.term)],
);

/**
 * A product's food facts (product module): ingredients, allergens from the contract's fixed list and
 * a halal status. A product without a row claims nothing; apparel never gets one.
 */
export const productFacts = pgTable('product_facts', {
  productId: uuid('product_id')
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  ingredients: text('ingredients').notNull().default(''),
  /** The ingredients on the /ms pages; null: the English shows there. */
  ingredientsMs: text('ingredients_ms'),
  allergens: jsonb('allergens')
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  /** 'certified' | 'no-pork-lard-alcohol' | 'not-halal'; null claims nothing. */
  halalStatus: text('halal_status'),
  halalCertificateNo: text('halal_certificate_no'),
  halalCertificateExpiry: date('halal_certificate_expiry', { mode: 'string' }),
  /** The demo's facts are examples, and the product page says so. */
  example: boolean('example').notNull().default(false),
});
