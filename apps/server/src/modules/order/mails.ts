import { addOnsLabels, formatCents } from '@shop/contract';
import type { OrderRow, OrderItemRow, OutletRow } from './queries.ts';

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

// Printed as the pages print it: one formatter for pages, mails and receipts.
const money = formatCents;

function when(order: OrderRow): string {
  const [y, m, d] = order.slotDate.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d)).toLocaleDateString('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return `${date}, ${order.slot}`;
}

function serviceLine(order: OrderRow, outlet: OutletRow | null): string {
  if (order.serviceType === 'pickup') {
    const where = outlet ? `${outlet.title}, ${outlet.street}, ${outlet.city}` : 'the outlet you chose';
    return `Pickup at ${where} on ${when(order)}`;
  }
  const a = order.address;
  return `Delivery to ${a.street}, ${a.zipcode} ${a.city}, ${a.state} on ${when(order)}`;
}

function deadline(order: OrderRow, timeZone: string): string {
  return order.paymentDeadline.toLocaleString('en-GB', {
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
  const lines = items.map(
    (i) =>
      `${i.quantity} x ${i.name}${i.feature ? ` (${i.feature})` : ''}: ${money(i.unitCents * i.quantity, ctx.currency)}` +
      addOnsLabels(i.addOns)
        .map((a) => `\n   ${a.label}: ${a.text}`)
        .join(''),
  );
  const payment =
    order.paymentMethod === 'tng'
      ? `Please pay ${money(order.totalCents, ctx.currency)} by Touch 'n Go eWallet to ${ctx.receiverName} and upload the payment screenshot on your order page before ${deadline(order, ctx.timeZone)}. Unpaid orders are cancelled automatically after 2 hours.`
      : `Please complete the card payment of ${money(order.totalCents, ctx.currency)} before ${deadline(order, ctx.timeZone)}. Unpaid orders are cancelled automatically after 2 hours.`;
  const paragraphs = [
    `Hi ${order.address.firstName},`,
    `Thank you for your order ${shortOrderId(order.id)} at ${ctx.shopName}.`,
    lines.join('\n'),
    [
      `Subtotal: ${money(order.productCents, ctx.currency)}`,
      `Shipping Fee: ${order.shippingCents === 0 ? 'Free' : money(order.shippingCents, ctx.currency)}`,
      ...(order.discountCents > 0
        ? [`Discount (${order.promoCode}): -${money(order.discountCents, ctx.currency)}`]
        : []),
      `Total: ${money(order.totalCents, ctx.currency)}`,
    ].join('\n'),
    ...(order.note ? [`Your note for the shop: ${order.note}`] : []),
    serviceLine(order, outlet),
    payment,
    `Your order page: ${ctx.orderUrl}`,
  ];
  return {
    to: ctx.to,
    subject: `${ctx.shopName}: order ${shortOrderId(order.id)} received`,
    text: paragraphs.join('\n\n'),
    html: toHtml(paragraphs),
  };
}

const STATUS_TEXT: Record<string, string> = {
  'Payment Submitted': 'We have received your payment screenshot. We will check it shortly.',
  'Payment Verified': 'Your payment has been verified. Thank you!',
  Preparing: 'We are preparing your order.',
  'Ready for Pickup': 'Your order is ready for pickup.',
  'Out for Delivery': 'Your order is on its way.',
  Completed: 'Your order is complete. Thank you for shopping with us!',
  'Order Cancelled': 'Your order has been cancelled.',
};

export function statusChangeMail(
  order: OrderRow,
  status: string,
  reason: string | null,
  outlet: OutletRow | null,
  ctx: MailContext,
): OrderMail {
  const paragraphs = [
    `Hi ${order.address.firstName},`,
    `${STATUS_TEXT[status] ?? `Your order is now: ${status}.`}${reason ? ` Reason: ${reason}` : ''}`,
  ];
  if (status === 'Ready for Pickup' || status === 'Out for Delivery') paragraphs.push(serviceLine(order, outlet));
  if (status === 'Payment Verified' && ctx.receiptUrl) paragraphs.push(`Your receipt (PDF): ${ctx.receiptUrl}`);
  paragraphs.push(`Your order page: ${ctx.orderUrl}`);
  return {
    to: ctx.to,
    subject: `${ctx.shopName}: order ${shortOrderId(order.id)} ${status}`,
    text: paragraphs.join('\n\n'),
    html: toHtml(paragraphs),
  };
}

/** FPX or GrabPay reported a failed payment: the order still waits, and the shopper may try again. */
export function paymentFailedMail(order: OrderRow, ctx: MailContext): OrderMail {
  const paragraphs = [
    `Hi ${order.address.firstName},`,
    `Your online payment of ${money(order.totalCents, ctx.currency)} for order ${shortOrderId(order.id)} did not go through, so nothing was charged.`,
    `Your order is still reserved until ${deadline(order, ctx.timeZone)}: open your order page to pay again, by card, FPX or GrabPay.`,
    `Your order page: ${ctx.orderUrl}`,
  ];
  return {
    to: order.address.email,
    subject: `${ctx.shopName}: payment for order ${shortOrderId(order.id)} did not go through`,
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
  const paragraphs = [
    `Hi ${order.address.firstName},`,
    `Your online payment of ${money(refund.amountCents, refund.currency.toUpperCase())} for order ${shortOrderId(order.id)} arrived after the order was cancelled, so we have refunded it in full.`,
    'The refund goes back to the card, bank account or wallet you paid with. Banks usually show it within 5 to 10 working days.',
    `Your order page: ${ctx.orderUrl}`,
  ];
  return {
    to: ctx.to,
    subject: `${ctx.shopName}: your payment for order ${shortOrderId(order.id)} has been refunded`,
    text: paragraphs.join('\n\n'),
    html: toHtml(paragraphs),
  };
}
