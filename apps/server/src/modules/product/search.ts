import { SUGGESTION_LIMIT } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { stem } from 'porter2';
import { dictionaryOf, isStopWord, type Dictionary } from './dictionary.ts';
import * as q from './queries.ts';
import { heldSearchIndex, rowsOf, type CatalogueIndex } from './search-index-sync.ts';
import type { IndexAnswer, ShelfCount, TermGroup, Tier } from './search-index.ts';
import {
  corrections,
  typoBudget,
  matchesAsPrefix,
  type Candidate,
  type SearchText,
  type WordMatches,
} from './search-plan.ts';
import { synonymMap, type SynonymMap } from './synonyms.ts';

/** A search ranks at most this many candidates and pages through at most this many matches. */
export const SEARCH_BOUND = 500;
/** Typo corrections kept per typed word, nearest first: enough for 'bakar' (baker, bakes). */
const CORRECTIONS_PER_WORD = 4;
/** Catalogue words a prefix is completed to, most used first. */
const COMPLETIONS_PER_WORD = 12;
/** How far apart in length a typed word and a correction may be: two typos, plus one for "did you mean". */
const LENGTH_SPREAD = 3;

/** What each typed word may match, and the nearest reading of each word for "did you mean". */
interface Reading {
  groups: WordMatches[];
  /** Each word as typed when the catalogue or the synonyms know it, else its nearest correction. */
  closest: string[];
  /** Each word as typed when known, else its best typo correction (within the budget). */
  best: string[];
}

async function readWords(db: Db, words: string[]): Promise<Reading> {
  const [synonyms, dictionary] = await Promise.all([synonymMap(db), dictionaryOf(db)]);
  const reading: Reading = { groups: [], closest: [], best: [] };
  words.forEach((word, i) => {
    const one = readWord(word, matchesAsPrefix(word, i, words.length), dictionary, synonyms);
    reading.groups.push(one.group);
    reading.best.push(one.best);
    reading.closest.push(one.closest);
  });
  return reading;
}

interface WordReading {
  group: WordMatches;
  best: string;
  closest: string;
}

// Shoppers' texts differ but their words repeat, and reading a word (its corrections above all) cost
// a fifth of a search's time: each word is read once per dictionary and synonym list.
const WORDS_KEPT = 20_000;
const readings = new WeakMap<Dictionary, WeakMap<SynonymMap, Map<string, WordReading>>>();

function readWord(word: string, asPrefix: boolean, dictionary: Dictionary, synonyms: SynonymMap): WordReading {
  let bySynonyms = readings.get(dictionary);
  if (!bySynonyms) readings.set(dictionary, (bySynonyms = new WeakMap()));
  let kept = bySynonyms.get(synonyms);
  if (!kept) bySynonyms.set(synonyms, (kept = new Map()));
  const key = `${asPrefix ? '+' : '='}${word}`;
  let reading = kept.get(key);
  if (!reading) {
    if (kept.size >= WORDS_KEPT) kept.clear();
    kept.set(key, (reading = readNewWord(word, asPrefix, dictionary, synonyms)));
  }
  return reading;
}

function readNewWord(word: string, asPrefix: boolean, dictionary: Dictionary, synonyms: SynonymMap): WordReading {
  const known = synonyms.has(word) || dictionary.has(word);
  const vocabulary = known ? [] : vocabularyFor(word, dictionary, synonyms);
  // Corrections one typo past the budget are kept for "did you mean" only.
  const near = known ? [] : corrections(word, vocabulary, 1);
  const typo = near
    .filter((c) => c.distance <= typoBudget(c.word))
    .map((c) => c.word)
    .slice(0, CORRECTIONS_PER_WORD);
  const completions = asPrefix ? dictionary.startingWith(word, COMPLETIONS_PER_WORD) : [];
  // A Malay term half typed ('kanak', 'selu') completes to the term, and so to its English words.
  const terms = asPrefix ? [...synonyms.keys()].filter((t) => t.startsWith(word) && t !== word) : [];
  return {
    group: {
      exact: withSynonyms([word], synonyms),
      prefix: asPrefix ? [word] : [],
      completions: [...completions.map((c) => c.word), ...withSynonyms(terms, synonyms)].filter((w) => w !== word),
      typo: withSynonyms(typo, synonyms),
    },
    best: typo[0] ?? word,
    closest: near[0]?.word ?? word,
  };
}

