import type { ShopLang, SlotsResponse } from '@shop/contract';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../shared/i18n/react.tsx';
import { formatServiceDate } from '../format.ts';

export type Notice = NonNullable<SlotsResponse['notice']>;

/**
 * "Chocolate Cake needs 2 days' notice: the first slot is Sun 29 Nov 10:00.", written from the
 * slots answer's figures in the page's language (the answer itself carries no sentence).
 */
export function leadNoticeText(n: Notice, t: TFunction<'service'>, lang: ShopLang): string {
  const ahead =
    n.hours % 24 === 0 ? t('leadNotice.days', { count: n.hours / 24 }) : t('leadNotice.hours', { count: n.hours });
  return n.firstDate && n.firstSlot
    ? t('leadNotice.firstSlot', {
        product: n.productName,
        ahead,
        date: formatServiceDate(n.firstDate, lang),
        slot: n.firstSlot.slice(0, 5),
      })
    : t('leadNotice.noSlot', { product: n.productName, ahead });
}

/** What the bag's slowest product needs, with a button to the first slot it can make. */
export function LeadNotice({
  notice,
  date,
  slot,
  onChoose,
}: {
  notice: Notice;
  date: string;
  slot: string;
  onChoose: (date: string, slot: string) => void;
}) {
  const { t } = useTranslation('service');
  const lang = useLang();
  const { firstDate, firstSlot } = notice;
  return (
    <p className="bg-wheat-300 rounded-xl p-3 text-sm" data-testid="lead-notice">
      {leadNoticeText(notice, t, lang)}
      {firstDate && firstSlot && (firstDate !== date || firstSlot !== slot) && (
        <>
          {' '}
          <button
            type="button"
            className="font-semibold underline underline-offset-2"
            onClick={() => onChoose(firstDate, firstSlot)}
          >
            {t('serviceModal.chooseIt')}
          </button>
        </>
      )}
    </p>
  );
}
