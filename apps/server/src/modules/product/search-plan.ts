/**
 * How a shopper's text becomes a search: its words, the typo budget of each, and what each word may
 * match (as typed, its synonyms, as a prefix, its corrections). Pure functions; the service fetches
 * the dictionary candidates and synonyms they work on.
 */

// The text cleaning is shared with the search insight, which counts searches by it.
export { prepareSearchText, type SearchText } from '../../lib/search-text.ts';

/**
 * How many typos a catalogue word may be reached with: none below five letters, one up to eight, two
 * from nine on. Measured on the catalogue's word, so 'bagl' still finds 'bagel'.
 */
export function typoBudget(word: string): number {
  const letters = [...word].length;
  return letters >= 9 ? 2 : letters >= 5 ? 1 : 0;
}

/** Words shorter than five letters, and the last word (still being typed), also match as a prefix. */
export const matchesAsPrefix = (word: string, index: number, count: number) =>
  index === count - 1 || [...word].length < 5;

/**
 * Edit distance counting an insertion, a deletion, a substitution or a swap of two neighbouring
 * letters as one edit (optimal string alignment). Stops early once every path exceeds `max`.
 */
export function editDistance(a: string, b: string, max = Infinity): number {
  const s = [...a];
  const t = [...b];
  if (Math.abs(s.length - t.length) > max) return max + 1;
  let before: number[] = [];
  let previous = t.map((_, j) => j + 1);
  previous.unshift(0);
  for (let i = 1; i <= s.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= t.length; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      let d = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) d = Math.min(d, before[j - 2]! + 1);
      current.push(d);
      best = Math.min(best, d);
    }
    if (best > max) return max + 1;
    before = previous;
    previous = current;
  }
  return previous[t.length]!;
}

export interface Candidate {
  word: string;
  products: number;
}

/**
 * The catalogue words a typed word may have meant, within each word's typo budget plus `slack`,
 * nearest and most used first.
 */
export function corrections(typed: string, candidates: Candidate[], slack = 0): (Candidate & { distance: number })[] {
  const near = candidates
    .filter((c) => c.word !== typed)
    .map((c) => ({ ...c, distance: editDistance(typed, c.word, typoBudget(c.word) + slack) }))
    .filter((c) => c.distance <= typoBudget(c.word) + slack);
  return near.sort((x, y) => x.distance - y.distance || y.products - x.products || x.word.localeCompare(y.word));
}

/** What one typed word may match, by kind. */
export interface WordMatches {
  exact: string[];
  /** The word itself as a prefix of the catalogue's stems. */
  prefix: string[];
  /**
   * Catalogue words the typed word begins, matched whole: stems can be shorter than a prefix ('ribb'
   * of 'ribbed' is stored as 'rib'), which a prefix of the stems alone would miss.
   */
  completions: string[];
  typo: string[];
}
