import { CART_MAX_LINES, LIMITS, NO_FEATURE } from '@shop/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, products } from './helpers/tables.ts';
import { fillCart, orderBodyFor, someProducts } from './helpers/checkout.ts';
import { createCheckoutApp } from './helpers/checkout.ts';
import { dbKinds, type TestApp } from './helpers/test-app.ts';
import { createUser, type TestUser } from './helpers/users.ts';

/** Lines of distinct (product, feature) pairs without stock or lead time, `quantity` units each. */
async function manyLines(t: TestApp, n: number, quantity: number) {
  const rows = await someProducts(t.database.db, 200);
  return rows
    .filter((p) => p.stock === null)
    .flatMap((p) =>
      (p.features.length ? p.features : [NO_FEATURE]).map((feature) => ({ productId: p.id, feature, quantity })),
    )
    .slice(0, n);
}

describe.each(dbKinds)('cart and order limits on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createCheckoutApp(kind);
  });
  afterAll(() => t.close());

  const post = (url: string, user: TestUser, payload: unknown) =>
    t.app.inject({ method: 'POST', url, headers: { token: user.token }, payload: payload as object });

  it('prices a cart of 19 lines of 9,999 units without overflowing, and refuses to place one worth over RM 1,000,000', async () => {
    const user = await createUser(t.database.db);
    const lines = await manyLines(t, 19, LIMITS.cartQuantityMax);
    expect(lines).toHaveLength(19);
    await fillCart(t.database.db, user.id, lines);
    // Make the cart worth more than 2^31 cents, the 32-bit integer limit.
    await t.database.db.update(products).set({ priceCents: 1_500_000 }).where(eq(products.id, lines[0]!.productId));
    const shipping = await post('/api/shipping/calculateShipping', user, { state: 'Selangor', cartProductList: [] });
    expect(shipping.statusCode, shipping.body).toBe(200);

    const body = await orderBodyFor(t.database.db, user.id, { shippingCents: 0 });
    // The largest amount an order request can state; the server's own sum is larger still.
    body.price.productPrice = '9999999.99';
    const placed = await post('/api/order/place', user, body);
    expect(placed.statusCode, placed.body).toBe(400);
    expect(placed.json().message).toBe(
      'A cart can be worth at most RM 1,000,000.00. For a larger order, please contact the shop.',
    );
    expect(await t.database.db.select().from(orders).where(eq(orders.userId, user.id))).toHaveLength(0);
  });

  it('refuses an add or an update that would take the cart over its value limit, with the reason', async () => {
    const user = await createUser(t.database.db);
    const [p] = await someProducts(t.database.db, 1);
    await t.database.db.update(products).set({ priceCents: 10_000_000 }).where(eq(products.id, p!.id));
    const feature = p!.features[0] ?? NO_FEATURE;
    const ok = await post('/api/cart/add', user, { itemId: p!.id, feature, quantity: 10 });
    expect(ok.statusCode, ok.body).toBe(200);
    for (const [url, quantity] of [
      ['/api/cart/add', 1],
      ['/api/cart/update', 11],
    ] as const) {
      const res = await post(url, user, { itemId: p!.id, feature, quantity });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toMatch(/^A cart can be worth at most RM 1,000,000\.00/);
    }
  });

  it(`refuses line ${CART_MAX_LINES + 1} of a cart, and keeps the ${CART_MAX_LINES} it holds`, async () => {
    const user = await createUser(t.database.db);
    const lines = await manyLines(t, CART_MAX_LINES + 1, 1);
    expect(lines).toHaveLength(CART_MAX_LINES + 1);
    await fillCart(t.database.db, user.id, lines.slice(0, CART_MAX_LINES));
    const last = lines[CART_MAX_LINES]!;
    const res = await post('/api/cart/add', user, { itemId: last.productId, feature: last.feature, quantity: 1 });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe(
      `A cart can hold at most ${CART_MAX_LINES} different items. Please remove some first.`,
    );
    const again = await post('/api/cart/update', user, {
      itemId: lines[0]!.productId,
      feature: lines[0]!.feature,
      quantity: 2,
    });
    expect(again.statusCode, again.body).toBe(200);
    const count = await t.database.db.execute(
      sql`select count(*)::int as n from cart_items where user_id = ${user.id}`,
    );
    expect((count as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(CART_MAX_LINES);
  });
});
