import { ORDER_STATUSES, TIME_SLOTS } from '@shop/contract';
import { Search } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { inputClass } from '../../../shared/ui/field-styles.ts';
import { useOutlets } from '../../outlets/api/get-outlets.ts';
import { Panel, selectClass } from './ui.tsx';

interface FilterProps {
  params: URLSearchParams;
  /** Sets a filter of the address (an empty value removes it). */
  set: (key: string, value: string) => void;
}

/** The orders desk's search and filters, each kept in the address. */
export function OrderFilters({ params, set }: FilterProps) {
  const [search, setSearch] = useState(params.get('q') ?? '');
  const onSearch = (e: FormEvent) => {
    e.preventDefault();
    set('q', search.trim());
  };
  return (
    <Panel className="mb-4">
      <form onSubmit={onSearch} role="search" className="mb-3 flex gap-2">
        <label htmlFor="order-search" className="sr-only">
          Search orders
        </label>
        <input
          id="order-search"
          className={inputClass}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder="Order id, name, email or phone"
        />
        <button
          type="submit"
          className="bg-cocoa-900 text-cream hover:bg-cocoa-700 inline-flex min-h-11 items-center gap-2 rounded-full px-5 text-sm font-semibold"
        >
          <Search aria-hidden="true" className="size-4" /> Search
        </button>
      </form>
      <FilterFields params={params} set={set} />
    </Panel>
  );
}

function FilterFields({ params, set }: FilterProps) {
  const outlets = useOutlets();
  return (
    <div className="grid grid-cols-2 gap-2 md:grid-cols-4">
      <FilterSelect label="Status" name="status" params={params} set={set}>
        <option value="">All statuses</option>
        {ORDER_STATUSES.map((s) => (
          <option key={s}>{s}</option>
        ))}
      </FilterSelect>
      <label className="text-cocoa-700 text-xs font-medium">
        Service date
        <input
          type="date"
          className={inputClass}
          value={params.get('date') ?? ''}
          onChange={(e) => set('date', e.target.value)}
        />
      </label>
      <FilterSelect label="Pickup or delivery" name="serviceType" params={params} set={set}>
        <option value="">Both</option>
        <option value="pickup">Pickup</option>
        <option value="delivery">Delivery</option>
      </FilterSelect>
      <FilterSelect label="Outlet" name="outletId" params={params} set={set}>
        <option value="">All outlets</option>
        {(outlets.data ?? []).map((o) => (
          <option key={o.id} value={o.id}>
            {o.title}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect label="Slot" name="slot" params={params} set={set}>
        <option value="">All slots</option>
        {TIME_SLOTS.map((s) => (
          <option key={s}>{s}</option>
        ))}
      </FilterSelect>
      <FilterSelect label="Payment" name="paymentMethod" params={params} set={set}>
        <option value="">Any payment</option>
        <option value="tng">Touch 'n Go e-wallet</option>
        <option value="stripe">Card</option>
      </FilterSelect>
      <label className="text-cocoa-700 text-xs font-medium">
        Order
        <select
          className={selectClass}
          value={params.get('sort') ?? 'newest'}
          onChange={(e) => set('sort', e.target.value === 'newest' ? '' : e.target.value)}
        >
          <option value="newest">Newest first</option>
          <option value="slot">By slot, next first</option>
        </select>
      </label>
    </div>
  );
}

function FilterSelect({
  label,
  name,
  params,
  set,
  children,
}: FilterProps & { label: string; name: string; children: ReactNode }) {
  return (
    <label className="text-cocoa-700 text-xs font-medium">
      {label}
      <select className={selectClass} value={params.get(name) ?? ''} onChange={(e) => set(name, e.target.value)}>
        {children}
      </select>
    </label>
  );
}
