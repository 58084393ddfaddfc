import { Link, useSearchParams } from 'react-router';
import { StatusBadge } from '../../../shared/ui/status-badge.tsx';
import { inputClass } from '../../../shared/ui/field-styles.ts';
import { useDocumentTitle } from '../../../shared/use-document-title.ts';
import { useToday } from '../api.ts';
import { PageHeader, Panel } from '../components/ui.tsx';
import { QueryStates } from '../components/query-states.tsx';

/** What to bake and pack for each hour of one service day, with the orders behind it. */
export default function TodayScreen() {
  useDocumentTitle("Today's pickups and deliveries");
  const [params, setParams] = useSearchParams();
  const date = params.get('date') ?? undefined;
  const day = useToday(date);

  return (
    <>
      <PageHeader title="Pickups and deliveries">
        <label className="flex items-center gap-2 text-sm font-medium">
          Day
          <input
            type="date"
            className={inputClass}
            value={day.data?.date ?? date ?? ''}
            onChange={(e) => setParams(e.target.value ? { date: e.target.value } : {})}
          />
        </label>
      </PageHeader>
      <QueryStates
        query={day}
        isEmpty={(d) => d.slots.length === 0}
        empty={<>No pickups or deliveries booked for {day.data?.date}.</>}
      >
        {(data) => (
          <div className="space-y-4">
            {data.slots.map((s) => (
              <Panel key={s.slot}>
                <h2 className="font-display text-xl">{s.slot}</h2>
                <div className="mt-3 grid grid-cols-1 gap-4 md:grid-cols-2">
                  <div>
                    <h3 className="text-cocoa-700 text-sm font-semibold tracking-wide uppercase">To prepare</h3>
                    <ul className="mt-2 space-y-1">
                      {s.items.map((i) => (
                        <li key={`${i.name}-${i.feature}`} className="flex justify-between gap-3 text-sm">
                          <span>
                            {i.name}
                            {i.feature ? ` · ${i.feature}` : ''}
                          </span>
                          <span className="font-semibold">× {i.quantity}</span>
                        </li>
                      ))}
                    </ul>
                  </div>
                  <div>
                    <h3 className="text-cocoa-700 text-sm font-semibold tracking-wide uppercase">
                      Orders ({s.orders.length})
                    </h3>
                    <ul className="mt-2 space-y-2">
                      {s.orders.map((o) => (
                        <li key={o.id}>
                          <Link
                            to={`/admin/orders/${o.id}`}
                            className="hover:bg-cream-200 flex min-h-11 items-center justify-between gap-2 rounded-lg px-2"
                          >
                            <span className="min-w-0 text-sm">
                              <span className="font-mono font-semibold">#{o.id.slice(0, 8).toUpperCase()}</span>{' '}
                              {o.customerName}
                              <span className="text-cocoa-700 block text-xs">
                                {o.serviceType === 'pickup' ? `Pickup · ${o.outletTitle ?? ''}` : 'Delivery'}
                              </span>
                            </span>
                            <StatusBadge status={o.status} />
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </div>
                </div>
              </Panel>
            ))}
          </div>
        )}
      </QueryStates>
    </>
  );
}
