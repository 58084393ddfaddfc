import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ocr } from '../src/adapters/ocr.ts';
import { orderEvents, orders } from './helpers/tables.ts';
import { ASYNC_FAILED_REASON, ASYNC_PAID_REASON } from '../src/modules/payment/stripe.ts';
import { createCheckoutApp, placeTestOrder } from './helpers/checkout.ts';
import { startFakeStripe, type FakeStripe, type FakeStripeOptions } from './helpers/fake-stripe.ts';
import { outboxFiles, readMail } from './helpers/outbox.ts';
import { dbKinds, type TestApp } from './helpers/test-app.ts';
import { createUser, type TestUser } from './helpers/users.ts';

const noOcr: Ocr = { recognize: async () => '', close: async () => {} };
const WEBHOOK_SECRET = 'whsec_methods_secret';

/** The mail about `orderId` whose subject has `part`, once the app's after-answer work (order mails) has ended. */
async function mailAbout(t: TestApp, orderId: string, part: string) {
  await t.app.afterAnswer.settled();
  const short = orderId.slice(0, 8).toUpperCase();
  for (const file of outboxFiles(t.config.dataDir)) {
    const mail = await readMail(file);
    if (mail.subject?.includes(short) && mail.subject.includes(part)) return mail;
  }
  throw new Error(`no mail about ${short} with "${part}"`);
}

