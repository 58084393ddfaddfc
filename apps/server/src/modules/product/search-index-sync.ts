import type { Db } from '../../db/client.ts';
import * as q from './queries.ts';
import { SearchIndex, type IndexedProduct, type Place } from './search-index.ts';

/**
 * Each instance's search index, loaded once and kept current from the change log triggers write on
 * products (`search_changes`): every change a shopper's answer shows, stock included. The log is checked at most once a second, in the background while
 * searches go on with the index as it is; the instance that changed products checks before its next
 * search, so its own changes show at once.
 */
const CHECK_INTERVAL_MS = 1_000;
/** Further behind than this many log entries, an instance reloads the whole index. */
const MOST_PATCHED = 1_000;
/**
 * Log entries get their ids when written but become visible when their transaction commits, so a
 * lower id can appear after a higher one was read: each check reads back this far behind its last.
 */
const LATE_COMMITS = 200;
/** The log is cut back to this many entries; an instance behind by more reloads anyway. */
const LOG_KEPT = MOST_PATCHED * 2;

export type CatalogueIndex = SearchIndex<q.ProductRow>;

interface Held {
  index: CatalogueIndex;
  last: number;
  count: number;
  checkedAt: number;
  /** Checks run one after another. */
  queue: Promise<void>;
}

const held = new WeakMap<Db, Promise<Held>>();
/** Databases whose products this instance changed since its last check. */
const changedHere = new WeakSet<Db>();

export async function heldSearchIndex(db: Db): Promise<CatalogueIndex> {
  let entry = held.get(db);
  if (!entry) {
    entry = load(db);
    held.set(db, entry);
    entry.catch(() => held.delete(db));
  }
  const h = await entry;
  const now = Date.now();
  const forced = changedHere.delete(db);
  if (forced || now - h.checkedAt >= CHECK_INTERVAL_MS) {
    h.checkedAt = now;
    const check = h.queue.then(() => follow(db, h));
    // A failed check is tried again by the next search. A background one fails only when the
    // database does, which the search's own read of its rows then reports; a forced one reports itself.
    h.queue = check.catch(() => {
      h.checkedAt = 0;
    });
    if (forced) await check;
  }
  return h.index;
}

/** After this instance changed products: its next search applies the change first. */
export function forgetSearchIndex(db: Db): void {
  changedHere.add(db);
}

async function load(db: Db): Promise<Held> {
  // The stamp is read first: changes racing the load are applied again by the next check.
  const stamp = await q.searchChangesStamp(db);
  const rows = await q.searchIndexRows(db, null);
  return {
    index: new SearchIndex<q.ProductRow>(rows.map(toIndexed)),
    ...stamp,
    checkedAt: Date.now(),
    queue: Promise.resolve(),
  };
}

/** Applies what the log holds after this instance's last entry. */
async function follow(db: Db, h: Held): Promise<void> {
  const stamp = await q.searchChangesStamp(db);
  if (stamp.last === h.last && stamp.count === h.count) return;
  if (stamp.last - h.last > MOST_PATCHED) {
    const fresh = await load(db);
    Object.assign(h, { index: fresh.index, last: fresh.last, count: fresh.count });
  } else {
    const seqs = await q.searchChangesAfter(db, h.last - LATE_COMMITS);
    const rows = new Map((await q.searchIndexRows(db, seqs)).map((r) => [r.seq, r]));
    for (const seq of seqs) {
      const row = rows.get(seq);
      h.index.replace(seq, row ? toIndexed(row) : null);
    }
    Object.assign(h, stamp);
  }
  if (stamp.count > LOG_KEPT) await q.pruneSearchChanges(db, stamp.last - LOG_KEPT);
}

function toIndexed({ seq, row, terms, places }: q.SearchIndexRow): IndexedProduct<q.ProductRow> {
  return {
    seq,
    name: row.name,
    category: row.category,
    subCategory: row.subCategory,
    priceCents: row.priceCents,
    bestseller: row.bestseller,
    terms: new Map(terms.map((term, i) => [term, (places[i] ?? 0) as Place])),
    row,
  };
}
