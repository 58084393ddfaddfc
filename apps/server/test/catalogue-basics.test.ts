import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS, NEWSLETTER_MESSAGES } from '@shop/contract';
import { newsletterSubscriptions } from './helpers/tables.ts';
import { createTestApp, dbKinds, type TestApp } from './helpers/test-app.ts';

describe.each(dbKinds)('product list, slider and newsletter on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('lists the 10 latest products in the spec shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/product/list' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.products).toHaveLength(LIMITS.latestProducts);
    const p = body.products[0];
    const spec = ['bestseller', 'category', 'description', 'features', 'id', 'image', 'name', 'price', 'subCategory'];
    // The spec's fields, and only the contract's optional additions (food facts, pre-order, option prices, add-ons).
    const optional = ['facts', 'preorder', 'optionPrices', 'customisation'];
    for (const product of body.products as Record<string, unknown>[]) {
      expect(Object.keys(product)).toEqual(expect.arrayContaining(spec));
      expect(Object.keys(product).filter((k) => !spec.includes(k) && !optional.includes(k))).toEqual([]);
    }
    expect(typeof p.price).toBe('number');
    expect(p.image[0]).toMatch(/^\/media\/products\/.+-800\.webp$/);
  });

  it('lists up to 5 best sellers, all flagged', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/product/list?view=bestsellers' });
    const { products } = res.json();
    expect(products.length).toBeGreaterThan(0);
    expect(products.length).toBeLessThanOrEqual(LIMITS.bestSellers);
    expect(products.every((p: { bestseller: boolean }) => p.bestseller)).toBe(true);
  });

  it('refuses an unknown list view with 400', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/product/list?view=everything' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false });
  });

  it('serves product images as long-cached WebP in two sizes', async () => {
    const { products } = (await t.app.inject({ method: 'GET', url: '/api/product/list' })).json();
    const large: string = products[0].image[0];
    const big = await t.app.inject({ method: 'GET', url: large });
    expect(big.statusCode).toBe(200);
    expect(big.headers['content-type']).toBe('image/webp');
    expect(big.headers['cache-control']).toContain('max-age=31536000');
    const thumb = await t.app.inject({ method: 'GET', url: large.replace(/-800\.webp$/, '-400.webp') });
    expect(thumb.statusCode).toBe(200);
    expect(thumb.rawPayload.length).toBeLessThan(big.rawPayload.length);
  });

  it('answers three slider images, each with the words drawn over it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/custom/getSliderImages' });
    expect(res.json()).toEqual({ success: true, sliderImages: expect.any(Array), slides: expect.any(Array) });
    const { sliderImages, slides } = res.json<{
      sliderImages: string[];
      slides: { url: string; headline: string; subtitle: string }[];
    }>();
    expect(sliderImages).toHaveLength(3);
    expect(slides.map((s) => s.url)).toEqual(sliderImages);
    expect(slides[0]).toMatchObject({
      headline: 'Fresh from the oven, every morning',
      subtitle: 'Sourdough, kaya puffs and butter buns, baked daily.',
    });
  });

  it('fetches a page of the collection with the spec shape', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/product/fetchProducts',
      payload: { productName: null, page: 1, amount: 4 },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.products).toHaveLength(4);
    expect(body.totalProducts).toBeGreaterThanOrEqual(48);
    expect(body.suggestions).toEqual([]);
  });

  it('stores a newsletter subscription once and answers alike each time', async () => {
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter/subscribe',
      payload: { email: ' Ana@Example.com ' },
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe(NEWSLETTER_MESSAGES.subscribed);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter/subscribe',
      payload: { email: 'ana@example.com' },
    });
    expect(again.json()).toEqual(first.json());
    const rows = await t.database.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, 'ana@example.com'));
    expect(rows).toHaveLength(1);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter/subscribe',
      payload: { email: 'not-an-email' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, message: expect.stringContaining('valid email') });
  });

  it('answers public shop settings', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/custom/settings' });
    expect(res.json().settings).toMatchObject({ currency: 'RM', timeZone: 'Asia/Kuala_Lumpur' });
    expect(res.json().settings.noticeMessages).toHaveLength(2);
  });
});
