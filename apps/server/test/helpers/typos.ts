// Shared by the typo recall test and the search-engines benchmark, so both measure the same typos.
/**
 * One-edit typos of a word: every deletion and adjacent swap, and a substitution and an insertion at
 * every other position (alternating, so each position meets both kinds across the catalogue's words).
 */
export function typos(word: string): string[] {
  const letters = [...word];
  const other = (c: string, k: number) => String.fromCharCode(97 + ((c.charCodeAt(0) - 97 + 1 + k) % 26));
  const out = new Set<string>();
  letters.forEach((c, i) => {
    out.add([...letters.slice(0, i), ...letters.slice(i + 1)].join(''));
    if ((i + letters.length) % 2 === 0)
      out.add([...letters.slice(0, i), other(c, i), ...letters.slice(i + 1)].join(''));
    else out.add([...letters.slice(0, i), other(c, i + 7), ...letters.slice(i)].join(''));
    if (i > 0 && letters[i - 1] !== c)
      out.add([...letters.slice(0, i - 1), c, letters[i - 1], ...letters.slice(i + 1)].join(''));
  });
  out.delete(word);
  return [...out];
}

export const nameWords = (name: string): string[] => Array.from(name.toLowerCase().match(/\p{L}+/gu) ?? []);
