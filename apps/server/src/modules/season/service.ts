import { formatCalendarDay, formatWindow, type Preorder, type Season, type SeasonBody } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { keptPerDatabase } from '../../db/kept.ts';
import { AppError, invalid, notFound } from '../../lib/errors.ts';
import * as q from './queries.ts';

/**
 * Festive pre-orders. A product in a season that has not ended is a pre-order: it can be ordered up
 * to the order-by date, for a day from the first to the last day of the window, and not at all
 * between the order-by date and the season's end. A bag holding pre-orders holds nothing else
 * (docs/decisions.md). The slot picker and placement both ask `bagRule`, so they agree.
 */

/**
 * What the back office's season screens read of the products: the product module answers (it sits
 * above this one and asks `preordersFor`), handed in by the back office.
 */
export interface SeasonProducts {
  /** Of `ids`, the products not deleted, by name. */
  liveNames(db: Db, ids: string[]): Promise<{ id: string; name: string }[]>;
}

const isUuid = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

/** Each product's live season (the earliest window when it is in several): what a bag's rules check. */
export async function preordersFor(db: Db, productIds: string[], today: string): Promise<Map<string, Preorder>> {
  return preordersFrom(await q.liveSeasonsOf(db, productIds.filter(isUuid), today), today);
}

type SeasonProductRow = Awaited<ReturnType<typeof q.allSeasonProducts>>[number];

function preordersFrom(rows: SeasonProductRow[], today: string): Map<string, Preorder> {
  const found = new Map<string, Preorder>();
  for (const r of rows) {
    if (found.has(r.productId)) continue;
    const { productId, ...season } = r;
    found.set(productId, { ...season, closed: today > r.orderBy });
  }
  return found;
}

// Every product a shopper is shown is asked about its season, and a few are in one: the seasons'
// products are kept briefly rather than read for every product page, tile and search result.
const seasonProductsKept = keptPerDatabase(5_000, q.allSeasonProducts);

/**
 * `preordersFor` as the product page and tiles show it: from the seasons kept, so a season staff
 * change on another instance shows within seconds (this instance's own change at once).
 */
export async function shownPreorders(db: Db, productIds: string[], today: string): Promise<Map<string, Preorder>> {
  const ids = new Set(productIds);
  const rows = await seasonProductsKept.get(db);
  return preordersFrom(
    rows.filter((r) => ids.has(r.productId) && r.lastDay >= today),
    today,
  );
}

export interface BagWindow {
  seasonName: string;
  firstDay: string;
  lastDay: string;
}

/** What a bag's products allow: any day, only the season's window, or no order at all (and why). */
export type BagRule =
  { kind: 'everyday' } | { kind: 'preorder'; window: BagWindow } | { kind: 'refused'; message: string };

export async function bagRule(db: Db, productIds: string[], today: string): Promise<BagRule> {
  const ids = [...new Set(productIds)];
  const preorders = await preordersFor(db, ids, today);
  if (preorders.size === 0) return { kind: 'everyday' };
  const closed = [...preorders.values()].find((p) => p.closed);
  if (closed) {
    return {
      kind: 'refused',
      message: `Pre-orders for ${closed.seasonName} closed on ${formatCalendarDay(closed.orderBy)}. Please remove them from your bag.`,
    };
  }
  const seasons = new Map([...preorders.values()].map((p) => [p.seasonId, p]));
  const [first, second] = [...seasons.values()] as [Preorder, Preorder | undefined];
  if (second) {
    return {
      kind: 'refused',
      message: `${first.seasonName} and ${second.seasonName} pre-orders are ready on different days. Please order them separately.`,
    };
  }
  if (preorders.size < ids.length) {
    return {
      kind: 'refused',
      message: `${first.seasonName} pre-orders are collected ${formatWindow(first.firstDay, first.lastDay)}, so they need an order of their own. Please order your other items separately.`,
    };
  }
  return {
    kind: 'preorder',
    window: { seasonName: first.seasonName, firstDay: first.firstDay, lastDay: first.lastDay },
  };
}

/** Why `date` cannot serve a bag under `rule`, or null when it can. */
export function dateProblem(rule: BagRule, date: string): string | null {
  if (rule.kind === 'refused') return rule.message;
  if (rule.kind === 'everyday') return null;
  const { seasonName, firstDay, lastDay } = rule.window;
  if (date >= firstDay && date <= lastDay) return null;
  return `${seasonName} pre-orders are collected or delivered ${formatWindow(firstDay, lastDay)}. Please choose a day in that window.`;
}

/** For placement, inside the order's transaction: throws SLOT_UNAVAILABLE (409) unless the bag may be served on `date`. */
export async function assertBagDate(db: Db, productIds: string[], date: string, today: string): Promise<BagRule> {
  const rule = await bagRule(db, productIds, today);
  const problem = dateProblem(rule, date);
  if (problem) throw new AppError('SLOT_UNAVAILABLE', problem);
  return rule;
}

// The back office.

export async function listSeasons(db: Db, products: SeasonProducts): Promise<Season[]> {
  const rows = await q.listSeasons(db);
  const held = await q.productIdsOfSeasons(
    db,
    rows.map((r) => r.id),
  );
  const named = await products.liveNames(db, [...new Set(held.map((h) => h.productId))]);
  return rows.map((r) => {
    const ids = new Set(held.filter((h) => h.seasonId === r.id).map((h) => h.productId));
    return {
      id: r.id,
      name: r.name,
      orderBy: r.orderBy,
      firstDay: r.firstDay,
      lastDay: r.lastDay,
      products: named.filter((p) => ids.has(p.id)),
    };
  });
}

async function seasonById(db: Db, products: SeasonProducts, id: number): Promise<Season> {
  const season = (await listSeasons(db, products)).find((s) => s.id === id);
  if (!season) throw notFound('This season does not exist.');
  return season;
}

async function checkedProducts(db: Db, products: SeasonProducts, ids: string[]): Promise<string[]> {
  const unique = [...new Set(ids)];
  const existing = await products.liveNames(db, unique);
  if (existing.length < unique.length) throw invalid('Some of the chosen products no longer exist.');
  return unique;
}

export async function createSeason(db: Db, products: SeasonProducts, body: SeasonBody): Promise<Season> {
  const { productIds, ...data } = body;
  const id = await q.insertSeason(db, data, await checkedProducts(db, products, productIds));
  seasonProductsKept.forget(db);
  return seasonById(db, products, id);
}

export async function updateSeason(db: Db, products: SeasonProducts, id: number, body: SeasonBody): Promise<Season> {
  const { productIds, ...data } = body;
  if (!(await q.updateSeason(db, id, data, await checkedProducts(db, products, productIds))))
    throw notFound('This season does not exist.');
  seasonProductsKept.forget(db);
  return seasonById(db, products, id);
}

export async function deleteSeason(db: Db, id: number): Promise<void> {
  if (!(await q.deleteSeason(db, id))) throw notFound('This season does not exist.');
  seasonProductsKept.forget(db);
}
