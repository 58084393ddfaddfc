import { SORTS, type ProductSort } from '@shop/contract';

const LABELS: Record<ProductSort, string> = {
  relevant: 'Relevant',
  'low-high': 'Low to High',
  'high-low': 'High to Low',
};

export function SortSelect({ value, onChange }: { value: ProductSort; onChange: (sort: ProductSort) => void }) {
  return (
    <label className="flex items-center gap-2 text-sm text-cocoa-700">
      <span className="whitespace-nowrap">Sort by</span>
      <select
        value={value}
        onChange={(e) => onChange(e.target.value as ProductSort)}
        className="min-h-11 rounded-full border border-cocoa-900/25 bg-white px-4 pr-8 text-sm font-medium text-cocoa-900"
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
