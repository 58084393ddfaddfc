import type { FastifyInstance } from 'fastify';
import { RefundRefused, type CardPayments } from '../../adapters/stripe.ts';
import { AppError } from '../../lib/errors.ts';
import { refundNoteIfInvoiced } from '../invoice/service.ts';
import { notifyRefunded } from '../order/notify.ts';
import type { OrderRow } from '../order/service.ts';
import * as q from './refund-queries.ts';

/** A Checkout Session Stripe reports paid, as the webhook read it. */
export interface PaidSession {
  sessionId: string;
  paymentIntentId: string | null;
  /** The order the session names, when it is one of ours. */
  orderId: string | null;
  email: string | null;
  amountCents: number;
  currency: string;
}

export const REFUND_REASONS = {
  cancelled: 'The payment arrived after the order was cancelled.',
  mismatch: (what: string) => `The payment does not match the order (${what}).`,
  foreign: (orderId: string) =>
    `A paid Checkout session that is not the own session of the order it names (${orderId}).`,
  unmatched:
    'A paid Checkout session that names no order of this shop: it was not refunded automatically. Check it in the Stripe dashboard.',
  outside: 'A refund made outside the shop (for example in the Stripe dashboard).',
  shopCancelled: (why: string | undefined) => `The shop cancelled the paid order${why ? `: ${why}` : '.'}`,
  byHandVerified: 'The order was cancelled after its e-wallet payment was verified: send the money back by hand.',
  byHandSubmitted:
    'The order was cancelled after the shopper uploaded a payment that was not verified yet: check whether the money arrived, and if so send it back by hand.',
} as const;

export const REFUND_UNREACHABLE =
  'The card payment service could not be reached to refund this payment, so the order was not cancelled. Please try again in a moment.';
export const REFUNDED_BUT_MOVED = (status: string) =>
  `The payment was refunded, but the order changed to "${status}" meanwhile and was not cancelled. Check it with the customer.`;

/** What a cancellation did about the money, to finish once the order is (or is not) cancelled. */
export interface CancelRefund {
  /** Stripe refunded the payment during this cancellation (not an earlier one). */
  refunded: boolean;
  /** After the status change: mails the shopper about a refund made now, whether or not the order moved. */
  finish(cancelled: boolean): Promise<void>;
}

const NOTHING: CancelRefund = { refunded: false, finish: async () => {} };

/** Refund statuses that end with the money back without anyone acting. */
const REFUND_UNDER_WAY = new Set(['succeeded', 'pending']);

/**
 * Gives a payment back in full and mails the shopper. A repeated event finds the session's row and
 * refunds nothing twice (Stripe's idempotency key covers a retry after a crash between the two). A
 * refund Stripe refuses is kept as failed, for staff to act on in the back office.
 */
export async function refundPayment(
  app: FastifyInstance,
  cards: CardPayments,
  paid: PaidSession,
  reason: string,
): Promise<void> {
  const row =
    (await q.insertRefund(app.db, { ...paid, reason, status: 'pending' })) ??
    (await q.findRefundBySession(app.db, paid.sessionId));
  if (!row || row.status === 'refunded' || row.status === 'unmatched') return;
  if (!paid.paymentIntentId) {
    await q.markFailed(app.db, row.id, 'Stripe named no payment to refund.');
    app.log.error(
      { sessionId: paid.sessionId, orderId: paid.orderId },
      'stripe payment to refund has no payment intent',
    );
    return;
  }
  try {
    const refund = await cards.refund(paid.paymentIntentId, `refund-${paid.sessionId}`);
    if (!REFUND_UNDER_WAY.has(refund.status)) {
      // Created but not going through (failed, canceled, or waiting for something only a person can
      // give): the money is still the shopper's to get back, so staff see it instead of a "refunded".
      await q.markFailed(app.db, row.id, `Stripe answered refund ${refund.id} with status ${refund.status}.`);
      app.log.error(
        { sessionId: paid.sessionId, orderId: paid.orderId, refundId: refund.id, status: refund.status },
        'stripe refund not under way: staff must act',
      );
      return;
    }
    if ((await q.markRefunded(app.db, row.id, refund.id)) && paid.orderId) {
      app.afterAnswer.run(
        notifyRefunded(app, paid.orderId, { amountCents: paid.amountCents, currency: paid.currency }),
        'notifyRefunded',
      );
      // A refund of a sale an e-invoice lists needs a refund note (issue 37); other refunds need none.
      await refundNoteIfInvoiced(app, paid.orderId, paid.amountCents, reason).catch((err: unknown) =>
        app.log.error(
          { err, orderId: paid.orderId },
          'refund note could not be recorded: issue it from the back office',
        ),
      );
    }
    app.log.warn(
      { sessionId: paid.sessionId, orderId: paid.orderId, refundId: refund.id, reason },
      'stripe payment refunded',
    );
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    await q.markFailed(app.db, row.id, message);
    app.log.error({ err, sessionId: paid.sessionId, orderId: paid.orderId }, 'stripe refund failed: staff must act');
  }
}