/** The catalogue's words like `word`, and the synonym list's own words (a Malay term may be misspelt too). */
function vocabularyFor(word: string, dictionary: Dictionary, synonyms: SynonymMap): Candidate[] {
  const fromSynonyms = [...synonyms.keys()]
    .filter((w) => Math.abs(w.length - word.length) <= LENGTH_SPREAD)
    .map((w) => ({ word: w, products: 0 }));
  return [...dictionary.similar(word, LENGTH_SPREAD), ...fromSynonyms];
}

function withSynonyms(words: string[], synonyms: SynonymMap): string[] {
  return [...new Set(words.flatMap((w) => [w, ...(synonyms.get(w) ?? [])]))];
}

export interface SearchAnswer {
  rows: q.ProductRow[];
  total: number;
  suggestions: string[];
  correction: string | null;
}

/**
 * A search: every typed word matched as typed, through its synonyms, as a prefix where allowed and
 * through its typo corrections; ranked and answered from this instance's search index, within a
 * bounded candidate set. When nothing matches, the nearest reading
 * that does match is offered as a correction. With `among` (the products passing the facts filter),
 * only those of the bounded matches count, and no correction is offered: the nearest reading is
 * checked against every product, not against those.
 */
export async function searchCatalogue(
  db: Db,
  search: SearchText,
  filter: q.CatalogueFilter,
  page: q.PageRequest,
  among?: ReadonlySet<string>,
): Promise<SearchAnswer> {
  const [reading, index] = await Promise.all([readWords(db, search.words), heldSearchIndex(db)]);
  const groups = await termGroups(db, index, reading.groups);
  const query = {
    groups,
    phrase: search.text,
    categories: filter.categories,
    subCategories: filter.subCategories,
    sort: page.sort,
    bound: SEARCH_BOUND,
  };
  const found = among
    ? amongMatches(index.search({ ...query, offset: 0, limit: SEARCH_BOUND }), among, page)
    : index.search({ ...query, offset: page.offset, limit: page.limit });
  const [rows, correction] = await Promise.all([
    rowsOf(db, found.page),
    found.total === 0 && !among ? correctionFor(db, index, search, reading, filter) : null,
  ]);
  return {
    rows,
    total: found.total,
    suggestions: suggestionsFrom(found.named, reading.best[0] ?? search.text),
    correction,
  };
}

/**
 * The page of the matches in `among`: picked from the ranked matches before any row is read, so only
 * the page's rows are read and kept, not the bound's.
 */
function amongMatches(
  found: IndexAnswer<string>,
  among: ReadonlySet<string>,
  page: q.PageRequest,
): IndexAnswer<string> {
  const passing = found.page.filter((p) => among.has(p.row));
  return { ...found, page: passing.slice(page.offset, page.offset + page.limit), total: passing.length };
}

/**
 * A page of the collection without a search text, from this instance's index: its order and count
 * as the shelves' database indexes give them, as fresh as searches, and only the page's rows read.
 * Asked of the database, a page cost a query over the shelves' indexes (several times a product by
 * id's), and the collection is what shoppers browse most.
 */
export async function browseCatalogue(
  db: Db,
  filter: q.CatalogueFilter,
  page: q.PageRequest,
): Promise<{ rows: q.ProductRow[]; total: number }> {
  const index = await heldSearchIndex(db);
  const found = index.browse({ categories: filter.categories, subCategories: filter.subCategories, ...page });
  return { rows: await rowsOf(db, found.page), total: found.total };
}

