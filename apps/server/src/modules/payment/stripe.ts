import type { OnlinePaymentMethod, RefusedMethod } from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsync } from 'fastify';
import type Stripe from 'stripe';
import { MethodsRefused, type CardPayments } from '../../adapters/stripe.ts';
import { DEADLINE_REASON } from '../../jobs/payment-deadline.ts';
import { AppError } from '../../lib/errors.ts';
import { onlineMethods, recordMethodOutcome } from './online-methods.ts';
import { recordUnmatched, refundFailed, REFUND_REASONS, refundPayment, type PaidSession } from './refunds.ts';
import { notifyPaymentFailed, notifyStatusChange, orderPageUrl } from '../order/notify.ts';
import { clearStripeSession, findOrder, itemsOf, setStripeSession, type OrderRow } from '../order/service.ts';
import { transition } from '../order/status.ts';

export const CARD_PAID_REASON = 'Card payment received.';
export const ASYNC_PAID_REASON = 'Online payment (FPX or GrabPay) received.';
export const ASYNC_FAILED_REASON = 'The FPX or GrabPay payment did not go through; the order still awaits payment.';

const LEFT_OUT =
  'Stripe left this method out of the checkout: it is not activated for the account, or not available for MYR.';

type SessionInput = Parameters<CardPayments['createCheckoutSession']>[0];
type Session = Awaited<ReturnType<CardPayments['createCheckoutSession']>>;

/**
 * Opens a session with the shop's methods. A method Stripe refuses for this account is dropped and
 * recorded for staff, and the session opens with the rest; only a refused card is a real failure.
 */
