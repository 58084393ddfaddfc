import type { FastifyInstance } from 'fastify';
import type { Mailer } from '../../adapters/mail.ts';
import { shopPageUrl } from '../../lib/mail-text/index.ts';
import { getShopSettings } from '../settings/service.ts';
import {
  orderConfirmationMail,
  paymentFailedMail,
  refundMail,
  statusChangeMail,
  type MailContext,
  type OrderMail,
} from './mails.ts';
import { findUserContact } from '../auth/service.ts';
import { findOutletRow } from '../outlet/service.ts';
import { findOrder, itemsOf, type OrderRow } from './queries.ts';
import { inWords, itemWords } from './service.ts';

function mailer(app: FastifyInstance): Mailer | null {
  return app.hasDecorator('mailer') ? app.mailer : null;
}

export function orderPageUrl(app: FastifyInstance, orderId: string): string {
  const base = app.config.publicUrl ?? `http://localhost:${app.config.port}`;
  return new URL(`/checkout/${orderId}`, base).toString();
}

/**
 * Null when the account is gone. The contact email typed at checkout is never verified, so it gets
 * no copy: a form could otherwise make the shop mail order details to any address.
 */
async function context(app: FastifyInstance, order: OrderRow): Promise<MailContext | null> {
  const account = await findUserContact(app.db, order.userId);
  if (!account) return null;
  const settings = await getShopSettings(app.db, app.config);
  const orderId = order.id;
  const base = app.config.publicUrl ?? `http://localhost:${app.config.port}`;
  return {
    to: account.email,
    shopName: settings.shopName,
    currency: settings.currency,
    receiverName: settings.paymentReceiverName,
    timeZone: settings.timeZone,
    // The order page in the order's language; the receipt is a PDF, the same in both.
    orderUrl: shopPageUrl(base, `/checkout/${orderId}`, order.lang),
    receiptUrl: new URL(`/api/invoice/receipt/${orderId}`, base).toString(),
  };
}

/**
 * Mail is a courtesy after the fact: the order is already committed, so a mail failure is logged
 * and never undoes or fails the shopper's action.
 */
async function deliver(app: FastifyInstance, compose: () => Promise<OrderMail | null>): Promise<void> {
  const sender = mailer(app);
  try {
    const mail = await compose();
    if (!mail) return;
    if (!sender) {
      app.log.info({ to: mail.to, subject: mail.subject }, 'order mail not sent: no mail adapter');
      return;
    }
    await sender.sendMail(mail);
  } catch (err) {
    app.log.warn({ err }, 'order mail failed');
  }
}

export function notifyOrderPlaced(app: FastifyInstance, orderId: string): Promise<void> {
  return deliver(app, async () => {
    const order = await findOrder(app.db, orderId);
    if (!order) return null;
    const [items, outlet] = await Promise.all([
      itemsOf(app.db, [orderId]),
      order.outletId ? findOutletRow(app.db, order.outletId) : null,
    ]);
    // An order placed in Malay lists its products by their Malay names and options where they have them.
    const words = await itemWords(app.db, items, order.lang);
    const ctx = await context(app, order);
    return (
      ctx &&
      orderConfirmationMail(
        order,
        items.map((i) => ({ ...i, ...inWords(i, words) })),
        outlet,
        ctx,
      )
    );
  });
}

export function notifyStatusChange(
  app: FastifyInstance,
  orderId: string,
  status: string,
  reason: string | null,
): Promise<void> {
  return deliver(app, async () => {
    const order = await findOrder(app.db, orderId);
    if (!order) return null;
    const outlet = order.outletId ? await findOutletRow(app.db, order.outletId) : null;
    const ctx = await context(app, order);
    return ctx && statusChangeMail(order, status, reason, outlet, ctx);
  });
}

export function notifyPaymentFailed(app: FastifyInstance, orderId: string): Promise<void> {
  return deliver(app, async () => {
    const order = await findOrder(app.db, orderId);
    if (!order) return null;
    const ctx = await context(app, order);
    return ctx && paymentFailedMail(order, ctx);
  });
}

export function notifyRefunded(
  app: FastifyInstance,
  orderId: string,
  refund: { amountCents: number; currency: string },
): Promise<void> {
  return deliver(app, async () => {
    const order = await findOrder(app.db, orderId);
    if (!order) return null;
    const ctx = await context(app, order);
    return ctx && refundMail(order, refund, ctx);
  });
}
