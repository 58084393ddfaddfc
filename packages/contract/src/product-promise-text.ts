import type { ProductPromise } from './product-promises.ts';

// Reading and writing a product's promises, apart from their schema: the product page shows them,
// and it must not load zod and every schema before it can hydrate.

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
