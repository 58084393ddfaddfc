import { formatDateTime, formatPhone, type OrderDetail } from '@shop/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { data, useLoaderData, useParams, useSearchParams, type LoaderFunctionArgs, type MetaArgs } from 'react-router';
import { Link, useLang } from '../../../shared/i18n/react.tsx';
import { ToLogin } from '../../auth/components/to-login.tsx';
import { toast } from '../../../shared/toast.ts';
import { NotFoundPage } from '../../../app/layout/not-found.tsx';
import { ApiError } from '../../../shared/api-client.ts';
import { useSessionKey } from '../../../shared/auth.ts';
import { paths } from '../../../shared/paths.ts';
import { useSettings } from '../../../shared/settings.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Skeleton } from '../../../shared/ui/skeleton.tsx';
import { StatusBadge } from '../../../shared/ui/status-badge.tsx';
import { prefetched } from '../../../shared/query-client.ts';
import { privatePageMeta, siteOf } from '../../../shared/seo.ts';
import { useMoney } from '../../../shared/use-money.ts';
import { formatServiceDate } from '../../service/format.ts';
import { checkoutCalls, orderDetailQuery } from '../api/checkout-calls.ts';
import { CartTotals } from '../components/cart-totals.tsx';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { Countdown } from '../components/countdown.tsx';
import { OrderItems } from '../components/order-items.tsx';
import { formatDeadline, viewerTimeZone } from '../deadline.ts';
import { translateMessage } from '../../../shared/i18n/messages.ts';
import { PaymentQr } from '../components/payment-qr.tsx';
import { ScreenshotUpload } from '../components/screenshot-upload.tsx';
import { TOAST_IDS } from '../../../shared/toast-ids.ts';
import { OrderInvoicePanel } from '../../invoice/components/order-invoice-panel.tsx';
import { useTranslation } from 'react-i18next';
import type { I18nHandle } from '../../../shared/i18n/handle.ts';
import { langOfPath } from '../../../shared/i18n/lang.ts';

export const handle: I18nHandle = { i18n: ['checkout', 'invoice'] };

/** The order page (checkout). */
// A page of one shopper: titled, and kept out of search results.
export const meta = ({ matches, location }: MetaArgs) =>
  privatePageMeta(siteOf(matches), siteOf(matches).t('common:meta.order'), location.pathname);

/**
 * The shopper's order, read on the server: the page arrives with it. An order that is not theirs (or
 * none) is the API's 404, answered as the page's status too.
 */
export async function loader({ context, params, request }: LoaderFunctionArgs) {
  const { shopper } = context;
  const orderId = params.orderId ?? '';
  if (!shopper) return { ...(await prefetched([])), missing: false };
  const lang = langOfPath(new URL(request.url).pathname);
  const detail = await context.shop.orderDetail(shopper.id, orderId, lang);
  if (!detail) return data({ ...(await prefetched([])), missing: true }, { status: 404 });
  return {
    ...(await prefetched([(client) => client.fetchQuery(orderDetailQuery(orderId, lang, async () => detail))])),
    missing: false,
  };
}

export default function OrderPage() {
  const token = useSessionKey();
  const { t } = useTranslation('checkout');
  const { missing } = useLoaderData<typeof loader>();
  const { orderId = '' } = useParams();
  if (token === null) return <ToLogin />;
  if (missing) return <NotFoundPage title={t('orderPage.weCouldNotFindThat')} />;
  return <Order orderId={orderId} />;
}

const na = (v: string) => (v.trim() ? v : 'N/A');

