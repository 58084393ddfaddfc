import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { news, orders } from './helpers/tables.ts';
import { addDays, shopClock } from '@shop/contract';
import { createCheckoutApp, fillCart, orderBodyFor, someProducts, tomorrow } from './helpers/checkout.ts';
import { dbKinds, type TestApp } from './helpers/test-app.ts';
import { createUser, type TestUser } from './helpers/users.ts';
import { insertTestOrder } from './helpers/admin.ts';

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

  describe('lead time in the slot picker', () => {
    const slots = (payload: unknown) =>
      t.app.inject({ method: 'POST', url: '/api/service/slots', payload: payload as object });

    it('asked with the bag, offers only slots its slowest product can make, and names the first', async () => {
      const [slow] = await someProducts(t.database.db, 1, true);
      const [quick] = await someProducts(t.database.db, 1);
      expect(slow!.leadTimeHours).toBeGreaterThanOrEqual(24);
      const productIds = [quick!.id, slow!.id];
      const res = await slots({ serviceType: 'delivery', date: tomorrow(), productIds });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body.notice).toMatchObject({ productName: slow!.name, hours: slow!.leadTimeHours });
      const today = shopClock(new Date(), 'Asia/Kuala_Lumpur').date;
      expect(body.notice.firstDate >= addDays(today, Math.floor(slow!.leadTimeHours / 24))).toBe(true);
      // Tomorrow is too soon for 48 hours: each slot says why rather than "past".
      if (slow!.leadTimeHours >= 48)
        expect(body.slots.every((s: { reason: string }) => s.reason === 'notice')).toBe(true);

      // The first slot it names is one the bag can really have, and placement takes it.
      const first = await slots({ serviceType: 'delivery', date: body.notice.firstDate, productIds });
      expect(first.json().slots.find((s: { slot: string }) => s.slot === body.notice.firstSlot)).toMatchObject({
        available: true,
        reason: null,
      });
      const user = await createUser(t.database.db);
      await fillCart(t.database.db, user.id, [{ productId: slow!.id, feature: slow!.features[0] ?? '', quantity: 1 }]);
      const order = await orderBodyFor(t.database.db, user.id, {
        service: { calendarDate: body.notice.firstDate, deliveryTime: body.notice.firstSlot },
      });
      const placed = await post('/api/order/place', user, order);
      expect(placed.statusCode, placed.body).toBe(200);
    });

    it('without products or with quick ones, answers as before', async () => {
      const [quick] = await someProducts(t.database.db, 1);
      const plain = await slots({ serviceType: 'delivery', date: tomorrow() });
      expect(plain.json().notice).toBeUndefined();
      expect(plain.json().slots.every((s: { available: boolean }) => s.available)).toBe(true);
      const withQuick = await slots({
        serviceType: 'delivery',
        date: tomorrow(),
        productIds: [quick!.id, 'not-a-product'],
      });
      expect(withQuick.json().notice).toBeNull();
    });

    it('refuses a malformed bag with a 400', async () => {
      const res = await slots({ serviceType: 'delivery', date: tomorrow(), productIds: 'cake' });
      expect(res.statusCode).toBe(400);
      expect(res.json().success).toBe(false);
    });
  });

  describe('payments to verify', () => {
    it('lists every waiting screenshot whatever its date, mismatches first, with a count, for staff only', async () => {
      const staff = await createUser(t.database.db, { role: 'staff' });
      const customer = await createUser(t.database.db);
      const get = (user: TestUser) =>
        t.app.inject({ method: 'GET', url: '/api/admin/orders/to-verify', headers: { token: user.token } });
      const before = (await get(staff)).json().count as number;
      const matching = await insertTestOrder(t.database.db, customer.id, { slotDate: addDays(tomorrow(), 9) });
      const [row] = await t.database.db.select().from(orders).where(eq(orders.id, matching));
      await t.database.db
        .update(orders)
        .set({ ocrAmountCents: row!.totalCents, ocrText: `Transfer ${matching.slice(0, 8).toUpperCase()} done` })
        .where(eq(orders.id, matching));
      const wrongAmount = await insertTestOrder(t.database.db, customer.id, { slotDate: addDays(tomorrow(), 20) });
      await t.database.db.update(orders).set({ ocrAmountCents: 1 }).where(eq(orders.id, wrongAmount));
      await insertTestOrder(t.database.db, customer.id, { status: 'Payment Verified' });

      const res = await get(staff);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json() as { count: number; orders: { id: string; mismatch: boolean; status: string }[] };
      expect(body.count).toBe(before + 2);
      const ids = body.orders.map((o) => o.id);
      expect(ids).toContain(matching);
      expect(ids.indexOf(wrongAmount)).toBeLessThan(ids.indexOf(matching));
      expect(body.orders.find((o) => o.id === wrongAmount)!.mismatch).toBe(true);
      expect(body.orders.find((o) => o.id === matching)!.mismatch).toBe(false);
      expect(body.orders.every((o) => o.status === 'Payment Submitted')).toBe(true);
      expect((await get(customer)).statusCode).toBe(403);
    });
  });

  describe('news published on its date', () => {
    it('keeps a story dated tomorrow out of the list and its page until that day', async () => {
      const today = shopClock(new Date(), 'Asia/Kuala_Lumpur').date;
      const [later, now] = await t.database.db
        .insert(news)
        .values([
          { title: 'Raya opening hours', description: 'From tomorrow.', date: addDays(today, 1), imageUrl: null },
          { title: 'Fresh today', description: 'Out of the oven.', date: today, imageUrl: null },
        ])
        .returning({ id: news.id });
      const list = await t.app.inject({ method: 'GET', url: '/api/news/all?page=1&limit=50' });
      const ids = (list.json().items as { id: number }[]).map((i) => i.id);
      expect(ids).toContain(now!.id);
      expect(ids).not.toContain(later!.id);
      expect((await t.app.inject({ method: 'GET', url: `/api/news/${later!.id}` })).statusCode).toBe(404);
      const shown = await t.app.inject({ method: 'GET', url: `/api/news/${now!.id}` });
      expect(shown.statusCode).toBe(200);
      expect(shown.json().previous?.id).not.toBe(later!.id);
    });
  });

  describe('what the shop promises', () => {
    it("names an outlet's address and WhatsApp, and books next-day delivery on the site", async () => {
      const { settings: shop } = (await t.app.inject({ method: 'GET', url: '/api/custom/settings' })).json();
      const { outlets } = (await t.app.inject({ method: 'GET', url: '/api/outlet/outletList' })).json() as {
        outlets: {
          address: { street: string; zipcode: string; city: string; state: string };
          whatsappNumber: string | null;
        }[];
      };
      const addresses = outlets.map(
        (o) => `${o.address.street}, ${o.address.zipcode} ${o.address.city}, ${o.address.state}`,
      );
      expect(addresses).toContain(shop.contactAddress);
      expect(outlets.map((o) => (o.whatsappNumber ?? '').replace(/\D/g, '').replace(/^0/, '60'))).toContain(
        shop.sellerWhatsapp,
      );
      expect(shop.noticeMessages.join(' ')).not.toMatch(/WhatsApp message to book/);
    });
  });
});
