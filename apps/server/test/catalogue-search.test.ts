import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS, SUGGESTION_LIMIT, type FetchProductsResponse, type Product } from '@shop/contract';
import { products } from './helpers/tables.ts';
import { invalidateCatalogue } from '../src/modules/product/service.ts';
import { createTestApp, dbKinds, type TestApp } from './helpers/test-app.ts';

describe.each(dbKinds)('collection filters, sort, paging and search on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const fetchProducts = async (payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/product/fetchProducts', payload: payload as object });

  async function page(body: Record<string, unknown>): Promise<FetchProductsResponse> {
    const res = await fetchProducts({ productName: null, page: 1, amount: 4, ...body });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  }

  /** Every page of a listing, 4 at a time as the collection's Load More asks, until an empty page. */
  async function walk(body: Record<string, unknown>): Promise<{ products: Product[]; total: number }> {
    const products: Product[] = [];
    let total = 0;
    for (let n = 1; n < 100; n++) {
      const res = await page({ ...body, page: n });
      total = res.totalProducts;
      if (res.products.length === 0) break;
      products.push(...res.products);
    }
    return { products, total };
  }

  const search = (productName: string, extra: Record<string, unknown> = {}) =>
    page({ productName, amount: 10, ...extra });

  it('answers facets: the categories and types the catalogue holds, with counts', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/product/facets' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.categories.map((c: { name: string }) => c.name)).toEqual(['Bakery', 'Kids', 'Men', 'Women']);
    expect(body.subCategories.map((c: { name: string }) => c.name)).toEqual([
      'Bread',
      'Cakes',
      'Pastries',
      'Bottomwear',
      'Topwear',
      'Winterwear',
    ]);
    const sum = (list: { count: number }[]) => list.reduce((s, c) => s + c.count, 0);
    const all = await page({});
    expect(sum(body.categories)).toBe(all.totalProducts);
    expect(sum(body.subCategories)).toBe(all.totalProducts);
  });

  it('filters by category and type on the server, with the matching total', async () => {
    const { products, total } = await walk({ category: ['Men', 'Kids'], subCategory: ['Topwear'] });
    expect(products.length).toBe(total);
    expect(total).toBeGreaterThan(4);
    expect(products.every((p) => ['Men', 'Kids'].includes(p.category) && p.subCategory === 'Topwear')).toBe(true);
    const facets = (await t.app.inject({ method: 'GET', url: '/api/product/facets' })).json();
    const kids = facets.categories.find((c: { name: string }) => c.name === 'Kids').count;
    expect((await page({ category: ['Kids'] })).totalProducts).toBe(kids);
    expect(await page({ category: ['Nobody'] })).toMatchObject({ products: [], totalProducts: 0 });
  });

  it('pages through the whole catalogue without gaps or duplicates, then answers an empty page', async () => {
    const { products, total } = await walk({});
    expect(products.length).toBe(total);
    expect(new Set(products.map((p) => p.id)).size).toBe(total);
    expect((await page({ page: 1000 })).products).toEqual([]);
  });

  it('sorts by price both ways across pages', async () => {
    const low = (await walk({ sort: 'low-high', category: ['Bakery'] })).products.map((p) => p.price);
    expect(low).toEqual([...low].sort((a, b) => a - b));
    const high = (await walk({ sort: 'high-low', subCategory: ['Winterwear'] })).products.map((p) => p.price);
    expect(high).toEqual([...high].sort((a, b) => b - a));
    expect(high.length).toBeGreaterThan(4);
  });

  it.each(['relevant', 'low-high', 'high-low'])(
    'walks one shelf sorted %s in order, every product once',
    async (sort) => {
      const { products, total } = await walk({ sort, category: ['Men'], subCategory: ['Topwear'] });
      expect(total).toBeGreaterThan(4);
      expect(products.length).toBe(total);
      expect(new Set(products.map((p) => p.id)).size).toBe(total);
      expect(products.every((p) => p.category === 'Men' && p.subCategory === 'Topwear')).toBe(true);
      const prices = products.map((p) => p.price);
      if (sort === 'low-high') expect(prices).toEqual([...prices].sort((a, b) => a - b));
      if (sort === 'high-low') expect(prices).toEqual([...prices].sort((a, b) => b - a));
      if (sort === 'relevant') {
        const flags = products.map((p) => p.bestseller);
        expect(flags).toEqual([...flags].sort((a, b) => Number(b) - Number(a)));
      }
    },
  );

  it.each(['relevant', 'low-high', 'high-low'])(
    'walks several shelves sorted %s in order, every product once, in pages of every size',
    async (sort) => {
      const filter = { sort, category: ['Men', 'Kids'] };
      const whole = await walk(filter);
      expect(whole.products.length).toBe(whole.total);
      expect(new Set(whole.products.map((p) => p.id)).size).toBe(whole.total);
      // The page is merged from each shelf's candidates by their sort keys: any page size gives the
      // same order, so no product is skipped or repeated between pages.
      for (const amount of [1, 3, 7]) {
        const ids: string[] = [];
        for (let n = 1; n <= whole.total && ids.length < whole.total; n++)
          ids.push(...(await page({ ...filter, page: n, amount })).products.map((p) => p.id));
        expect(ids).toEqual(whole.products.map((p) => p.id));
      }
      const prices = whole.products.map((p) => p.price);
      if (sort === 'low-high') expect(prices).toEqual([...prices].sort((a, b) => a - b));
      if (sort === 'high-low') expect(prices).toEqual([...prices].sort((a, b) => b - a));
    },
  );

  it('lists best sellers first when sorted as relevant without a search text', async () => {
    const { products } = await walk({ sort: 'relevant', category: ['Men'] });
    const firstOther = products.findIndex((p) => !p.bestseller);
    expect(firstOther).toBeGreaterThan(0);
    expect(products.slice(firstOther).some((p) => p.bestseller)).toBe(false);
  });

  it('clamps a huge amount to the maximum page size', async () => {
    const res = await page({ amount: 1_000_000 });
    expect(res.products).toHaveLength(LIMITS.maxPageSize);
  });

  it.each([
    [{ productName: null, page: 0, amount: 4 }, 'page: Page starts at 1.'],
    [{ productName: null, page: -3, amount: 4 }, 'page: Page starts at 1.'],
    [{ productName: null, page: 1.5, amount: 4 }, 'page: Page must be a whole number.'],
    [{ productName: null, page: '1', amount: 4 }, 'page'],
    [{ productName: null, amount: 4 }, 'page'],
    [{ productName: null, page: 1, amount: 0 }, 'amount: Amount must be at least 1.'],
    [{ productName: null, page: 1 }, 'amount'],
    [{ productName: 42, page: 1, amount: 4 }, 'productName'],
    [{ productName: 'x'.repeat(201), page: 1, amount: 4 }, 'Search text is too long.'],
    [{ productName: null, page: 1, amount: 4, sort: 'cheapest' }, 'sort'],
    [{ productName: null, page: 1, amount: 4, category: 'Men' }, 'category'],
    [{ productName: null, page: 1, amount: 4, colour: 'red' }, 'colour'],
  ])('refuses bad input %j with 400 and a message', async (payload, message) => {
    const res = await fetchProducts(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: expect.stringContaining(message) });
  });

  it('refuses a body that is not JSON with 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/product/fetchProducts',
      headers: { 'content-type': 'application/json' },
      payload: '{"page": 1,',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
  });

  it('finds products by any word of name, type, category or description, in any order, plural or not', async () => {
    const names = async (text: string) => (await search(text)).products.map((p) => p.name);
    expect(await names('hoodie')).toContain('Cocoa Fleece Hoodie');
    expect(await names('hoodies')).toContain('Cocoa Fleece Hoodie');
    expect(await names('fleece cocoa')).toContain('Cocoa Fleece Hoodie');
    expect((await names('winterwear kids')).every((n) => n.startsWith('Kids'))).toBe(true);
    expect(await names('cotton')).not.toEqual([]);
  });

  it('tolerates a typo', async () => {
    const hoodies = await search('hodie');
    expect(hoodies.products.length).toBeGreaterThan(0);
    expect(hoodies.products.every((p) => p.name.includes('Hoodie'))).toBe(true);
    const sourdough = await search('sourdogh');
    expect(sourdough.products.map((p) => p.name)).toEqual(
      expect.arrayContaining(['Country Sourdough Boule', 'Seeded Rye Sourdough']),
    );
    expect(sourdough.suggestions.map((s) => s.name)).toEqual(expect.arrayContaining(['Country Sourdough Boule']));
  });

  it('ranks a name match above a match found only in the description', async () => {
    const res = await search('sourdough', { amount: 48 });
    const nameMatches = res.products.filter((p) => p.name.toLowerCase().includes('sourdough')).length;
    expect(nameMatches).toBeGreaterThanOrEqual(2);
    expect(res.products.slice(0, nameMatches).every((p) => p.name.toLowerCase().includes('sourdough'))).toBe(true);
  });

  it('finds part of a word while the shopper is still typing', async () => {
    const res = await search('hood');
    expect(res.products.length).toBeGreaterThan(0);
    expect(res.products[0]!.name).toContain('Hoodie');
  });

  it('pages search results with the total count (the overlay shows 3 of page 1)', async () => {
    const first = await page({ productName: 'hoodie', page: 1, amount: 3 });
    expect(first.products).toHaveLength(3);
    expect(first.totalProducts).toBeGreaterThan(3);
    const second = await page({ productName: 'hoodie', page: 2, amount: 3 });
    expect(second.products.map((p) => p.id)).not.toEqual(expect.arrayContaining([first.products[0]!.id]));
  });

  it('still counts the matches on a search page past the end', async () => {
    const first = await page({ productName: 'hoodie', page: 1, amount: 3 });
    expect(await page({ productName: 'hoodie', page: 500, amount: 3 })).toMatchObject({
      products: [],
      totalProducts: first.totalProducts,
    });
  });

  it('combines search with filters and a price sort', async () => {
    const res = await search('hoodie', { category: ['Kids'], sort: 'high-low' });
    expect(res.products.length).toBeGreaterThan(1);
    expect(res.products.every((p) => p.category === 'Kids')).toBe(true);
    const prices = res.products.map((p) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
  });

  it('suggests distinct names starting with the text first, then names containing it', async () => {
    const kids = await search('kids');
    const suggestions = kids.suggestions.map((s) => s.name);
    expect(suggestions.length).toBe(SUGGESTION_LIMIT);
    expect(new Set(suggestions).size).toBe(suggestions.length);
    expect(suggestions.every((n) => n.startsWith('Kids'))).toBe(true);
    const tee = (await search('tee')).suggestions.map((s) => s.name);
    expect(tee.length).toBeGreaterThan(1);
    expect(tee.every((n) => n.toLowerCase().includes('tee'))).toBe(true);
  });

  it('answers nothing, without errors, for text that matches nothing', async () => {
    expect(await search('xqzvw')).toMatchObject({ products: [], totalProducts: 0, suggestions: [] });
  });

  it.each(['100%_', "baker's", 'a & b | !c:*', '  (tee)  ', 'the', '日本語', "'; drop table products; --"])(
    'treats search text %j as plain text',
    async (text) => {
      const res = await fetchProducts({ productName: text, page: 1, amount: 3 });
      expect(res.statusCode).toBe(200);
      expect(res.json().success).toBe(true);
    },
  );

  it('matches words full text leaves out at the start of a name word, as typed words match', async () => {
    const an = (await search('an', { amount: 48 })).products.map((p) => p.name);
    expect(an.length).toBeGreaterThan(0);
    expect(an.every((n) => /(^|[^\p{L}\p{N}])an/iu.test(n))).toBe(true);
    expect(an).not.toContain('Selvedge Slim Jeans');
  });

  it('answers nothing for text without a letter or digit, and reads across invisible characters', async () => {
    for (const text of ['!!!', '🎂', '-']) {
      expect(await search(text), text).toMatchObject({ products: [], totalProducts: 0 });
    }
    const cake = (await search('ca\u200bke')).products.map((p) => p.name);
    expect(cake.some((n) => /cake/i.test(n))).toBe(true);
  });

  it('finds a name containing an apostrophe', async () => {
    expect((await search("baker's")).products.map((p) => p.name)).toContain("Baker's Crest Cap");
  });

  it('shows a new product in counts, shelves and searches once the catalogue is invalidated', async () => {
    const before = await page({ category: ['Kids'], subCategory: ['Topwear'] });
    await search('zebra');
    await t.database.db.insert(products).values({
      slug: 'kids-zebra-tee',
      name: 'Kids Zebra Tee',
      description: 'Stripes.',
      priceCents: 100,
      category: 'Kids',
      subCategory: 'Topwear',
    });
    invalidateCatalogue(t.database.db);
    const after = await page({ category: ['Kids'], subCategory: ['Topwear'], sort: 'low-high' });
    expect(after.totalProducts).toBe(before.totalProducts + 1);
    expect(after.products[0]!.name).toBe('Kids Zebra Tee');
    expect((await search('zebra')).products.map((p) => p.name)).toEqual(['Kids Zebra Tee']);
  });
});
