import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS, type Product } from '@shop/contract';
import { createTestApp, dbKinds, type TestApp } from './helpers/test-app.ts';

describe.each(dbKinds)('product page calls on %s', (kind) => {
  let t: TestApp;
  let hoodie: Product;
  beforeAll(async () => {
    t = await createTestApp(kind);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/product/fetchProducts',
      payload: { productName: 'Cocoa Fleece Hoodie', page: 1, amount: 1 },
    });
    hoodie = res.json().products[0];
  });
  afterAll(() => t.close());

  it('answers one product by id', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/product/${hoodie.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, product: hoodie });
  });

  it.each(['00000000-0000-4000-8000-000000000000', 'not-a-uuid', 'x'.repeat(100)])(
    'answers 404 with a message for the unknown id %s',
    async (id) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/product/${id}` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({
        success: false,
        message: 'This product does not exist or is no longer available.',
      });
    },
  );

  it('answers up to 5 related products of the same category and type, never the product itself', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/product/${hoodie.id}/related` });
    expect(res.statusCode).toBe(200);
    const related: Product[] = res.json().products;
    expect(related.length).toBeGreaterThan(0);
    expect(related.length).toBeLessThanOrEqual(LIMITS.relatedProducts);
    expect(related.every((p) => p.category === hoodie.category && p.subCategory === hoodie.subCategory)).toBe(true);
    expect(related.map((p) => p.id)).not.toContain(hoodie.id);
  });

  it('answers 404 for the related products of an unknown id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/product/00000000-0000-4000-8000-000000000000/related' });
    expect(res.statusCode).toBe(404);
  });
});
