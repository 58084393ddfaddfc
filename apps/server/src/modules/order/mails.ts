import { addOnsLabels, formatCents, stateName, type ShopLang } from '@shop/contract';
import { mailDateLocale, mailText } from '../../lib/mail-text/index.ts';
import type { OutletRow } from '../outlet/service.ts';
import type { OrderRow, OrderItemRow } from './queries.ts';

/** A composed message; the mail adapter delivers it (log + outbox by default, SMTP in production). */
export interface OrderMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface MailContext {
  /** The account's own email, proven at registration; the checkout form's contact email is not. */
  to: string;
  shopName: string;
  currency: string;
  receiverName: string;
  timeZone: string;
  /** Absolute address of the order page. */
  orderUrl: string;
  /** Absolute address of the order's receipt (PDF), linked once the order is paid. */
  receiptUrl?: string;
}

export const shortOrderId = (id: string) => id.slice(0, 8).toUpperCase();

// Printed as the pages print it: one formatter for pages, mails and receipts, in the order's language.
const moneyIn = (lang: ShopLang | undefined) => (cents: number, currency: string) =>
  formatCents(cents, currency, lang ?? 'en');

function when(order: OrderRow): string {
  const [y, m, d] = order.slotDate.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d)).toLocaleDateString(mailDateLocale(order.lang), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return `${date}, ${order.slot}`;
}

function serviceLine(order: OrderRow, outlet: OutletRow | null): string {
  const t = mailText(order.lang).order;
  if (order.serviceType === 'pickup') {
    const where = outlet ? `${outlet.title}, ${outlet.street}, ${outlet.city}` : t.outletYouChose;
    return t.pickup(where, when(order));
  }
  const a = order.address;
  return t.delivery(`${a.street}, ${a.zipcode} ${a.city}, ${stateName(a.state, order.lang)}`, when(order));
}

function deadline(order: OrderRow, timeZone: string): string {
  return order.paymentDeadline.toLocaleString(mailDateLocale(order.lang), {
    timeZone,
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  });
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Plain paragraphs become the HTML body as well, so both parts always say the same. */
function toHtml(paragraphs: string[]): string {
  return paragraphs.map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`).join('\n');
}

export function orderConfirmationMail(
  order: OrderRow,
  items: OrderItemRow[],
  outlet: OutletRow | null,
  ctx: MailContext,
): OrderMail {
  const t = mailText(order.lang).order;
  const money = moneyIn(order.lang);
  const lines = items.map(
    (i) =>
      `${i.quantity} x ${i.name}${i.feature ? ` (${i.feature})` : ''}: ${money(i.unitCents * i.quantity, ctx.currency)}` +
      addOnsLabels(i.addOns)
        .map((a) => `\n   ${a.label}: ${a.text}`)
        .join(''),
  );
  const total = money(order.totalCents, ctx.currency);
  const payment =
    order.paymentMethod === 'tng'
      ? t.placed.payTng(total, ctx.receiverName, deadline(order, ctx.timeZone))
      : t.placed.payCard(total, deadline(order, ctx.timeZone));
  const paragraphs = [
    t.hi(order.address.firstName),
    t.placed.thanks(shortOrderId(order.id), ctx.shopName),
    lines.join('\n'),
    [
      t.placed.subtotal(money(order.productCents, ctx.currency)),
      t.placed.shippingFee(order.shippingCents === 0 ? t.placed.free : money(order.shippingCents, ctx.currency)),
      ...(order.discountCents > 0
        ? [t.placed.discount(order.promoCode ?? '', money(order.discountCents, ctx.currency))]
        : []),
      t.placed.total(total),
    ].join('\n'),
    ...(order.note ? [t.placed.note(order.note)] : []),
    serviceLine(order, outlet),
    payment,
    t.orderPage(ctx.orderUrl),
  ];
  return {
    to: ctx.to,
    subject: t.placed.subject(ctx.shopName, shortOrderId(order.id)),
    text: paragraphs.join('\n\n'),
    html: toHtml(paragraphs),
  };
}

export function statusChangeMail(
  order: OrderRow,
  status: string,
  reason: string | null,
  outlet: OutletRow | null,
  ctx: MailContext,
): OrderMail {
  const t = mailText(order.lang).order;
  const named = t.status.names[status] ?? status;
  const why = reason ? t.status.reason(t.status.reasons[reason] ?? reason) : '';
  const paragraphs = [t.hi(order.address.firstName), `${t.status.texts[status] ?? t.status.other(named)}${why}`];
  if (status === 'Ready for Pickup' || status === 'Out for Delivery') paragraphs.push(serviceLine(order, outlet));
  if (status === 'Payment Verified' && ctx.receiptUrl) paragraphs.push(t.status.receipt(ctx.receiptUrl));
  paragraphs.push(t.orderPage(ctx.orderUrl));
  return {
    to: ctx.to,
    subject: t.status.subject(ctx.shopName, shortOrderId(order.id), named),
    text: paragraphs.join('\n\n'),
    html: toHtml(paragraphs),
  };
}

/** FPX or GrabPay reported a failed payment: the order still waits, and the shopper may try again. */
export function paymentFailedMail(order: OrderRow, ctx: MailContext): OrderMail {
  const t = mailText(order.lang).order;
  const id = shortOrderId(order.id);
  const paragraphs = [
    t.hi(order.address.firstName),
    ...t.paymentFailed.body(moneyIn(order.lang)(order.totalCents, ctx.currency), id, deadline(order, ctx.timeZone)),
    t.orderPage(ctx.orderUrl),
  ];
  return {
    to: order.address.email,
    subject: t.paymentFailed.subject(ctx.shopName, id),
    text: paragraphs.join('\n\n'),
    html: toHtml(paragraphs),
  };
}

/** A payment that reached Stripe after the order was cancelled or had expired, given back in full. */
export function refundMail(
  order: OrderRow,
  refund: { amountCents: number; currency: string },
  ctx: MailContext,
): OrderMail {
  const t = mailText(order.lang).order;
  const id = shortOrderId(order.id);
  const paragraphs = [
    t.hi(order.address.firstName),
    ...t.refund.body(moneyIn(order.lang)(refund.amountCents, refund.currency.toUpperCase()), id),
    t.orderPage(ctx.orderUrl),
  ];
  return {
    to: ctx.to,
    subject: t.refund.subject(ctx.shopName, id),
    text: paragraphs.join('\n\n'),
    html: toHtml(paragraphs),
  };
}
