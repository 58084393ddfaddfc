import type { OrderListed } from '@shop/contract';
import { formatMoney, formatShortDate } from '@shop/contract';

/** The seller number carries Malaysia's prefix 60 ('012-345 6789' -> '60123456789'). */
export function sellerNumber(raw: string): string {
  const digits = raw.replace(/\D/g, '');
  if (digits.startsWith('60')) return digits;
  return `60${digits.replace(/^0/, '')}`;
}

/** My orders' 'Contact Seller': a chat link prefilled with name, date, amount and items. */
export function contactSellerLink(order: OrderListed, seller: string, currency: string, timeZone?: string): string {
  const date = formatShortDate(order.date, timeZone);
  const lines = order.items.map((i) => `- ${i.quantity} x ${i.name}${i.feature ? ` (${i.feature})` : ''}`);
  const text = [
    `Hi, I am ${order.address.firstName} ${order.address.lastName}.`,
    `I have a question about my order ${order.id.slice(0, 8).toUpperCase()} of ${date}, ${formatMoney(order.amount, currency)}:`,
    ...lines,
  ].join('\n');
  return `https://wa.me/${sellerNumber(seller)}?text=${encodeURIComponent(text)}`;
}
