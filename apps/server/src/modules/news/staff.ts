import { ADMIN_PAGE_SIZE, type AdminNewsItem, type NewsInput } from '@shop/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import * as q from './queries.ts';

/** The back office's side of the news: every story, future ones included, and their editing. */

const toNews = (r: q.NewsRow): AdminNewsItem => ({
  id: r.id,
  title: r.title,
  date: r.date,
  description: r.description,
  titleMs: r.titleMs,
  descriptionMs: r.descriptionMs,
  imageUrl: r.imageUrl,
});

export async function listNews(db: Db, page: number): Promise<{ items: AdminNewsItem[]; hasMore: boolean }> {
  const rows = await q.listAllNewsPage(db, (page - 1) * ADMIN_PAGE_SIZE, ADMIN_PAGE_SIZE + 1);
  return { items: rows.slice(0, ADMIN_PAGE_SIZE).map(toNews), hasMore: rows.length > ADMIN_PAGE_SIZE };
}

export async function saveNews(db: Db, id: number | null, input: z.output<typeof NewsInput>): Promise<AdminNewsItem> {
  const row = await q.saveNewsRow(db, id, input);
  if (!row) throw notFound('This news item does not exist.');
  return toNews(row);
}

export async function removeNews(db: Db, id: number): Promise<void> {
  if (!(await q.deleteNews(db, id))) throw notFound('This news item does not exist.');
}
