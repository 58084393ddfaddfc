import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ocr } from '../src/adapters/ocr.ts';
import { orderEvents, orders, paymentRefunds } from './helpers/tables.ts';
import { cancelOverdueOrders } from '../src/jobs/payment-deadline.ts';
import { CANCEL_UNREACHABLE, PAYMENT_PROCESSING, PAYMENT_RECEIVED } from '../src/modules/payment/stripe.ts';
import { STAFF_CANCEL_PAID } from '../src/modules/admin/routes.ts';
import { REFUND_REASONS, REFUND_UNREACHABLE } from '../src/modules/payment/refunds.ts';
import { createCheckoutApp, placeTestOrder } from './helpers/checkout.ts';
import { startFakeStripe, type FakeStripe, type FakeStripeOptions } from './helpers/fake-stripe.ts';
import { outboxFiles, readMail } from './helpers/outbox.ts';
import { dbKinds, type TestApp } from './helpers/test-app.ts';
import { createUser, type TestUser } from './helpers/users.ts';

const noOcr: Ocr = { recognize: async () => '', close: async () => {} };
const WEBHOOK_SECRET = 'whsec_refunds_secret';

/**
 * Every mail about `orderId` whose subject has `part`. Order mails go out after the answer, so it
 * first waits until the app's after-answer work has ended: then a mail not written is never sent.
 */
async function mailsAbout(t: TestApp, orderId: string, part: string) {
  await t.app.afterAnswer.settled();
  const short = orderId.slice(0, 8).toUpperCase();
  const out = [];
  for (const file of outboxFiles(t.config.dataDir)) {
    const mail = await readMail(file);
    if (mail.subject?.includes(short) && mail.subject.includes(part)) out.push(mail);
  }
  return out;
}

