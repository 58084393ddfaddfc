import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FacetsResponse, FetchProductsResponse } from '@shop/contract';
import { createTestApp, dbKinds, type TestApp } from './helpers/test-app.ts';

// Issue 38: the filter panel's counts follow the search and the other filters, so each count is the
// number of results the shopper gets on ticking that value.

interface Filters {
  productName?: string;
  category?: string[];
  subCategory?: string[];
  halalCertified?: boolean;
  freeFrom?: string[];
}

describe.each(dbKinds)('facet counts on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  async function facets(filters: Filters): Promise<FacetsResponse> {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(filters))
      for (const one of Array.isArray(value) ? value : [value]) params.append(key, String(one));
    const res = await t.app.inject({ method: 'GET', url: `/api/product/facets?${params}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  }

  async function total(filters: Filters): Promise<number> {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/product/fetchProducts',
      payload: { productName: null, page: 1, amount: 1, ...filters },
    });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as FetchProductsResponse).totalProducts;
  }

  /** Every facet value's count against the results choosing it (alone in its facet) answers. */
  async function expectCountsAreResults(filters: Filters): Promise<number> {
    const answer = await facets(filters);
    let nonZero = 0;
    for (const { name, count } of answer.categories) {
      expect(await total({ ...filters, category: [name] }), `${JSON.stringify(filters)}, category ${name}`).toBe(count);
      if (count > 0) nonZero++;
    }
    for (const { name, count } of answer.subCategories) {
      expect(await total({ ...filters, subCategory: [name] }), `${JSON.stringify(filters)}, type ${name}`).toBe(count);
      if (count > 0) nonZero++;
    }
    return nonZero;
  }

  it('counts a search word: each value counts the results it answers, not the whole catalogue', async () => {
    const whole = await facets({});
    const searched = await facets({ productName: 'cotton' });
    // Every value stays listed, in the catalogue's order, so a chosen one never disappears.
    expect(searched.categories.map((c) => c.name)).toEqual(whole.categories.map((c) => c.name));
    expect(searched.subCategories.map((c) => c.name)).toEqual(whole.subCategories.map((c) => c.name));
    const sum = (list: { count: number }[]) => list.reduce((s, c) => s + c.count, 0);
    const results = await total({ productName: 'cotton' });
    expect(results).toBeGreaterThan(0);
    expect(sum(searched.categories)).toBe(results);
    expect(sum(searched.subCategories)).toBe(results);
    expect(searched.categories.find((c) => c.name === 'Bakery')?.count).toBe(0);
    expect(sum(searched.categories)).toBeLessThan(sum(whole.categories));

    for (const word of ['cotton', 'bread', 'chocolate cake', 'shirt', 'all']) {
      expect(await expectCountsAreResults({ productName: word }), word).toBeGreaterThan(0);
    }
  });

  it("applies the other facet's choice and the food filters, never its own", async () => {
    const men = await facets({ productName: 'cotton', category: ['Men'] });
    const none = await facets({ productName: 'cotton' });
    // Its own choice leaves a facet's counts as they were: they show what ticking one more adds.
    expect(men.categories).toEqual(none.categories);
    expect(men.subCategories).not.toEqual(none.subCategories);
    expect(await expectCountsAreResults({ productName: 'cotton', category: ['Men'] })).toBeGreaterThan(0);
    expect(await expectCountsAreResults({ productName: 'shirt', subCategory: ['Topwear'] })).toBeGreaterThan(0);
    expect(await expectCountsAreResults({ category: ['Kids', 'Women'] })).toBeGreaterThan(0);
    expect(await expectCountsAreResults({ halalCertified: true })).toBeGreaterThan(0);
    expect(await expectCountsAreResults({ productName: 'bread', freeFrom: ['milk'] })).toBeGreaterThan(0);
    expect(
      await expectCountsAreResults({ productName: 'sourdough', halalCertified: true, freeFrom: ['sesame'] }),
    ).toBeGreaterThan(0);
  });

  it('refuses a bad filter with a clear 400', async () => {
    for (const query of ['freeFrom=pork', 'halalCertified=maybe', `productName=${'a'.repeat(500)}`]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/product/facets?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toBeTruthy();
    }
  });
});
