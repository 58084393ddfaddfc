import { useLang } from '../../../shared/i18n/react.tsx';
import { shopClock, slotStartHour } from '@shop/contract';
import { Bike, Store, TriangleAlert } from 'lucide-react';
import { useShopZone } from '../../../shared/settings.ts';
import { NOT_READY } from '../../../shared/ui/not-ready.ts';
import { useHydrated } from '../../../shared/use-hydrated.ts';
import { formatServiceDate, selectionPlace } from '../format.ts';
import { openServiceChange, useUserSelection } from '../selection.ts';
import { useTranslation } from 'react-i18next';

/** One of the two bars under the header shows the current choice with a way to change it. */
export function ServiceBar() {
  const lang = useLang();
  const { t } = useTranslation('service');
  const selection = useUserSelection();
  // The modal it opens needs the page's script; before the page has hydrated the button waits for it.
  const hydrated = useHydrated();
  const zone = useShopZone();
  if (!selection) return null;
  // A slot chosen earlier today may have started since: say so before checkout refuses it. Only
  // after hydration, as the server's clock and the page's may fall either side of the hour.
  const clock = shopClock(new Date(), zone);
  const started =
    hydrated && selection.calendarDate === clock.date && slotStartHour(selection.deliveryTime) <= clock.hour;
  const Icon = selection.serviceType === 'pickup' ? Store : Bike;
  return (
    <section
      aria-label={t('serviceBar.yourServiceChoice')}
      className="border-cocoa-900/10 bg-wheat-300/60 border-b"
      data-testid="service-bar"
    >
      <div className="text-cocoa-900 mx-auto flex max-w-7xl items-center gap-3 px-4 py-1 text-sm sm:px-6 lg:px-8">
        <Icon aria-hidden="true" className="text-cocoa-700 size-4 shrink-0" />
        {/* A phone has room for the place or the time, not both: the time goes to a second line. */}
        <p className="min-w-0 flex-1 sm:truncate">
          <span className="block truncate font-semibold sm:inline">{selectionPlace(selection, t)}</span>
          <span className="text-cocoa-700 block sm:inline" data-testid="service-bar-when">
            <span className="hidden sm:inline">{' · '}</span>
            {formatServiceDate(selection.calendarDate, lang)} · {selection.deliveryTime}
          </span>
          {started && (
            <span className="block font-semibold text-red-800" data-testid="service-bar-started">
              <TriangleAlert aria-hidden="true" className="mr-1 inline size-4 align-[-3px]" />
              {t('serviceBar.thisTimeSlotHasStarted')}
            </span>
          )}
        </p>
        <button
          type="button"
          onClick={openServiceChange}
          disabled={!hydrated}
          className={`${NOT_READY} text-accent-700 min-h-11 shrink-0 rounded-full px-3 font-semibold underline-offset-2 hover:underline`}
        >
          {t('serviceBar.change')}
        </button>
      </div>
    </section>
  );
}
