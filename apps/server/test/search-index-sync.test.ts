import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetSearchIndex, pagesOfRows } from '../src/modules/product/search-index-sync.ts';
import { fetchProducts } from '../src/modules/product/service.ts';
import { searchRows } from './helpers/search.ts';
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
    return (await searchRows(shop.database.db, text, 48)).map((r) => r.name);
  };
  const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
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
    const stockOf = async () => (await searchRows(shop.database.db, 'hoodie', 1))[0]!;
    const first = await stockOf();
    const before = await count(sql`select count(*)::int as n from search_changes`);
    await shop.database.db.execute(sql`update products set stock = '{"S": 3}'::jsonb where id = ${first.id}`);
    expect(await count(sql`select count(*)::int as n from search_changes`)).toBe(before + 1);
    wait(1_100);
    await eventually(async () => JSON.stringify((await stockOf()).stock) === '{"S":3}');
  });

  it("browses shelves in the order another instance's price change gives, within a second", async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: (clock += 60_000) });
    const cheapest = async () => {
      const page = await fetchProducts(
        shop.database.db,
        { productName: null, page: 1, amount: 2, sort: 'low-high', category: ['Bakery'] },
        '2026-12-07',
        'en',
      );
      return page.products.map((p) => ({ id: p.id, price: p.price }));
    };
    const [, second] = await cheapest();
    await shop.database.db.execute(sql`update products set price_cents = 1 where id = ${second!.id}`);
    wait(1_100);
    await eventually(async () => {
      const [first] = await cheapest();
      return first!.id === second!.id && first!.price === 0.01;
    });
    // Hidden by another instance: gone from its shelf once followed.
    await shop.database.db.execute(sql`update products set hidden = true where id = ${second!.id}`);
    wait(1_100);
    await eventually(async () => !(await cheapest()).some((p) => p.id === second!.id));
  });

  it('brings the index up to date before answering after a quiet spell', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: (clock += 60_000) });
    const bakery = async (amount: number) =>
      (
        await fetchProducts(
          shop.database.db,
          { productName: null, page: 1, amount, sort: 'low-high', category: ['Bakery'] },
          '2026-12-07',
          'en',
        )
      ).products.map((p) => p.id);
    const [cheapest] = await bakery(3);
    await shop.database.db.execute(sql`update products set hidden = true where id = ${cheapest!}`);
    wait(3_600_000);
    // The first answer after an hour without requests: no waiting for a background check.
    expect(await bakery(4)).not.toContain(cheapest);
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
    const ranked = await searchRows(shop.database.db, 'tee', 48);
    const marks = ranked.filter((r) => /tee/i.test(r.name)).map((r) => r.bestseller);
    expect(marks.filter(Boolean).length).toBe(bestsellers);
    expect(marks).toEqual([...marks].sort((a, b) => Number(b) - Number(a)));
  });

  /** A transaction held open until `commit` is called: a writer that commits late. */
  const openWriter = (
    write: (tx: Parameters<Parameters<typeof shop.database.db.transaction>[0]>[0]) => Promise<unknown>,
  ) => {
    let commit!: () => void;
    const gate = new Promise<void>((resolve) => (commit = resolve));
    let written!: () => void;
    const ready = new Promise<void>((resolve) => (written = resolve));
    const done = shop.database.db.transaction(async (tx) => {
      await write(tx);
      written();
      await gate;
    });
    return { ready, commit: async () => (commit(), await done) };
  };

  /** At least `n` committed changes to products other than the first ten by seq (which late writers hold). */
  const laterChanges = async (n: number) => {
    const others = sql`seq not in (select seq from products order by seq limit 10)`;
    const each = await count(sql`select count(*)::int as n from products where ${others}`);
    for (let done = 0; done < n; done += each) {
      await shop.database.db.execute(sql`update products set bestseller = not bestseller where ${others}`);
    }
  };

  it.runIf(kind === 'postgres')('applies a change committed after hundreds of later ones were read', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: (clock += 60_000) });
    expect(await names('quokka')).toEqual([]);
    const late = openWriter((tx) =>
      tx.execute(
        sql`update products set name = 'Quokka Bun' where seq = (select seq from products order by seq limit 1 offset 5)`,
      ),
    );
    await late.ready;
    // 300 changes written after the late one, committed and read while it is still open.
    await laterChanges(300);
    wait(1_100);
    forgetSearchIndex(shop.database.db);
    expect(await names('quokka')).toEqual([]);
    await late.commit();
    wait(1_100);
    await eventually(async () => (await names('quokka')).includes('Quokka Bun'));
  });

  it.runIf(kind === 'postgres')(
    'misses no writer of many committing in reverse order, reloads and cuts included',
    async () => {
      vi.useFakeTimers({ toFake: ['Date'], now: (clock += 60_000) });
      const targets = rowsOf<{ id: string; name: string }>(
        await shop.database.db.execute(sql`select id, name from products order by seq limit 4 offset 1`),
      );
      // Each writer reprices one product (a rename would wait on the dictionary row another writer holds).
      const writers = [];
      for (const [i, target] of targets.entries()) {
        const writer = openWriter((tx) =>
          tx.execute(sql`update products set price_cents = ${90_001 + i} where id = ${target.id}`),
        );
        await writer.ready;
        writers.push(writer);
      }
      const priceInIndex = async (target: { id: string; name: string }) => {
        const found = await searchRows(shop.database.db, target.name, 48);
        return found.find((r) => r.id === target.id)?.priceCents;
      };
      for (const [n, writer] of [...writers].reverse().entries()) {
        // Between commits: enough later changes to make the index reload (over 1,000) and the log be cut.
        await laterChanges(n % 2 === 0 ? 1_200 : 250);
        wait(1_100);
        forgetSearchIndex(shop.database.db);
        await names('wombat');
        await writer.commit();
      }
      expect(await count(sql`select count(*)::int as n from search_changes_pruned`)).toBe(1);
      wait(1_100);
      forgetSearchIndex(shop.database.db);
      for (const [i, target] of targets.entries()) expect(await priceInIndex(target)).toBe(90_001 + i);
    },
  );

  it('loads every visible product once, page by page', async () => {
    const fourth = sql`seq = (select seq from products order by seq limit 1 offset 3)`;
    await shop.database.db.execute(sql`update products set hidden = true where ${fourth}`);
    const loaded: number[] = [];
    for await (const page of pagesOfRows(shop.database.db, 7)) loaded.push(...page.map((r) => r.seq));
    const visible = rowsOf<{ seq: string }>(
      await shop.database.db.execute(
        sql`select seq from products where deleted_at is null and not hidden order by seq`,
      ),
    ).map((r) => Number(r.seq));
    expect(visible.length).toBeGreaterThan(7 * 3);
    expect(loaded).toEqual(visible);
    await shop.database.db.execute(sql`update products set hidden = false where ${fourth}`);
  });

  it('reloads when the log was cut past its last read', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: (clock += 60_000) });
    expect(await names('numbat')).toEqual([]);
    // Another instance changed a product and then cut the log, its entry included.
    await shop.database.db.execute(
      sql`update products set name = 'Numbat Tart' where seq = (select max(seq) from products)`,
    );
    await shop.database.db.execute(sql`delete from search_changes`);
    await shop.database.db.execute(sql`insert into search_changes_pruned (id, through) values (1, pg_current_xact_id())
      on conflict (id) do update set through = excluded.through`);
    wait(1_100);
    await eventually(async () => (await names('numbat')).includes('Numbat Tart'));
  });

  it('never answers a search from an answer kept before the index applied a change', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: (clock += 60_000) });
    const answer = () => fetchProducts(shop.database.db, { productName: 'dingo', page: 1, amount: 12 }, '2026-01-01');
    expect((await answer()).totalProducts).toBe(0);
    await shop.database.db.execute(
      sql`update products set name = 'Dingo Cake' where seq = (select seq from products order by seq limit 1 offset 6)`,
    );
    wait(1_100);
    await eventually(async () => (await answer()).products.some((p) => p.name === 'Dingo Cake'));
  });
});
