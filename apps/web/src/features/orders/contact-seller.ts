import type { OrderListed } from '@shop/contract';
import { formatMoney, formatShortDate, type ShopLang } from '@shop/contract';
import type { TFunction } from 'i18next';

/** The seller number carries Malaysia's prefix 60 ('012-345 6789' -> '60123456789'). */
export function sellerNumber(raw: string): string {
  const digits = raw.replace(/\D/g, '');
  if (digits.startsWith('60')) return digits;
  return `60${digits.replace(/^0/, '')}`;
}

/** My orders' 'Contact Seller': a chat link prefilled with name, date, amount and items. */
export function contactSellerLink(
  order: OrderListed,
  seller: string,
  currency: string,
  { t, lang, timeZone }: { t: TFunction<'orders'>; lang: ShopLang; timeZone?: string | undefined },
): string {
  const date = formatShortDate(order.date, timeZone, lang);
  const lines = order.items.map((i) => `- ${i.quantity} x ${i.name}${i.feature ? ` (${i.feature})` : ''}`);
  const text = [
    t('contactSeller.greeting', { name: `${order.address.firstName} ${order.address.lastName}` }),
    t('contactSeller.question', {
      id: order.id.slice(0, 8).toUpperCase(),
      date,
      amount: formatMoney(order.amount, currency),
    }),
    ...lines,
  ].join('\n');
  return `https://wa.me/${sellerNumber(seller)}?text=${encodeURIComponent(text)}`;
}
