import { SORTS, type ProductSort } from '@shop/contract';
import { NOT_READY } from '../../../shared/ui/not-ready.ts';
import { useHydrated } from '../../../shared/use-hydrated.ts';

const LABELS: Record<ProductSort, string> = {
  relevant: 'Relevant',
  'low-high': 'Low to High',
  'high-low': 'High to Low',
};

/** The choice rewrites the address, the script's work: before the page has hydrated the list waits for it. */
export function SortSelect({ value, onChange }: { value: ProductSort; onChange: (sort: ProductSort) => void }) {
  const hydrated = useHydrated();
  return (
    <label className="flex items-center gap-2 text-sm text-cocoa-700">
      <span className="whitespace-nowrap">Sort by</span>
      <select
        value={value}
        onChange={(e) => onChange(e.target.value as ProductSort)}
        disabled={!hydrated}
        className={`${NOT_READY} min-h-11 rounded-full border border-cocoa-900/25 bg-white px-4 pr-8 text-sm font-medium text-cocoa-900`}
      >
        {SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {LABELS[sort]}
          </option>
        ))}
      </select>
    </label>
  );
}