describe.each(dbKinds)('Stripe payments for cancelled orders on %s', (kind) => {
  let t: TestApp;
  let stripe: FakeStripe;
  let staff: TestUser;
  const stripeOptions: FakeStripeOptions = {
    webhookSecret: WEBHOOK_SECRET,
    deliver: async (payload, signature) => (await webhook(payload, signature)).statusCode,
  };
  const webhook = (payload: string, signature: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/order/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload,
    });
  /** A correctly signed event with a session object of the test's choosing (Stripe's signature, any content). */
  const signedEvent = (type: string, object: Record<string, unknown>) => {
    const payload = JSON.stringify({
      id: `evt_${Math.random().toString(36).slice(2)}`,
      object: 'event',
      type,
      data: { object: { object: 'checkout.session', ...object } },
    });
    return webhook(payload, Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }));
  };

  beforeAll(async () => {
    stripe = await startFakeStripe(stripeOptions);
    t = await createCheckoutApp(kind, { ocr: noOcr, env: stripe.shopEnv });
    staff = await createUser(t.database.db, { role: 'staff' });
    const admin = await createUser(t.database.db, { role: 'admin' });
    const current = (
      await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: { token: admin.token } })
    ).json().settings;
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: { token: admin.token },
      payload: { ...current, slotCapacity: 1000 },
    });
    expect(saved.statusCode).toBe(200);
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });

  const newOrder = async (url = '/api/order/stripe') => {
    const placed = await placeTestOrder(t, { url });
    expect(placed.res.statusCode).toBe(200);
    const orderId: string = placed.res.json().orderId;
    return { ...placed, orderId, session: url === '/api/order/stripe' ? stripe.sessions.at(-1)! : null };
  };
  const row = async (id: string) => (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;
  const events = (id: string) => t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, id));
  const refundRows = (sessionId: string) =>
    t.database.db.select().from(paymentRefunds).where(eq(paymentRefunds.sessionId, sessionId));
  const cancel = (orderId: string, token: string) =>
    t.app.inject({ method: 'POST', url: '/api/order/cancel', headers: { token }, payload: { orderId } });
  const report = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/admin/payment-refunds', headers: { token: staff.token } })).json();

  it('cancelling expires the open Checkout session first, so its page can no longer take money', async () => {
    const { orderId, session, user } = await newOrder();
    const res = await cancel(orderId, user.token);
    expect(res.statusCode).toBe(200);
    expect(stripe.expireCalls).toContain(session!.id);
    expect(session!.status).toBe('expired');
    expect((await row(orderId)).status).toBe('Order Cancelled');
    const paid = await fetch(`${stripe.origin}/pay/${session!.id}`, { method: 'POST' });
    expect(paid.status).toBe(409);
    // Stripe's own expired event, after the cancellation, changes nothing.
    expect(await stripe.resend(session!.id, 'checkout.session.expired')).toBe(200);
    expect((await events(orderId)).map((e) => e.toStatus)).toEqual(['Order Placed', 'Order Cancelled']);
  });

  it('refuses to cancel while an FPX payment waits for the bank, and the payment then verifies the order', async () => {
    const { orderId, session, user } = await newOrder();
    expect(await stripe.complete(session!.id, 'fpx')).toBe(200);
    const res = await cancel(orderId, user.token);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(PAYMENT_PROCESSING);
    // Still holding its stock, slot and code: only a cancellation gives them back.
    expect((await events(orderId)).map((e) => e.toStatus)).toEqual(['Order Placed']);
    // No second session may open while the first is being paid.
    const count = stripe.sessions.length;
    const resume = await t.app.inject({
      method: 'POST',
      url: '/api/order/stripe/resume',
      headers: { token: user.token },
      payload: { orderId },
    });
    expect(resume.statusCode).toBe(409);
    expect(resume.json().message).toBe(PAYMENT_PROCESSING);
    expect(stripe.sessions.length).toBe(count);

    expect(await stripe.settleAsync(session!.id, 'succeeded')).toBe(200);
    expect((await row(orderId)).status).toBe('Payment Verified');
    expect(stripe.refunds).toHaveLength(0);
  });

  it('pay then cancel: a card paid at Stripe before its event arrives cannot be cancelled', async () => {
    const { orderId, session, user } = await newOrder();
    await stripe.complete(session!.id, 'card', { notify: false });
    const res = await cancel(orderId, user.token);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(PAYMENT_RECEIVED);
    expect(await stripe.resend(session!.id, 'checkout.session.completed')).toBe(200);
    expect((await row(orderId)).status).toBe('Payment Verified');
    expect(await refundRows(session!.id)).toEqual([]);
  });

  it('cancel then pay: a payment that crossed the expiry is refunded once, however often Stripe sends it', async () => {
    const { orderId, session, user } = await newOrder();
    expect((await cancel(orderId, user.token)).statusCode).toBe(200);
    expect(await stripe.payRacingExpiry(session!.id)).toBe(200);
    expect(await stripe.resend(session!.id, 'checkout.session.completed')).toBe(200);
    expect(await stripe.resend(session!.id, 'checkout.session.completed')).toBe(200);

    expect((await row(orderId)).status).toBe('Order Cancelled');
    const refunds = stripe.refunds.filter((r) => r.paymentIntent === session!.paymentIntent);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.idempotencyKey).toBe(`refund-${session!.id}`);
    const rows = await refundRows(session!.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      status: 'refunded',
      orderId,
      amountCents: session!.amountTotal,
      currency: 'myr',
      reason: REFUND_REASONS.cancelled,
      stripeRefundId: refunds[0]!.id,
    });
    const mails = await mailsAbout(t, orderId, 'has been refunded');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to?.[0]).toMatchObject({ address: user.email });
    expect(mails[0]!.text).toContain(`MYR ${(session!.amountTotal / 100).toFixed(2)}`);
    expect(mails[0]!.text).toContain('refunded it in full');
    // Nothing for staff to do: the refund went through.
    expect((await report()).open.some((r: { sessionId: string }) => r.sessionId === session!.id)).toBe(false);
    expect((await report()).refunded.some((r: { sessionId: string }) => r.sessionId === session!.id)).toBe(true);
  });

  it('an FPX payment the bank confirms after the order expired is refunded, once for a repeated event', async () => {
    const { orderId, session } = await newOrder();
    expect(await stripe.complete(session!.id, 'fpx')).toBe(200);
    await t.database.db
      .update(orders)
      .set({ paymentDeadline: new Date(Date.now() - 60_000) })
      .where(eq(orders.id, orderId));
    expect(await cancelOverdueOrders(t.database.db, new Date())).toContain(orderId);
    expect(await stripe.settleAsync(session!.id, 'succeeded')).toBe(200);
    expect(await stripe.resend(session!.id, 'checkout.session.async_payment_succeeded')).toBe(200);
    expect((await row(orderId)).status).toBe('Order Cancelled');
    expect(stripe.refunds.filter((r) => r.paymentIntent === session!.paymentIntent)).toHaveLength(1);
    expect((await refundRows(session!.id))[0]!.status).toBe('refunded');
    expect(await mailsAbout(t, orderId, 'has been refunded')).toHaveLength(1);
  });

  it('a refund Stripe refuses is listed for staff until marked handled, and a later delivery retries it', async () => {
    const { orderId, session, user } = await newOrder();
    expect((await cancel(orderId, user.token)).statusCode).toBe(200);
    stripeOptions.refuseRefunds = 'This charge is disputed and cannot be refunded.';
    try {
      expect(await stripe.payRacingExpiry(session!.id)).toBe(200);
    } finally {
      delete stripeOptions.refuseRefunds;
    }
    const [failed] = await refundRows(session!.id);
    expect(failed).toMatchObject({ status: 'failed', error: expect.stringContaining('disputed') });
    const open = (await report()).open.find((r: { sessionId: string }) => r.sessionId === session!.id);
    expect(open).toMatchObject({
      orderId,
      status: 'failed',
      amountCents: session!.amountTotal,
      paymentIntentId: session!.paymentIntent,
      error: expect.stringContaining('disputed'),
    });
    expect(await mailsAbout(t, orderId, 'has been refunded')).toHaveLength(0);

    // Stripe delivers the event again: this time the refund goes through and the shopper hears of it.
    expect(await stripe.resend(session!.id, 'checkout.session.completed')).toBe(200);
    expect((await refundRows(session!.id))[0]!.status).toBe('refunded');
    expect(await mailsAbout(t, orderId, 'has been refunded')).toHaveLength(1);
    expect((await report()).open.some((r: { sessionId: string }) => r.sessionId === session!.id)).toBe(false);
  });

  it.each(['failed', 'requires_action', 'canceled'])(
    'a refund Stripe creates with status %s is listed for staff, not recorded as refunded',
    async (status) => {
      const { orderId, session, user } = await newOrder();
      expect((await cancel(orderId, user.token)).statusCode).toBe(200);
      stripeOptions.refundStatus = status;
      try {
        expect(await stripe.payRacingExpiry(session!.id)).toBe(200);
      } finally {
        delete stripeOptions.refundStatus;
      }
      const refund = stripe.refunds.find((r) => r.paymentIntent === session!.paymentIntent)!;
      const [row] = await refundRows(session!.id);
      expect(row).toMatchObject({ status: 'failed', error: expect.stringContaining(status) });
      expect(row!.error).toContain(refund.id);
      const open = (await report()).open.find((r: { sessionId: string }) => r.sessionId === session!.id);
      expect(open).toMatchObject({ orderId, status: 'failed' });
      // The shopper is not told the money is back while it is not.
      expect(await mailsAbout(t, orderId, 'has been refunded')).toHaveLength(0);
    },
  );

  it('staff mark a failed refund handled, and it leaves the list; a customer cannot', async () => {
    const { orderId, session, user } = await newOrder();
    expect((await cancel(orderId, user.token)).statusCode).toBe(200);
    stripeOptions.refuseRefunds = 'Refunds are not possible for this payment.';
    try {
      expect(await stripe.payRacingExpiry(session!.id)).toBe(200);
    } finally {
      delete stripeOptions.refuseRefunds;
    }
    const id = (await refundRows(session!.id))[0]!.id;
    const asShopper = await t.app.inject({
      method: 'POST',
      url: `/api/admin/payment-refunds/${id}/handled`,
      headers: { token: user.token },
    });
    expect(asShopper.statusCode).toBe(403);
    const handled = await t.app.inject({
      method: 'POST',
      url: `/api/admin/payment-refunds/${id}/handled`,
      headers: { token: staff.token },
    });
    expect(handled.statusCode).toBe(200);
    expect(handled.json().message).toBe('Marked as handled.');
    expect((await report()).open.some((r: { id: number }) => r.id === id)).toBe(false);
    const [saved] = await refundRows(session!.id);
    expect(saved).toMatchObject({ handledBy: staff.id, handledAt: expect.any(Date) });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/admin/payment-refunds/999999/handled',
      headers: { token: staff.token },
    });
    expect(unknown.statusCode).toBe(404);
  });

  /** A session someone else opened and paid on the shop's Stripe account (so Stripe can refund it). */
  const foreignPaidSession = (id: string, amountTotal: number) => {
    const paymentIntent = `pi_${id}`;
    stripe.sessions.push({
      id,
      params: new URLSearchParams(),
      status: 'complete',
      paid: true,
      amountTotal,
      methods: ['card'],
      paymentIntent,
    });
    return paymentIntent;
  };

  it('a signed event for another session paying RM 1.00 does not verify an e-wallet order; it is refunded', async () => {
    const { orderId } = await newOrder('/api/order/place');
    const intent = foreignPaidSession('cs_test_foreign_1', 100);
    const event = {
      id: 'cs_test_foreign_1',
      payment_status: 'paid',
      amount_total: 100,
      currency: 'myr',
      payment_intent: intent,
      metadata: { orderId },
      client_reference_id: orderId,
    };
    expect((await signedEvent('checkout.session.completed', event)).statusCode).toBe(200);
    expect((await signedEvent('checkout.session.completed', event)).statusCode).toBe(200);
    expect((await row(orderId)).status).toBe('Order Placed');
    expect(await events(orderId)).toHaveLength(1);
    expect(stripe.refunds.filter((r) => r.paymentIntent === intent)).toHaveLength(1);
    const [saved] = await refundRows('cs_test_foreign_1');
    expect(saved).toMatchObject({
      status: 'refunded',
      orderId: null,
      amountCents: 100,
      reason: REFUND_REASONS.foreign(orderId),
    });
    // Staff see it among the refunds; the named order's owner is not told of a payment that was not theirs.
    expect((await report()).refunded.some((r: { sessionId: string }) => r.sessionId === 'cs_test_foreign_1')).toBe(
      true,
    );
    expect(await mailsAbout(t, orderId, 'has been refunded')).toHaveLength(0);
  });

  it('a paid session naming an order the shop does not have is refunded', async () => {
    const unknownOrder = '00000000-0000-4000-8000-00000000abcd';
    const intent = foreignPaidSession('cs_test_foreign_unknown', 2850);
    const res = await signedEvent('checkout.session.completed', {
      id: 'cs_test_foreign_unknown',
      payment_status: 'paid',
      amount_total: 2850,
      currency: 'myr',
      payment_intent: intent,
      metadata: { orderId: unknownOrder },
    });
    expect(res.statusCode).toBe(200);
    expect(stripe.refunds.filter((r) => r.paymentIntent === intent)).toHaveLength(1);
    expect((await refundRows('cs_test_foreign_unknown'))[0]).toMatchObject({
      status: 'refunded',
      orderId: null,
      reason: REFUND_REASONS.foreign(unknownOrder),
    });
  });

  it('a paid session naming no order is listed for staff, not refunded (it may be another system’s sale)', async () => {
    const intent = foreignPaidSession('cs_test_no_order', 500);
    const res = await signedEvent('checkout.session.completed', {
      id: 'cs_test_no_order',
      payment_status: 'paid',
      amount_total: 500,
      currency: 'myr',
      payment_intent: intent,
      metadata: {},
    });
    expect(res.statusCode).toBe(200);
    expect(stripe.refunds.some((r) => r.paymentIntent === intent)).toBe(false);
    const open = (await report()).open.find((r: { sessionId: string }) => r.sessionId === 'cs_test_no_order');
    expect(open).toMatchObject({
      status: 'unmatched',
      orderId: null,
      amountCents: 500,
      reason: REFUND_REASONS.unmatched,
    });
  });

  it('a card order is not verified by a session that is not its own, even for the right amount', async () => {
    const { orderId, session } = await newOrder();
    const intent = foreignPaidSession('cs_test_foreign_2', session!.amountTotal);
    const res = await signedEvent('checkout.session.completed', {
      id: 'cs_test_foreign_2',
      payment_status: 'paid',
      amount_total: session!.amountTotal,
      currency: 'myr',
      payment_intent: intent,
      metadata: { orderId },
    });
    expect(res.statusCode).toBe(200);
    expect((await row(orderId)).status).toBe('Order Placed');
    expect((await refundRows('cs_test_foreign_2'))[0]!.status).toBe('refunded');
  });

  const staffAction = (orderId: string, action: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/action`,
      headers: { token: staff.token },
      payload: { action, reason: 'Out of stock.' },
    });

  it('staff cancelling a card order expire its Checkout session first; a payment that crossed it is refunded', async () => {
    const { orderId, session, user } = await newOrder();
    const res = await staffAction(orderId, 'cancel');
    expect(res.statusCode).toBe(200);
    expect(res.json().order.status).toBe('Order Cancelled');
    expect(stripe.expireCalls).toContain(session!.id);
    expect(session!.status).toBe('expired');
    expect((await fetch(`${stripe.origin}/pay/${session!.id}`, { method: 'POST' })).status).toBe(409);

    expect(await stripe.payRacingExpiry(session!.id)).toBe(200);
    expect((await row(orderId)).status).toBe('Order Cancelled');
    expect(stripe.refunds.filter((r) => r.paymentIntent === session!.paymentIntent)).toHaveLength(1);
    expect((await refundRows(session!.id))[0]).toMatchObject({ status: 'refunded', reason: REFUND_REASONS.cancelled });
    const mails = await mailsAbout(t, orderId, 'has been refunded');
    expect(mails.map((m) => m.to?.[0]?.address)).toEqual([user.email]);
  });

  it('staff cannot cancel a card order whose payment is under way, one by one or in bulk', async () => {
    const { orderId, session } = await newOrder();
    expect(await stripe.complete(session!.id, 'fpx')).toBe(200);
    const res = await staffAction(orderId, 'cancel');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(STAFF_CANCEL_PAID);
    const bulk = await t.app.inject({
      method: 'POST',
      url: '/api/admin/orders/bulk-action',
      headers: { token: staff.token },
      payload: { orderIds: [orderId], action: 'cancel', reason: 'Out of stock.' },
    });
    expect(bulk.statusCode).toBe(200);
    expect(bulk.json()).toMatchObject({ moved: [], refused: [{ id: orderId, message: STAFF_CANCEL_PAID }] });
    expect((await events(orderId)).map((e) => e.toStatus)).toEqual(['Order Placed']);
    expect(await stripe.settleAsync(session!.id, 'succeeded')).toBe(200);
    expect((await row(orderId)).status).toBe('Payment Verified');
  });

  it('a bulk cancel expires each card order’s session, and does not cancel when Stripe is unreachable', async () => {
    const a = await newOrder();
    const b = await newOrder();
    stripeOptions.failExpire = true;
    try {
      const refused = await t.app.inject({
        method: 'POST',
        url: '/api/admin/orders/bulk-action',
        headers: { token: staff.token },
        payload: { orderIds: [a.orderId], action: 'cancel', reason: 'Closed today.' },
      });
      expect(refused.json()).toMatchObject({ moved: [], refused: [{ id: a.orderId, message: CANCEL_UNREACHABLE }] });
    } finally {
      delete stripeOptions.failExpire;
    }
    expect((await row(a.orderId)).status).toBe('Order Placed');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/orders/bulk-action',
      headers: { token: staff.token },
      payload: { orderIds: [a.orderId, b.orderId], action: 'cancel', reason: 'Closed today.' },
    });
    expect(res.json().moved).toHaveLength(2);
    expect([a.session!.status, b.session!.status]).toEqual(['expired', 'expired']);
  });

  it.each(['refund.failed', 'charge.refund.updated'] as const)(
    'a refund the bank returns later (%s) goes back on the staff list as failed, even after it was marked handled',
    async (type) => {
      const { orderId, session, user } = await newOrder();
      expect((await cancel(orderId, user.token)).statusCode).toBe(200);
      stripeOptions.refundStatus = 'pending';
      try {
        expect(await stripe.payRacingExpiry(session!.id)).toBe(200);
      } finally {
        delete stripeOptions.refundStatus;
      }
      const refund = stripe.refunds.find((r) => r.paymentIntent === session!.paymentIntent)!;
      expect((await refundRows(session!.id))[0]!.status).toBe('refunded');

      expect(await stripe.failRefund(refund.id, type)).toBe(200);
      const [failed] = await refundRows(session!.id);
      expect(failed).toMatchObject({ status: 'failed', error: expect.stringContaining(refund.id) });
      expect(failed!.error).toContain('expired_or_canceled_card');
      const open = (await report()).open.find((r: { sessionId: string }) => r.sessionId === session!.id);
      expect(open).toMatchObject({ orderId, status: 'failed', amountCents: session!.amountTotal });

      // Handled by staff, then Stripe delivers the same news again: it stays handled.
      const handled = await t.app.inject({
        method: 'POST',
        url: `/api/admin/payment-refunds/${failed!.id}/handled`,
        headers: { token: staff.token },
      });
      expect(handled.statusCode).toBe(200);
      expect(await stripe.failRefund(refund.id, type)).toBe(200);
      expect((await report()).open.some((r: { sessionId: string }) => r.sessionId === session!.id)).toBe(false);
    },
  );

  it('a refund the shop did not make that fails is listed for staff, once', async () => {
    const intent = foreignPaidSession('cs_test_dashboard_refund', 1200);
    const event = {
      id: 're_dashboard_1',
      object: 'refund',
      status: 'failed',
      failure_reason: 'lost_or_stolen_card',
      payment_intent: intent,
      amount: 1200,
      currency: 'myr',
    };
    const send = () => {
      const payload = JSON.stringify({
        id: 'evt_re_dashboard_1',
        object: 'event',
        type: 'refund.failed',
        data: { object: event },
      });
      return webhook(payload, Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }));
    };
    expect((await send()).statusCode).toBe(200);
    expect((await send()).statusCode).toBe(200);
    const listed = (await report()).open.filter((r: { sessionId: string }) => r.sessionId === 're_dashboard_1');
    expect(listed).toEqual([
      expect.objectContaining({
        status: 'failed',
        paymentIntentId: intent,
        amountCents: 1200,
        reason: REFUND_REASONS.outside,
        error: expect.stringContaining('lost_or_stolen_card'),
      }),
    ]);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['amount', { amount_total: 100 }, 'sen paid for a total of'],
    ['currency', { currency: 'usd' }, 'currency usd'],
  ])('its own session paid with the wrong %s is refunded, not verified', async (_what, change, words) => {
    const { orderId, session } = await newOrder();
    await stripe.complete(session!.id, 'card', { notify: false });
    const res = await signedEvent('checkout.session.completed', {
      id: session!.id,
      payment_status: 'paid',
      amount_total: session!.amountTotal,
      currency: 'myr',
      payment_intent: session!.paymentIntent,
      metadata: { orderId },
      ...change,
    });
    expect(res.statusCode).toBe(200);
    expect((await row(orderId)).status).toBe('Order Placed');
    const [refund] = await refundRows(session!.id);
    expect(refund).toMatchObject({ status: 'refunded', reason: expect.stringContaining(words) });
  });

  it('a verified order stays verified once when its event comes twice, and nothing is refunded', async () => {
    const { orderId, session } = await newOrder();
    expect(await stripe.pay(session!.id, 'card')).toBe(200);
    expect(await stripe.resend(session!.id, 'checkout.session.completed')).toBe(200);
    expect((await events(orderId)).filter((e) => e.toStatus === 'Payment Verified')).toHaveLength(1);
    expect(await refundRows(session!.id)).toEqual([]);
    expect(await mailsAbout(t, orderId, 'Payment Verified')).toHaveLength(1);
  });

  it('does not cancel, with a clear 503, when Stripe cannot be reached to close the page', async () => {
    const { orderId, session, user } = await newOrder();
    stripeOptions.failExpire = true;
    try {
      const res = await cancel(orderId, user.token);
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe(CANCEL_UNREACHABLE);
    } finally {
      delete stripeOptions.failExpire;
    }
    expect((await row(orderId)).status).toBe('Order Placed');
    expect(session!.status).toBe('open');
  });

  /** A card, FPX or GrabPay order Stripe was paid for, verified by its event. */
  const paidOrder = async (method: 'card' | 'fpx' | 'grabpay' = 'card') => {
    const placed = await newOrder();
    if (method === 'card') expect(await stripe.pay(placed.session!.id, 'card')).toBe(200);
    else {
      expect(await stripe.complete(placed.session!.id, method)).toBe(200);
      expect(await stripe.settleAsync(placed.session!.id, 'succeeded')).toBe(200);
    }
    expect((await row(placed.orderId)).status).toBe('Payment Verified');
    return placed;
  };
  const refundsOf = (session: { paymentIntent: string }) =>
    stripe.refunds.filter((r) => r.paymentIntent === session.paymentIntent);

  it.each(['card', 'fpx', 'grabpay'] as const)(
    'staff cancelling an order paid by %s refund it once, however often they click, and mail the shopper once',
    async (method) => {
      const { orderId, session, user } = await paidOrder(method);
      const [first, second] = await Promise.all([staffAction(orderId, 'cancel'), staffAction(orderId, 'cancel')]);
      expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
      const again = await staffAction(orderId, 'cancel');
      expect(again.statusCode).toBe(409);
      expect((await row(orderId)).status).toBe('Order Cancelled');
      expect((await events(orderId)).filter((e) => e.toStatus === 'Order Cancelled')).toHaveLength(1);

      expect(refundsOf(session!)).toHaveLength(1);
      expect(refundsOf(session!)[0]!.idempotencyKey).toBe(`refund-${session!.id}`);
      const [recorded] = await refundRows(session!.id);
      expect(recorded).toMatchObject({
        status: 'refunded',
        orderId,
        amountCents: session!.amountTotal,
        stripeRefundId: refundsOf(session!)[0]!.id,
        reason: REFUND_REASONS.shopCancelled('Out of stock.'),
      });
      const mails = await mailsAbout(t, orderId, 'has been refunded');
      expect(mails.map((m) => m.to?.[0]?.address)).toEqual([user.email]);
      const listed = await report();
      expect(listed.refunded.map((r: { orderId: string }) => r.orderId)).toContain(orderId);
      expect(listed.open.map((r: { orderId: string }) => r.orderId)).not.toContain(orderId);

      // Stripe retrying the payment's event later changes nothing and refunds nothing more.
      expect(await stripe.resend(session!.id, 'checkout.session.completed')).toBe(200);
      expect(refundsOf(session!)).toHaveLength(1);
    },
  );

  it('does not cancel a paid order, with a clear 503, when Stripe cannot be reached to refund it', async () => {
    const { orderId, session } = await paidOrder();
    stripeOptions.failRefunds = true;
    const calls = stripe.refundCalls.count;
    try {
      const res = await staffAction(orderId, 'cancel');
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe(REFUND_UNREACHABLE);
      const bulk = await t.app.inject({
        method: 'POST',
        url: '/api/admin/orders/bulk-action',
        headers: { token: staff.token },
        payload: { orderIds: [orderId], action: 'cancel', reason: 'Closed today.' },
      });
      expect(bulk.json()).toMatchObject({ moved: [], refused: [{ id: orderId, message: REFUND_UNREACHABLE }] });
    } finally {
      delete stripeOptions.failRefunds;
    }
    expect(stripe.refundCalls.count).toBeGreaterThan(calls);
    expect((await row(orderId)).status).toBe('Payment Verified');
    expect((await events(orderId)).map((e) => e.toStatus)).not.toContain('Order Cancelled');
    expect(await refundRows(session!.id)).toEqual([]);
    expect(refundsOf(session!)).toHaveLength(0);

    // Once Stripe answers again, the same cancel goes through with one refund.
    expect((await staffAction(orderId, 'cancel')).statusCode).toBe(200);
    expect(refundsOf(session!)).toHaveLength(1);
    expect((await refundRows(session!.id))[0]!.status).toBe('refunded');
  });

  it.each([
    ['refuses the refund', { refuseRefunds: 'This charge is disputed.' }, 'This charge is disputed.'],
    ['answers the refund failed', { refundStatus: 'failed' }, 'with status failed'],
    ['answers the refund canceled', { refundStatus: 'canceled' }, 'with status canceled'],
  ] as const)(
    'when Stripe %s, the paid order is cancelled and the payment is listed for staff, with no refund mail',
    async (_what, options, error) => {
      const { orderId, session } = await paidOrder();
      Object.assign(stripeOptions, options);
      try {
        expect((await staffAction(orderId, 'cancel')).statusCode).toBe(200);
      } finally {
        delete stripeOptions.refuseRefunds;
        delete stripeOptions.refundStatus;
      }
      expect((await row(orderId)).status).toBe('Order Cancelled');
      expect((await refundRows(session!.id))[0]).toMatchObject({
        status: 'failed',
        error: expect.stringContaining(error),
      });
      const open = (await report()).open.filter((r: { orderId: string }) => r.orderId === orderId);
      expect(open).toHaveLength(1);
      expect(await mailsAbout(t, orderId, 'has been refunded')).toEqual([]);
    },
  );

  it.each([
    ['Payment Verified', REFUND_REASONS.byHandVerified],
    ['Payment Submitted', REFUND_REASONS.byHandSubmitted],
  ] as const)(
    'a cancelled e-wallet order that was %s is listed for staff to send the money back by hand, once',
    async (status, reason) => {
      const { orderId } = await newOrder('/api/order/place');
      await t.database.db.update(orders).set({ status }).where(eq(orders.id, orderId));
      const calls = stripe.refundCalls.count;
      expect((await staffAction(orderId, 'cancel')).statusCode).toBe(200);
      expect((await staffAction(orderId, 'cancel')).statusCode).toBe(409);
      expect(stripe.refundCalls.count).toBe(calls);
      const open = (await report()).open.filter((r: { orderId: string }) => r.orderId === orderId);
      expect(open).toEqual([
        expect.objectContaining({ status: 'by_hand', reason, amountCents: (await row(orderId)).totalCents }),
      ]);
      expect(await mailsAbout(t, orderId, 'has been refunded')).toEqual([]);
    },
  );

  it('an unpaid e-wallet order cancelled by staff needs nothing sent back', async () => {
    const { orderId } = await newOrder('/api/order/place');
    expect((await staffAction(orderId, 'cancel')).statusCode).toBe(200);
    expect((await report()).open.filter((r: { orderId: string }) => r.orderId === orderId)).toEqual([]);
  });

  it('an e-wallet order cancels without calling Stripe', async () => {
    const { orderId, user } = await newOrder('/api/order/place');
    const calls = stripe.expireCalls.length;
    expect((await cancel(orderId, user.token)).statusCode).toBe(200);
    expect(stripe.expireCalls.length).toBe(calls);
    expect((await row(orderId)).status).toBe('Order Cancelled');
  });
});
