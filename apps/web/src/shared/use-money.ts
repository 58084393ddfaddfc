import { formatMoney } from './format.ts';
import { useSettings } from './settings.ts';

export function useMoney(): (amount: number) => string {
  const { currency } = useSettings();
  return (amount) => formatMoney(amount, currency);
}
