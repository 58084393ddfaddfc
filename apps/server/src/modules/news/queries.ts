import { and, asc, desc, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { news } from './schema.ts';

export type NewsRow = typeof news.$inferSelect;

/** Newest first; the id breaks ties between stories of the same day so paging is stable. */
const listOrder = [desc(news.date), desc(news.id)];

/** A story is published on its date: one dated after `today` (the shop's) is not shown yet. */
const published = (today: string) => lte(news.date, today);

export async function listNewsPage(
  db: Db,
  offset: number,
  limit: number,
  today: string,
): Promise<{ rows: NewsRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    db
      .select()
      .from(news)
      .where(published(today))
      .orderBy(...listOrder)
      .offset(offset)
      .limit(limit),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(news)
      .where(published(today)),
  ]);
  return { rows, total: Number(count[0]?.n ?? 0) };
}

export async function findNewsById(db: Db, id: number, today: string): Promise<NewsRow | null> {
  const rows = await db
    .select()
    .from(news)
    .where(and(eq(news.id, id), published(today)))
    .limit(1);
  return rows[0] ?? null;
}

export type Neighbour = { id: number; title: string; titleMs: string | null };

/** The stories just before (newer) and after (older) `row` in list order, and its 1-based place in the list. */
export async function findNeighbours(
  db: Db,
  row: NewsRow,
  today: string,
): Promise<{ previous: Neighbour | null; next: Neighbour | null; position: number }> {
  const key = sql`(${news.date}, ${news.id})`;
  const here = sql`(${row.date}::date, ${row.id}::int)`;
  const [previous, next, before] = await Promise.all([
    db
      .select({ id: news.id, title: news.title, titleMs: news.titleMs })
      .from(news)
      .where(and(sql`${key} > ${here}`, published(today)))
      .orderBy(asc(news.date), asc(news.id))
      .limit(1),
    db
      .select({ id: news.id, title: news.title, titleMs: news.titleMs })
      .from(news)
      .where(and(sql`${key} < ${here}`, published(today)))
      .orderBy(...listOrder)
      .limit(1),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(news)
      .where(and(sql`${key} > ${here}`, published(today))),
  ]);
  return { previous: previous[0] ?? null, next: next[0] ?? null, position: Number(before[0]?.n ?? 0) + 1 };
}

/** Every story, with its date (the sitemap's last change). */
export async function listSitemapNews(db: Db, today: string): Promise<{ id: number; date: string }[]> {
  return db
    .select({ id: news.id, date: news.date })
    .from(news)
    .where(published(today))
    .orderBy(...listOrder);
}

/** The back office's list: every story, future ones included, newest first. */
export async function listAllNewsPage(db: Db, offset: number, limit: number): Promise<NewsRow[]> {
  return db
    .select()
    .from(news)
    .orderBy(...listOrder)
    .offset(offset)
    .limit(limit);
}

/** A new story when `id` is null; null when the story to change does not exist. */
export async function saveNewsRow(
  db: Db,
  id: number | null,
  values: typeof news.$inferInsert,
): Promise<NewsRow | null> {
  const [row] =
    id === null
      ? await db.insert(news).values(values).returning()
      : await db.update(news).set(values).where(eq(news.id, id)).returning();
  return row ?? null;
}

/** False when no such story exists. */
export async function deleteNews(db: Db, id: number): Promise<boolean> {
  const gone = await db.delete(news).where(eq(news.id, id)).returning({ id: news.id });
  return gone.length > 0;
}
