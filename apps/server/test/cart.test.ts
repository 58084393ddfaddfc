import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { NO_FEATURE } from '@shop/contract';
import { cartItems, products } from './helpers/tables.ts';
import { createTestApp, dbKinds, type TestApp } from './helpers/test-app.ts';
import { createUser, type TestUser } from './helpers/users.ts';

type Row = { id: string; features: string[]; name: string };

describe.each(dbKinds)('cart on %s', (kind) => {
  let t: TestApp;
  let sized: Row; // a product with features
  let plain: Row; // a product without features
  let other: Row;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const rows = await t.database.db
      .select({ id: products.id, features: products.features, name: products.name })
      .from(products)
      .orderBy(products.seq);
    sized = rows.find((r) => r.features.length >= 2)!;
    other = rows.filter((r) => r.features.length >= 2)[1]!;
    plain = rows.find((r) => r.features.length === 0)!;
  });
  afterAll(() => t.close());

  const post = (url: string, user: TestUser | null, payload?: unknown) =>
    t.app.inject({
      method: 'POST',
      url,
      ...(user ? { headers: { token: user.token } } : {}),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const getCart = async (user: TestUser) => (await post('/api/cart/get', user, {})).json().cartData;

  it('refuses cart calls without a login', async () => {
    for (const url of ['/api/cart/add', '/api/cart/update', '/api/cart/get', '/api/cart/cartMerge']) {
      const res = await post(url, null, {});
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ success: false, message: expect.any(String) });
    }
  });

  it('adds with the token header, reads with the session cookie, and adds quantities up', async () => {
    const u = await createUser(t.database.db);
    const first = await post('/api/cart/add', u, { itemId: sized.id, feature: sized.features[0], quantity: 2 });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ success: true, message: 'Added to cart.' });
    await post('/api/cart/add', u, { itemId: sized.id, feature: sized.features[0], quantity: 3 });
    await post('/api/cart/add', u, { itemId: sized.id, feature: sized.features[1], quantity: 1 });
    await post('/api/cart/add', u, { itemId: plain.id, feature: NO_FEATURE, quantity: 4 });

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/cart/get',
      headers: { cookie: `token=${u.token}`, host: 'shop.test', origin: 'http://shop.test' },
      payload: {},
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      cartData: { [sized.id]: { [sized.features[0]!]: 5, [sized.features[1]!]: 1 }, [plain.id]: { [NO_FEATURE]: 4 } },
      removed: [],
    });
  });

  it('refuses a cookie-authenticated read from another site', async () => {
    const u = await createUser(t.database.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/cart/get',
      headers: { cookie: `token=${u.token}`, origin: 'https://evil.example' },
      payload: {},
    });
    expect(res.statusCode).toBe(403);
  });

  it('caps a line at 9999 when adds would pass it', async () => {
    const u = await createUser(t.database.db);
    await post('/api/cart/add', u, { itemId: plain.id, feature: NO_FEATURE, quantity: 9000 });
    await post('/api/cart/add', u, { itemId: plain.id, feature: NO_FEATURE, quantity: 9000 });
    expect(await getCart(u)).toEqual({ [plain.id]: { [NO_FEATURE]: 9999 } });
  });

  it.each([
    [{ quantity: 0 }, 'at least 1'],
    [{ quantity: -3 }, 'at least 1'],
    [{ quantity: 10000 }, 'at most 9999'],
    [{ quantity: 1.5 }, 'whole number'],
    [{ quantity: '2' }, 'number'],
    [{ quantity: null }, 'number'],
    [{ feature: undefined }, 'feature'],
    [{ itemId: '' }, 'Choose a product'],
    [{ extra: true }, ''],
  ])('refuses a bad add %j with 400', async (patch, text) => {
    const u = await createUser(t.database.db);
    const res = await post('/api/cart/add', u, { itemId: sized.id, feature: sized.features[0], quantity: 1, ...patch });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(text);
    expect(await getCart(u)).toEqual({});
  });

  it('checks that the product and the feature exist', async () => {
    const u = await createUser(t.database.db);
    const unknown = await post('/api/cart/add', u, {
      itemId: '00000000-0000-4000-8000-000000000000',
      feature: 'M',
      quantity: 1,
    });
    expect(unknown.statusCode).toBe(404);
    const malformed = await post('/api/cart/add', u, { itemId: 'not-a-product', feature: 'M', quantity: 1 });
    expect(malformed.statusCode).toBe(404);
    const badFeature = await post('/api/cart/add', u, { itemId: sized.id, feature: 'Giant', quantity: 1 });
    expect(badFeature.statusCode).toBe(400);
    expect(badFeature.json().message).toBe(`Choose one of: ${sized.features.join(', ')}.`);
    const noFeatureNeeded = await post('/api/cart/add', u, { itemId: plain.id, feature: 'M', quantity: 1 });
    expect(noFeatureNeeded.statusCode).toBe(400);
    const featureMissing = await post('/api/cart/add', u, { itemId: sized.id, feature: NO_FEATURE, quantity: 1 });
    expect(featureMissing.statusCode).toBe(400);
    expect(await getCart(u)).toEqual({});
  });

  it('sets a line with update, removes it with 0, and validates like add', async () => {
    const u = await createUser(t.database.db);
    const f = sized.features[0]!;
    await post('/api/cart/add', u, { itemId: sized.id, feature: f, quantity: 2 });
    const set = await post('/api/cart/update', u, { itemId: sized.id, feature: f, quantity: 7 });
    expect(set.json()).toEqual({ success: true, message: 'Cart updated.' });
    expect(await getCart(u)).toEqual({ [sized.id]: { [f]: 7 } });
    expect((await post('/api/cart/update', u, { itemId: sized.id, feature: f, quantity: 10000 })).statusCode).toBe(400);
    expect((await post('/api/cart/update', u, { itemId: sized.id, feature: f, quantity: -1 })).statusCode).toBe(400);
    expect((await post('/api/cart/update', u, { itemId: sized.id, feature: 'Giant', quantity: 2 })).statusCode).toBe(
      400,
    );
    const removed = await post('/api/cart/update', u, { itemId: sized.id, feature: f, quantity: 0 });
    expect(removed.json()).toEqual({ success: true, message: 'Item removed from cart.' });
    expect(await getCart(u)).toEqual({});
  });

  it('ignores stored lines of 0 or less', async () => {
    const u = await createUser(t.database.db);
    await t.database.db.insert(cartItems).values([
      { userId: u.id, productId: sized.id, feature: sized.features[0]!, quantity: 0 },
      { userId: u.id, productId: sized.id, feature: sized.features[1]!, quantity: -2 },
      { userId: u.id, productId: plain.id, feature: NO_FEATURE, quantity: 1 },
    ]);
    expect(await getCart(u)).toEqual({ [plain.id]: { [NO_FEATURE]: 1 } });
  });

  it('drops a product deleted since it was added and names it once', async () => {
    const u = await createUser(t.database.db);
    const [victim] = await t.database.db
      .insert(products)
      .values({
        slug: `gone-${kind}`,
        name: 'Discontinued Loaf',
        description: 'x',
        priceCents: 500,
        category: 'Bakery',
        subCategory: 'Bread',
      })
      .returning({ id: products.id });
    await post('/api/cart/add', u, { itemId: victim!.id, feature: NO_FEATURE, quantity: 1 });
    await post('/api/cart/add', u, { itemId: plain.id, feature: NO_FEATURE, quantity: 1 });
    await t.database.db
      .update(products)
      .set({ deletedAt: sql`now()` })
      .where(eq(products.id, victim!.id));

    const first = (await post('/api/cart/get', u, {})).json();
    expect(first.cartData).toEqual({ [plain.id]: { [NO_FEATURE]: 1 } });
    expect(first.removed).toEqual(['Discontinued Loaf']);
    expect((await post('/api/cart/get', u, {})).json().removed).toEqual([]);
    // Adding it again is refused, removing it is harmless.
    expect((await post('/api/cart/add', u, { itemId: victim!.id, feature: NO_FEATURE, quantity: 1 })).statusCode).toBe(
      404,
    );
    expect(
      (await post('/api/cart/update', u, { itemId: victim!.id, feature: NO_FEATURE, quantity: 0 })).statusCode,
    ).toBe(200);
  });

  it('keeps both of two concurrent adds and survives concurrent sets of one line', async () => {
    const u = await createUser(t.database.db);
    const f = sized.features[0]!;
    const adds = await Promise.all(
      Array.from({ length: 6 }, () => post('/api/cart/add', u, { itemId: sized.id, feature: f, quantity: 2 })),
    );
    expect(adds.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(await getCart(u)).toEqual({ [sized.id]: { [f]: 12 } });

    const other = createUser(t.database.db);
    const v = await other;
    const sets = await Promise.all(
      [3, 8, 5, 9].map((quantity) => post('/api/cart/update', v, { itemId: sized.id, feature: f, quantity })),
    );
    expect(sets.every((r) => r.statusCode === 200)).toBe(true);
    const rows = await t.database.db
      .select()
      .from(cartItems)
      .where(and(eq(cartItems.userId, v.id), eq(cartItems.productId, sized.id)));
    expect(rows).toHaveLength(1);
    expect([3, 8, 5, 9]).toContain(rows[0]!.quantity);
  });

  describe('merge', () => {
    it('adds the guest cart to the account, ignoring entries of 0 or less and unknown products', async () => {
      const u = await createUser(t.database.db);
      const f = sized.features[0]!;
      await post('/api/cart/add', u, { itemId: sized.id, feature: f, quantity: 2 });
      const res = await post('/api/cart/cartMerge', u, {
        cartData: {
          [sized.id]: { [f]: 3, [sized.features[1]!]: 0 },
          [plain.id]: { [NO_FEATURE]: 1, ghost: -4 },
          [other.id]: { Giant: 2 },
          '00000000-0000-4000-8000-000000000000': { M: 1 },
          'not-a-uuid': { M: 1 },
        },
        mergeId: 'guest-cart-aaaa',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        success: true,
        merged: true,
        message: 'Your guest cart was added to your account. 3 items are no longer available and were left out.',
        cartData: { [sized.id]: { [f]: 5 }, [plain.id]: { [NO_FEATURE]: 1 } },
      });
    });

    it('is idempotent: the same cart twice (or at once) adds once; a new guest cart adds again', async () => {
      const u = await createUser(t.database.db);
      const body = { cartData: { [plain.id]: { [NO_FEATURE]: 2 } }, mergeId: 'guest-cart-bbbb' };
      const [a, b] = await Promise.all([post('/api/cart/cartMerge', u, body), post('/api/cart/cartMerge', u, body)]);
      expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
      expect([a.json().merged, b.json().merged].sort()).toEqual([false, true]);
      const retry = await post('/api/cart/cartMerge', u, body);
      expect(retry.json()).toMatchObject({
        merged: false,
        message: 'This guest cart was already added to your account.',
      });
      expect(await getCart(u)).toEqual({ [plain.id]: { [NO_FEATURE]: 2 } });

      // A later guest session with the same content but its own id is a new cart.
      await post('/api/cart/cartMerge', u, { ...body, mergeId: 'guest-cart-cccc' });
      expect(await getCart(u)).toEqual({ [plain.id]: { [NO_FEATURE]: 4 } });
      // Key order in the JSON does not make a different cart.
      const twoLines = { [plain.id]: { [NO_FEATURE]: 1 }, [sized.id]: { [sized.features[0]!]: 1 } };
      const reordered = { [sized.id]: { [sized.features[0]!]: 1 }, [plain.id]: { [NO_FEATURE]: 1 } };
      await post('/api/cart/cartMerge', u, { cartData: twoLines, mergeId: 'guest-cart-dddd' });
      expect(
        (await post('/api/cart/cartMerge', u, { cartData: reordered, mergeId: 'guest-cart-dddd' })).json().merged,
      ).toBe(false);
    });

    it('works without a merge id (a spec-only client) and with an empty cart', async () => {
      const u = await createUser(t.database.db);
      expect((await post('/api/cart/cartMerge', u, { cartData: {} })).statusCode).toBe(200);
      const res = await post('/api/cart/cartMerge', u, { cartData: { [plain.id]: { [NO_FEATURE]: 1 } } });
      expect(res.json().merged).toBe(true);
    });

    it.each([
      [{ cartData: 'x' }],
      [{ cartData: [] }],
      [{ cartData: { a: { M: 'two' } } }],
      [{ cartData: { a: 3 } }],
      [{}],
      [{ cartData: {}, mergeId: 'bad id!' }],
    ])('refuses a malformed merge %j with 400', async (body) => {
      const u = await createUser(t.database.db);
      const res = await post('/api/cart/cartMerge', u, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message: expect.any(String) });
    });

    it('refuses an oversized guest cart', async () => {
      const u = await createUser(t.database.db);
      const cartData = Object.fromEntries(Array.from({ length: 501 }, (_, i) => [`p${i}`, { M: 1 }]));
      const res = await post('/api/cart/cartMerge', u, { cartData });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain('too many lines');
    });
  });

  it('answers product data for cart rows by id, leaving out unknown and deleted ones', async () => {
    const res = await post('/api/cart/products', null, {
      ids: [sized.id, plain.id, 'junk', '00000000-0000-4000-8000-000000000000', sized.id.toUpperCase()],
    });
    expect(res.statusCode).toBe(200);
    const ids = res
      .json()
      .products.map((p: { id: string }) => p.id)
      .sort();
    expect(ids).toEqual([sized.id, plain.id].sort());
    expect(res.json().products[0]).toHaveProperty('price');
    const tooMany = await post('/api/cart/products', null, { ids: Array.from({ length: 501 }, () => 'x') });
    expect(tooMany.statusCode).toBe(400);
  });

  it('answers 400, never 500, to a body that is not JSON', async () => {
    const u = await createUser(t.database.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/cart/add',
      headers: { token: u.token, 'content-type': 'application/json' },
      payload: '{"itemId":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The request body is not valid JSON.');
  });
});