function Order({ orderId }: { orderId: string }) {
  const { t } = useTranslation('checkout');
  const [params] = useSearchParams();
  const cardReturn = params.get('payment');
  const query = useQuery({
    ...orderDetailQuery(orderId, useLang()),
    // Back from Stripe, the webhook may land a moment later: look again until the status moves.
    refetchInterval: (q) => (cardReturn === 'success' && q.state.data?.status === 'Order Placed' ? 3000 : false),
  });

  if (query.isPending) {
    return (
      <div aria-busy="true" aria-label={t('orderPage.loadingYourOrder')} className="space-y-4">
        <Skeleton className="h-12 w-72" />
        <Skeleton className="h-64" />
      </div>
    );
  }
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404)
      return <NotFoundPage title={t('orderPage.weCouldNotFindThat')} />;
    if (query.error instanceof ApiError && query.error.status === 401) return <ToLogin />;
    return (
      <p role="alert" className="py-16 text-center text-red-800">
        {query.error.message}
      </p>
    );
  }
  return <OrderView order={query.data} cardReturn={cardReturn} />;
}

function OrderView({ order, cardReturn }: { order: OrderDetail; cardReturn: string | null }) {
  const lang = useLang();
  const { t } = useTranslation('checkout');
  const money = useMoney();
  const { timeZone } = useSettings();
  const queryClient = useQueryClient();
  const [uploading, setUploading] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [paying, setPaying] = useState(false);
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['order', order.id] }),
      queryClient.invalidateQueries({ queryKey: ['orders'] }),
    ]);

  const upload = async (file: File) => {
    setUploading(true);
    try {
      const res = await checkoutCalls.uploadPayment(order.id, file);
      toast.success(res.message, { id: TOAST_IDS.order });
      await refresh();
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Something went wrong', { id: TOAST_IDS.order });
    } finally {
      setUploading(false);
    }
  };

  const cancel = async () => {
    setCancelling(true);
    try {
      toast.success((await checkoutCalls.cancel(order.id)).message, { id: TOAST_IDS.order });
      setConfirming(false);
      await refresh();
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Something went wrong', { id: TOAST_IDS.order });
    } finally {
      setCancelling(false);
    }
  };

  const payByCard = async () => {
    setPaying(true);
    try {
      window.location.assign((await checkoutCalls.resumeCard(order.id)).success_url);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Something went wrong', { id: TOAST_IDS.order });
      setPaying(false);
    }
  };

  const placed = order.status === 'Order Placed';
  const cancelled = order.status === 'Order Cancelled';
  const submitted = order.status === 'Payment Submitted';
  const a = order.address;
  const s = order.service;
  const short = order.id.slice(0, 8).toUpperCase();

  return (
    // Grid children default to their content's width: `minmax(0, …)` and `min-w-0` let a long name
    // shrink to the phone instead of widening the page.
    <div className="grid grid-cols-[minmax(0,1fr)] gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
      <div className="min-w-0 space-y-8">
        <header className="space-y-3">
          <h1 className="font-display text-cocoa-900 text-3xl font-semibold break-words sm:text-4xl">
            {/* A cancelled order thanks nobody: its heading says what happened (docs/decisions.md). */}
            {cancelled ? (
              t('orderPage.orderCancelled')
            ) : (
              <>
                {t('orderPage.thankYou')}
                {a.firstName ? `, ${a.firstName.toUpperCase()}` : ''}
              </>
            )}
          </h1>
          <div className="text-cocoa-700 flex flex-wrap items-center gap-3 text-sm">
            <span>
              {t('orderPage.order')} {short}
            </span>
            <StatusBadge status={order.status} />
          </div>
          <StatusMessage order={order} cardReturn={cardReturn} />
        </header>

        <section aria-labelledby="info-title" className="grid grid-cols-[minmax(0,1fr)] gap-6 sm:grid-cols-2">
          <div className="min-w-0">
            <h2 id="info-title" className="text-cocoa-700 mb-2 text-sm font-semibold tracking-wider uppercase">
              {t('orderPage.yourDetails')}
            </h2>
            <dl className="text-cocoa-900 space-y-1">
              <div>
                <dt className="inline font-medium">{t('orderPage.email')} </dt>
                <dd className="inline break-all">{na(a.email)}</dd>
              </div>
              <div>
                <dt className="inline font-medium">{t('orderPage.phone')} </dt>
                <dd className="inline">{na(formatPhone(a.phone))}</dd>
              </div>
            </dl>
          </div>
          <div className="min-w-0 break-words">
            <h2 className="text-cocoa-700 mb-2 text-sm font-semibold tracking-wider uppercase">
              {s.serviceType === 'pickup' ? t('orderPage.pickup') : t('orderPage.deliveryAddress')}
            </h2>
            {s.serviceType === 'pickup' ? (
              <address className="text-cocoa-900 not-italic">
                <span className="font-medium">{s.outlet?.title ?? t('orderPage.outlet')}</span>
                {s.outlet && (
                  <>
                    <br />
                    {s.outlet.street}, {s.outlet.zipcode} {s.outlet.city}, {s.outlet.state}
                  </>
                )}
                <br />
                {t('orderPage.for')} {na(`${a.firstName} ${a.lastName}`)}
              </address>
            ) : (
              <address className="text-cocoa-900 not-italic">
                <span className="font-medium">
                  {a.firstName} {a.lastName}
                </span>
                <br />
                {na(a.street)}
                <br />
                {a.zipcode} {a.city}, {a.state}
                <br />
                {a.country}
              </address>
            )}
            <p className="text-cocoa-900 mt-2 text-sm font-medium">
              {formatServiceDate(s.calendarDate, lang)}, {s.deliveryTime}
            </p>
          </div>
        </section>

        {placed && order.paymentMethod === 'tng' && (
          <section
            aria-labelledby="pay-title"
            className="border-cocoa-900/10 space-y-4 rounded-2xl border bg-white p-5"
          >
            <h2 id="pay-title" className="font-display text-cocoa-900 text-xl font-semibold">
              {t('orderPage.howToPay')}
            </h2>
            <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
              {order.paymentQr && (
                <PaymentQr
                  payload={order.paymentQr}
                  fileName={`duitnow-qr-${short}.png`}
                  label={t('orderPage.qrLabel', {
                    amount: money(order.amount),
                    receiver: order.receiverName,
                    reference: short,
                  })}
                />
              )}
              <ol className="text-cocoa-900 list-decimal space-y-2 pl-5 text-sm">
                <li>
                  {t('orderPage.openTouchNGoEwallet')} <strong>{money(order.amount)}</strong> {t('orderPage.to')}{' '}
                  <strong data-testid="receiver-name">{order.receiverName}</strong>.
                </li>
                <li>
                  {t('orderPage.write')} <strong>{short}</strong> {t('orderPage.inTheReference')}
                </li>
                <li>{t('orderPage.takeAScreenshotOfThe')}</li>
                <li>{t('orderPage.uploadItBelowAndPress')}</li>
              </ol>
            </div>
            <Countdown deadline={order.paymentDeadline} onElapsed={() => void refresh()} />
          </section>
        )}

        {placed && order.paymentMethod === 'stripe' && (
          <section className="border-cocoa-900/10 space-y-3 rounded-2xl border bg-white p-5">
            <h2 className="font-display text-cocoa-900 text-xl font-semibold">{t('orderPage.cardPayment')}</h2>
            <Countdown deadline={order.paymentDeadline} onElapsed={() => void refresh()} />
            {cardReturn !== 'success' && (
              <Button loading={paying} onClick={() => void payByCard()}>
                {t('orderPage.pay')} {money(order.amount)} {t('orderPage.byCard')}
              </Button>
            )}
          </section>
        )}

        {(placed || submitted) && order.paymentMethod === 'tng' && (
          <section aria-labelledby="upload-title">
            <h2 id="upload-title" className="font-display text-cocoa-900 mb-3 text-xl font-semibold">
              {submitted ? t('orderPage.yourPaymentScreenshot') : t('orderPage.uploadPaymentScreenshot')}
            </h2>
            <ScreenshotUpload
              key={order.image ?? 'none'}
              current={order.image}
              submitting={uploading}
              onSubmit={(f) => void upload(f)}
            />
          </section>
        )}

        <OrderInvoicePanel orderId={order.id} status={order.status} />

        {order.events.length > 0 && (
          <section aria-labelledby="timeline-title">
            <h2 id="timeline-title" className="text-cocoa-700 mb-3 text-sm font-semibold tracking-wider uppercase">
              {t('orderPage.orderHistory')}
            </h2>
            <ol className="border-wheat space-y-3 border-l-2 pl-4">
              {order.events.map((e, i) => (
                <li key={i} className="text-sm">
                  <p className="text-cocoa-900 font-medium">{translateMessage(e.status, undefined, lang)}</p>
                  <p className="text-cocoa-700">
                    {formatDateTime(e.at, timeZone, lang)}
                    {e.reason ? ` · ${e.reason}` : ''}
                  </p>
                </li>
              ))}
            </ol>
          </section>
        )}
      </div>

      <aside className="min-w-0 space-y-6">
        <section aria-labelledby="items-title">
          <h2 id="items-title" className="font-display text-cocoa-900 mb-3 text-xl font-semibold">
            {t('orderPage.your')} <span className="text-accent-700">{t('orderPage.items')}</span>
          </h2>
          <OrderItems
            items={order.items.map((i, n) => ({
              key: `${n}`,
              name: i.name,
              image: i.image[0],
              feature: i.feature,
              quantity: i.quantity,
              price: i.price,
              addOns: i.addOns,
            }))}
          />
          {order.note && (
            <p className="text-cocoa-900 mt-3 text-sm break-words whitespace-pre-wrap" data-testid="order-note">
              <span className="font-semibold">{t('orderPage.yourNoteForTheShop')}</span> {order.note}
            </p>
          )}
        </section>
        <CartTotals
          title={cancelled ? t('orderPage.orderTotals') : undefined}
          subtotal={Number(order.price.productPrice)}
          shipping={Number(order.price.shippingPrice)}
          discount={order.price.discount ? { code: order.promoCode ?? '', amount: Number(order.price.discount) } : null}
        />
        <div className="flex flex-col gap-3">
          <Link
            to={paths.orders}
            className="border-cocoa-900 inline-flex min-h-11 items-center justify-center rounded-full border px-6 text-sm font-semibold"
          >
            {t('orderPage.myOrders')}
          </Link>
          {placed && (
            <Button variant="ghost" className="text-red-800" onClick={() => setConfirming(true)}>
              {t('orderPage.cancelOrder')}
            </Button>
          )}
        </div>
      </aside>

      <ConfirmDialog
        open={confirming}
        title={t('orderPage.cancelThisOrder')}
        confirmLabel="Cancel order"
        busy={cancelling}
        onConfirm={() => void cancel()}
        onClose={() => setConfirming(false)}
      >
        {t('orderPage.order')} {short} {t('orderPage.for2')} {money(order.amount)}{' '}
        {t('orderPage.willBeCancelledAndIts')}
      </ConfirmDialog>
    </div>
  );
}

