import { z } from 'zod';
import { requiredText } from './human-text.ts';

/**
 * One line the product page promises, for the products of one kind: `kind` is a category ("Bakery")
 * or a sub-category ("Cakes"), compared without case, or "*" for every product. Kept in the shop's
 * settings so a promise the shop stops keeping is removed in the back office, not in the code.
 */
export const ProductPromise = z
  .object({
    kind: requiredText('A kind', 60, {
      required: 'Each promise names a kind.',
      tooLong: 'A kind can be at most 60 characters.',
    }),
    text: requiredText('A promise', 160, {
      required: 'Each promise needs its text.',
      tooLong: 'A promise can be at most 160 characters.',
    }),
  })
  .strict();
export type ProductPromise = z.infer<typeof ProductPromise>;

export const ProductPromises = z.array(ProductPromise).max(30, 'At most 30 product promises.');

/** The promises for one product, in the settings' order; none when no kind matches. */
export function promisesFor(
  product: { category: string; subCategory: string },
  rules: readonly ProductPromise[],
): string[] {
  const kinds = new Set([product.category, product.subCategory].map((k) => k.trim().toLowerCase()));
  return rules.filter((r) => r.kind === '*' || kinds.has(r.kind.trim().toLowerCase())).map((r) => r.text);
}

/** The back office edits the promises as lines of "Kind: text". */
export function promisesToLines(rules: readonly ProductPromise[]): string {
  return rules.map((r) => `${r.kind}: ${r.text}`).join('\n');
}

/** Lines without a "Kind:" prefix keep an empty kind, which the schema refuses with its message. */
export function promisesFromLines(lines: string): ProductPromise[] {
  return lines
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .map((l) => {
      const at = l.indexOf(':');
      return at < 0 ? { kind: '', text: l } : { kind: l.slice(0, at).trim(), text: l.slice(at + 1).trim() };
    });
}
