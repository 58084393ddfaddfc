import { Link } from 'react-router';
import { useSettings } from '../../../shared/settings.ts';
import { Skeleton } from '../../../shared/ui/skeleton.tsx';
import { useMoney } from '../../../shared/use-money.ts';
import { useDocumentTitle } from '../../../shared/use-document-title.ts';
import { formatServiceDate } from '../../service/format.ts';
import { useToVerify } from '../api.ts';
import { formatDateTime, PageHeader } from '../components/ui.tsx';
import { QueryStates } from '../components/query-states.tsx';

/**
 * Payments to verify: every screenshot waiting for staff, whatever its service date (the orders
 * desk opens on today's), screenshots that do not match first.
 */
export default function ToVerify() {
  useDocumentTitle('To verify');
  const money = useMoney();
  const { timeZone } = useSettings();
  const waiting = useToVerify();
  return (
    <>
      <PageHeader title="To verify" />
      <QueryStates
        query={waiting}
        loading={<Skeleton className="h-40" />}
        isEmpty={(d) => d.orders.length === 0}
        empty="No payments wait for verification."
      >
        {(data) => (
          <>
            <p className="text-cocoa-700 mb-3 text-sm">
              {data.count} {data.count === 1 ? 'payment waits' : 'payments wait'} for verification. Screenshots that do
              not match come first.
            </p>
            <ul className="space-y-2" aria-label="Payments to verify">
              {data.orders.map((o) => (
                <li key={o.id}>
                  <Link
                    to={`/admin/orders/${o.id}`}
                    className="ring-cocoa-900/10 hover:ring-accent grid min-w-0 grid-cols-1 gap-2 rounded-xl bg-white p-4 shadow-sm ring-1 sm:grid-cols-[7rem_minmax(0,1fr)_auto] sm:items-center"
                  >
                    <span className="font-mono text-sm font-semibold">#{o.id.slice(0, 8).toUpperCase()}</span>
                    <span className="min-w-0">
                      <span className="block truncate font-medium">{o.customerName}</span>
                      <span className="text-cocoa-700 block text-sm">
                        {o.serviceType === 'pickup' ? `Pickup · ${o.outletTitle ?? 'outlet removed'}` : 'Delivery'} ·{' '}
                        {formatServiceDate(o.slotDate)} {o.slot}
                      </span>
                      <span className="text-cocoa-700 block text-xs">
                        Placed {formatDateTime(o.createdAt, timeZone)}
                      </span>
                    </span>
                    <span className="flex items-center justify-between gap-3 sm:flex-col sm:items-end">
                      {o.mismatch ? (
                        <span
                          data-testid="mismatch"
                          className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800"
                        >
                          {o.ocrAmount === null ? 'Amount not read' : `Read ${money(o.ocrAmount)}`}: check
                        </span>
                      ) : (
                        <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-800">
                          Matches
                        </span>
                      )}
                      <span className="font-semibold">{money(o.total)}</span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </>
        )}
      </QueryStates>
    </>
  );
}
