import { ADMIN_PAGE_SIZE, ORDER_STATUSES, shopClock, TIME_SLOTS } from '@shop/contract';
import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { useSettings } from '../../../shared/settings.ts';
import { Skeleton } from '../../../shared/ui/skeleton.tsx';
import { StatusBadge } from '../../../shared/ui/status-badge.tsx';
import { useMoney } from '../../../shared/use-money.ts';
import { useDocumentTitle } from '../../../shared/use-document-title.ts';
import { inputClass } from '../../../shared/ui/field-styles.ts';
import { useOutlets } from '../../outlets/api/get-outlets.ts';
import { useAdminOrders } from '../api.ts';
import { formatDateTime, Pager, PageHeader, Panel, selectClass } from '../components/ui.tsx';
import { PreordersPanel } from '../components/preorders-panel.tsx';
import { BulkBar } from '../components/bulk-bar.tsx';
import { RefundsPanel } from '../components/refunds-panel.tsx';

const FILTERS = ['status', 'date', 'serviceType', 'outletId', 'slot', 'paymentMethod', 'sort', 'q'] as const;

/**
 * The orders desk: it opens on the shop's today by slot, the next slot first; filters are kept in the
 * address so a view can be shared or reloaded, and the orders of a page can be moved on together.
 */
export default function OrdersScreen() {
  useDocumentTitle('Orders desk');
  const [params, setParams] = useSearchParams();
  const money = useMoney();
  const { timeZone } = useSettings();
  const outlets = useOutlets();
  const [search, setSearch] = useState(params.get('q') ?? '');
  const page = Number(params.get('page') ?? '1') || 1;
  const query = {
    ...Object.fromEntries(FILTERS.flatMap((k) => (params.get(k) ? [[k, params.get(k)!]] : []))),
    page,
  };
  const orders = useAdminOrders(query);
  const [selected, setSelected] = useState<Set<string>>(new Set());

  const set = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    if (key !== 'page') next.delete('page');
    setParams(next);
    setSelected(new Set());
  };
  const toggle = (id: string) =>
    setSelected((before) => {
      const next = new Set(before);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  if (params.size === 0) return <Navigate to={`?date=${shopClock(new Date(), timeZone).date}&sort=slot`} replace />;
  const onSearch = (e: FormEvent) => {
    e.preventDefault();
    set('q', search.trim());
  };

  return (
    <>
      <PageHeader title="Orders" />
      <PreordersPanel />
      <RefundsPanel />
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
        <div className="grid grid-cols-2 gap-2 md:grid-cols-4">
          <label className="text-cocoa-700 text-xs font-medium">
            Status
            <select
              className={selectClass}
              value={params.get('status') ?? ''}
              onChange={(e) => set('status', e.target.value)}
            >
              <option value="">All statuses</option>
              {ORDER_STATUSES.map((s) => (
                <option key={s}>{s}</option>
              ))}
            </select>
          </label>
          <label className="text-cocoa-700 text-xs font-medium">
            Service date
            <input
              type="date"
              className={inputClass}
              value={params.get('date') ?? ''}
              onChange={(e) => set('date', e.target.value)}
            />
          </label>
          <label className="text-cocoa-700 text-xs font-medium">
            Pickup or delivery
            <select
              className={selectClass}
              value={params.get('serviceType') ?? ''}
              onChange={(e) => set('serviceType', e.target.value)}
            >
              <option value="">Both</option>
              <option value="pickup">Pickup</option>
              <option value="delivery">Delivery</option>
            </select>
          </label>
          <label className="text-cocoa-700 text-xs font-medium">
            Outlet
            <select
              className={selectClass}
              value={params.get('outletId') ?? ''}
              onChange={(e) => set('outletId', e.target.value)}
            >
              <option value="">All outlets</option>
              {(outlets.data ?? []).map((o) => (
                <option key={o.id} value={o.id}>
                  {o.title}
                </option>
              ))}
            </select>
          </label>
          <label className="text-cocoa-700 text-xs font-medium">
            Slot
            <select
              className={selectClass}
              value={params.get('slot') ?? ''}
              onChange={(e) => set('slot', e.target.value)}
            >
              <option value="">All slots</option>
              {TIME_SLOTS.map((s) => (
                <option key={s}>{s}</option>
              ))}
            </select>
          </label>
          <label className="text-cocoa-700 text-xs font-medium">
            Payment
            <select
              className={selectClass}
              value={params.get('paymentMethod') ?? ''}
              onChange={(e) => set('paymentMethod', e.target.value)}
            >
              <option value="">Any payment</option>
              <option value="tng">Touch 'n Go e-wallet</option>
              <option value="stripe">Card</option>
            </select>
          </label>
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
      </Panel>

      {orders.error ? (
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
          {orders.error.message}
        </p>
      ) : orders.isPending ? (
        <div className="space-y-2">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-16 w-full rounded-xl" />
          ))}
        </div>
      ) : orders.data.orders.length === 0 ? (
        <Panel>
          <p className="text-cocoa-700">No orders match these filters.</p>
        </Panel>
      ) : (
        <>
          <BulkBar orders={orders.data.orders} selected={selected} onSelect={setSelected} />
          <ul className={`space-y-2 ${orders.isFetching ? 'opacity-70' : ''}`} aria-label="Orders">
            {orders.data.orders.map((o) => (
              <li key={o.id} className="flex items-stretch gap-2">
                <label className="ring-cocoa-900/10 flex min-h-11 min-w-11 items-center justify-center rounded-xl bg-white ring-1">
                  <input
                    type="checkbox"
                    className="accent-accent size-5"
                    checked={selected.has(o.id)}
                    onChange={() => toggle(o.id)}
                  />
                  <span className="sr-only">Select order #{o.id.slice(0, 8).toUpperCase()}</span>
                </label>
                <Link
                  to={`/admin/orders/${o.id}`}
                  className="ring-cocoa-900/10 hover:ring-accent grid min-w-0 flex-1 gap-2 rounded-xl bg-white p-4 shadow-sm ring-1 sm:grid-cols-[7rem_1fr_auto] sm:items-center"
                >
                  <span className="font-mono text-sm font-semibold">#{o.id.slice(0, 8).toUpperCase()}</span>
                  <span className="min-w-0">
                    <span className="block truncate font-medium">{o.customerName}</span>
                    <span className="text-cocoa-700 block text-sm">
                      {o.serviceType === 'pickup' ? `Pickup · ${o.outletTitle ?? 'outlet removed'}` : 'Delivery'} ·{' '}
                      {o.slotDate} {o.slot} · {o.itemCount} item
                      {o.itemCount === 1 ? '' : 's'}
                    </span>
                    <span className="text-cocoa-700 block text-xs">Placed {formatDateTime(o.createdAt, timeZone)}</span>
                  </span>
                  <span className="flex items-center justify-between gap-3 sm:flex-col sm:items-end">
                    <StatusBadge status={o.status} />
                    <span className="font-semibold">{money(o.total)}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          <Pager page={page} hasMore={orders.data.hasMore} onPage={(p) => set('page', String(p))} />
          <p className="text-cocoa-700 mt-2 text-right text-xs">
            {ADMIN_PAGE_SIZE} orders a page,{' '}
            {params.get('sort') === 'slot' ? 'by slot, the next one first' : 'newest first'}
          </p>
        </>
      )}
    </>
  );
}
