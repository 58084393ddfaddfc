import { useTranslation } from 'react-i18next';
import { useLang } from '../../../shared/i18n/react.tsx';
import { formatServiceDate } from '../../service/format.ts';
import { openServiceChange, useUserSelection } from '../../service/selection.ts';

/** The service choice the order is for, with a way to change it (or to make it first). */
export function ServiceSummary() {
  const lang = useLang();
  const { t } = useTranslation('checkout');
  const selection = useUserSelection();
  if (!selection) {
    return (
      <p className="text-cocoa-700 mb-4 text-sm">
        {t('placeOrder.choosePickupOrDeliveryFirst')}{' '}
        <button type="button" onClick={openServiceChange} className="text-accent-700 min-h-11 font-semibold underline">
          {t('placeOrder.chooseNow')}
        </button>
      </p>
    );
  }
  const where =
    selection.serviceType === 'pickup'
      ? t('placeOrder.pickupAt', { outlet: selection.outletTitle ?? t('placeOrder.theOutletYouChose') })
      : t('placeOrder.deliveryTo', { address: selection.deliveryAddress ?? '' });
  return (
    <p className="text-cocoa-700 mb-4 flex flex-wrap items-center gap-x-2 text-sm">
      <span data-testid="service-summary">
        {where} · {formatServiceDate(selection.calendarDate, lang)}, {selection.deliveryTime}
      </span>
      <button type="button" onClick={openServiceChange} className="text-accent-700 min-h-11 font-semibold underline">
        {t('placeOrder.change')}
      </button>
    </p>
  );
}