describe.each(dbKinds)('FPX and GrabPay through Stripe Checkout on %s', (kind) => {
  let t: TestApp;
  let stripe: FakeStripe;
  let admin: TestUser;
  const stripeOptions: FakeStripeOptions = {
    webhookSecret: WEBHOOK_SECRET,
    deliver: async (payload, signature) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/order/stripe/webhook',
          headers: { 'content-type': 'application/json', 'stripe-signature': signature },
          payload,
        })
      ).statusCode,
  };
  beforeAll(async () => {
    stripe = await startFakeStripe(stripeOptions);
    t = await createCheckoutApp(kind, { ocr: noOcr, env: stripe.shopEnv });
    admin = await createUser(t.database.db, { role: 'admin' });
    // Every test order takes the same delivery slot.
    expect((await putSettings({ slotCapacity: 1000 })).statusCode).toBe(200);
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });

  const newOrder = async () => {
    const placed = await placeTestOrder(t, { url: '/api/order/stripe' });
    expect(placed.res.statusCode).toBe(200);
    const orderId: string = placed.res.json().orderId;
    return { ...placed, orderId, session: stripe.sessions.at(-1)! };
  };
  const row = async (id: string) => (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;
  const events = (id: string) => t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, id));
  const putSettings = async (change: Record<string, unknown>) => {
    const current = (
      await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: { token: admin.token } })
    ).json().settings;
    return t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: { token: admin.token },
      payload: { ...current, ...change },
    });
  };

  it('offers card, FPX and GrabPay in MYR by default', async () => {
    const { session } = await newOrder();
    expect(session.methods).toEqual(['card', 'fpx', 'grabpay']);
    expect(session.params.get('line_items[0][price_data][currency]')).toBe('myr');
    const page = await (await fetch(`${stripe.origin}/pay/${session.id}`)).text();
    expect(page).toContain('Pay with FPX');
    expect(page).toContain('Pay with GrabPay');
  });

  it('offers only the methods the shop setting lists, and refuses an empty or unknown set by name', async () => {
    expect((await putSettings({ onlinePaymentMethods: ['card', 'fpx'] })).statusCode).toBe(200);
    const saved = await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: { token: admin.token } });
    expect(saved.json().settings.onlinePaymentMethods).toEqual(['card', 'fpx']);
    expect((await newOrder()).session.methods).toEqual(['card', 'fpx']);

    const empty = await putSettings({ onlinePaymentMethods: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('Keep at least one online payment method.');
    const unknown = await putSettings({ onlinePaymentMethods: ['card', 'paypal'] });
    expect(unknown.statusCode).toBe(400);
    expect((await putSettings({ onlinePaymentMethods: ['card', 'fpx', 'grabpay'] })).statusCode).toBe(200);
  });

  it('goes on without a method Stripe refuses for the account and reports it to staff', async () => {
    stripeOptions.refuseMethods = ['grabpay'];
    try {
      const { session, res } = await newOrder();
      expect(res.json().success_url).toBe(`${stripe.origin}/pay/${session.id}`);
      expect(session.methods).toEqual(['card', 'fpx']);
      const report = await t.app.inject({ method: 'GET', url: '/api/admin/payments', headers: { token: admin.token } });
      expect(report.statusCode).toBe(200);
      expect(report.json().refusedMethods).toEqual([
        { method: 'grabpay', message: expect.stringContaining('"grabpay" is invalid'), at: expect.any(Number) },
      ]);
    } finally {
      stripeOptions.refuseMethods = [];
    }
    // Once Stripe takes it again (the owner activated it), the report clears.
    expect((await newOrder()).session.methods).toEqual(['card', 'fpx', 'grabpay']);
    const report = await t.app.inject({ method: 'GET', url: '/api/admin/payments', headers: { token: admin.token } });
    expect(report.json().refusedMethods).toEqual([]);
  });

  it('reports a method Stripe leaves out of the session without an error', async () => {
    stripeOptions.omitMethods = ['fpx'];
    try {
      expect((await newOrder()).session.methods).toEqual(['card', 'grabpay']);
      const report = await t.app.inject({ method: 'GET', url: '/api/admin/payments', headers: { token: admin.token } });
      expect(report.json().refusedMethods).toEqual([
        { method: 'fpx', message: expect.stringContaining('Stripe left this method out'), at: expect.any(Number) },
      ]);
    } finally {
      stripeOptions.omitMethods = [];
    }
    await newOrder();
    const report = await t.app.inject({ method: 'GET', url: '/api/admin/payments', headers: { token: admin.token } });
    expect(report.json().refusedMethods).toEqual([]);
  });

  it('answers a clear 503, never a 500, when Stripe refuses even the card', async () => {
    stripeOptions.refuseMethods = ['card', 'fpx', 'grabpay'];
    try {
      const placed = await placeTestOrder(t, { url: '/api/order/stripe' });
      expect(placed.res.statusCode).toBe(503);
      expect(placed.res.json().message).toContain('could not be reached');
    } finally {
      stripeOptions.refuseMethods = [];
    }
  });

  describe.each(['fpx', 'grabpay'] as const)('%s', (method) => {
    it('completes unpaid, then a succeeded payment verifies the order and mails the shopper', async () => {
      const { orderId, session, user } = await newOrder();
      expect(await stripe.pay(session.id, method, 'succeeded')).toBe(200);
      const order = await row(orderId);
      expect(order.status).toBe('Payment Verified');
      const verified = (await events(orderId)).filter((e) => e.toStatus === 'Payment Verified');
      expect(verified).toHaveLength(1);
      expect(verified[0]!.reason).toBe(ASYNC_PAID_REASON);
      const mail = await mailAbout(t, orderId, 'Payment Verified');
      expect(mail.to?.[0]).toMatchObject({ address: user.email });
    });

    it('a failed payment leaves the order awaiting payment, notes it, mails the shopper and allows a new attempt', async () => {
      const { orderId, session, headers } = await newOrder();
      expect(await stripe.pay(session.id, method, 'failed')).toBe(200);
      const order = await row(orderId);
      expect(order.status).toBe('Order Placed');
      expect(order.stripeSessionId).toBeNull();
      expect((await events(orderId)).map((e) => e.reason)).toContain(ASYNC_FAILED_REASON);
      const mail = await mailAbout(t, orderId, 'did not go through');
      expect(mail.text).toContain('pay again');

      const resume = await t.app.inject({
        method: 'POST',
        url: '/api/order/stripe/resume',
        headers,
        payload: { orderId },
      });
      expect(resume.statusCode).toBe(200);
      const fresh = stripe.sessions.at(-1)!;
      expect(fresh.id).not.toBe(session.id);
      expect(resume.json().success_url).toBe(`${stripe.origin}/pay/${fresh.id}`);
    });
  });

  it('a completed session still unpaid changes nothing', async () => {
    const { orderId, session } = await newOrder();
    const payload = JSON.stringify({
      id: 'evt_pending',
      object: 'event',
      type: 'checkout.session.completed',
      data: { object: { id: session.id, object: 'checkout.session', payment_status: 'unpaid', metadata: { orderId } } },
    });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    expect(await stripeOptions.deliver(payload, signature)).toBe(200);
    expect((await row(orderId)).status).toBe('Order Placed');
    expect(await events(orderId)).toHaveLength(1);
  });

  it('an expired session before the deadline leaves the order awaiting payment; paying again opens a new one', async () => {
    const { orderId, session, headers } = await newOrder();
    expect(await stripe.expire(session.id)).toBe(200);
    const order = await row(orderId);
    expect(order.status).toBe('Order Placed');
    // Kept, so a payment that raced the expiry still finds its order (and is refunded if it must be).
    expect(order.stripeSessionId).toBe(session.id);
    const resume = await t.app.inject({
      method: 'POST',
      url: '/api/order/stripe/resume',
      headers,
      payload: { orderId },
    });
    expect(resume.statusCode).toBe(200);
    const fresh = stripe.sessions.at(-1)!;
    expect(fresh.id).not.toBe(session.id);
    expect((await row(orderId)).stripeSessionId).toBe(fresh.id);
  });

  it('an expired session past the deadline cancels the order and mails the shopper', async () => {
    const { orderId, session } = await newOrder();
    await t.database.db
      .update(orders)
      .set({ paymentDeadline: new Date(Date.now() - 60_000) })
      .where(eq(orders.id, orderId));
    expect(await stripe.expire(session.id)).toBe(200);
    expect((await row(orderId)).status).toBe('Order Cancelled');
    const mail = await mailAbout(t, orderId, 'Order Cancelled');
    expect(mail.text).toContain('Payment was not received within 2 hours.');
  });

  it('ignores news of an older session of the order', async () => {
    const { orderId, session, headers } = await newOrder();
    await stripe.expire(session.id);
    await t.app.inject({ method: 'POST', url: '/api/order/stripe/resume', headers, payload: { orderId } });
    const current = (await row(orderId)).stripeSessionId;
    expect(current).not.toBe(session.id);
    // A late failure report for the first session leaves the new one alone.
    const payload = JSON.stringify({
      id: 'evt_late',
      object: 'event',
      type: 'checkout.session.async_payment_failed',
      data: { object: { id: session.id, object: 'checkout.session', payment_status: 'unpaid', metadata: { orderId } } },
    });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    expect(await stripeOptions.deliver(payload, signature)).toBe(200);
    expect((await row(orderId)).stripeSessionId).toBe(current);
  });
});
