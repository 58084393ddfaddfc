import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { products } from './helpers/tables.ts';
import type { ProductRow } from '../src/modules/product/queries.ts';
import { prepareSearchText } from '../src/modules/product/search-plan.ts';
import { searchCatalogue } from '../src/modules/product/search.ts';
import { createTestApp, dbKinds, type TestApp } from './helpers/test-app.ts';
import { nameWords, typos } from './helpers/typos.ts';

describe.each(dbKinds)('typo-tolerant search over the demo catalogue on %s', (kind) => {
  let t: TestApp;
  let catalogue: ProductRow[];
  beforeAll(async () => {
    t = await createTestApp(kind);
    catalogue = await t.database.db
      .select()
      .from(products)
      .where(and(isNull(products.deletedAt), eq(products.hidden, false)));
  });
  afterAll(() => t.close());

  /** The first `n` results' ids, straight from the service (no answer cache, no HTTP). */
  async function top(text: string, n = 5): Promise<string[]> {
    const search = prepareSearchText(text);
    if (!search) return [];
    const found = await searchCatalogue(
      t.database.db,
      search,
      { categories: [], subCategories: [] },
      { sort: 'relevant', offset: 0, limit: n },
    );
    return found.rows.map((r) => r.id);
  }

  it('covers all four kinds of the catalogue', () => {
    expect(new Set(catalogue.map((p) => p.category))).toEqual(new Set(['Bakery', 'Men', 'Women', 'Kids']));
  });

  it('finds every product by its exact name first, and by its name with the last word cut to four letters in the first five', async () => {
    for (const p of catalogue) {
      expect((await top(p.name))[0], p.name).toBe(p.id);
      const words = nameWords(p.name);
      const last = words.at(-1)!;
      if (last.length <= 4) continue;
      const prefix = [...words.slice(0, -1), last.slice(0, 4)].join(' ');
      expect(await top(prefix), prefix).toContain(p.id);
    }
  });

  it('finds every product among the matches of any one word of its name, exact or its first four letters', async () => {
    for (const p of catalogue) {
      for (const word of nameWords(p.name).filter((w) => w.length >= 4)) {
        expect(await top(word, 500), word).toContain(p.id);
        expect(await top(word.slice(0, 4), 500), word.slice(0, 4)).toContain(p.id);
      }
    }
  });

  it('finds the intended product in the first five for at least 98% of one-typo names', async () => {
    const misses: string[] = [];
    let tried = 0;
    for (const p of catalogue) {
      const words = nameWords(p.name);
      for (const [i, word] of words.entries()) {
        if ([...word].length < 5) continue;
        for (const typo of typos(word)) {
          const text = words.map((w, j) => (j === i ? typo : w)).join(' ');
          tried++;
          if (!(await top(text)).includes(p.id)) misses.push(text);
        }
      }
    }
    expect(tried).toBeGreaterThan(1000);
    expect(
      misses.length / tried,
      `missed ${misses.length} of ${tried}: ${misses.slice(0, 40).join(', ')}`,
    ).toBeLessThanOrEqual(0.02);
  }, 240_000);

  it('finds a product with that word in the first five for at least 98% of one-typo single words', async () => {
    const words = [...new Set(catalogue.flatMap((p) => nameWords(p.name)).filter((w) => [...w].length >= 5))];
    const misses: string[] = [];
    let tried = 0;
    const named = new Map(catalogue.map((p) => [p.id, nameWords(p.name)]));
    // Every third typo of each word: the names' sweep above already tries them all.
    for (const word of words) {
      for (const typo of typos(word).filter((_, i) => i % 3 === 0)) {
        tried++;
        const found = await top(typo);
        if (!found.some((id) => named.get(id)!.includes(word))) misses.push(`${typo} (${word})`);
      }
    }
    expect(
      misses.length / tried,
      `missed ${misses.length} of ${tried}: ${misses.slice(0, 40).join(', ')}`,
    ).toBeLessThanOrEqual(0.02);
  }, 240_000);
});
