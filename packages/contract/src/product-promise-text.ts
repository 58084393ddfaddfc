import type { ProductPromise } from './product-promises.ts';

// Reading and writing a product's promises, apart from their schema: the product page shows them,
// and it must not load zod and every schema before it can hydrate.

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
