import { bigint, date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * Search insight for staff: per shop day and normalised query, how often it was searched, found
 * nothing, and had a product opened from its results. Nothing about who searched is kept, nor when:
 * `seq` only orders a day's queries by their first search, so a full day lets its oldest one-offs go.
 */
export const searchStats = pgTable(
  'search_stats',
  {
    day: date('day').notNull(),
    query: text('query').notNull(),
    searches: integer('searches').notNull().default(0),
    empty: integer('empty').notNull().default(0),
    opened: integer('opened').notNull().default(0),
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
  },
  (t) => [primaryKey({ columns: [t.day, t.query] })],
);

/** "Did you mean" corrections shoppers took, per shop day. */
export const searchCorrectionsAccepted = pgTable(
  'search_corrections_accepted',
  {
    day: date('day').notNull(),
    query: text('query').notNull(),
    correction: text('correction').notNull(),
    accepted: integer('accepted').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.query, t.correction] })],
);
