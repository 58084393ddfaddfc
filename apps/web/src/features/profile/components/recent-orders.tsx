import { formatShortDate, type RecentOrder } from '@shop/contract';
import { translateMessage } from '../../../shared/i18n/messages.ts';
import { Link, useLang } from '../../../shared/i18n/react.tsx';
import { useSettings } from '../../../shared/settings.ts';
import { paths } from '../../../shared/paths.ts';
import { useMoney } from '../../../shared/use-money.ts';
import { useTranslation } from 'react-i18next';

/** Badge colours: placed yellow, submitted orange, cancelled red, anything else green. */
function badgeClass(status: string): string {
  if (status === 'Order Placed') return 'bg-yellow-100 text-yellow-900';
  if (status === 'Payment Submitted') return 'bg-orange-100 text-orange-900';
  if (status === 'Order Cancelled') return 'bg-red-100 text-red-900';
  return 'bg-green-100 text-green-900';
}

export function RecentOrders({ orders }: { orders: RecentOrder[] }) {
  const { t } = useTranslation('profile');
  const money = useMoney();
  const lang = useLang();
  const { timeZone } = useSettings();
  return (
    <section aria-labelledby="orders-heading" className="flex flex-col gap-5">
      <h2 id="orders-heading" className="text-2xl font-semibold">
        {t('recentOrders.orders')}
      </h2>
      {orders.length === 0 ? (
        <p className="text-cocoa-700">{t('recentOrders.noRecentOrders')}</p>
      ) : (
        <ul className="divide-cocoa-900/10 border-cocoa-900/10 flex flex-col divide-y rounded-xl border">
          {orders.map((o) => (
            <li key={o.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
              <div className="flex flex-col gap-1">
                <span className="text-cocoa-900 text-sm font-semibold">
                  {/* In the shop's zone, as My orders: the server renders it, and the browser must print the same day. */}
                  {formatShortDate(o.date, timeZone, lang)}
                </span>
                <span className="text-cocoa-700 text-sm">
                  {o.itemCount} {o.itemCount === 1 ? t('recentOrders.item') : t('recentOrders.items')} ·{' '}
                  {money(o.amount)}
                </span>
              </div>
              <div className="flex items-center gap-3">
                <span className={`rounded-full px-3 py-1 text-xs font-semibold ${badgeClass(o.status)}`}>
                  {translateMessage(o.status, undefined, lang)}
                </span>
                <Link
                  to={paths.checkout(o.id)}
                  className="text-accent-700 inline-flex min-h-11 items-center text-sm font-medium underline-offset-4 hover:underline"
                >
                  {t('recentOrders.details')}
                </Link>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Link
        to={paths.orders}
        className="border-cocoa-900 text-cocoa-900 hover:bg-cocoa-900 hover:text-cream inline-flex min-h-11 items-center self-start rounded-full border px-5 text-sm font-semibold"
      >
        {t('recentOrders.viewAllOrders')}
      </Link>
    </section>
  );
}
