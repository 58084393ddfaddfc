import { setImmediate } from 'node:timers/promises';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/client.ts';
import * as q from './queries.ts';
import { SearchIndex, type IndexedProduct, type Place } from './search-index.ts';

/**
 * Each instance's search index, loaded once and kept current from the change log triggers write on
 * products (`search_changes`): every change a shopper's answer shows, stock included. The log is
 * checked at most once a second, in the background while searches go on with the index as it is; the
 * instance that changed products checks before its next search, so its own changes show at once, and
 * after a quiet spell the first search waits for the check.
 */
const CHECK_INTERVAL_MS = 1_000;
/** Unchecked for this long, the index is brought up to date before it answers. */
const QUIET_MS = 3 * CHECK_INTERVAL_MS;
/** More new log entries than this at once, an instance reloads the whole index. */
const MOST_PATCHED = 1_000;
/** The log is cut back to about this many entries; an instance whose last read is older reloads. */
const LOG_KEPT = MOST_PATCHED * 2;
/** Products read per query while loading the index. */
const LOAD_PAGE = 5_000;
/**
 * How much of the rows searches and shelf pages show is kept per instance, in characters of their
 * JSON plus an object's cost (about 42,000 rows of the generated catalogue, 33 MB of heap). Reading a
 * page's rows was a database round per page, the costliest step of a search or a shelf page under
 * load, while what shoppers see repeats: 30,000 never-repeated searches over 100,000 products showed
 * 4,282 products, and every filter and sort of the collection 50 pages deep shows 38,867
 * (bench/README.md).
 */
const ROW_TEXT_KEPT = 32_000_000;
/** A row's share of that bound: its text as JSON, and what an object costs besides. */
const rowSize = (row: q.ProductRow) => JSON.stringify(row).length + 200;

/** Each product's ranking fields, answering with its id: the page's rows are read by primary key. */
export type CatalogueIndex = SearchIndex<string>;

interface Held {
  index: CatalogueIndex;
  /** Counts the changes applied: an answer built from an older version is stale. */
  version: number;
  /**
   * The last read's horizon. Log ids are taken when an entry is written but the entry is seen when its
   * transaction commits, so a lower id can appear after any number of higher ones were read: each read
   * asks again for every entry of a transaction that had not ended at the last one.
   */
  horizon: string;
  /** The entries of the last read (all at or above its horizon's predecessor), already applied. */
  applied: Set<number>;
  checkedAt: number;
  /** Checks run one after another. */
  queue: Promise<void>;
  /**
   * Rows of the products searches and shelf pages showed, by seq, as fresh as the index: applying a
   * product's change drops its row, and a read that began before a change was applied is not kept.
   */
  rows: LRUCache<number, q.ProductRow>;
}

const held = new WeakMap<Db, Promise<Held>>();

/** Databases whose products this instance changed since its last check. */
const changedHere = new WeakSet<Db>();

export async function heldSearchIndex(db: Db): Promise<CatalogueIndex> {
  return (await current(db)).index;
}

/**
 * The index's version as a search now sees it (running the check that is due first, as a search
 * does): answers kept from an older version must not be served.
 */
export async function searchIndexVersion(db: Db): Promise<number> {
  return (await current(db)).version;
}

async function current(db: Db): Promise<Held> {
  let entry = held.get(db);
  if (!entry) {
    entry = load(db);
    held.set(db, entry);
    entry.catch(() => held.delete(db));
  }
  const h = await entry;
  const now = Date.now();
  const forced = changedHere.delete(db);
  const since = now - h.checkedAt;
  if (forced || since >= CHECK_INTERVAL_MS) {
    h.checkedAt = now;
    const check = h.queue.then(() => follow(db, h));
    // A failed check is tried again by the next search. A background one fails only when the
    // database does, which the search's own read of its rows then reports; a forced one reports itself.
    h.queue = check.catch(() => {
      h.checkedAt = 0;
    });
    // Under steady traffic the index is checked every second in the background and answers are at most
    // that far behind. After a quiet spell it may be any age behind, so that answer waits for the check.
    if (forced || since >= QUIET_MS) await check;
  }
  return h;
}

