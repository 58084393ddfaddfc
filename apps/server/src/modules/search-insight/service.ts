import { SEARCH_INSIGHT, type SearchInsightResponse } from '@shop/contract';
import { LRUCache } from 'lru-cache';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { prepareSearchText } from '../../lib/search-text.ts';
import { putSettings, readSetting } from '../settings/service.ts';
import { isInvisibleOnly, wallClock } from '@shop/contract';
import * as q from './queries.ts';

/**
 * Search insight for staff. Counts per normalised query and shop day only: no account, no address,
 * no client. A flood cannot grow the tables without bound: each client (by address, held in memory
 * for the day and never stored) is counted at most `clientLimits.searchInsightDaily` times a day
 * (SEARCH_INSIGHT_CLIENT_DAILY, default 200), and a day holds
 * at most DAY_ROWS distinct queries (and as many corrections); later new ones are not counted.
 */
export const DAY_ROWS = 5_000;
const RETENTION_KEY = 'searchInsightRetentionDays';

const perClient = new LRUCache<string, number>({ max: 50_000 });
/** The day each database's old counts were last forgotten, per process. */
const forgotten = new WeakMap<Db, string>();

/** Today in the shop's time zone, by the shop's clock (which tests and CLOCK_OFFSET_FILE move). */
function shopDay(config: Config): string {
  const c = wallClock(config.now(), config.timeZone);
  return `${c.year}-${String(c.month).padStart(2, '0')}-${String(c.day).padStart(2, '0')}`;
}

/** Whether `client` may still be counted today; counts this event. */
function withinCap(config: Config, day: string, client: string): boolean {
  const key = `${day} ${client}`;
  const used = perClient.get(key) ?? 0;
  if (used >= config.clientLimits.searchInsightDaily) return false;
  perClient.set(key, used + 1);
  return true;
}

export async function retentionDays(db: Db): Promise<number> {
  const stored = await readSetting(db, RETENTION_KEY);
  return typeof stored === 'number' ? stored : SEARCH_INSIGHT.defaultRetentionDays;
}

async function forgetOld(db: Db, config: Config, day: string, force = false): Promise<void> {
  if (!force && forgotten.get(db) === day) return;
  forgotten.set(db, day);
  const keep = await retentionDays(db);
  const first = new Date(Date.parse(`${day}T00:00:00Z`) - (keep - 1) * 86_400_000).toISOString().slice(0, 10);
  await q.forgetBefore(db, first);
}

/**
 * The text as searches read it ('  Kaya  BUN ' is 'kaya bun'); null for one that searches nothing, or
 * that staff would read as a blank row (only a bidi mark or other invisible characters).
 */
function normalised(text: string): string | null {
  const query = prepareSearchText(text)?.text;
  return query && !isInvisibleOnly(query) ? query : null;
}

/** Counts a search (its first page) and whether it found nothing. */
export async function recordSearch(db: Db, config: Config, client: string, text: string, total: number): Promise<void> {
  const query = normalised(text);
  const day = shopDay(config);
  if (!query || !withinCap(config, day, client)) return;
  await forgetOld(db, config, day);
  await q.countSearch(db, day, query, total === 0, DAY_ROWS);
}

/** Counts a product read that was a search's first page (later pages are the same search). */
export async function recordProductsRead(
  db: Db,
  config: Config,
  client: string,
  body: { productName?: string | null | undefined; page: number },
  total: number,
): Promise<void> {
  if (body.productName && body.page === 1) await recordSearch(db, config, client, body.productName, total);
}

export async function recordOpened(db: Db, config: Config, client: string, text: string): Promise<void> {
  const query = normalised(text);
  const day = shopDay(config);
  if (!query || !withinCap(config, day, client)) return;
  await q.countOpened(db, day, query);
}

export async function recordCorrection(
  db: Db,
  config: Config,
  client: string,
  text: string,
  correction: string,
): Promise<void> {
  const query = normalised(text);
  const corrected = normalised(correction);
  const day = shopDay(config);
  if (!query || !corrected || !withinCap(config, day, client)) return;
  await q.countCorrection(db, day, query, corrected, DAY_ROWS);
}

export async function searchInsight(db: Db, from: string, to: string): Promise<SearchInsightResponse> {
  const n = SEARCH_INSIGHT.listLength;
  const [days, top, empty, unopened, corrections, kept] = await Promise.all([
    q.perDay(db, from, to),
    q.queries(db, from, to, 'top', n),
    q.queries(db, from, to, 'empty', n),
    q.queries(db, from, to, 'unopened', n),
    q.corrections(db, from, to, n),
    retentionDays(db),
  ]);
  return { success: true, days, top, empty, unopened, corrections, retentionDays: kept };
}

/** Sets how long counts are kept, and forgets older ones at once. */
export async function setRetention(db: Db, config: Config, days: number): Promise<number> {
  await putSettings(db, { [RETENTION_KEY]: days });
  await forgetOld(db, config, shopDay(config), true);
  return days;
}
