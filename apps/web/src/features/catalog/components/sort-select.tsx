import { SORTS, type ProductSort } from '@shop/contract';
import { NOT_READY } from '../../../shared/ui/not-ready.ts';
import { useHydrated } from '../../../shared/use-hydrated.ts';
import { useTranslation } from 'react-i18next';

/** Each sort's label in the `catalog` catalogue. */
const LABELS = {
  relevant: 'sortSelect.relevant',
  'low-high': 'sortSelect.lowHigh',
  'high-low': 'sortSelect.highLow',
} as const satisfies Record<ProductSort, string>;

/** The choice rewrites the address, the script's work: before the page has hydrated the list waits for it. */
export function SortSelect({ value, onChange }: { value: ProductSort; onChange: (sort: ProductSort) => void }) {
  const { t } = useTranslation('catalog');
  const hydrated = useHydrated();
  return (
    <label className="text-cocoa-700 flex items-center gap-2 text-sm">
      <span className="whitespace-nowrap">{t('sortSelect.sortBy')}</span>
      <select
        value={value}
        onChange={(e) => onChange(e.target.value as ProductSort)}
        disabled={!hydrated}
        className={`${NOT_READY} border-cocoa-900/25 text-cocoa-900 min-h-11 rounded-full border bg-white px-4 pr-8 text-sm font-medium`}
      >
        {SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {t(LABELS[sort])}
          </option>
        ))}
      </select>
    </label>
  );
}
