import type { UserSelection } from '@shop/contract';
import type { TFunction } from 'i18next';
import { formatDayMonth, type ShopLang } from '@shop/contract';

/** 'Wed 11 Mar' for a `YYYY-MM-DD` calendar date, read as that date wherever the browser is. */
export function formatServiceDate(date: string, lang: ShopLang = 'en'): string {
  const day = new Date(`${date}T00:00:00Z`);
  // As toLocaleDateString printed it, which the header once used.
  // i18n-ignore: only a broken cookie's date, printed as the browser prints one
  if (Number.isNaN(day.getTime())) return 'Invalid Date';
  return formatDayMonth(day, 'UTC', lang);
}

/** The header's one-line summary: 'Pickup at X' or 'Delivery to Y'. */
export function selectionPlace(s: UserSelection, t: TFunction<'service'>): string {
  return s.serviceType === 'pickup'
    ? t('serviceBar.pickupAt', { outlet: s.outletTitle ?? t('serviceBar.ourOutlet') })
    : t('serviceBar.deliveryTo', { address: s.deliveryAddress ?? '' });
}
