import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '@shop/contract';
import { invalidateCatalogue } from '../src/modules/product/service.ts';
import { createTestApp, dbKinds, type TestApp } from './helpers/test-app.ts';

/** Every call the home page makes on first load (apps/web: home route, layout, settings). */
const HOME_CALLS = [
  '/api/product/list?view=latest',
  '/api/product/list?view=bestsellers',
  '/api/custom/getSliderImages',
  '/api/custom/settings',
];

/**
 * Issue 3: the home page's first load transfers the same bytes at any catalogue size. Each home call is
 * bounded by a LIMIT (10 latest, 5 best sellers) or holds no products at all, so what could make it grow
 * is a call that returns the catalogue; adding thousands of older products shows whether one does.
 * 2,040 extra products (30 times the demo catalogue) keep the test quick on PGlite; the same SQL path
 * serves 100,000 in the benchmark (bench/README.md).
 */
describe.each(dbKinds)('home first load at catalogue scale on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const firstLoadBytes = async () => {
    let bytes = 0;
    for (const url of HOME_CALLS) {
      const res = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
      expect(res.statusCode).toBe(200);
      bytes += res.rawPayload.length;
    }
    return bytes;
  };

  it('transfers the same bytes with 30 times more products in the catalogue', async () => {
    const before = await firstLoadBytes();
    const demo = (
      await t.app.inject({ method: 'POST', url: '/api/product/fetchProducts', payload: { page: 1, amount: 1 } })
    ).json();

    // Older stock (negative seq): the latest 10 and the best sellers stay the demo's, so any change
    // in size could only come from a call that carries the whole catalogue.
    await t.database.db.execute(sql`
      insert into products (slug, name, description, price_cents, images, features, category, sub_category, seq)
      overriding system value
      select p.slug || '-old-' || g, p.name || ' ' || g, p.description, p.price_cents, p.images, p.features,
             p.category, p.sub_category, -(g * 100000 + p.seq)
      from products p cross join generate_series(1, 30) g`);
    invalidateCatalogue(t.database.db);

    const grown = (
      await t.app.inject({ method: 'POST', url: '/api/product/fetchProducts', payload: { page: 1, amount: 1 } })
    ).json();
    expect(grown.totalProducts).toBe(demo.totalProducts * 31);
    const latest = (await t.app.inject({ method: 'GET', url: HOME_CALLS[0]! })).json();
    expect(latest.products).toHaveLength(LIMITS.latestProducts);
    expect(await firstLoadBytes()).toBe(before);
  });
});
