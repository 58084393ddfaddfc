import type { ContentLang, NewsItem, NewsItemResponse, NewsListResponse } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import * as q from './queries.ts';

/** The story in `lang`: the Malay texts staff gave, else the English. */
export function toApiNews(row: q.NewsRow, lang: ContentLang = 'en'): NewsItem {
  const malay = lang === 'ms';
  return {
    id: row.id,
    title: (malay && row.titleMs) || row.title,
    description: (malay && row.descriptionMs) || row.description,
    date: row.date,
    image_url: row.imageUrl,
  };
}

export async function listNews(
  db: Db,
  page: number,
  limit: number,
  today: string,
  lang: ContentLang = 'en',
): Promise<NewsListResponse> {
  const { rows, total } = await q.listNewsPage(db, (page - 1) * limit, limit, today);
  return { success: true, items: rows.map((r) => toApiNews(r, lang)), totalPages: Math.ceil(total / limit), page };
}

/** Ids are serial integers; anything else cannot name a story, so it is a 404 like any unknown id. */
const NEWS_ID = /^[1-9]\d{0,8}$/;

export async function getNewsItem(
  db: Db,
  id: string,
  today: string,
  lang: ContentLang = 'en',
): Promise<NewsItemResponse> {
  const row = NEWS_ID.test(id) ? await q.findNewsById(db, Number(id), today) : null;
  if (!row) throw notFound('This story does not exist or has been taken down.');
  const { previous, next, position } = await q.findNeighbours(db, row, today);
  const titled = (n: q.Neighbour | null) => n && { id: n.id, title: (lang === 'ms' && n.titleMs) || n.title };
  return { success: true, item: toApiNews(row, lang), previous: titled(previous), next: titled(next), position };
}

/** Every published story's id and date, for the sitemap (a story dated after `today` is not shown yet). */
export const sitemapNews = (db: Db, today: string) => q.listSitemapNews(db, today);
