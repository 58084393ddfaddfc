import type { RecentOrder } from '@shop/contract';
import { Link } from '../../../shared/i18n/react.tsx';
import { formatShortDate as formatDateGB } from '@shop/contract';
import { paths } from '../../../shared/paths.ts';
import { useMoney } from '../../../shared/use-money.ts';

/** Badge colours: placed yellow, submitted orange, cancelled red, anything else green. */
function badgeClass(status: string): string {
  if (status === 'Order Placed') return 'bg-yellow-100 text-yellow-900';
  if (status === 'Payment Submitted') return 'bg-orange-100 text-orange-900';
  if (status === 'Order Cancelled') return 'bg-red-100 text-red-900';
  return 'bg-green-100 text-green-900';
}

export function RecentOrders({ orders }: { orders: RecentOrder[] }) {
  const money = useMoney();
  return (
    <section aria-labelledby="orders-heading" className="flex flex-col gap-5">
      <h2 id="orders-heading" className="text-2xl font-semibold">
        Orders
      </h2>
      {orders.length === 0 ? (
        <p className="text-cocoa-700">No recent orders.</p>
      ) : (
        <ul className="flex flex-col divide-y divide-cocoa-900/10 rounded-xl border border-cocoa-900/10">
          {orders.map((o) => (
            <li key={o.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
              <div className="flex flex-col gap-1">
                <span className="text-sm font-semibold text-cocoa-900">{formatDateGB(o.date)}</span>
                <span className="text-sm text-cocoa-700">
                  {o.itemCount} {o.itemCount === 1 ? 'item' : 'items'} · {money(o.amount)}
                </span>
              </div>
              <div className="flex items-center gap-3">
                <span className={`rounded-full px-3 py-1 text-xs font-semibold ${badgeClass(o.status)}`}>{o.status}</span>
                <Link
                  to={paths.checkout(o.id)}
                  className="inline-flex min-h-11 items-center text-sm font-medium text-accent-700 underline-offset-4 hover:underline"
                >
                  Details
                </Link>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Link
        to={paths.orders}
        className="inline-flex min-h-11 items-center self-start rounded-full border border-cocoa-900 px-5 text-sm font-semibold text-cocoa-900 hover:bg-cocoa-900 hover:text-cream"
      >
        View all orders
      </Link>
    </section>
  );
}
