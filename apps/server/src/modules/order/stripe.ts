import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsync } from 'fastify';
import type { CardPayments } from '../../adapters/stripe.ts';
import { orders } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { notifyStatusChange, orderPageUrl } from './notify.ts';
import { itemsOf, type OrderRow } from './queries.ts';
import { transition } from './status.ts';

export const CARD_PAID_REASON = 'Card payment received.';

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
    const session = await cards.createCheckoutSession({
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
    const session =
      (event.type === 'checkout.session.completed' && event.data.object.payment_status === 'paid') ||
      event.type === 'checkout.session.async_payment_succeeded'
        ? event.data.object
        : null;
    if (session) {
      const orderId = session.metadata?.orderId ?? session.client_reference_id;
      if (orderId && /^[0-9a-f-]{36}$/i.test(orderId)) {
        const row = await transition(app.db, {
          orderId,
          from: ['Order Placed', 'Payment Submitted'],
          to: 'Payment Verified',
          actorUserId: null,
          reason: CARD_PAID_REASON,
        });
        if (row) void notifyStatusChange(app, row.id, 'Payment Verified', null);
        else app.log.info({ orderId, eventId: event.id }, 'stripe payment for an order not awaiting payment: ignored');
      }
    }
    return { received: true };
  });
};
