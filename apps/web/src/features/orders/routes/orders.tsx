import { formatShortDate, isPaidStatus, type OrderListed, thumbnailUrl } from '@shop/contract';
import { useQuery } from '@tanstack/react-query';
import { MessageCircle, Package } from 'lucide-react';
import { type LoaderFunctionArgs, type MetaArgs } from 'react-router';
import { Link, useLang } from '../../../shared/i18n/react.tsx';
import { ToLogin } from '../../auth/components/to-login.tsx';
import { useSessionKey } from '../../../shared/auth.ts';
import { paths } from '../../../shared/paths.ts';
import { useSettings } from '../../../shared/settings.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { Skeleton } from '../../../shared/ui/skeleton.tsx';
import { StatusBadge } from '../../../shared/ui/status-badge.tsx';
import { prefetched } from '../../../shared/query-client.ts';
import { privatePageMeta, siteOf } from '../../../shared/seo.ts';
import { useMoney, useShippingText } from '../../../shared/use-money.ts';
import { userOrdersQuery } from '../api/get-orders.ts';
import { contactSellerLink } from '../contact-seller.ts';
import { toast } from '../../../shared/toast.ts';
import { downloadOrToast, receiptHref } from '../../invoice/api.ts';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { I18nHandle } from '../../../shared/i18n/handle.ts';
import { langOfPath } from '../../../shared/i18n/lang.ts';
import { AddOnsList } from '../../cart/components/add-ons-list.tsx';

export const handle: I18nHandle = { i18n: ['orders', 'cart'] };

/** Orders that have a receipt: the payment was verified and the sale stands. */

/** The e-wallet keeps its own name in every language; a card payment is named in the page's. */
const methodLabel = (method: OrderListed['paymentMethod'], t: TFunction<'orders'>) =>
  method === 'tng' ? "Touch 'n Go eWallet" : t('orders.card');

/** The My orders screen. */
// A page of one shopper: titled, and kept out of search results.
export const meta = ({ matches }: MetaArgs) =>
  privatePageMeta(siteOf(matches), siteOf(matches).t('common:meta.orders'), '/orders');

/** The signed-in shopper's orders, read on the server: the page arrives with them. */
export async function loader({ context, request }: LoaderFunctionArgs) {
  const { shopper } = context;
  if (!shopper) return prefetched([]);
  const lang = langOfPath(new URL(request.url).pathname);
  return prefetched([
    (client) => client.fetchQuery(userOrdersQuery(shopper.id, lang, () => context.shop.userOrders(shopper.id, lang))),
  ]);
}

export default function OrdersPage() {
  const { t } = useTranslation('orders');
  const token = useSessionKey();
  const orders = useQuery(userOrdersQuery(token, useLang()));
  if (token === null) return <ToLogin />;

  return (
    <section aria-labelledby="orders-title" className="mx-auto max-w-4xl">
      <h1 id="orders-title" className="font-display text-cocoa-900 mb-6 text-3xl font-semibold">
        {t('orders.my')} <span className="text-accent-700">{t('orders.orders')}</span>
      </h1>
      {orders.isPending ? (
        <div aria-busy="true" aria-label={t('orders.loadingYourOrders')} className="space-y-4">
          <Skeleton className="h-48" />
          <Skeleton className="h-48" />
        </div>
      ) : orders.isError ? (
        <p role="alert" className="text-red-800">
          {orders.error.message}
        </p>
      ) : orders.data.length === 0 ? (
        <EmptyState title={t('orders.noOrdersYet')} icon={<Package aria-hidden="true" className="size-12" />}>
          <Link
            to={paths.collection}
            className="bg-cocoa-900 text-cream inline-flex min-h-11 items-center rounded-full px-6 text-sm font-semibold"
          >
            {t('orders.startShopping')}
          </Link>
        </EmptyState>
      ) : (
        <ul className="space-y-5">
          {orders.data.map((o) => (
            <OrderCard key={o.id} order={o} />
          ))}
        </ul>
      )}
    </section>
  );
}

