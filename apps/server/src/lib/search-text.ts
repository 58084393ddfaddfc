/** How a shopper's search text is cleaned and cut into words, for searching and for counting searches. */

const MAX_SEARCH_WORDS = 8;

/** The shopper's text cleaned (for the name suggestions) and cut into words; null when nothing is left. */
export interface SearchText {
  text: string;
  words: string[];
}

export function prepareSearchText(raw: string | null | undefined): SearchText | null {
  // Zero-width characters and soft hyphens come with pasted text and are no word break to a reader.
  const text = (raw ?? '')
    .normalize('NFKC')
    .replace(/[\u00ad\u200b-\u200d\u2060\ufeff]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
  // "baker's" is one word to a shopper; hyphens join words the way the catalogue writes them.
  const words = (text.replace(/['’]/g, '').match(/[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*/gu) ?? []).slice(
    0,
    MAX_SEARCH_WORDS,
  );
  // Text without a letter or digit ('!!!', an emoji) is still a search: for names holding it, so
  // rarely any, rather than the whole catalogue.
  if (!text) return null;
  return { text, words };
}
