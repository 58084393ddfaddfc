import { ADMIN_PAGE_SIZE, shopClock, type AdminOrderRow } from '@shop/contract';
import { useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { useSettings } from '../../../shared/settings.ts';
import { Skeleton } from '../../../shared/ui/skeleton.tsx';
import { StatusBadge } from '../../../shared/ui/status-badge.tsx';
import { useDocumentTitle } from '../../../shared/use-document-title.ts';
import { useMoney } from '../../../shared/use-money.ts';
import { useAdminOrders } from '../api.ts';
import { BulkBar } from '../components/bulk-bar.tsx';
import { OrderFilters } from '../components/order-filters.tsx';
import { PreordersPanel } from '../components/preorders-panel.tsx';
import { QueryStates } from '../components/query-states.tsx';
import { RefundsPanel } from '../components/refunds-panel.tsx';
import { formatDateTime, Pager, PageHeader } from '../components/ui.tsx';

const FILTERS = ['status', 'date', 'serviceType', 'outletId', 'slot', 'paymentMethod', 'sort', 'q'] as const;

/**
 * The orders desk: it opens on the shop's today by slot, the next slot first; filters are kept in the
 * address so a view can be shared or reloaded, and the orders of a page can be moved on together.
 */
export default function OrdersScreen() {
  useDocumentTitle('Orders desk');
  const [params, setParams] = useSearchParams();
  const { timeZone } = useSettings();
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

  return (
    <>
      <PageHeader title="Orders" />
      <PreordersPanel />
      <RefundsPanel />
      <OrderFilters params={params} set={set} />
      <QueryStates
        query={orders}
        loading={
          <div className="space-y-2">
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} className="h-16 w-full rounded-xl" />
            ))}
          </div>
        }
        isEmpty={(d) => d.orders.length === 0}
        empty="No orders match these filters."
      >
        {(data) => (
          <>
            <BulkBar orders={data.orders} selected={selected} onSelect={setSelected} />
            <ul className={`space-y-2 ${orders.isFetching ? 'opacity-70' : ''}`} aria-label="Orders">
              {data.orders.map((o) => (
                <OrderRow key={o.id} order={o} selected={selected.has(o.id)} onToggle={() => toggle(o.id)} />
              ))}
            </ul>
            <Pager page={page} hasMore={data.hasMore} onPage={(p) => set('page', String(p))} />
            <p className="text-cocoa-700 mt-2 text-right text-xs">
              {ADMIN_PAGE_SIZE} orders a page,{' '}
              {params.get('sort') === 'slot' ? 'by slot, the next one first' : 'newest first'}
            </p>
          </>
        )}
      </QueryStates>
    </>
  );
}

function OrderRow({ order: o, selected, onToggle }: { order: AdminOrderRow; selected: boolean; onToggle: () => void }) {
  const money = useMoney();
  const { timeZone } = useSettings();
  const short = o.id.slice(0, 8).toUpperCase();
  return (
    <li className="flex items-stretch gap-2">
      <label className="ring-cocoa-900/10 flex min-h-11 min-w-11 items-center justify-center rounded-xl bg-white ring-1">
        <input type="checkbox" className="accent-accent size-5" checked={selected} onChange={onToggle} />
        <span className="sr-only">Select order #{short}</span>
      </label>
      <Link
        to={`/admin/orders/${o.id}`}
        className="ring-cocoa-900/10 hover:ring-accent grid min-w-0 flex-1 gap-2 rounded-xl bg-white p-4 shadow-sm ring-1 sm:grid-cols-[7rem_1fr_auto] sm:items-center"
      >
        <span className="font-mono text-sm font-semibold">#{short}</span>
        <span className="min-w-0">
          <span className="block truncate font-medium">{o.customerName}</span>
          <span className="text-cocoa-700 block text-sm">
            {o.serviceType === 'pickup' ? `Pickup · ${o.outletTitle ?? 'outlet removed'}` : 'Delivery'} · {o.slotDate}{' '}
            {o.slot} · {o.itemCount} item
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
  );
}
