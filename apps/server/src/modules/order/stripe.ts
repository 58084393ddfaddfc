import type { OnlinePaymentMethod, RefusedMethod } from '@shop/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsync } from 'fastify';
import type Stripe from 'stripe';
import { MethodsRefused, type CardPayments } from '../../adapters/stripe.ts';
import { orders } from '../../db/schema.ts';
import { DEADLINE_REASON } from '../../jobs/payment-deadline.ts';
import { AppError } from '../../lib/errors.ts';
import { onlineMethods, recordMethodOutcome } from '../payment/online-methods.ts';
import { notifyPaymentFailed, notifyStatusChange, orderPageUrl } from './notify.ts';
import { clearStripeSession, findOrder, itemsOf, type OrderRow } from './queries.ts';
import { transition } from './status.ts';

export const CARD_PAID_REASON = 'Card payment received.';
export const ASYNC_PAID_REASON = 'Online payment (FPX or GrabPay) received.';
export const ASYNC_FAILED_REASON = 'The FPX or GrabPay payment did not go through; the order still awaits payment.';

const LEFT_OUT = 'Stripe left this method out of the checkout: it is not activated for the account, or not available for MYR.';

type SessionInput = Parameters<CardPayments['createCheckoutSession']>[0];
type Session = Awaited<ReturnType<CardPayments['createCheckoutSession']>>;

/**
 * Opens a session with the shop's methods. A method Stripe refuses for this account is dropped and
 * recorded for staff, and the session opens with the rest; only a refused card is a real failure.
 */
async function openSession(app: FastifyInstance, cards: CardPayments, input: Omit<SessionInput, 'methods'>): Promise<Session> {
  let methods: OnlinePaymentMethod[] = await onlineMethods(app.db);
  const refused: RefusedMethod[] = [];
  for (;;) {
    try {
      const session = await cards.createCheckoutSession({ ...input, methods });
      const left = methods.filter((m) => !session.offered.includes(m));
      refused.push(...left.map((method) => ({ method, message: LEFT_OUT, at: app.config.now().getTime() })));
      await recordMethodOutcome(app.db, { accepted: methods.filter((m) => !left.includes(m)), refused });
      return session;
    } catch (err) {
      if (!(err instanceof MethodsRefused)) throw err;
      // A refusal that names no method: keep the card, which every Stripe account takes.
      const dropped = err.methods.length > 0 ? err.methods : methods.filter((m) => m !== 'card');
      const rest = methods.filter((m) => !dropped.includes(m));
      refused.push(...dropped.map((method) => ({ method, message: err.message, at: app.config.now().getTime() })));
      app.log.warn({ refused: dropped, message: err.message }, 'stripe refused payment methods');
      if (rest.length === 0 || rest.length === methods.length) {
        await recordMethodOutcome(app.db, { accepted: [], refused });
        throw err;
      }
      methods = rest;
    }
  }
}

/** A Checkout Session for the order (MYR line items, order id in metadata), or the one it already has. */
export async function startCardPayment(app: FastifyInstance, cards: CardPayments, order: OrderRow): Promise<string> {
  try {
    if (order.stripeSessionId) {
      const url = await cards.retrieveSessionUrl(order.stripeSessionId);
      if (url) return url;
    }
    const items = await itemsOf(app.db, [order.id]);
    const lines = items.map((i) => ({
      name: i.feature ? `${i.name} (${i.feature})` : i.name,
      unitCents: i.unitCents,
      quantity: i.quantity,
    }));
    if (order.shippingCents > 0) lines.push({ name: 'Shipping Fee', unitCents: order.shippingCents, quantity: 1 });
    // Checkout line items cannot be negative: a discounted order is charged as one line of its total.
    const charged =
      order.discountCents > 0
        ? [
            {
              name: `Order ${order.id.slice(0, 8).toUpperCase()} with promo code ${order.promoCode}`,
              unitCents: order.totalCents,
              quantity: 1,
            },
          ]
        : lines;
    const pageUrl = orderPageUrl(app, order.id);
    const session = await openSession(app, cards, {
      orderId: order.id,
      email: order.address.email,
      lines: charged,
      successUrl: `${pageUrl}?payment=success`,
      cancelUrl: `${pageUrl}?payment=cancelled`,
      expiresAt: order.paymentDeadline,
    });
    await app.db.update(orders).set({ stripeSessionId: session.id }).where(eq(orders.id, order.id));
    return session.url;
  } catch (err) {
    app.log.warn({ err, orderId: order.id }, 'stripe checkout session failed');
    throw new AppError(
      'UNAVAILABLE',
      'The card payment service could not be reached. Your order is saved: open it from My orders to try again.',
    );
  }
}