/**
 * How many of a search's matches each shelf holds, among `among` when the facts filter asks: the words
 * read as `searchCatalogue` reads them, so a facet's count is the total that search answers on it.
 */
export async function searchShelves(db: Db, search: SearchText, among: Set<string> | null): Promise<ShelfCount[]> {
  const [reading, index] = await Promise.all([readWords(db, search.words), heldSearchIndex(db)]);
  const groups = await termGroups(db, index, reading.groups);
  return index.countByShelf({ groups, phrase: search.text }, among ? (row) => among.has(row) : () => true);
}

/** Databases whose searches have everything `warmSearch` loads. */
const warmed = new WeakSet<Db>();
const warming = new WeakMap<Db, Promise<void>>();

/**
 * Loads what a search needs ahead of the first one, which would otherwise wait for all of it (2 s
 * at 100,000 products): the index, the dictionary, the synonyms and the stemmer check. Until the
 * stemmer check has answered, every search waits for it. A failure is left to the first search,
 * which asks again, and to the next readiness check, which starts the load again.
 */
export function warmSearch(db: Db): void {
  if (warmed.has(db) || warming.has(db)) return;
  const load = Promise.all([heldSearchIndex(db), dictionaryOf(db), synonymMap(db), stemsAsPorter2(db)]).then(
    () => void warmed.add(db),
    () => {},
  );
  warming.set(
    db,
    load.finally(() => warming.delete(db)),
  );
}

/** Distinct names, those starting with the (corrected) first word first, each part best first. */
function suggestionsFrom(named: { name: string }[], firstWord: string): string[] {
  const names = [...new Set(named.map((p) => p.name))];
  const starts = (name: string) => name.toLowerCase().startsWith(firstWord);
  return [...names.filter(starts), ...names.filter((n) => !starts(n))].slice(0, SUGGESTION_LIMIT);
}

/**
 * Each typed word's full-text terms and how well each meets it. A word full text leaves out ('the',
 * 'and') requires nothing, as in PostgreSQL's own full-text queries.
 */
async function termGroups(db: Db, index: CatalogueIndex, groups: WordMatches[]): Promise<TermGroup[]> {
  const terms = await termsOfWords(
    db,
    groups.flatMap((g) => [...g.exact, ...g.completions, ...g.typo]),
  );
  return groups
    .filter((g) => terms.get(g.exact[0]!) !== '')
    .map((g) => {
      const group = new Map<string, Tier>();
      const add = (term: string | undefined, tier: Tier) => {
        if (term && (group.get(term) ?? -1) < tier) group.set(term, tier);
      };
      for (const w of g.typo) add(terms.get(w), 0);
      for (const w of g.completions) add(terms.get(w), 1);
      for (const w of g.prefix) for (const t of index.termsStartingWith(w)) add(t, 1);
      for (const w of g.exact) add(terms.get(w), 2);
      return group;
    });
}

const PLAIN_WORD = /^[a-z]+$/;

/**
 * A plain word's full-text term, worked out here: PostgreSQL's `english` configuration stems such a
 * word with Snowball's English (Porter2) stemmer after its stop list, which `porter2` and `isStopWord`
 * reproduce. Asking the database instead cost a round per new word, a third of the benchmark's
 * searches, and those rounds were its slowest answers. Snowball's versions differ in a few words
 * ('egging': PostgreSQL 15 and `porter2` say 'eg', the PostgreSQL inside PGlite 'egg'), so it is used
 * only where the database stems the catalogue's words and their endings the same way
 * (`stemsAsPorter2`); words with digits, hyphens or other letters are always asked.
 */
function plainTerm(word: string): string | undefined {
  if (!PLAIN_WORD.test(word)) return undefined;
  return isStopWord(word) ? '' : stem(word);
}

