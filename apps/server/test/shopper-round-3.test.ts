import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../src/db/schema.ts';
import { createCheckoutApp, fillCart, orderBodyFor, someProducts } from './helpers/checkout.ts';
import { dbKinds, type TestApp } from './helpers/test-app.ts';
import { createUser, type TestUser } from './helpers/users.ts';

// Issue 38, as the API sees it: phone numbers as Malaysians write them, on both databases.

describe.each(dbKinds)('shopper round 3 on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createCheckoutApp(kind);
  });
  afterAll(() => t.close());

  const post = (url: string, user: TestUser, payload: unknown) =>
    t.app.inject({ method: 'POST', url, headers: { token: user.token }, payload: payload as object });

  async function shopperWithCart() {
    const user = await createUser(t.database.db);
    const [p] = await someProducts(t.database.db, 1);
    await fillCart(t.database.db, user.id, [{ productId: p!.id, feature: p!.features[0] ?? '', quantity: 1 }]);
    return user;
  }

  describe('phone numbers', () => {
    it.each(['012-345 6789', '+60 12-345 6789', '012 3456789', '60123456789'])(
      'an order with %j stores one normal form',
      async (typed) => {
        const user = await shopperWithCart();
        const body = await orderBodyFor(t.database.db, user.id);
        const res = await post('/api/order/place', user, { ...body, address: { ...body.address, phone: typed } });
        expect(res.statusCode, res.body).toBe(200);
        const [row] = await t.database.db.select().from(orders).where(eq(orders.id, res.json().orderId));
        expect(row!.address.phone).toBe('0123456789');
        const detail = await post('/api/order/orderdetail', user, { orderId: res.json().orderId });
        expect(detail.json().orderDetail.address.phone).toBe('0123456789');
      },
    );

    it.each(['12-34', '+65 6123 4567', 'call me', '012-345-6789-0123-4567'])(
      'refuses %j with a clear 400',
      async (typed) => {
        const user = await shopperWithCart();
        const body = await orderBodyFor(t.database.db, user.id);
        const res = await post('/api/order/place', user, { ...body, address: { ...body.address, phone: typed } });
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toContain('Enter a phone number such as 012-345 6789 or +60 12-345 6789.');
      },
    );

    it('a saved address takes +60 with spaces and keeps the normal form', async () => {
      const user = await shopperWithCart();
      const placed = await post('/api/order/place', user, await orderBodyFor(t.database.db, user.id));
      expect(placed.statusCode, placed.body).toBe(200);
      const profile = await t.app.inject({ method: 'GET', url: '/api/user/profile', headers: { token: user.token } });
      const [address] = profile.json().addresses as { id: string; phone: string }[];
      const { id, ...fields } = address! as Record<string, string>;
      const saved = await post('/api/user/address', user, { id, address: { ...fields, phone: '+60 11-2345 6789' } });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().addresses[0].phone).toBe('01123456789');
    });
  });
});
