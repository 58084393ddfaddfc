import { openStatus, type OutletScheduleDay, type ShopZone } from '@shop/contract';
import { useTranslation } from 'react-i18next';

/** "Open now · until 21:00" or "Closed now · opens Tuesday 08:00", on the shop's clock. */
export function OpenBadge({ schedule, now, zone }: { schedule: OutletScheduleDay[]; now: Date; zone: ShopZone }) {
  const { t } = useTranslation('outlets');
  const status = openStatus(schedule, now, zone);
  if (status.open) {
    return (
      <p className="inline-flex items-center gap-2 rounded-full bg-emerald-50 px-3 py-1 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-700/20">
        <span aria-hidden="true" className="size-2 rounded-full bg-emerald-600" />
        {t('openBadge.openNowUntil')} {status.closesAt}
      </p>
    );
  }
  const opens = status.opensAt;
  const when = !opens
    ? null
    : opens.daysAhead === 0
      ? t('openBadge.opensToday', { time: opens.time })
      : opens.daysAhead === 1
        ? t('openBadge.opensTomorrow', { time: opens.time })
        : t('openBadge.opensOn', { day: t(`weekDays.${opens.day}`), time: opens.time });
  return (
    <p className="bg-cream-200 text-cocoa-900 ring-cocoa-900/15 inline-flex items-center gap-2 rounded-full px-3 py-1 text-xs font-semibold ring-1">
      <span aria-hidden="true" className="bg-accent size-2 rounded-full" />
      {t('openBadge.closedNow')}
      {when ? ` · ${when}` : ''}
    </p>
  );
}