function OrderCard({ order }: { order: OrderListed }) {
  const { t } = useTranslation('orders');
  const money = useMoney();
  const shippingText = useShippingText();
  const settings = useSettings();
  const lang = useLang();
  const action =
    order.status === 'Order Placed'
      ? t('orderCard.makePayment')
      : order.status === 'Payment Submitted'
        ? t('orderCard.trackOrder')
        : null;
  return (
    <li className="border-cocoa-900/10 rounded-2xl border bg-white p-4 sm:p-5" data-testid="order-card">
      <div className="text-cocoa-700 mb-3 flex flex-wrap items-center justify-between gap-2 text-sm">
        <p>
          {/* In the shop's zone: the server renders it, and the browser must print the same day. */}
          <span className="text-cocoa-900 font-semibold">
            {formatShortDate(order.date, settings.timeZone, lang)}
          </span>{' '}
          {t('orders.order')} {order.id.slice(0, 8).toUpperCase()} · {methodLabel(order.paymentMethod, t)}
        </p>
        <StatusBadge status={order.status} />
      </div>
      <ul className="divide-cocoa-900/10 divide-y">
        {order.items.map((i, n) => (
          <li key={n} className="flex items-center gap-3 py-2">
            <div className="bg-cream-200 size-14 shrink-0 overflow-hidden rounded-lg">
              {i.image[0] && (
                <img
                  src={thumbnailUrl(i.image[0])}
                  alt=""
                  width={56}
                  height={56}
                  loading="lazy"
                  className="size-full object-cover"
                />
              )}
            </div>
            <div className="min-w-0 flex-1 text-sm">
              <p className="text-cocoa-900 truncate font-medium">{i.name}</p>
              <p className="text-cocoa-700">
                {i.feature && (
                  <span className="bg-cream-200 mr-2 rounded px-1.5 py-0.5 text-xs font-semibold">{i.feature}</span>
                )}
                {t('orders.qty')} {i.quantity}
              </p>
              <AddOnsList addOns={i.addOns} />
            </div>
            <p className="text-cocoa-900 text-sm font-medium">{money(i.price)}</p>
          </li>
        ))}
      </ul>
      <dl className="border-cocoa-900/10 mt-3 space-y-1 border-t pt-3 text-sm">
        <div className="flex justify-between">
          <dt className="text-cocoa-700">{t('orders.shippingFee')}</dt>
          <dd>{shippingText(Number(order.price.shippingPrice))}</dd>
        </div>
        {order.price.discount && (
          <div className="flex justify-between gap-4 text-green-800" data-testid="order-discount">
            <dt className="min-w-0 break-words">
              {t('orders.discount')}
              {order.promoCode})
            </dt>
            <dd className="shrink-0">-{money(Number(order.price.discount))}</dd>
          </div>
        )}
        <div className="text-cocoa-900 flex justify-between font-semibold">
          <dt>{t('orders.total')}</dt>
          <dd>{money(order.amount)}</dd>
        </div>
      </dl>
      <div className="mt-4 flex flex-wrap gap-3">
        <a
          href={contactSellerLink(order, settings.sellerWhatsapp, settings.currency, {
            t,
            lang,
            timeZone: settings.timeZone,
          })}
          target="_blank"
          rel="noreferrer"
          className="border-cocoa-900 text-cocoa-900 hover:bg-cream-200 inline-flex min-h-11 items-center gap-2 rounded-full border px-5 text-sm font-semibold"
        >
          <MessageCircle aria-hidden="true" className="size-4" /> {t('orders.contactSeller')}
        </a>
        {isPaidStatus(order.status) && (
          <button
            type="button"
            onClick={() =>
              downloadOrToast(receiptHref(order.id), `receipt-${order.id.slice(0, 8).toUpperCase()}.pdf`, (m) =>
                toast.error(m),
              )
            }
            className="border-cocoa-900 text-cocoa-900 hover:bg-cream-200 inline-flex min-h-11 items-center rounded-full border px-5 text-sm font-semibold"
          >
            {t('orders.receiptPdf')}
          </button>
        )}
        {action && (
          <Link
            to={paths.checkout(order.id)}
            className="bg-cocoa-900 text-cream hover:bg-cocoa-700 inline-flex min-h-11 items-center rounded-full px-5 text-sm font-semibold"
          >
            {action}
          </Link>
        )}
      </div>
    </li>
  );
}
