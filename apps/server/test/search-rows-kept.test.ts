import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import type * as queries from '../src/modules/product/queries.ts';
import { forgetSearchIndex } from '../src/modules/product/search-index-sync.ts';
import { browseCatalogue, searchCatalogue } from '../src/modules/product/search.ts';
import { prepareSearchText } from '../src/modules/product/search-plan.ts';
import { searchRows } from './helpers/search.ts';
import { dbKinds, useTestDatabase } from './helpers/test-app.ts';

/** A read of rows by id that can be held after the database answered, before the search goes on. */
const held = vi.hoisted(() => ({
  gate: null as Promise<void> | null,
  read: null as (() => void) | null,
  /** Every id read by id, in turn. */
  ids: [] as string[],
}));

vi.mock('../src/modules/product/queries.ts', async (original) => {
  const real = await original<typeof queries>();
  return {
    ...real,
    productsByIds: async (...args: Parameters<typeof real.productsByIds>) => {
      held.ids.push(...args[1]);
      const rows = await real.productsByIds(...args);
      const gate = held.gate;
      if (gate) {
        held.gate = null;
        held.read?.();
        await gate;
      }
      return rows;
    },
  };
});

/**
 * A search keeps the rows it read for the next searches, until the index applies a change to them.
 * A read that answered before a change was applied, and went on after, holds the old row: it must
 * answer its own search but never be kept for later ones.
 */
describe.each(dbKinds)('rows kept for searches on %s', (kind) => {
  const shop = useTestDatabase(kind);
  const first = async () => (await searchRows(shop.database.db, 'hoodie', 1))[0]!;

  /** A search for other products: this instance's next search applies its own changes first. */
  const searchElsewhere = () => searchRows(shop.database.db, 'loaf', 1);

  it('does not keep a row read before a change the index applied while the read went on', async () => {
    const { id } = await first();
    // The next search reads the row afresh (nothing kept yet for it after this change) and is held.
    await shop.database.db.execute(sql`update products set stock = '{"S": 1}'::jsonb where id = ${id}`);
    forgetSearchIndex(shop.database.db);
    let release!: () => void;
    held.gate = new Promise<void>((resolve) => (release = resolve));
    const answered = new Promise<void>((resolve) => (held.read = resolve));
    const slow = first();
    await answered;
    // Meanwhile the stock changes again, and this instance's next search (for other products) applies it.
    await shop.database.db.execute(sql`update products set stock = '{"S": 2}'::jsonb where id = ${id}`);
    forgetSearchIndex(shop.database.db);
    await searchElsewhere();
    release();
    expect((await slow).stock).toEqual({ S: 1 });
    // Had the held read kept its row, this would show the old stock.
    expect((await first()).stock).toEqual({ S: 2 });
  });

  it('answers every row of a page when a kept one is dropped while the others are read', async () => {
    const cheapest = (limit: number) =>
      browseCatalogue(
        shop.database.db,
        { categories: ['Bakery'], subCategories: [] },
        { sort: 'low-high', offset: 0, limit },
      );
    const [first] = (await cheapest(2)).rows;
    let release!: () => void;
    held.gate = new Promise<void>((resolve) => (release = resolve));
    const answered = new Promise<void>((resolve) => (held.read = resolve));
    // The first two rows are kept; the third is read, and held.
    const slow = cheapest(3);
    await answered;
    await shop.database.db.execute(sql`update products set stock = '{"S": 7}'::jsonb where id = ${first!.id}`);
    forgetSearchIndex(shop.database.db);
    await searchElsewhere();
    release();
    const { rows, total } = await slow;
    expect(rows).toHaveLength(3);
    expect(rows[0]!.id).toBe(first!.id);
    expect(total).toBeGreaterThan(3);
  });

  it('reads only the page of a search among some products (the facts filter), not every match', async () => {
    const matches = await searchRows(shop.database.db, 'loaf', 50);
    expect(matches.length).toBeGreaterThan(2);
    // Two of the matches pass; the best match does not.
    const among = new Set([matches[1]!.id, matches[2]!.id]);
    // A change to every match drops the rows the search above kept, so what follows reads afresh.
    const ids = sql.join(
      matches.map((m) => sql`${m.id}`),
      sql`, `,
    );
    await shop.database.db.execute(sql`update products set stock = stock where id in (${ids})`);
    forgetSearchIndex(shop.database.db);
    // Applied by a search for other products, which reads and keeps none of these.
    await searchRows(shop.database.db, 'hoodie', 1);
    const page = (offset: number) =>
      searchCatalogue(
        shop.database.db,
        prepareSearchText('loaf')!,
        { categories: [], subCategories: [] },
        { sort: 'relevant', offset, limit: 1 },
        among,
      );
    held.ids = [];
    const first = await page(0);
    const second = await page(1);
    expect(first.rows.map((r) => r.id)).toEqual([matches[1]!.id]);
    expect(second.rows.map((r) => r.id)).toEqual([matches[2]!.id]);
    expect([first.total, second.total]).toEqual([2, 2]);
    expect(held.ids.every((id) => among.has(id))).toBe(true);
  });
});
