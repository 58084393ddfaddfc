import type { NewsItem, NewsItemResponse, NewsListResponse } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import * as q from './queries.ts';

export function toApiNews(row: q.NewsRow): NewsItem {
  return { id: row.id, title: row.title, description: row.description, date: row.date, image_url: row.imageUrl };
}

export async function listNews(db: Db, page: number, limit: number, today: string): Promise<NewsListResponse> {
  const { rows, total } = await q.listNewsPage(db, (page - 1) * limit, limit, today);
  return { success: true, items: rows.map(toApiNews), totalPages: Math.ceil(total / limit), page };
}

/** Ids are serial integers; anything else cannot name a story, so it is a 404 like any unknown id. */
const NEWS_ID = /^[1-9]\d{0,8}$/;

export async function getNewsItem(db: Db, id: string, today: string): Promise<NewsItemResponse> {
  const row = NEWS_ID.test(id) ? await q.findNewsById(db, Number(id), today) : null;
  if (!row) throw notFound('This story does not exist or has been taken down.');
  const { previous, next, position } = await q.findNeighbours(db, row, today);
  return { success: true, item: toApiNews(row), previous, next, position };
}

/** Every story's id and date, for the sitemap. */
export const sitemapNews = (db: Db) => q.listSitemapNews(db);
