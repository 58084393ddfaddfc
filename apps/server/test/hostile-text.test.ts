import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveryAddress, fillCart, orderBodyFor, someProducts } from './helpers/checkout.ts';
import { createRouteApp } from './helpers/route-app.ts';
import { dbKinds, type TestApp } from './helpers/test-app.ts';
import { createUser, type TestUser } from './helpers/users.ts';

/**
 * Text PostgreSQL cannot store (a NUL) or that is not Unicode (a lone surrogate), and control
 * characters, are refused with 400 and a message naming the field, wherever a string is accepted;
 * search text is cleaned instead, since a shopper expects a search to simply run.
 */
describe.each(dbKinds)('hostile text on %s', (kind) => {
  let t: TestApp;
  let shopper: TestUser;
  let admin: TestUser;
  beforeAll(async () => {
    t = await createRouteApp(kind);
    [shopper, admin] = await Promise.all([createUser(t.database.db), createUser(t.database.db, { role: 'admin' })]);
  });
  afterAll(() => t.close());

  const post = (url: string, token: string | null, payload: unknown) =>
    t.app.inject({ method: 'POST', url, headers: token ? { token } : {}, payload: payload as object });

  it('cleans NUL, control characters and lone surrogates out of search text (shop and back office)', async () => {
    for (const productName of ['roti\u0000', '\ud800roti', 'ro\u0007ti']) {
      const res = await post('/api/product/fetchProducts', null, { productName, page: 1, amount: 5 });
      expect(res.statusCode, res.body).toBe(200);
    }
    for (const url of ['/api/admin/orders?q=%00x', '/api/admin/products?q=a%00b%07']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { token: admin.token } });
      expect(res.statusCode, res.body).toBe(200);
    }
  });

  it.each([
    ['a NUL', 'Aina\u0000', /name: .*NUL/],
    ['a lone surrogate', 'Aina\ud800', /name: .*broken Unicode/],
    ['a control character', 'Ai\u001bna', /name: .*control character/],
  ])('refuses %s in a profile name with 400 and a clear message', async (_what, name, message) => {
    const res = await post('/api/user/profile', shopper.token, { name });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      code: 'INVALID_INPUT',
      message: expect.stringMatching(message),
    });
  });

  it('refuses a NUL or a lone surrogate in an order address, and places nothing', async () => {
    const user = await createUser(t.database.db);
    const [p] = await someProducts(t.database.db, 1);
    await fillCart(t.database.db, user.id, [{ productId: p!.id, feature: p!.features[0] ?? '', quantity: 1 }]);
    for (const street of ['12 Jalan\u0000', '12 Jalan \ud800']) {
      const body = await orderBodyFor(t.database.db, user.id, { address: { ...deliveryAddress, street } });
      const res = await post('/api/order/place', user.token, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toMatch(/^address\.street: /);
    }
    const ok = await post('/api/order/place', user.token, await orderBodyFor(t.database.db, user.id));
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('refuses a NUL in a news body, but keeps line breaks and tabs', async () => {
    const news = { title: 'Raya hours', date: '2026-04-01', imageUrl: null };
    const bad = await post('/api/admin/news', admin.token, { ...news, description: 'Open\u0000late' });
    expect(bad.statusCode, bad.body).toBe(400);
    expect(bad.json().message).toMatch(/^description: /);
    const good = await post('/api/admin/news', admin.token, { ...news, description: 'Open late.\n\tFrom 10 am.' });
    expect(good.statusCode, good.body).toBe(200);
  });

  /** Zero-width and other invisible characters, alone or among spaces: a name that shows as nothing. */
  const INVISIBLE = ['\u200b', '\u200c', '\u200d', '\u2060', '\u200b\ufeff', ' \u200b\u2060 '];
  const invisibleRefusal = (field: string, label: string) =>
    `${field}: ${label} has only invisible characters (such as zero-width spaces). Please type it again.`;
  const expectRefused = (res: { statusCode: number; body: string; json(): unknown }, message: string) => {
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'INVALID_INPUT', message });
  };

  it.each(INVISIBLE)('refuses a profile name of invisible characters (%j) and keeps the name', async (name) => {
    const user = await createUser(t.database.db, { name: 'Aina' });
    expectRefused(await post('/api/user/profile', user.token, { name }), invisibleRefusal('name', 'Name'));
    expectRefused(await post('/api/user/profile', user.token, { name: ' \ufeff ' }), 'name: Name is required.');
    const profile = await t.app.inject({ method: 'GET', url: '/api/user/profile', headers: { token: user.token } });
    expect(profile.json().user.name).toBe('Aina');
  });

  it.each(INVISIBLE)("refuses a category's Malay name of invisible characters (%j)", async (nameMs) => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/category-names',
      headers: { token: admin.token },
      payload: { name: 'Bakery', nameMs },
    });
    expectRefused(res, invisibleRefusal('nameMs', 'Malay name'));
  });

  it("refuses invisible text in a news title, an address book's street and an order's first name", async () => {
    const news = { title: '\u200b\u200d', date: '2026-04-01', description: 'Open late.', imageUrl: null };
    expectRefused(await post('/api/admin/news', admin.token, news), invisibleRefusal('title', 'Title'));
    const address = { ...deliveryAddress, street: '\u2060' };
    expectRefused(
      await post('/api/user/address', shopper.token, { id: 'a'.repeat(64), address }),
      invisibleRefusal('address.street', 'Street'),
    );
    const user = await createUser(t.database.db);
    const [p] = await someProducts(t.database.db, 1);
    await fillCart(t.database.db, user.id, [{ productId: p!.id, feature: p!.features[0] ?? '', quantity: 1 }]);
    const body = await orderBodyFor(t.database.db, user.id, { address: { ...deliveryAddress, firstName: '\u200c' } });
    expectRefused(
      await post('/api/order/place', user.token, body),
      invisibleRefusal('address.firstName', 'First name'),
    );
  });
});
