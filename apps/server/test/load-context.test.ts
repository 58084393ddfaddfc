import { LIMITS } from '@shop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storefrontReads } from '../src/modules/pages/load-context.ts';
import { placeTestOrder } from './helpers/checkout.ts';
import { createTestApp, dbKinds, type TestApp } from './helpers/test-app.ts';

describe.each(dbKinds)("the storefront loaders' reads on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const api = async (url: string, payload?: object) =>
    (await t.app.inject({ method: payload ? 'POST' : 'GET', url, ...(payload ? { payload } : {}) })).json<unknown>();

  it('answer exactly what the API answers for the same call', async () => {
    const shop = storefrontReads(t.app, '192.0.2.1');
    const product = (await api('/api/product/list?view=latest')) as { products: { id: string }[] };
    const id = product.products[0]!.id;
    const body = {
      productName: 'bread',
      page: 1,
      amount: LIMITS.collectionPageSize,
      category: [],
      subCategory: [],
      sort: 'relevant' as const,
    };
    const pairs: [unknown, unknown][] = [
      [await shop.settings(), await api('/api/custom/settings')],
      [await shop.slider(), await api('/api/custom/getSliderImages')],
      [await shop.homeProducts('latest'), product],
      [await shop.homeProducts('bestsellers'), await api('/api/product/list?view=bestsellers')],
      [await shop.facets(), await api('/api/product/facets')],
      [await shop.products(body), await api('/api/product/fetchProducts', body)],
      [await shop.product(id), await api(`/api/product/${id}`)],
      [await shop.relatedProducts(id), await api(`/api/product/${id}/related`)],
      [await shop.newsList(1, LIMITS.newsPageSize), await api(`/api/news/all?page=1&limit=${LIMITS.newsPageSize}`)],
      [await shop.newsItem('1'), await api('/api/news/1')],
      [await shop.outlets(), await api('/api/outlet/outletList')],
      // A Malay page's reads answer as the API's `?lang=ms`.
      [await shop.homeProducts('latest', 'ms'), await api('/api/product/list?view=latest&lang=ms')],
      [await shop.products(body, 'ms'), await api('/api/product/fetchProducts?lang=ms', body)],
      [await shop.product(id, 'ms'), await api(`/api/product/${id}?lang=ms`)],
      [await shop.relatedProducts(id, 'ms'), await api(`/api/product/${id}/related?lang=ms`)],
      [
        await shop.newsList(1, LIMITS.newsPageSize, 'ms'),
        await api(`/api/news/all?page=1&limit=${LIMITS.newsPageSize}&lang=ms`),
      ],
      [await shop.newsItem('1', 'ms'), await api('/api/news/1?lang=ms')],
      [await shop.slider('ms'), await api('/api/custom/getSliderImages?lang=ms')],
      [await shop.outlets('ms'), await api('/api/outlet/outletList?lang=ms')],
      [await shop.facets({ lang: 'ms' }), await api('/api/product/facets?lang=ms')],
    ];
    for (const [read, answer] of pairs) expect(JSON.parse(JSON.stringify(read))).toEqual(answer);
  });

  it("answer the shopper's profile, orders and order as the API answers the shopper", async () => {
    const shop = storefrontReads(t.app, '127.0.0.1');
    const { user, res } = await placeTestOrder(t);
    const orderId = res.json<{ orderId: string }>().orderId;
    const asShopper = async (method: 'GET' | 'POST', url: string, payload?: object) =>
      (
        await t.app.inject({ method, url, headers: { token: user.token }, ...(payload ? { payload } : {}) })
      ).json<unknown>();
    const pairs: [unknown, unknown][] = [
      [await shop.profile(user.id), await asShopper('GET', '/api/user/profile')],
      [await shop.cart(user.id), await asShopper('POST', '/api/cart/get', {})],
      [await shop.userOrders(user.id), await asShopper('POST', '/api/order/userorders', {})],
      [await shop.orderDetail(user.id, orderId), await asShopper('POST', '/api/order/orderdetail', { orderId })],
      [await shop.userOrders(user.id, 'ms'), await asShopper('POST', '/api/order/userorders?lang=ms', {})],
      [
        await shop.orderDetail(user.id, orderId, 'ms'),
        await asShopper('POST', '/api/order/orderdetail?lang=ms', { orderId }),
      ],
    ];
    for (const [read, answer] of pairs) expect(JSON.parse(JSON.stringify(read))).toEqual(answer);
    // Another shopper's order, or no order at all, is the API's 404: null.
    const other = await placeTestOrder(t);
    expect(await shop.orderDetail(other.user.id, orderId)).toBeNull();
    expect(await shop.orderDetail(user.id, 'not-an-order')).toBeNull();
  });

  it('give null for a product or story that does not exist, and a 400 for a request the API refuses', async () => {
    const shop = storefrontReads(t.app, '192.0.2.1');
    expect(await shop.product('00000000-0000-4000-8000-000000000000')).toBeNull();
    expect(await shop.product('\u0000')).toBeNull();
    expect(await shop.relatedProducts('abc')).toBeNull();
    expect(await shop.newsItem('987654')).toBeNull();
    const refused = await shop.newsList(1e9, 9).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(Response);
    expect((refused as Response).status).toBe(400);
  });
});
