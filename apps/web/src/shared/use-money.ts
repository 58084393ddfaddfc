import { formatMoney } from '@shop/contract';
import { useTranslation } from 'react-i18next';
import { useSettings } from './settings.ts';

export function useMoney(): (amount: number) => string {
  const { currency } = useSettings();
  return (amount) => formatMoney(amount, currency);
}

/** A shipping fee of nothing reads "Free", not a bare amount of zero. */
export function useShippingText(): (fee: number) => string {
  const { t } = useTranslation('common');
  const money = useMoney();
  return (fee) => (fee === 0 ? t('money.free') : money(fee));
}