/** Each word with the endings a shopper adds or drops, and two typos: what a stemmer is checked on. */
export function stemmerProbes(words: readonly string[]): string[] {
  const probes = words
    .filter((w) => PLAIN_WORD.test(w))
    .flatMap((w) => [
      w,
      ...['s', 'es', 'ing', 'ed', 'ly', 'ness', 'y'].map((ending) => w + ending),
      w.slice(0, -1),
      w.length >= 5 ? w.slice(0, 2) + w.slice(3) : w,
      w.length >= 5 ? w.charAt(0) + w.charAt(2) + w.charAt(1) + w.slice(3) : w,
    ]);
  return [...new Set(probes)];
}

const agreement = new WeakMap<Db, Promise<boolean>>();

/** Whether this database's stemmer agrees with `porter2` on the catalogue's words; asked once per database. */
export function stemsAsPorter2(db: Db): Promise<boolean> {
  let agrees = agreement.get(db);
  if (!agrees) {
    agrees = dictionaryOf(db)
      .then((dictionary) => q.termsOf(db, stemmerProbes(dictionary.words)))
      .then((terms) => [...terms].every(([word, term]) => plainTerm(word) === term));
    agreement.set(db, agrees);
    agrees.catch(() => agreement.delete(db));
  }
  return agrees;
}

// Shoppers repeat words: each word a database is asked for is asked once. Kept per database, since
// databases of different versions may stem a word differently.
const TERMS_KEPT = 50_000;
const termCaches = new WeakMap<Db, Map<string, string>>();

async function termsOfWords(db: Db, words: string[]): Promise<ReadonlyMap<string, string>> {
  const here = await stemsAsPorter2(db);
  let termCache = termCaches.get(db);
  if (!termCache) termCaches.set(db, (termCache = new Map()));
  const terms = new Map<string, string>();
  const missing: string[] = [];
  for (const word of words) {
    const term = (here ? plainTerm(word) : undefined) ?? termCache.get(word);
    if (term === undefined) missing.push(word);
    else terms.set(word, term);
  }
  if (missing.length > 0) {
    const found = await q.termsOf(db, [...new Set(missing)]);
    if (termCache.size + found.size > TERMS_KEPT) termCache.clear();
    for (const [word, term] of found) {
      termCache.set(word, term);
      terms.set(word, term);
    }
  }
  return terms;
}

/** The text with each unknown word read as its nearest catalogue word; null when that is the text itself. */
function nearestOf(search: SearchText, reading: Reading): string | null {
  const corrected = reading.closest.join(' ');
  return corrected === search.words.join(' ') ? null : corrected;
}

/**
 * The "Did you mean" a search for `search` may offer, whatever its filter: the nearest reading of its
 * words. A correction a shopper reports taking is counted only when it is this one.
 */
export async function nearestReading(db: Db, search: SearchText): Promise<string | null> {
  return nearestOf(search, await readWords(db, search.words));
}

/** The nearest reading of the text, offered only when it differs and really finds something. */
async function correctionFor(
  db: Db,
  index: CatalogueIndex,
  search: SearchText,
  reading: Reading,
  filter: q.CatalogueFilter,
): Promise<string | null> {
  const corrected = nearestOf(search, reading);
  if (corrected === null) return null;
  const synonyms = await synonymMap(db);
  const groups = reading.closest.map((word) => ({
    exact: withSynonyms([word], synonyms),
    prefix: [],
    completions: [],
    typo: [],
  }));
  const { total } = index.search({
    groups: await termGroups(db, index, groups),
    phrase: corrected,
    categories: filter.categories,
    subCategories: filter.subCategories,
    sort: 'relevant',
    offset: 0,
    limit: 1,
    bound: 1,
  });
  return total > 0 ? corrected : null;
}

/** Whether searches answer without waiting for a load: false until all warmSearch loads is in (starting it). */
export function searchReady(db: Db): boolean {
  if (warmed.has(db)) return true;
  warmSearch(db);
  return false;
}
