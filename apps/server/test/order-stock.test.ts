import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from './helpers/tables.ts';
import { cancelOverdueOrders } from '../src/jobs/payment-deadline.ts';
import { createCheckoutApp, fillCart, orderBodyFor, someProducts } from './helpers/checkout.ts';
import { dbKinds, type TestApp } from './helpers/test-app.ts';
import { createUser } from './helpers/users.ts';

describe.each(dbKinds)('stock through order placement on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createCheckoutApp(kind);
  });
  afterAll(() => t.close());

  async function trackedProduct(stock: Record<string, number>) {
    const [p] = await someProducts(t.database.db, 1);
    await t.database.db.update(products).set({ stock }).where(eq(products.id, p!.id));
    return p!;
  }
  const stockOf = async (id: string) =>
    (await t.database.db.select({ s: products.stock }).from(products).where(eq(products.id, id)))[0]!.s;

  async function place(userId: string, token: string) {
    const payload = await orderBodyFor(t.database.db, userId);
    return t.app.inject({ method: 'POST', url: '/api/order/place', headers: { token }, payload });
  }

  it('takes the ordered quantity off stock and gives it back when the shopper cancels', async () => {
    const feature = 'Whole';
    const p = await trackedProduct({ [feature]: 3 });
    const u = await createUser(t.database.db);
    await fillCart(t.database.db, u.id, [{ productId: p.id, feature, quantity: 2 }]);
    const res = await place(u.id, u.token);
    expect(res.statusCode).toBe(200);
    expect(await stockOf(p.id)).toEqual({ [feature]: 1 });

    const cancel = await t.app.inject({
      method: 'POST',
      url: '/api/order/cancel',
      headers: { token: u.token },
      payload: { orderId: res.json().orderId },
    });
    expect(cancel.statusCode).toBe(200);
    expect(await stockOf(p.id)).toEqual({ [feature]: 3 });
  });

  it('refuses an order for more than is left, keeping the cart and the stock', async () => {
    const p = await trackedProduct({ Half: 1 });
    const u = await createUser(t.database.db);
    await fillCart(t.database.db, u.id, [{ productId: p.id, feature: 'Half', quantity: 2 }]);
    const res = await place(u.id, u.token);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('left');
    expect(await stockOf(p.id)).toEqual({ Half: 1 });
    const cart = await t.app.inject({ method: 'POST', url: '/api/cart/get', headers: { token: u.token }, payload: {} });
    expect(JSON.stringify(cart.json().cartData)).toContain(p.id);
  });

  it('restocks orders the payment deadline cancels', async () => {
    const p = await trackedProduct({ Box: 3 });
    const u = await createUser(t.database.db);
    await fillCart(t.database.db, u.id, [{ productId: p.id, feature: 'Box', quantity: 2 }]);
    expect((await place(u.id, u.token)).statusCode).toBe(200);
    expect(await stockOf(p.id)).toEqual({ Box: 1 });
    await cancelOverdueOrders(t.database.db, new Date(Date.now() + 3 * 3_600_000));
    expect(await stockOf(p.id)).toEqual({ Box: 3 });
  });

  it.skipIf(kind === 'pglite')('two shoppers racing for the last loaf: exactly one order', async () => {
    const p = await trackedProduct({ Last: 1 });
    const shoppers = await Promise.all([createUser(t.database.db), createUser(t.database.db)]);
    for (const s of shoppers) await fillCart(t.database.db, s.id, [{ productId: p.id, feature: 'Last', quantity: 1 }]);
    const results = await Promise.all(shoppers.map((s) => place(s.id, s.token)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await stockOf(p.id)).toEqual({ Last: 0 });
  });
});
