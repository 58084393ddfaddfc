import type { TFunction } from 'i18next';
import { INTL_LOCALE, type Lang } from '../../shared/i18n/lang.ts';

const clock = (timeZone: string) => new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', timeZone });

/**
 * The payment deadline as the shop's clock reads it ('14:30'). A shopper whose own clock reads
 * differently (travelling, or a browser set to another zone) is told whose time it is, in the page's
 * language: '14:30 Kuala Lumpur time (GMT+8)', '14:30 waktu Kuala Lumpur (GMT+8)'.
 */
export function formatDeadline(
  at: number,
  shopZone: string,
  viewerZone: string,
  lang: Lang,
  t: TFunction<'checkout'>,
): string {
  const time = clock(shopZone).format(at);
  if (clock(viewerZone).format(at) === time) return time;
  const offset = new Intl.DateTimeFormat(INTL_LOCALE[lang], { timeZone: shopZone, timeZoneName: 'shortOffset' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName')?.value;
  // The city of the zone's name: the same word in both languages.
  const place = shopZone.split('/').pop()!.replace(/_/g, ' ');
  return offset
    ? t('orderStatusMessage.deadlineInShopZone', { time, place, offset })
    : t('orderStatusMessage.deadlineInShopZoneNoOffset', { time, place });
}

/** The zone the browser shows times in. */
export const viewerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
