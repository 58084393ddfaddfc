import type { FastifyInstance } from 'fastify';
import type { Mailer } from '../../adapters/mail.ts';
import { getShopSettings } from '../settings/service.ts';
import {
  orderConfirmationMail,
  paymentFailedMail,
  statusChangeMail,
  type MailContext,
  type OrderMail,
} from './mails.ts';
import { findOrder, findOutlet, itemsOf } from './queries.ts';

function mailer(app: FastifyInstance): Mailer | null {
  return app.hasDecorator('mailer') ? app.mailer : null;
}

export function orderPageUrl(app: FastifyInstance, orderId: string): string {
  const base = app.config.publicUrl ?? `http://localhost:${app.config.port}`;
  return new URL(`/checkout/${orderId}`, base).toString();
}

async function context(app: FastifyInstance, orderId: string): Promise<MailContext> {
  const settings = await getShopSettings(app.db, app.config);
  return {
    shopName: settings.shopName,
    currency: settings.currency,
    receiverName: settings.paymentReceiverName,
    timeZone: settings.timeZone,
    orderUrl: orderPageUrl(app, orderId),
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
      order.outletId ? findOutlet(app.db, order.outletId) : null,
    ]);
    return orderConfirmationMail(order, items, outlet, await context(app, orderId));
  });
}

export function notifyStatusChange(app: FastifyInstance, orderId: string, status: string, reason: string | null): Promise<void> {
  return deliver(app, async () => {
    const order = await findOrder(app.db, orderId);
    if (!order) return null;
    const outlet = order.outletId ? await findOutlet(app.db, order.outletId) : null;
    return statusChangeMail(order, status, reason, outlet, await context(app, orderId));
  });
}

export function notifyPaymentFailed(app: FastifyInstance, orderId: string): Promise<void> {
  return deliver(app, async () => {
    const order = await findOrder(app.db, orderId);
    return order ? paymentFailedMail(order, await context(app, orderId)) : null;
  });
}