async function openSession(
  app: FastifyInstance,
  cards: CardPayments,
  input: Omit<SessionInput, 'methods'>,
): Promise<Session> {
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

export const PAYMENT_PROCESSING =
  'A payment for this order is already being processed (for example an FPX payment waiting for your bank). We will email you once it is confirmed.';
export const PAYMENT_RECEIVED =
  'Your payment for this order has been received, so it can no longer be cancelled here. Please contact us.';
export const CANCEL_UNREACHABLE =
  'The card payment service could not be reached to close the payment page, so the order was not cancelled. Please try again in a moment.';

/** Why a session that is no longer open cannot take a new payment or a cancellation. */
const closedSessionMessage = (paymentStatus: string) =>
  paymentStatus === 'paid' ? PAYMENT_RECEIVED : PAYMENT_PROCESSING;

/** A Checkout Session for the order (MYR line items, order id in metadata), or the one it already has. */
export async function startCardPayment(app: FastifyInstance, cards: CardPayments, order: OrderRow): Promise<string> {
  try {
    if (order.stripeSessionId) {
      const current = await cards.retrieveSession(order.stripeSessionId);
      if (current.status === 'open' && current.url) return current.url;
      // Completed but not yet verified: paid (the event is on its way) or a bank still deciding. A second
      // session now could take the money twice.
      if (current.status === 'complete') throw new AppError('CONFLICT', closedSessionMessage(current.paymentStatus));
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
    await setStripeSession(app.db, order.id, session.id);
    return session.url;
  } catch (err) {
    if (err instanceof AppError) throw err;
    app.log.warn({ err, orderId: order.id }, 'stripe checkout session failed');
    throw new AppError(
      'UNAVAILABLE',
      'The card payment service could not be reached. Your order is saved: open it from My orders to try again.',
    );
  }
}

/**
 * Before a card order is cancelled its open Checkout page is closed, so nothing can be paid for an
 * order that no longer exists. Stripe refuses to expire a session that is no longer open: then a
 * payment got there first (or a bank is still deciding), and the order is not cancelled. Answers the
 * session the order holds, which the cancellation must still find unchanged.
 */
export async function closeCardSession(
  app: FastifyInstance,
  cards: CardPayments | null,
  order: OrderRow,
): Promise<string | null> {
  if (order.paymentMethod !== 'stripe' || !order.stripeSessionId || order.status !== 'Order Placed') return null;
  if (!cards) throw new AppError('UNAVAILABLE', CANCEL_UNREACHABLE);
  let state;
  try {
    state = await cards.expireSession(order.stripeSessionId);
  } catch (err) {
    app.log.warn({ err, orderId: order.id }, 'stripe session could not be expired');
    throw new AppError('UNAVAILABLE', CANCEL_UNREACHABLE);
  }
  if (state.status === 'complete') throw new AppError('CONFLICT', closedSessionMessage(state.paymentStatus));
  return order.stripeSessionId;
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
    await handleEvent(app, cards, event);
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
 * cancels the order (as the deadline job would); one that expires earlier changes nothing (a new
 * payment opens a new session).
 */
async function handleEvent(app: FastifyInstance, cards: CardPayments, event: Stripe.Event): Promise<void> {
  switch (event.type) {
    case 'checkout.session.completed':
      if (event.data.object.payment_status === 'paid')
        return settlePaid(app, cards, event.id, event.data.object, CARD_PAID_REASON);
      app.log.info(
        { eventId: event.id, sessionId: event.data.object.id },
        'stripe checkout completed, payment pending',
      );
      return;
    case 'checkout.session.async_payment_succeeded':
      return settlePaid(app, cards, event.id, event.data.object, ASYNC_PAID_REASON);
    case 'checkout.session.async_payment_failed':
      return paymentFailed(app, event.data.object);
    case 'checkout.session.expired':
      return sessionExpired(app, event.data.object);
    // A refund created `pending` can still fail at the bank; Stripe says so only in these events.
    case 'refund.failed':
      return refundFailed(app, event.data.object);
    case 'charge.refund.updated':
      if (event.data.object.status === 'failed') return refundFailed(app, event.data.object);
      return;
    default:
      return;
  }
}

const AWAITING_PAYMENT = ['Order Placed', 'Payment Submitted'];

/** The shop charges in ringgit only (the sessions it opens are in MYR). */
const SHOP_CURRENCY = 'myr';

function paidSession(session: Stripe.Checkout.Session, order: OrderRow | null): PaidSession {
  const intent = session.payment_intent;
  return {
    sessionId: session.id,
    paymentIntentId: typeof intent === 'string' ? intent : (intent?.id ?? null),
    orderId: order?.id ?? null,
    email: session.customer_details?.email ?? session.customer_email ?? null,
    amountCents: session.amount_total ?? 0,
    currency: session.currency ?? '',
  };
}

/** What about the payment differs from the order it pays, or null when it is the order's exact total. */
function mismatch(order: OrderRow, session: Stripe.Checkout.Session): string | null {
  if (session.currency?.toLowerCase() !== SHOP_CURRENCY) return `currency ${session.currency ?? 'none'}, not MYR`;
  if (session.amount_total !== order.totalCents)
    return `${session.amount_total ?? 'no'} sen paid for a total of ${order.totalCents} sen`;
  return null;
}

/**
 * Money Stripe took for a session. It verifies the order only when the session is the order's own,
 * the order pays online, and the amount and currency are its total; the move is conditional, so a
 * repeated event changes nothing. A payment for an order that was cancelled or has expired, or that
 * does not match it, is refunded, and so is a session that names an order it does not belong to; a
 * session naming no order is kept for staff.
 */
async function settlePaid(
  app: FastifyInstance,
  cards: CardPayments,
  eventId: string,
  session: Stripe.Checkout.Session,
  reason: string,
): Promise<void> {
  const orderId = orderIdOf(session);
  const order = orderId ? await findOrder(app.db, orderId) : null;
  if (!order || order.paymentMethod !== 'stripe' || order.stripeSessionId !== session.id) {
    app.log.warn(
      { eventId, sessionId: session.id, orderId },
      'stripe payment for a session that is not the order’s own',
    );
    // A session naming one of our order ids claims to pay the shop, so the payer gets the money back;
    // one naming none may be another system's sale on the same account, and is only listed.
    if (!orderId) return recordUnmatched(app, paidSession(session, null));
    return refundPayment(app, cards, paidSession(session, null), REFUND_REASONS.foreign(orderId));
  }
  const wrong = mismatch(order, session);
  if (!wrong) {
    const row = await transition(app.db, {
      orderId: order.id,
      from: AWAITING_PAYMENT,
      to: 'Payment Verified',
      actorUserId: null,
      reason,
      stripeSessionId: session.id,
    });
    if (row) {
      app.afterAnswer.run(notifyStatusChange(app, row.id, 'Payment Verified', null), 'notifyStatusChange');
      return;
    }
    const now = await findOrder(app.db, order.id);
    if (now && now.status !== 'Order Cancelled' && !AWAITING_PAYMENT.includes(now.status)) {
      app.log.info({ orderId, eventId }, 'stripe payment already recorded for this order');
      return;
    }
  }
  app.log.warn({ orderId, eventId, mismatch: wrong }, 'stripe payment the order cannot keep: refunding');
  await refundPayment(
    app,
    cards,
    paidSession(session, order),
    wrong ? REFUND_REASONS.mismatch(wrong) : REFUND_REASONS.cancelled,
  );
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
  if (await clearStripeSession(app.db, order.id, session.id, ASYNC_FAILED_REASON))
    app.afterAnswer.run(notifyPaymentFailed(app, order.id), 'notifyPaymentFailed');
}

/**
 * The session stays on the order even when it expires early: a payment Stripe still reports for it
 * (a race with the expiry) must find its order, to be refunded rather than kept by nobody.
 */
async function sessionExpired(app: FastifyInstance, session: Stripe.Checkout.Session): Promise<void> {
  const order = await awaitingOrder(app, session);
  if (!order || order.paymentDeadline.getTime() > app.config.now().getTime()) return;
  const row = await transition(app.db, {
    orderId: order.id,
    from: ['Order Placed'],
    to: 'Order Cancelled',
    actorUserId: null,
    reason: DEADLINE_REASON,
  });
  if (row)
    app.afterAnswer.run(notifyStatusChange(app, row.id, 'Order Cancelled', DEADLINE_REASON), 'notifyStatusChange');
}
