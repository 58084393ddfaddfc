import { z } from 'zod';

/**
 * The words English full text leaves out (PostgreSQL's `english` stop list): completing one would make
 * it a required word that no product's full text can hold, and a synonym of one would never be used.
 */
const STOP_WORDS: ReadonlySet<string> = new Set(
  `i me my myself we our ours ourselves you your yours yourself yourselves he him his himself she her hers
  herself it its itself they them their theirs themselves what which who whom this that these those am is
  are was were be been being have has had having do does did doing a an the and but if or because as until
  while of at by for with about against between into through during before after above below to from up
  down in out on off over under again further then once here there when where why how all any both each
  few more most other some such no nor not only own same so than too very s t can will just don should now`.split(
    /\s+/,
  ),
);

export const isStopWord = (word: string) => STOP_WORDS.has(word);

/**
 * One search word: lower-case letters or digits, parts joined by hyphens ("kanak-kanak"); no stop word.
 * Read as searches read text (NFKC, lower case), so 'ﬁsh' or full-width 'ｋｕｅｈ' is saved as the word a
 * search for it looks up.
 */
const SearchWord = (label: string) =>
  z
    .string({ error: `${label} is required.` })
    .normalize('NFKC')
    .trim()
    .toLowerCase()
    .min(1, `${label} is required.`)
    .max(40, `${label} is too long (at most 40 characters).`)
    .regex(
      /^[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*$/u,
      `${label} must be one word (letters or digits, hyphens between parts).`,
    )
    // A search leaves the word out (it requires nothing), so a synonym of it would never be used.
    .refine((word) => !isStopWord(word), `${label} cannot be a word searches leave out (such as “the” or “and”).`);

/** A synonym entry's term: the word a shopper searches. */
export const SearchSynonymTerm = SearchWord('Term');

/**
 * The words of a search (a normalised query, as staff's search insight lists it) that can each be a
 * synonym's term, in order and once each: a search of several words ("kuih bahulu") can be given a
 * synonym word by word, and one with no such word (markup, a long run of letters) none.
 */
export function synonymTermsOf(query: string): string[] {
  const terms = query.split(/\s+/).flatMap((word) => {
    const term = SearchSynonymTerm.safeParse(word);
    return term.success ? [term.data] : [];
  });
  return [...new Set(terms)];
}

/** A search term and the words it means; a search for either finds the other. */
export const SearchSynonymInput = z
  .object({
    term: SearchSynonymTerm,
    synonyms: z
      .array(SearchWord('Each synonym'))
      .min(1, 'Add at least one synonym.')
      .max(12, 'At most 12 synonyms.')
      .refine((list) => new Set(list).size === list.length, 'Synonyms must be different from each other.'),
  })
  .strict()
  .refine((s) => !s.synonyms.includes(s.term), { path: ['synonyms'], message: 'A term cannot be its own synonym.' });
export type SearchSynonymInput = z.input<typeof SearchSynonymInput>;

export const SearchSynonym = z.object({ id: z.number().int(), term: z.string(), synonyms: z.array(z.string()) });
export type SearchSynonym = z.infer<typeof SearchSynonym>;

export const SearchSynonymListResponse = z.object({ success: z.literal(true), synonyms: z.array(SearchSynonym) });
export type SearchSynonymListResponse = z.infer<typeof SearchSynonymListResponse>;

export const SearchSynonymResponse = z.object({ success: z.literal(true), synonym: SearchSynonym });
export type SearchSynonymResponse = z.infer<typeof SearchSynonymResponse>;
