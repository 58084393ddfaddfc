import { LIMITS, SEARCH_INSIGHT, isInvisibleOnly, wallClock, type SearchInsightResponse } from '@shop/contract';
import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { clientKey } from '../../lib/client-address.ts';
import { prepareSearchText, type SearchText } from '../../lib/search-text.ts';
import { putSettings, readSetting } from '../settings/service.ts';
import * as q from './queries.ts';

/**
 * Search insight for staff. Counts per normalised query and shop day only: no account, no address,
 * no client, and no text that holds an email address or a phone, identity card or bank card number.
 * A flood cannot grow the tables without bound: each client (by address, an IPv6 one by its /64,
 * held in memory for the day and never stored) is counted at most `clientLimits.searchInsightDaily`
 * times a day (SEARCH_INSIGHT_CLIENT_DAILY, default 200), and a day holds at most DAY_ROWS distinct
 * queries: a new one then takes the place of the least searched (`countSearch`). A correction is counted only
 * when it is the one the shop offers for the query, so a day holds at most one per query, and it goes
 * with its query.
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
  const key = `${day} ${clientKey(client)}`;
  const used = perClient.get(key) ?? 0;
  if (used >= config.clientLimits.searchInsightDaily) return false;
  perClient.set(key, used + 1);
  return true;
}

export async function retentionDays(db: Db): Promise<number> {
  const stored = await readSetting(db, RETENTION_KEY);
  return typeof stored === 'number' ? stored : SEARCH_INSIGHT.defaultRetentionDays;
}

async function forgetOld(db: Db, day: string, force = false): Promise<void> {
  if (!force && forgotten.get(db) === day) return;
  forgotten.set(db, day);
  await q.forgetBefore(db, firstKeptDay(day, await retentionDays(db)));
}

/** The first day of the `keep` days that end on `day`. */
function firstKeptDay(day: string, keep: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - (keep - 1) * 86_400_000).toISOString().slice(0, 10);
}

// Bidi controls would make a query read backwards in the staff's tables, and marks stacked on one
// letter draw over the rows below it; neither changes what a search finds (a search splits words at
// a bidi control, as at a space).
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
const STACKED_MARKS = /(\p{M}{2})\p{M}+/gu;
const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+\.\p{L}/u;
/** Digits joined by single separators: '012-345 6789', '900101-14-5678', '4111 1111 1111 1111'. */
const DIGIT_RUNS = /\+?\p{Nd}(?:[\s.,/_-]?\p{Nd})*/gu;

/**
 * Whether a text holds what looks like a shopper's own details: an email address, ten digits or more
 * in one run (a phone with its area or country code, an identity card, a bank card), or nine
 * starting with 0 or + (a phone). Dates, prices, weights and years ('2024-12-25', 'rm 12.50 2024',
 * 'cake 1kg') are none of these.
 */
function looksPersonal(text: string): boolean {
  if (EMAIL.test(text)) return true;
  return (text.match(DIGIT_RUNS) ?? []).some((run) => {
    const digits = run.replace(/[^\p{Nd}]/gu, '').length;
    return digits >= 10 || (digits >= 9 && /^[+0]/.test(run));
  });
}

/**
 * The text as searches read it ('  Kaya  BUN ' is 'kaya bun'), as staff will read it; null for one
 * that searches nothing, that staff would read as a blank row (only invisible characters), that is
 * longer than a search text once normalised ('\ufdfa' is 18 letters), or that looks like a shopper's
 * own details: those are not counted.
 */
function normalised(text: string): string | null {
  const query = prepareSearchText(text.replace(BIDI_CONTROLS, ' '))?.text.replace(STACKED_MARKS, '$1');
  if (!query || isInvisibleOnly(query) || query.length > LIMITS.searchTextMax) return null;
  return looksPersonal(query) ? null : query;
}

/**
 * Counting is for staff: a count that cannot be written (a full disk, the database away) is logged,
 * and the shopper's search or report is answered all the same.
 */
export function quietly(log: FastifyBaseLogger, count: Promise<void>): Promise<void> {
  return count.catch((err: unknown) => log.warn({ err }, 'not counted for the search insight'));
}

/** Counts a search (its first page) and whether it found nothing. */
export async function recordSearch(db: Db, config: Config, client: string, text: string, total: number): Promise<void> {
  const query = normalised(text);
  const day = shopDay(config);
  if (!query || !withinCap(config, day, client)) return;
  await forgetOld(db, day);
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

/** The "Did you mean" the shop offers for a search text, if any (the product module's nearest reading). */
export type OfferedCorrection = (db: Db, search: SearchText) => Promise<string | null>;

export async function recordCorrection(
  db: Db,
  config: Config,
  offered: OfferedCorrection,
  client: string,
  text: string,
  correction: string,
): Promise<void> {
  const query = normalised(text);
  const corrected = normalised(correction);
  const day = shopDay(config);
  if (!query || !corrected) return;
  // Any other text would be a made-up "correction" shown to staff.
  if ((await offered(db, prepareSearchText(query)!)) !== corrected) return;
  if (!withinCap(config, day, client)) return;
  await q.countCorrection(db, day, query, corrected, DAY_ROWS);
}

export async function searchInsight(db: Db, config: Config, from: string, to: string): Promise<SearchInsightResponse> {
  const today = shopDay(config);
  // Counts past the retention are forgotten with a day's first counted search; in a quiet shop that
  // may not have come yet, so they are forgotten here too, and never shown meanwhile.
  await forgetOld(db, today);
  const kept = await retentionDays(db);
  const first = firstKeptDay(today, kept);
  const since = from < first ? first : from;
  const n = SEARCH_INSIGHT.listLength;
  const [days, top, empty, unopened, corrections] = await Promise.all([
    q.perDay(db, since, to),
    q.queries(db, since, to, 'top', n),
    q.queries(db, since, to, 'empty', n),
    q.queries(db, since, to, 'unopened', n),
    q.corrections(db, since, to, n),
  ]);
  return { success: true, days, top, empty, unopened, corrections, retentionDays: kept };
}

/** Sets how long counts are kept, and forgets older ones at once. */
export async function setRetention(db: Db, config: Config, days: number): Promise<number> {
  await putSettings(db, { [RETENTION_KEY]: days });
  await forgetOld(db, shopDay(config), true);
  return days;
}
