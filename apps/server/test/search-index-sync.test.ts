import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetSearchIndex } from '../src/modules/product/search-index-sync.ts';
import { prepareSearchText } from '../src/modules/product/search-plan.ts';
import { searchCatalogue } from '../src/modules/product/search.ts';
import { dbKinds, useTestDatabase } from './helpers/test-app.ts';

/**
 * Each instance ranks searches in its own in-memory index; these check that it follows what other
 * instances write to products, through the change log triggers keep.
 */
describe.each(dbKinds)('the search index following product changes on %s', (kind) => {
  const shop = useTestDatabase(kind);
  afterEach(() => vi.useRealTimers());
  // Each test's clock runs on from the last one's, so an instance's last check is always in the past.
  let clock = Date.now();
  const wait = (ms: number) => vi.setSystemTime((clock += ms));

  const names = async (text: string) => {
    const found = await searchCatalogue(
      shop.database.db,
      prepareSearchText(text)!,
      { categories: [], subCategories: [] },
      { sort: 'relevant', offset: 0, limit: 48 },
    );
    return found.rows.map((r) => r.name);
  };
  const count = async (query: ReturnType<typeof sql>) => {
    const result = (await shop.database.db.execute(query)) as unknown as { rows: { n: number }[] };
    return Number(result.rows[0]!.n);
  };
  /** Searches until `check` holds: a background check applies a change a moment after it starts. */
  const eventually = async (check: () => Promise<boolean>) => {
    for (let i = 0; i < 50 && !(await check()); i++) await new Promise((r) => setTimeout(r, 20));
    expect(await check()).toBe(true);
  };

  it("follows another instance's changes within a second of its searches, and its own at once", async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: clock });
    expect(await names('zanzibar')).toEqual([]);
    // Written straight to the table, as another instance would: nothing here is told.
    await shop.database.db.execute(
      sql`update products set name = 'Zanzibar Loaf' where seq = (select min(seq) from products)`,
    );
    expect(await names('zanzibar')).toEqual([]);
    wait(1_100);
    await eventually(async () => (await names('zanzibar')).includes('Zanzibar Loaf'));

    await shop.database.db.execute(sql`update products set hidden = true where name = 'Zanzibar Loaf'`);
    forgetSearchIndex(shop.database.db);
    expect(await names('zanzibar')).toEqual([]);
  });

  it('shows the stock another instance wrote within a second', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: (clock += 60_000) });
    const stockOf = async () => {
      const found = await searchCatalogue(
        shop.database.db,
        prepareSearchText('hoodie')!,
        { categories: [], subCategories: [] },
        { sort: 'relevant', offset: 0, limit: 1 },
      );
      return found.rows[0]!;
    };
    const first = await stockOf();
    const before = await count(sql`select count(*)::int as n from search_changes`);
    await shop.database.db.execute(sql`update products set stock = '{"S": 3}'::jsonb where id = ${first.id}`);
    expect(await count(sql`select count(*)::int as n from search_changes`)).toBe(before + 1);
    wait(1_100);
    await eventually(async () => JSON.stringify((await stockOf()).stock) === '{"S":3}');
  });

  it('reloads whole when far behind, and keeps the log short', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: (clock += 60_000) });
    await names('tee');
    // Thousands of changes: every product's best-seller mark flipped 41 times, ending flipped.
    for (let i = 0; i < 41; i++) await shop.database.db.execute(sql`update products set bestseller = not bestseller`);
    const bestsellers = await count(
      sql`select count(*)::int as n from products where bestseller and name ilike '%tee%'`,
    );
    expect(await count(sql`select count(*)::int as n from search_changes`)).toBeGreaterThan(2_000);
    wait(1_100);
    await names('tee');
    await eventually(async () => (await count(sql`select count(*)::int as n from search_changes`)) <= 2_000);
    // The flipped marks rank: the best sellers among the tees come first.
    const ranked = await searchCatalogue(
      shop.database.db,
      prepareSearchText('tee')!,
      { categories: [], subCategories: [] },
      { sort: 'relevant', offset: 0, limit: 48 },
    );
    const marks = ranked.rows.filter((r) => /tee/i.test(r.name)).map((r) => r.bestseller);
    expect(marks.filter(Boolean).length).toBe(bestsellers);
    expect(marks).toEqual([...marks].sort((a, b) => Number(b) - Number(a)));
  });
});