/**
 * Before the shop cancels an order Stripe was paid for, the payment is refunded with the same
 * idempotency key a late payment's refund uses (`refund-<session>`), so a double click, a retry or a
 * webhook for the same payment makes one refund at Stripe. The row is written first (pending), so a
 * crash between Stripe's answer and the next write leaves "Refund not confirmed" on the staff list.
 * Stripe not reached: the row is forgotten and the cancel answers 503 with the order unchanged.
 * Stripe refusing, or a refund it reports failed or canceled: the order is cancelled and the payment
 * is listed for staff to refund by hand. An order not paid online needs nothing before.
 */
export async function refundBeforeCancel(
  app: FastifyInstance,
  cards: CardPayments | null,
  order: OrderRow,
  why: string | undefined,
): Promise<CancelRefund> {
  if (order.paymentMethod !== 'stripe' || order.status !== 'Payment Verified' || !order.stripeSessionId) return NOTHING;
  const sessionId = order.stripeSessionId;
  const earlier = await q.findRefundBySession(app.db, sessionId);
  if (earlier?.status === 'refunded') return NOTHING;
  if (!cards) throw new AppError('UNAVAILABLE', REFUND_UNREACHABLE);
  let payment;
  try {
    payment = (await cards.retrieveSession(sessionId)).payment;
  } catch (err) {
    app.log.warn({ err, orderId: order.id }, 'stripe session could not be read to refund it');
    throw new AppError('UNAVAILABLE', REFUND_UNREACHABLE);
  }
  const inserted = await q.insertRefund(app.db, {
    sessionId,
    paymentIntentId: payment.paymentIntentId,
    orderId: order.id,
    email: payment.email ?? order.address.email,
    amountCents: payment.amountCents,
    currency: payment.currency,
    reason: REFUND_REASONS.shopCancelled(why),
    status: 'pending',
  });
  const row = inserted ?? earlier ?? (await q.findRefundBySession(app.db, sessionId));
  if (!row || row.status === 'refunded') return NOTHING;
  if (!payment.paymentIntentId) {
    await q.markFailed(app.db, row.id, 'Stripe named no payment to refund.');
    return NOTHING;
  }
  let refund;
  try {
    refund = await cards.refund(payment.paymentIntentId, `refund-${sessionId}`);
  } catch (err) {
    if (err instanceof RefundRefused) {
      await q.markFailed(app.db, row.id, err.message);
      app.log.error({ err, orderId: order.id }, 'stripe refused the refund of a cancelled order: staff must act');
      return NOTHING;
    }
    if (inserted) await q.deletePending(app.db, inserted.id);
    app.log.warn({ err, orderId: order.id }, 'stripe could not be reached to refund: order not cancelled');
    throw new AppError('UNAVAILABLE', REFUND_UNREACHABLE);
  }
  if (!REFUND_UNDER_WAY.has(refund.status)) {
    await q.markFailed(app.db, row.id, `Stripe answered refund ${refund.id} with status ${refund.status}.`);
    app.log.error({ orderId: order.id, refundId: refund.id, status: refund.status }, 'stripe refund not under way');
    return NOTHING;
  }
  const fresh = await q.markRefunded(app.db, row.id, refund.id);
  app.log.warn({ orderId: order.id, refundId: refund.id }, 'stripe payment of a cancelled order refunded');
  return {
    refunded: true,
    finish: async (cancelled) => {
      if (!cancelled) app.log.error({ orderId: order.id }, 'payment refunded but the order moved on: staff must act');
      if (fresh)
        app.afterAnswer.run(
          notifyRefunded(app, order.id, { amountCents: payment.amountCents, currency: payment.currency }),
          'notifyRefunded',
        );
    },
  };
}

/**
 * An e-wallet (QR) payment goes straight to the shop's account, so nothing can give it back but a
 * person: a cancelled order that had one (verified, or uploaded and not yet checked) is listed for
 * staff until someone marks it handled. One row per order, however often it is cancelled.
 */