interface WebhookOptions {
  cards: CardPayments | null;
}

/**
 * POST /api/order/stripe/webhook. Its own plugin, so the raw-body JSON parser that signature checking
 * needs applies to this route only. Stripe retries deliveries, so a repeat is answered 200 and ignored.
 */
export const stripeWebhookRoutes: FastifyPluginAsync<WebhookOptions> = async (app, { cards }) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 512 * 1024 }, (_req, body, done) =>
    done(null, body),
  );

  app.post('/api/order/stripe/webhook', async (request) => {
    if (!cards?.webhookConfigured) throw new AppError('NOT_CONFIGURED', 'Card payments are not configured');
    const signature = request.headers['stripe-signature'];
    if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) {
      throw new AppError('INVALID_INPUT', 'Missing Stripe signature.');
    }
    let event;
    try {
      event = cards.verifyWebhook(request.body, signature);
    } catch {
      throw new AppError('INVALID_INPUT', 'The Stripe signature does not match.');
    }
    await handleEvent(app, event);
    return { received: true };
  });
};

const orderIdOf = (session: Stripe.Checkout.Session): string | null => {
  const id = session.metadata?.orderId ?? session.client_reference_id;
  return id && /^[0-9a-f-]{36}$/i.test(id) ? id : null;
};

/**
 * Card payments complete paid at once; FPX and GrabPay may complete unpaid and settle later with
 * async_payment_succeeded or _failed. A session that expires unpaid past the order's deadline
 * cancels the order (as the deadline job would); one that expires earlier only frees the order for a new session.
 */
async function handleEvent(app: FastifyInstance, event: Stripe.Event): Promise<void> {
  switch (event.type) {
    case 'checkout.session.completed':
      if (event.data.object.payment_status === 'paid')
        return markPaid(app, event.id, event.data.object, CARD_PAID_REASON);
      app.log.info(
        { eventId: event.id, sessionId: event.data.object.id },
        'stripe checkout completed, payment pending',
      );
      return;
    case 'checkout.session.async_payment_succeeded':
      return markPaid(app, event.id, event.data.object, ASYNC_PAID_REASON);
    case 'checkout.session.async_payment_failed':
      return paymentFailed(app, event.data.object);
    case 'checkout.session.expired':
      return sessionExpired(app, event.data.object);
    default:
      return;
  }
}

async function markPaid(app: FastifyInstance, eventId: string, session: Stripe.Checkout.Session, reason: string) {
  const orderId = orderIdOf(session);
  if (!orderId) return;
  const row = await transition(app.db, {
    orderId,
    from: ['Order Placed', 'Payment Submitted'],
    to: 'Payment Verified',
    actorUserId: null,
    reason,
  });
  if (row) void notifyStatusChange(app, row.id, 'Payment Verified', null);
  else app.log.info({ orderId, eventId }, 'stripe payment for an order not awaiting payment: ignored');
}

/** The order of this very session, still awaiting payment; an older session's news changes nothing. */
async function awaitingOrder(app: FastifyInstance, session: Stripe.Checkout.Session): Promise<OrderRow | null> {
  const orderId = orderIdOf(session);
  const order = orderId ? await findOrder(app.db, orderId) : null;
  return order && order.status === 'Order Placed' && order.stripeSessionId === session.id ? order : null;
}

async function paymentFailed(app: FastifyInstance, session: Stripe.Checkout.Session): Promise<void> {
  const order = await awaitingOrder(app, session);
  if (!order) return;
  // The shopper may pay again from the order page, which opens a new session.
  if (await clearStripeSession(app.db, order.id, session.id, ASYNC_FAILED_REASON)) void notifyPaymentFailed(app, order.id);
}

async function sessionExpired(app: FastifyInstance, session: Stripe.Checkout.Session): Promise<void> {
  const order = await awaitingOrder(app, session);
  if (!order) return;
  if (order.paymentDeadline.getTime() > app.config.now().getTime()) {
    await clearStripeSession(app.db, order.id, session.id, null);
    return;
  }
  const row = await transition(app.db, {
    orderId: order.id,
    from: ['Order Placed'],
    to: 'Order Cancelled',
    actorUserId: null,
    reason: DEADLINE_REASON,
  });
  if (row) void notifyStatusChange(app, row.id, 'Order Cancelled', DEADLINE_REASON);
}
