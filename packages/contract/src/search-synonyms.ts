import { z } from 'zod';

/** One search word: lower-case letters or digits, parts joined by hyphens ("kanak-kanak"). */
const SearchWord = (label: string) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .toLowerCase()
    .min(1, `${label} is required.`)
    .max(40, `${label} is too long (at most 40 characters).`)
    .regex(
      /^[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*$/u,
      `${label} must be one word (letters or digits, hyphens between parts).`,
    );

/** A search term and the words it means; a search for either finds the other. */
export const SearchSynonymInput = z
  .object({
    term: SearchWord('Term'),
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