function StatusMessage({ order, cardReturn }: { order: OrderDetail; cardReturn: string | null }) {
  const { t } = useTranslation('checkout');
  const lang = useLang();
  const { timeZone } = useSettings();
  const deadline = formatDeadline(order.paymentDeadline, timeZone, viewerTimeZone(), lang, t);
  const cancelReason = order.events.findLast((e) => e.status === 'Order Cancelled')?.reason;
  let text: string;
  switch (order.status) {
    case 'Order Placed':
      text =
        cardReturn === 'success'
          ? t('orderStatusMessage.cardConfirming')
          : t('orderStatusMessage.awaitingPayment', { deadline });
      break;
    case 'Payment Submitted':
      text = t('orderStatusMessage.screenshotSubmitted');
      break;
    case 'Order Cancelled':
      // The reason is the shop's or staff's own words, shown as given.
      text = `${t('orderStatusMessage.cancelled')}${cancelReason ? ` ${translateMessage(cancelReason, undefined, lang)}` : ''}`;
      break;
    default:
      text = t('orderStatusMessage.statusNow', { status: translateMessage(order.status, undefined, lang) });
  }
  return (
    <p role="status" className="text-cocoa-900 max-w-2xl break-words" data-testid="order-message">
      {text}
    </p>
  );
}