export async function listRefundByHand(app: FastifyInstance, before: OrderRow): Promise<void> {
  if (before.paymentMethod === 'stripe') return;
  if (before.status !== 'Payment Verified' && before.status !== 'Payment Submitted') return;
  const inserted = await q.insertRefund(app.db, {
    sessionId: `manual-${before.id}`,
    paymentIntentId: null,
    orderId: before.id,
    email: before.address.email,
    amountCents: before.totalCents,
    currency: 'myr',
    reason: before.status === 'Payment Verified' ? REFUND_REASONS.byHandVerified : REFUND_REASONS.byHandSubmitted,
    status: 'by_hand',
  });
  if (inserted) app.log.warn({ orderId: before.id }, 'cancelled order paid by e-wallet: staff must send it back');
}

/** Kept for staff without refunding: the money may not be the shop's to give back. */
export async function recordUnmatched(app: FastifyInstance, paid: PaidSession): Promise<void> {
  // The order id came from the event; a session naming an order that does not exist keeps none.
  const inserted = await q.insertRefund(app.db, {
    ...paid,
    orderId: null,
    reason: REFUND_REASONS.unmatched,
    status: 'unmatched',
  });
  if (inserted)
    app.log.error(
      { sessionId: paid.sessionId, namedOrder: paid.orderId },
      'stripe payment for a session no order owns',
    );
}

/** A refund as Stripe's refund events describe it. */
export interface FailedRefund {
  id: string;
  payment_intent: string | { id: string } | null;
  amount: number;
  currency: string;
  failure_reason?: string | null;
}

/**
 * Stripe reports a refund failed after it was created (the bank returned it): the money is the
 * payer's again and nobody has it back, so the payment goes back on the staff list as failed,
 * whatever it was recorded as. A refund the shop did not make is listed too. A repeated event
 * changes nothing, so a row staff marked handled stays handled.
 */
export async function refundFailed(app: FastifyInstance, refund: FailedRefund): Promise<void> {
  const error = `Stripe reported refund ${refund.id} failed (${refund.failure_reason ?? 'no reason given'}): the money did not reach the payer.`;
  const intent =
    typeof refund.payment_intent === 'string' ? refund.payment_intent : (refund.payment_intent?.id ?? null);
  const known = await q.findRefundByStripeId(app.db, refund.id);
  if (known) {
    if (await q.reopenFailed(app.db, known.id, error))
      app.log.error(
        { refundId: refund.id, orderId: known.orderId },
        'stripe refund failed after it was made: staff must act',
      );
    return;
  }
  const inserted = await q.insertRefund(app.db, {
    // The refund's own id: unique like a session's, and it never collides with one (`re_` vs `cs_`).
    sessionId: refund.id,
    paymentIntentId: intent,
    orderId: null,
    email: null,
    amountCents: refund.amount,
    currency: refund.currency,
    reason: REFUND_REASONS.outside,
    status: 'failed',
    stripeRefundId: refund.id,
    error,
  });
  if (inserted)
    app.log.error({ refundId: refund.id }, 'a refund the shop did not make failed at Stripe: staff must act');
}

export interface RefundIssue {
  id: number;
  sessionId: string;
  paymentIntentId: string | null;
  orderId: string | null;
  email: string | null;
  amountCents: number;
  currency: string;
  reason: string;
  status: q.RefundRow['status'];
  error: string | null;
  at: number;
}

const toIssue = (r: q.RefundRow): RefundIssue => ({
  id: r.id,
  sessionId: r.sessionId,
  paymentIntentId: r.paymentIntentId,
  orderId: r.orderId,
  email: r.email,
  amountCents: r.amountCents,
  currency: r.currency,
  reason: r.reason,
  status: r.status,
  error: r.error,
  at: r.createdAt.getTime(),
});

/** The back office's list: what needs a person, and the latest refunds that went through. */
export async function refundReport(app: FastifyInstance): Promise<{ open: RefundIssue[]; refunded: RefundIssue[] }> {
  const [open, refunded] = await Promise.all([q.openRefunds(app.db), q.recentRefunds(app.db, 20)]);
  return { open: open.map(toIssue), refunded: refunded.map(toIssue) };
}

export async function markHandled(app: FastifyInstance, id: number, userId: string): Promise<RefundIssue> {
  const row = await q.markHandled(app.db, id, userId);
  if (!row) throw new AppError('NOT_FOUND', 'There is no such payment to handle.');
  return toIssue(row);
}
