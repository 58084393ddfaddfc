import { date, index, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';

export const news = pgTable(
  'news',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** The story in Malay for the /ms pages; null: the English shows there too. */
    titleMs: text('title_ms'),
    descriptionMs: text('description_ms'),
    date: date('date', { mode: 'string' }).notNull(),
    imageUrl: text('image_url'),
    createdAt: createdAt(),
  },
  (t) => [index('news_date_idx').on(t.date, t.id)],
);
