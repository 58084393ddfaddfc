import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems, orderEvents, orders, products, settings } from './helpers/tables.ts';
import type { Ocr } from '../src/adapters/ocr.ts';
import {
  createCheckoutApp,
  deliveryAddress,
  fillCart,
  multipart,
  orderBodyFor,
  someProducts,
  tomorrow,
} from './helpers/checkout.ts';
import { receiptScreenshot } from './helpers/screenshots.ts';
import { dbKinds, type TestApp } from './helpers/test-app.ts';
import { createUser, type TestUser } from './helpers/users.ts';

let ocrFails = false;
const fakeOcr: Ocr = {
  recognize: async () => {
    if (ocrFails) throw new Error('worker crashed');
    return 'Transfer to Someone Else RM 1.00';
  },
  close: async () => {},
};

describe.each(dbKinds)('checkout on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createCheckoutApp(kind, { ocr: fakeOcr });
  });
  afterAll(() => t.close());

  const post = (url: string, user: TestUser | null, payload?: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { ...(user ? { token: user.token } : {}), ...headers },
      payload: payload as object,
    });

  async function shopperWithCart(quantity = 1) {
    const user = await createUser(t.database.db);
    const [p] = await someProducts(t.database.db, 1);
    await fillCart(t.database.db, user.id, [{ productId: p!.id, feature: p!.features[0] ?? '', quantity }]);
    return { user, product: p! };
  }

  describe('shipping', () => {
    it('prices delivery from the state rate and the server cart, ignoring posted prices', async () => {
      const { user } = await shopperWithCart();
      const peninsular = await post('/api/shipping/calculateShipping', user, {
        state: 'Selangor',
        cartProductList: [{ id: 'x', price: 0.01, quantity: 1 }],
      });
      expect(peninsular.json()).toEqual({ success: true, shippingCost: 8 });
      const east = await post('/api/shipping/calculateShipping', user, { state: 'Sabah', cartProductList: [] });
      expect(east.json().shippingCost).toBe(15);
      const pickup = await post('/api/shipping/calculateShipping', user, { state: 'Sabah', serviceType: 'pickup' });
      expect(pickup.json().shippingCost).toBe(0);
    });

    it('is free from the threshold subtotal up', async () => {
      const { user } = await shopperWithCart(10);
      const res = await post('/api/shipping/calculateShipping', user, { state: 'Sarawak' });
      expect(res.json().shippingCost).toBe(0);
    });

    it('refuses an unknown state and a guest', async () => {
      const { user } = await shopperWithCart();
      const bad = await post('/api/shipping/calculateShipping', user, { state: 'Atlantis' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toMatch(/^state:/);
      expect((await post('/api/shipping/calculateShipping', null, { state: 'Johor' })).statusCode).toBe(401);
    });
  });

  describe('placing', () => {
    it('stores the order as bought, empties the cart, records the event and sets a 2-hour deadline', async () => {
      const { user, product } = await shopperWithCart(2);
      const body = await orderBodyFor(t.database.db, user.id);
      const before = Date.now();
      const res = await post('/api/order/place', user, body);
      expect(res.statusCode).toBe(200);
      const { orderId } = res.json();
      expect(res.json()).toMatchObject({ success: true, message: expect.any(String) });

      const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
      expect(order).toMatchObject({
        status: 'Order Placed',
        paymentMethod: 'tng',
        productCents: product.priceCents * 2,
        shippingCents: 800,
      });
      expect(order!.totalCents).toBe(product.priceCents * 2 + 800);
      const window = order!.paymentDeadline.getTime() - order!.createdAt.getTime();
      expect(window).toBe(2 * 3_600_000);
      expect(order!.createdAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
      expect(await t.database.db.select().from(cartItems).where(eq(cartItems.userId, user.id))).toEqual([]);
      const events = await t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId));
      expect(events.map((e) => e.toStatus)).toEqual(['Order Placed']);

      const detail = await post('/api/order/orderdetail', user, { orderId });
      expect(detail.json().orderDetail).toMatchObject({
        status: 'Order Placed',
        address: deliveryAddress,
        price: { productPrice: ((product.priceCents * 2) / 100).toFixed(2), shippingPrice: '8.00' },
        image: null,
        items: [{ name: product.name, quantity: 2, price: product.priceCents / 100 }],
        service: { serviceType: 'delivery', calendarDate: tomorrow(), outlet: null },
        events: [{ status: 'Order Placed', reason: null }],
      });
    });

    it('refuses a tampered item price, subtotal or shipping fee with 409 and keeps the cart', async () => {
      const { user } = await shopperWithCart();
      const body = await orderBodyFor(t.database.db, user.id);
      const cheaper = { ...body, items: body.items.map((i) => ({ ...i, price: 0.01 })) };
      const r1 = await post('/api/order/place', user, cheaper);
      expect(r1.statusCode).toBe(409);
      expect(r1.json().message).toMatch(/price .* has changed\. Please review your cart/);
      const r2 = await post('/api/order/place', user, { ...body, price: { ...body.price, productPrice: '0.01' } });
      expect(r2.statusCode).toBe(409);
      const r3 = await post('/api/order/place', user, { ...body, price: { ...body.price, shippingPrice: '0.00' } });
      expect(r3.statusCode).toBe(409);
      expect(r3.json().code).toBe('PRICE_CHANGED');
      expect(await t.database.db.select().from(cartItems).where(eq(cartItems.userId, user.id))).toHaveLength(1);
    });

    it('refuses when the cart changed since checkout opened', async () => {
      const { user } = await shopperWithCart();
      const body = await orderBodyFor(t.database.db, user.id);
      const res = await post('/api/order/place', user, {
        ...body,
        items: body.items.map((i) => ({ ...i, quantity: 3 })),
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toMatch(/cart has changed/);
    });

    it('answers the first order again for a repeated Idempotency-Key, even when sent at once', async () => {
      const { user } = await shopperWithCart();
      const body = await orderBodyFor(t.database.db, user.id);
      const headers = { 'idempotency-key': 'attempt-0001-abcdef' };
      const [a, b] = await Promise.all([
        post('/api/order/place', user, body, headers),
        post('/api/order/place', user, body, headers),
      ]);
      expect(a.statusCode).toBe(200);
      expect(b.statusCode).toBe(200);
      expect(a.json().orderId).toBe(b.json().orderId);
      const later = await post('/api/order/place', user, body, headers);
      expect(later.json().orderId).toBe(a.json().orderId);
      expect(await t.database.db.select().from(orders).where(eq(orders.userId, user.id))).toHaveLength(1);
      const badKey = await post('/api/order/place', user, body, { 'idempotency-key': 'x' });
      expect(badKey.statusCode).toBe(400);
    });

    it('refuses a past slot, a slot that has started and a slot inside a lead time with 409', async () => {
      const { user } = await shopperWithCart();
      const body = await orderBodyFor(t.database.db, user.id);
      const past = await post('/api/order/place', user, {
        ...body,
        service: { ...body.service, calendarDate: '2020-01-01' },
      });
      expect(past.statusCode).toBe(409);
      expect(past.json().message).toBe('This time slot has already started. Please choose a later one.');

      const cakeUser = await createUser(t.database.db);
      const [cake] = await someProducts(t.database.db, 1, true);
      await fillCart(t.database.db, cakeUser.id, [
        { productId: cake!.id, feature: cake!.features[0] ?? '', quantity: 1 },
      ]);
      const cakeBody = await orderBodyFor(t.database.db, cakeUser.id, {
        service: { calendarDate: tomorrow(), deliveryTime: '10:00 - 11:00' },
      });
      const early = await post('/api/order/place', cakeUser, cakeBody);
      expect(early.statusCode).toBe(409);
      expect(early.json().message).toBe(
        `${cake!.name} needs ${cake!.leadTimeHours} hours' notice. Please choose a later date or time slot.`,
      );
      const far = new Date(Date.now() + 4 * 86_400_000).toISOString().slice(0, 10);
      const ok = await post('/api/order/place', cakeUser, {
        ...cakeBody,
        service: { ...cakeBody.service, calendarDate: far },
      });
      expect(ok.statusCode).toBe(200);
    });

    it('sells the last place of a slot once when two shoppers race, and a cancel releases it', async () => {
      await t.database.db.insert(settings).values({ key: 'slotCapacity', value: 1 });
      const a = await shopperWithCart();
      const b = await shopperWithCart();
      const service = {
        deliveryTime: '21:00 - 22:00',
        calendarDate: new Date(Date.now() + 9 * 86_400_000).toISOString().slice(0, 10),
      };
      const [ra, rb] = await Promise.all([
        post('/api/order/place', a.user, await orderBodyFor(t.database.db, a.user.id, { service })),
        post('/api/order/place', b.user, await orderBodyFor(t.database.db, b.user.id, { service })),
      ]);
      expect([ra.statusCode, rb.statusCode].sort()).toEqual([200, 409]);
      const [winner, loser] = ra.statusCode === 200 ? [ra, b] : [rb, a];
      expect((ra.statusCode === 409 ? ra : rb).json().message).toBe(
        'This time slot is fully booked. Please choose another.',
      );
      await post('/api/order/cancel', ra.statusCode === 200 ? a.user : b.user, { orderId: winner.json().orderId });
      const retry = await post(
        '/api/order/place',
        loser.user,
        await orderBodyFor(t.database.db, loser.user.id, { service }),
      );
      expect(retry.statusCode).toBe(200);
      await t.database.db.delete(settings).where(eq(settings.key, 'slotCapacity'));
    });

    it('takes a pickup with contact fields only, at a free fee, inside the outlet hours', async () => {
      const { user } = await shopperWithCart();
      const contact = { firstName: 'Mei', lastName: 'Tan', email: 'mei@example.com', phone: '0198765432' };
      const outlets = await t.app.inject({ method: 'GET', url: '/api/outlet/outletList' });
      type Listed = { id: number; schedule: { day: string; available: boolean }[] };
      const day = new Date(`${tomorrow()}T12:00:00Z`).toLocaleDateString('en-GB', { weekday: 'long', timeZone: 'UTC' });
      const openOn = (o: Listed) => o.schedule.some((d) => d.day === day && d.available);
      const listed = outlets.json().outlets as Listed[];
      const outletId = listed.find(openOn)!.id;
      const closedId = listed.find((o) => !openOn(o))?.id;
      const body = await orderBodyFor(t.database.db, user.id, {
        address: contact,
        shippingCents: 0,
        service: { serviceType: 'pickup', outletId, deliveryAddress: null },
      });
      const res = await post('/api/order/place', user, body);
      expect(res.json()).toMatchObject({ success: true });
      const detail = (await post('/api/order/orderdetail', user, { orderId: res.json().orderId })).json().orderDetail;
      expect(detail.service.outlet.id).toBe(outletId);
      expect(detail.price.shippingPrice).toBe('0.00');

      const noOutlet = await post('/api/order/place', user, { ...body, service: { ...body.service, outletId: null } });
      expect(noOutlet.statusCode).toBe(400);
      if (closedId !== undefined) {
        await fillCart(t.database.db, user.id, [
          { productId: body.items[0]!.id, feature: body.items[0]!.feature, quantity: 1 },
        ]);
        const closed = await post('/api/order/place', user, {
          ...body,
          service: { ...body.service, outletId: closedId },
        });
        expect(closed.statusCode).toBe(409);
        expect(closed.json().message).toBe('The outlet is not open during this time slot. Please choose another.');
      }
    });

    it('validates the address for delivery with field messages', async () => {
      const { user } = await shopperWithCart();
      const body = await orderBodyFor(t.database.db, user.id, {
        address: { ...deliveryAddress, zipcode: '5510A', state: 'Atlantis' },
      });
      const res = await post('/api/order/place', user, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/^address\.(zipcode|state): /);
    });

    it('refuses an empty cart and a product that was withdrawn', async () => {
      const empty = await createUser(t.database.db);
      const { user, product } = await shopperWithCart();
      const body = await orderBodyFor(t.database.db, user.id);
      expect((await post('/api/order/place', empty, body)).statusCode).toBe(400);
      await t.database.db.update(products).set({ hidden: true }).where(eq(products.id, product.id));
      const res = await post('/api/order/place', user, body);
      expect(res.statusCode).toBe(409);
      await t.database.db.update(products).set({ hidden: false }).where(eq(products.id, product.id));
    });
  });

  describe('orders of a shopper', () => {
    it('lists newest first in the spec shape and hides other shoppers orders', async () => {
      const { user } = await shopperWithCart();
      const first = (await post('/api/order/place', user, await orderBodyFor(t.database.db, user.id))).json().orderId;
      const [p] = await someProducts(t.database.db, 2);
      await fillCart(t.database.db, user.id, [{ productId: p!.id, feature: p!.features[1] ?? '', quantity: 1 }]);
      const second = (await post('/api/order/place', user, await orderBodyFor(t.database.db, user.id))).json().orderId;

      const list = (await post('/api/order/userorders', user)).json();
      expect(list.orders.map((o: { id: string }) => o.id)).toEqual([second, first]);
      expect(list.orders[0]).toMatchObject({
        paymentMethod: 'tng',
        status: 'Order Placed',
        address: { firstName: 'Aisyah', lastName: 'Rahman' },
        date: expect.any(Number),
        amount: expect.any(Number),
        price: { productPrice: expect.stringMatching(/^\d+\.\d{2}$/), shippingPrice: '8.00' },
      });

      const other = await createUser(t.database.db);
      expect((await post('/api/order/userorders', other)).json().orders).toEqual([]);
      const peek = await post('/api/order/orderdetail', other, { orderId: first });
      expect(peek.statusCode).toBe(404);
      expect((await post('/api/order/cancel', other, { orderId: first })).statusCode).toBe(404);
      expect((await post('/api/order/orderdetail', user, { orderId: 'not-a-uuid' })).statusCode).toBe(404);
      expect((await post('/api/order/userorders', null)).statusCode).toBe(401);
    });

    it('lets the owner cancel only while Order Placed', async () => {
      const { user } = await shopperWithCart();
      const orderId = (await post('/api/order/place', user, await orderBodyFor(t.database.db, user.id))).json().orderId;
      const ok = await post('/api/order/cancel', user, { orderId });
      expect(ok.json()).toEqual({ success: true, message: 'Your order has been cancelled.' });
      const again = await post('/api/order/cancel', user, { orderId });
      expect(again.statusCode).toBe(409);
      const detail = (await post('/api/order/orderdetail', user, { orderId })).json().orderDetail;
      expect(detail.status).toBe('Order Cancelled');
      expect(detail.events.map((e: { status: string }) => e.status)).toEqual(['Order Placed', 'Order Cancelled']);
    });
  });

  describe('mails', () => {
    /** Order mails go out after the answer: once that work has ended, a mail not written was not sent. */
    async function mailTo(email: string, subject: RegExp): Promise<string> {
      await t.app.afterAnswer.settled();
      const dir = path.join(t.config.dataDir, 'outbox');
      for (const f of fs.existsSync(dir) ? fs.readdirSync(dir) : []) {
        const text = fs.readFileSync(path.join(dir, f), 'utf8');
        if (text.includes(`To: ${email}`) && subject.test(text)) return text;
      }
      throw new Error(`no mail to ${email} matching ${subject}`);
    }

    it('sends the confirmation on placement and a short mail when cancelled', async () => {
      const { user, product } = await shopperWithCart();
      const email = `${user.id.slice(0, 8)}@example.com`;
      const body = await orderBodyFor(t.database.db, user.id, { address: { ...deliveryAddress, email } });
      const orderId = (await post('/api/order/place', user, body)).json().orderId as string;
      const short = orderId.slice(0, 8).toUpperCase();
      // Mails go to the account's own email, never the form's contact email.
      const confirmation = await mailTo(user.email, new RegExp(`order ${short} received`));
      const plain = confirmation.replace(/=\r?\n/g, '');
      expect(plain).toContain(product.name);
      expect(plain).toContain('Shipping Fee: RM 8.00');
      expect(plain).toContain(`/checkout/${orderId}`);
      expect(plain).toMatch(/cancelled automatically after 2 hours/);
      await post('/api/order/cancel', user, { orderId });
      const cancelled = await mailTo(user.email, new RegExp(`order ${short} Order Cancelled`));
      expect(cancelled.replace(/=\r?\n/g, '')).toContain('Reason: Cancelled by the customer.');
    });
  });

  describe('upload with a stand-in OCR', () => {
    it('answers the spec message when OCR fails, and refuses an order that is no longer awaiting payment', async () => {
      const { user } = await shopperWithCart();
      const orderId = (await post('/api/order/place', user, await orderBodyFor(t.database.db, user.id))).json().orderId;
      const m = multipart(
        { orderId },
        { name: 'r.png', type: 'image/png', data: await receiptScreenshot({ receiver: 'x', amount: 'RM 1.00' }) },
      );
      const send = () =>
        t.app.inject({
          method: 'POST',
          url: '/api/order/uploadpayment',
          headers: { token: user.token, ...m.headers },
          payload: m.payload,
        });
      ocrFails = true;
      const failed = await send();
      ocrFails = false;
      expect(failed.statusCode).toBe(503);
      expect(failed.json().message).toBe('There was an error processing the image.');
      expect((await send()).json().message).toBe(
        'The uploaded screenshot does not match the receiver name. Please upload the correct screenshot.',
      );
      await t.database.db.update(orders).set({ status: 'Preparing' }).where(eq(orders.id, orderId));
      const late = await send();
      expect(late.statusCode).toBe(409);
      expect(late.json().message).toBe('This order is already Preparing; no payment screenshot is needed.');
    });
  });

  describe('settings', () => {
    it('exposes the receiver and hides card payments without a Stripe key', async () => {
      const s = (await t.app.inject({ method: 'GET', url: '/api/custom/settings' })).json().settings;
      expect(s).toMatchObject({ cardPayments: false, paymentReceiverName: 'Roti & Rupa', shippingDelayMs: 0 });
      const { user } = await shopperWithCart();
      const res = await post('/api/order/stripe', user, await orderBodyFor(t.database.db, user.id));
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe('Card payments are not configured');
    });

    it('uses a stored free-shipping threshold', async () => {
      await t.database.db.insert(settings).values({ key: 'freeShippingMinSubtotal', value: sql`'null'::jsonb` });
      const { user } = await shopperWithCart(10);
      const res = await post('/api/shipping/calculateShipping', user, { state: 'Sarawak' });
      expect(res.json().shippingCost).toBe(15);
      await t.database.db.delete(settings).where(eq(settings.key, 'freeShippingMinSubtotal'));
    });
  });
});
