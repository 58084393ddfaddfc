import { SUGGESTION_LIMIT } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { dictionaryOf, type Dictionary } from './dictionary.ts';
import * as q from './queries.ts';
import {
  buildQueries,
  corrections,
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
    const vocabulary = vocabularyFor(word, dictionary, synonyms);
    const known = synonyms.has(word) || dictionary.has(word);
    const typo = known ? [] : corrections(word, vocabulary).slice(0, CORRECTIONS_PER_WORD);
    const asPrefix = matchesAsPrefix(word, i, words.length);
    const completions = asPrefix ? dictionary.startingWith(word, COMPLETIONS_PER_WORD) : [];
    reading.groups.push({
      exact: withSynonyms([word], synonyms),
      prefix: asPrefix ? [word] : [],
      completions: completions.map((c) => c.word).filter((w) => w !== word),
      typo: withSynonyms(typo, synonyms),
    });
    reading.best.push(typo[0] ?? word);
    reading.closest.push(known ? word : (corrections(word, vocabulary, 1)[0] ?? word));
  });
  return reading;
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
 * through its typo corrections; ranked by the database within a bounded candidate set. When nothing
 * matches, the nearest reading that does match is offered as a correction.
 */
export async function searchCatalogue(
  db: Db,
  search: SearchText,
  filter: q.CatalogueFilter,
  page: q.PageRequest,
): Promise<SearchAnswer> {
  const reading = await readWords(db, search.words);
  // A corrected word gives the name suggestions something to find by substring, which is cheaper
  // and better than the fuzzy fallback on the text as typed.
  const suggestFor = reading.best.join(' ') === search.words.join(' ') ? search.text : reading.best.join(' ');
  const [{ rows, total }, suggestions] = await Promise.all([
    q.rankedSearch(db, buildQueries(reading.groups), filter, page, SEARCH_BOUND),
    q.suggestNames(db, suggestFor, SUGGESTION_LIMIT),
  ]);
  const correction = total === 0 ? await correctionFor(db, search, reading, filter) : null;
  return { rows, total, suggestions, correction };
}

/** The nearest reading of the text, offered only when it differs and really finds something. */
async function correctionFor(
  db: Db,
  search: SearchText,
  reading: Reading,
  filter: q.CatalogueFilter,
): Promise<string | null> {
  const corrected = reading.closest.join(' ');
  if (corrected === search.words.join(' ')) return null;
  const synonyms = await synonymMap(db);
  const groups = reading.closest.map((word) => ({
    exact: withSynonyms([word], synonyms),
    prefix: [],
    completions: [],
    typo: [],
  }));
  const { total } = await q.rankedSearch(
    db,
    buildQueries(groups),
    filter,
    { sort: 'relevant', offset: 0, limit: 1 },
    1,
  );
  return total > 0 ? corrected : null;
}