/**
 * The rows of a page the index answered (a search's or a shelf's), in its order: kept rows, and the
 * others read by primary key. A product hidden or deleted since the index saw it is left out.
 */
export async function rowsOf(db: Db, page: readonly { seq: number; row: string }[]): Promise<q.ProductRow[]> {
  const h = await current(db);
  // Taken before the read: a kept row may be dropped or pushed out while the others are read.
  const kept = page.map((p) => h.rows.get(p.seq));
  const version = h.version;
  const fresh = await q.productsByIds(
    db,
    page.filter((_, i) => !kept[i]).map((p) => p.row),
  );
  const read = new Map(fresh.map((r) => [r.id, r]));
  // A change applied during the read may not be in what it read.
  const keep = h.version === version;
  return page.flatMap((p, i) => {
    const row = kept[i] ?? read.get(p.row);
    if (row && !kept[i] && keep) h.rows.set(p.seq, row);
    return row ? [row] : [];
  });
}

/** After this instance changed products: its next search applies the change first. */
export function forgetSearchIndex(db: Db): void {
  changedHere.add(db);
}

async function load(db: Db): Promise<Held> {
  // The log is read first: the rows read after it hold every change of the transactions below its
  // horizon, and the entries it saw; later ones are applied by the next check.
  const read = await q.readSearchChanges(db, null);
  const index = await SearchIndex.build(pagesOfRows(db), toIndexed, () => setImmediate());
  return {
    index,
    version: 0,
    horizon: read.horizon,
    applied: new Set(read.entries.map((e) => e.id)),
    checkedAt: Date.now(),
    queue: Promise.resolve(),
    rows: new LRUCache({ maxSize: ROW_TEXT_KEPT, sizeCalculation: rowSize }),
  };
}

/**
 * The visible products in pages of seqs, each read after the log like a single read would be: a
 * product changed after its page was read belongs to a transaction at or above the horizon, which the
 * next check applies. Read at once, every product's row and terms were held in memory besides the
 * index until the build ended.
 */
export async function* pagesOfRows(db: Db, pageSize = LOAD_PAGE): AsyncGenerator<q.SearchIndexRow[]> {
  for (let afterSeq: number | null = null; ;) {
    const rows = await q.searchIndexRows(db, { afterSeq, limit: pageSize });
    if (rows.length > 0) yield rows;
    if (rows.length < pageSize) return;
    afterSeq = rows.at(-1)!.seq;
  }
}

/** Applies the log's entries this instance has not applied yet. */
async function follow(db: Db, h: Held): Promise<void> {
  const read = await q.readSearchChanges(db, h.horizon);
  const fresh = read.entries.filter((e) => !h.applied.has(e.id));
  if (BigInt(read.prunedThrough) >= BigInt(h.horizon) || fresh.length > MOST_PATCHED) {
    const loaded = await load(db);
    Object.assign(h, { index: loaded.index, horizon: loaded.horizon, applied: loaded.applied });
    h.rows.clear();
    h.version++;
  } else {
    if (fresh.length > 0) {
      const seqs = [...new Set(fresh.map((e) => e.seq))];
      const rows = new Map((await q.searchIndexRows(db, { seqs })).map((r) => [r.seq, r]));
      for (const seq of seqs) {
        const row = rows.get(seq);
        h.index.replace(seq, row ? toIndexed(row) : null);
        h.rows.delete(seq);
      }
      h.version++;
    }
    h.horizon = read.horizon;
    h.applied = new Set(read.entries.map((e) => e.id));
  }
  if (read.count > LOG_KEPT) await q.pruneSearchChanges(db, LOG_KEPT);
}

function toIndexed({ seq, row, terms, places }: q.SearchIndexRow): IndexedProduct<string> {
  return {
    seq,
    name: row.name,
    category: row.category,
    subCategory: row.subCategory,
    priceCents: row.priceCents,
    bestseller: row.bestseller,
    terms: new Map(terms.map((term, i) => [term, (places[i] ?? 0) as Place])),
    row: row.id,
  };
}
