import { isStopWord } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import * as q from './queries.ts';
import type { Candidate } from './search-plan.ts';

/**
 * The catalogue's words (a few thousand at most) held in process memory, so correcting and completing
 * typed words costs no database round and no scan of the dictionary table per search. The table stays
 * the truth, kept by triggers: each instance compares a fingerprint of it at most once a second and
 * reloads when it changed, and the instance that changed products checks on its next search.
 */
const CHECK_INTERVAL_MS = 1_000;

// One typo in a five-letter word can leave only two of its trigrams in common (a swap in the middle:
// 0.2 similarity), so the floor sits below that; the edit-distance check then decides.
const SIMILARITY_FLOOR = 0.15;
const CANDIDATES_PER_WORD = 40;

// The stop list is the contract's: the synonym rules refuse its words too, which a search leaves out.
export { isStopWord };

interface Entry extends Candidate {
  letters: number;
  trigrams: ReadonlySet<string>;
}

export interface Dictionary {
  /** Every catalogue word, alphabetical. */
  readonly words: readonly string[];
  has(word: string): boolean;
  /** Catalogue words that look like `typed` (trigram similarity, length within `spread`), most alike first. */
  similar(typed: string, spread: number): Candidate[];
  /** Catalogue words beginning with `prefix`, most used first (none for a stop word). */
  startingWith(prefix: string, limit: number): Candidate[];
}

/**
 * The trigrams pg_trgm takes from a text: each run of letters and digits, lower-cased, padded with two
 * spaces before and one after.
 */
export function trigrams(text: string): Set<string> {
  const found = new Set<string>();
  for (const word of text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) {
    const padded = [' ', ' ', ...word, ' '];
    for (let i = 0; i + 3 <= padded.length; i++) found.add(padded.slice(i, i + 3).join(''));
  }
  return found;
}

/** pg_trgm's similarity: shared trigrams over all distinct trigrams of both. */
export function similarity(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  let shared = 0;
  for (const t of a) if (b.has(t)) shared++;
  return sharedShare(shared, a.size, b.size);
}

function sharedShare(shared: number, a: number, b: number): number {
  const all = a + b - shared;
  return all === 0 ? 0 : shared / all;
}

const byUse = (a: Candidate, b: Candidate) => b.products - a.products || a.word.localeCompare(b.word);

export function buildDictionary(words: readonly Candidate[]): Dictionary {
  const entries: Entry[] = words.map((w) => ({ ...w, letters: [...w.word].length, trigrams: trigrams(w.word) }));
  const byWord = new Set(entries.map((e) => e.word));
  const alphabetical = [...entries].sort((a, b) => (a.word < b.word ? -1 : a.word > b.word ? 1 : 0));
  // Which entries hold each trigram: a typed word is compared only with words sharing one with it,
  // a tenth of the dictionary or less, instead of with every word.
  const byTrigram = new Map<string, Entry[]>();
  for (const e of entries) {
    for (const t of e.trigrams) {
      const holders = byTrigram.get(t);
      if (holders) holders.push(e);
      else byTrigram.set(t, [e]);
    }
  }
  const plain = ({ word, products }: Entry): Candidate => ({ word, products });
  return {
    words: alphabetical.map((e) => e.word),
    has: (word) => byWord.has(word),
    similar(typed, spread) {
      const letters = [...typed].length;
      const own = trigrams(typed);
      const shared = new Map<Entry, number>();
      for (const t of own) for (const e of byTrigram.get(t) ?? []) shared.set(e, (shared.get(e) ?? 0) + 1);
      return [...shared]
        .filter(([e]) => Math.abs(e.letters - letters) <= spread)
        .map(([entry, n]) => ({ entry, score: sharedShare(n, entry.trigrams.size, own.size) }))
        .filter((s) => s.score >= SIMILARITY_FLOOR)
        .sort(
          (x, y) =>
            y.score - x.score || y.entry.products - x.entry.products || x.entry.word.localeCompare(y.entry.word),
        )
        .slice(0, CANDIDATES_PER_WORD)
        .map((s) => plain(s.entry));
    },
    startingWith(prefix, limit) {
      if (isStopWord(prefix)) return [];
      let low = 0;
      let high = alphabetical.length;
      while (low < high) {
        const mid = (low + high) >> 1;
        if (alphabetical[mid]!.word < prefix) low = mid + 1;
        else high = mid;
      }
      const found: Entry[] = [];
      for (let i = low; i < alphabetical.length && alphabetical[i]!.word.startsWith(prefix); i++)
        found.push(alphabetical[i]!);
      return found.sort(byUse).slice(0, limit).map(plain);
    },
  };
}

interface Held {
  checkedAt: number;
  stamp: string | null;
  value: Promise<Dictionary>;
}

const held = new WeakMap<Db, Held>();

/** This instance's copy of the dictionary, checked against the database at most once a second. */
export function dictionaryOf(db: Db): Promise<Dictionary> {
  const now = Date.now();
  const current = held.get(db);
  if (current && now - current.checkedAt < CHECK_INTERVAL_MS) return current.value;
  const next: Held = { checkedAt: now, stamp: current?.stamp ?? null, value: Promise.resolve(buildDictionary([])) };
  next.value = refresh(db, next, current);
  next.value.catch(() => {
    if (held.get(db) === next) held.delete(db);
  });
  held.set(db, next);
  return next.value;
}

async function refresh(db: Db, next: Held, previous: Held | undefined): Promise<Dictionary> {
  // The stamp is read before the words: words newer than their stamp only cause one more reload.
  const stamp = await q.dictionaryStamp(db);
  if (previous && stamp === previous.stamp) return previous.value;
  const dictionary = buildDictionary(await q.dictionaryWords(db));
  next.stamp = stamp;
  return dictionary;
}

/** After this instance changed products: its next search checks the dictionary first. */
export function forgetDictionary(db: Db): void {
  const current = held.get(db);
  if (current) current.checkedAt = 0;
}
