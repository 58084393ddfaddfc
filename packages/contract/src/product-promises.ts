import { z } from 'zod';

/**
 * One line the product page promises, for the products of one kind: `kind` is a category ("Bakery")
 * or a sub-category ("Cakes"), compared without case, or "*" for every product. Kept in the shop's
 * settings so a promise the shop stops keeping is removed in the back office, not in the code.
 */
export const ProductPromise = z
  .object({
    kind: z.string().trim().min(1, 'Each promise names a kind.').max(60, 'A kind can be at most 60 characters.'),
    text: z.string().trim().min(1, 'Each promise needs its text.').max(160, 'A promise can be at most 160 characters.'),
    /** The promise on the /ms pages; absent: the English shows there. */
    textMs: z
      .string()
      .trim()
      .min(1, 'A Malay promise needs its text; leave it out for none.')
      .max(160, 'A Malay promise can be at most 160 characters.')
      .optional(),
  })
  .strict();
export type ProductPromise = z.infer<typeof ProductPromise>;

export const ProductPromises = z.array(ProductPromise).max(30, 'At most 30 product promises.');

/** The promises for one product, in the settings' order, in `lang` where given; none when no kind matches. */
export function promisesFor(
  product: { category: string; subCategory: string },
  rules: readonly ProductPromise[],
  lang: 'en' | 'ms' = 'en',
): string[] {
  const kinds = new Set([product.category, product.subCategory].map((k) => k.trim().toLowerCase()));
  return rules
    .filter((r) => r.kind === '*' || kinds.has(r.kind.trim().toLowerCase()))
    .map((r) => (lang === 'ms' && r.textMs) || r.text);
}

/** Between a promise's English and its Malay on a back-office line. */
const MALAY_AFTER = ' | ';

/** The back office edits the promises as lines of "Kind: text", or "Kind: text | Malay text". */
export function promisesToLines(rules: readonly ProductPromise[]): string {
  return rules.map((r) => `${r.kind}: ${r.text}${r.textMs ? `${MALAY_AFTER}${r.textMs}` : ''}`).join('\n');
}

/** Lines without a "Kind:" prefix keep an empty kind, which the schema refuses with its message. */
export function promisesFromLines(lines: string): ProductPromise[] {
  return lines
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .map((l) => {
      const at = l.indexOf(':');
      const [text = '', textMs] = (at < 0 ? l : l.slice(at + 1)).split(MALAY_AFTER.trim()).map((t) => t.trim());
      return { kind: at < 0 ? '' : l.slice(0, at).trim(), text, ...(textMs ? { textMs } : {}) };
    });
}
