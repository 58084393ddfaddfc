import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { news } from '../../db/schema.ts';

export type NewsRow = typeof news.$inferSelect;

/** Newest first; the id breaks ties between stories of the same day so paging is stable. */
const listOrder = [desc(news.date), desc(news.id)];

export async function listNewsPage(db: Db, offset: number, limit: number): Promise<{ rows: NewsRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    db
      .select()
      .from(news)
      .orderBy(...listOrder)
      .offset(offset)
      .limit(limit),
    db.select({ n: sql<number>`count(*)::int` }).from(news),
  ]);
  return { rows, total: Number(count[0]?.n ?? 0) };
}

export async function findNewsById(db: Db, id: number): Promise<NewsRow | null> {
  const rows = await db.select().from(news).where(eq(news.id, id)).limit(1);
  return rows[0] ?? null;
}

type Neighbour = { id: number; title: string };

/** The stories just before (newer) and after (older) `row` in list order, and its 1-based place in the list. */
export async function findNeighbours(
  db: Db,
  row: NewsRow,
): Promise<{ previous: Neighbour | null; next: Neighbour | null; position: number }> {
  const key = sql`(${news.date}, ${news.id})`;
  const here = sql`(${row.date}::date, ${row.id}::int)`;
  const [previous, next, before] = await Promise.all([
    db
      .select({ id: news.id, title: news.title })
      .from(news)
      .where(sql`${key} > ${here}`)
      .orderBy(asc(news.date), asc(news.id))
      .limit(1),
    db
      .select({ id: news.id, title: news.title })
      .from(news)
      .where(sql`${key} < ${here}`)
      .orderBy(...listOrder)
      .limit(1),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(news)
      .where(sql`${key} > ${here}`),
  ]);
  return { previous: previous[0] ?? null, next: next[0] ?? null, position: Number(before[0]?.n ?? 0) + 1 };
}

/** Every story, with its date (the sitemap's last change). */
export async function listSitemapNews(db: Db): Promise<{ id: number; date: string }[]> {
  return db
    .select({ id: news.id, date: news.date })
    .from(news)
    .orderBy(...listOrder);
}
