import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ocr } from '../src/adapters/ocr.ts';
import { orderEvents, orders } from './helpers/tables.ts';
import { createCheckoutApp, placeTestOrder } from './helpers/checkout.ts';
import { startFakeStripe, type FakeStripe } from './helpers/fake-stripe.ts';
import { dbKinds, type TestApp } from './helpers/test-app.ts';
import { createUser } from './helpers/users.ts';

const noOcr: Ocr = { recognize: async () => '', close: async () => {} };
const WEBHOOK_SECRET = 'whsec_test_secret';

describe.each(dbKinds)('card payments on %s', (kind) => {
  let t: TestApp;
  let stripe: FakeStripe;
  beforeAll(async () => {
    stripe = await startFakeStripe({
      webhookSecret: WEBHOOK_SECRET,
      deliver: async (payload, signature) => (await webhook(payload, signature)).statusCode,
    });
    t = await createCheckoutApp(kind, { ocr: noOcr, env: { ...stripe.shopEnv, PUBLIC_URL: 'https://shop.example' } });
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });

  const stripeOrder = () => placeTestOrder(t, { url: '/api/order/stripe', quantity: 2, idempotent: true });

  const webhook = (payload: string, signature: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/order/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload,
    });

  /** The event Stripe sends once the order's own (newest) session is paid in full. */
  const completed = (orderId: string) => {
    const session = stripe.sessions.at(-1)!;
    return JSON.stringify({
      id: `evt_${orderId.slice(0, 8)}`,
      object: 'event',
      type: 'checkout.session.completed',
      data: {
        object: {
          id: session.id,
          object: 'checkout.session',
          payment_status: 'paid',
          amount_total: session.amountTotal,
          currency: 'myr',
          payment_intent: session.paymentIntent,
          metadata: { orderId },
          client_reference_id: orderId,
        },
      },
    });
  };

  it('shows the option and creates a Checkout Session in MYR with the order id, answering its URL', async () => {
    const settings = (await t.app.inject({ method: 'GET', url: '/api/custom/settings' })).json().settings;
    expect(settings.cardPayments).toBe(true);
    const { res, product, headers, body } = await stripeOrder();
    expect(res.statusCode).toBe(200);
    const { orderId, success_url } = res.json();
    expect(success_url).toBe(`${stripe.origin}/pay/${stripe.sessions.at(-1)!.id}`);
    const sent = stripe.sessions.at(-1)!.params;
    expect(sent.get('metadata[orderId]')).toBe(orderId);
    expect(sent.get('line_items[0][price_data][currency]')).toBe('myr');
    expect(sent.get('line_items[0][price_data][unit_amount]')).toBe(String(product.priceCents));
    expect(sent.get('line_items[0][quantity]')).toBe('2');
    expect(sent.get('line_items[1][price_data][product_data][name]')).toBe('Shipping Fee');
    expect(sent.get('success_url')).toBe(`https://shop.example/checkout/${orderId}?payment=success`);
    expect(sent.get('cancel_url')).toBe(`https://shop.example/checkout/${orderId}?payment=cancelled`);
    const [o] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(o).toMatchObject({
      paymentMethod: 'stripe',
      status: 'Order Placed',
      stripeSessionId: expect.stringMatching(/^cs_test_/),
    });

    // A retry with the same key answers the same order and session, without a second session.
    const count = stripe.sessions.length;
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/order/stripe',
      headers,
      payload: body,
    });
    expect(again.json()).toMatchObject({ orderId, success_url });
    expect(stripe.sessions.length).toBe(count);
  });

  it('marks the order Payment Verified on a signed checkout.session.completed, once', async () => {
    const { res } = await stripeOrder();
    const { orderId } = res.json();
    const payload = completed(orderId);
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const first = await webhook(payload, header);
    expect(first.statusCode).toBe(200);
    const repeat = await webhook(payload, header);
    expect(repeat.statusCode).toBe(200);
    const [o] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(o!.status).toBe('Payment Verified');
    const events = await t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId));
    expect(events.filter((e) => e.toStatus === 'Payment Verified')).toHaveLength(1);
  });

  it('paying on the hosted page sends a signed event that verifies the order, then returns the shopper', async () => {
    const { res, headers } = await stripeOrder();
    const { orderId, success_url } = res.json();
    const page = await fetch(success_url);
    expect(await page.text()).toContain('Pay MYR');
    const paid = await fetch(success_url, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`https://shop.example/checkout/${orderId}?payment=success`);
    const [o] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(o!.status).toBe('Payment Verified');
    // A paid session has no page any more, and the order no longer waits for a card payment.
    expect((await fetch(success_url, { method: 'POST' })).status).toBe(409);
    const resume = await t.app.inject({
      method: 'POST',
      url: '/api/order/stripe/resume',
      headers,
      payload: { orderId },
    });
    expect(resume.statusCode).toBe(409);
  });

  it('refuses a bad or missing signature and changes nothing', async () => {
    const { res } = await stripeOrder();
    const { orderId } = res.json();
    const payload = completed(orderId);
    const forged = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_wrong' });
    expect((await webhook(payload, forged)).statusCode).toBe(400);
    const tampered = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    expect((await webhook(payload.replace('paid', 'unpaid'), tampered)).statusCode).toBe(400);
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/order/stripe/webhook',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(missing.statusCode).toBe(400);
    const [o] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(o!.status).toBe('Order Placed');
  });

  it('still parses JSON normally on the other order routes', async () => {
    const user = await createUser(t.database.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/order/orderdetail',
      headers: { token: user.token },
      payload: { orderId: 'x' },
    });
    expect(res.statusCode).toBe(404);
  });
});
