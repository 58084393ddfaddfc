import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ocr } from '../src/adapters/ocr.ts';
import { orderEvents, orders } from '../src/db/schema.ts';
import { createCheckoutApp, fillCart, orderBodyFor, someProducts } from './helpers/checkout.ts';
import { dbKinds, type TestApp } from './helpers/test-app.ts';
import { createUser } from './helpers/users.ts';

const noOcr: Ocr = { recognize: async () => '', close: async () => {} };
const WEBHOOK_SECRET = 'whsec_test_secret';

/** Just enough of the Stripe API for Checkout Sessions, recording what the SDK sent. */
async function fakeStripe() {
  const created: URLSearchParams[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      res.setHeader('content-type', 'application/json');
      const retrieve = /^\/v1\/checkout\/sessions\/(cs_test_\d+)/.exec(req.url ?? '');
      if (req.method === 'POST' && req.url === '/v1/checkout/sessions') {
        created.push(new URLSearchParams(body));
        const id = `cs_test_${created.length}`;
        res.end(JSON.stringify({ id, object: 'checkout.session', url: `https://checkout.stripe.test/pay/${id}` }));
      } else if (req.method === 'GET' && retrieve) {
        res.end(JSON.stringify({ id: retrieve[1], object: 'checkout.session', url: `https://checkout.stripe.test/pay/${retrieve[1]}` }));
      } else {
        res.statusCode = 404;
        res.end(JSON.stringify({ error: { message: 'unknown', type: 'invalid_request_error' } }));
      }
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { created, port: (server.address() as AddressInfo).port, close: () => new Promise((r) => server.close(r)) };
}

describe.each(dbKinds)('card payments on %s', (kind) => {
  let t: TestApp;
  let stripeApi: Awaited<ReturnType<typeof fakeStripe>>;
  beforeAll(async () => {
    stripeApi = await fakeStripe();
    t = await createCheckoutApp(kind, {
      ocr: noOcr,
      env: {
        STRIPE_SECRET_KEY: 'sk_test_fake',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_HOST: '127.0.0.1',
        STRIPE_API_PORT: String(stripeApi.port),
        STRIPE_API_PROTOCOL: 'http',
        PUBLIC_URL: 'https://shop.example',
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await stripeApi.close();
  });

  async function stripeOrder() {
    const user = await createUser(t.database.db);
    const [p] = await someProducts(t.database.db, 1);
    await fillCart(t.database.db, user.id, [{ productId: p!.id, feature: p!.features[0] ?? '', quantity: 2 }]);
    const body = await orderBodyFor(t.database.db, user.id);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/order/stripe',
      headers: { token: user.token, 'idempotency-key': `card-${user.id}` },
      payload: body,
    });
    return { user, product: p!, res, body };
  }

  const webhook = (payload: string, signature: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/order/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload,
    });

  const completed = (orderId: string) =>
    JSON.stringify({
      id: `evt_${orderId.slice(0, 8)}`,
      object: 'event',
      type: 'checkout.session.completed',
      data: { object: { id: 'cs_test_x', object: 'checkout.session', payment_status: 'paid', metadata: { orderId }, client_reference_id: orderId } },
    });

  it('shows the option and creates a Checkout Session in MYR with the order id, answering its URL', async () => {
    const settings = (await t.app.inject({ method: 'GET', url: '/api/custom/settings' })).json().settings;
    expect(settings.cardPayments).toBe(true);
    const { res, product, user, body } = await stripeOrder();
    expect(res.statusCode).toBe(200);
    const { orderId, success_url } = res.json();
    expect(success_url).toMatch(/^https:\/\/checkout\.stripe\.test\/pay\/cs_test_\d+$/);
    const sent = stripeApi.created.at(-1)!;
    expect(sent.get('metadata[orderId]')).toBe(orderId);
    expect(sent.get('line_items[0][price_data][currency]')).toBe('myr');
    expect(sent.get('line_items[0][price_data][unit_amount]')).toBe(String(product.priceCents));
    expect(sent.get('line_items[0][quantity]')).toBe('2');
    expect(sent.get('line_items[1][price_data][product_data][name]')).toBe('Shipping Fee');
    expect(sent.get('success_url')).toBe(`https://shop.example/checkout/${orderId}?payment=success`);
    expect(sent.get('cancel_url')).toBe(`https://shop.example/checkout/${orderId}?payment=cancelled`);
    const [o] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(o).toMatchObject({ paymentMethod: 'stripe', status: 'Order Placed', stripeSessionId: expect.stringMatching(/^cs_test_/) });

    // A retry with the same key answers the same order and session, without a second session.
    const count = stripeApi.created.length;
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/order/stripe',
      headers: { token: user.token, 'idempotency-key': `card-${user.id}` },
      payload: body,
    });
    expect(again.json()).toMatchObject({ orderId, success_url });
    expect(stripeApi.created.length).toBe(count);
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

  it('refuses a bad or missing signature and changes nothing', async () => {
    const { res } = await stripeOrder();
    const { orderId } = res.json();
    const payload = completed(orderId);
    const forged = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_wrong' });
    expect((await webhook(payload, forged)).statusCode).toBe(400);
    const tampered = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    expect((await webhook(payload.replace('paid', 'unpaid'), tampered)).statusCode).toBe(400);
    const missing = await t.app.inject({ method: 'POST', url: '/api/order/stripe/webhook', headers: { 'content-type': 'application/json' }, payload });
    expect(missing.statusCode).toBe(400);
    const [o] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(o!.status).toBe('Order Placed');
  });

  it('still parses JSON normally on the other order routes', async () => {
    const user = await createUser(t.database.db);
    const res = await t.app.inject({ method: 'POST', url: '/api/order/orderdetail', headers: { token: user.token }, payload: { orderId: 'x' } });
    expect(res.statusCode).toBe(404);
  });
});
