import type { OrderDetail } from '@shop/contract';
import { useQuery } from '@tanstack/react-query';
import {
  data,
  useLoaderData,
  useParams,
  useSearchParams,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaArgs,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import { ToLogin } from '../../auth/components/to-login.tsx';
import { NotFoundPage } from '../../../app/layout/not-found.tsx';
import { ApiError } from '../../../shared/api-client.ts';
import { useSessionKey } from '../../../shared/auth.ts';
import { Skeleton } from '../../../shared/ui/skeleton.tsx';
import { prefetched } from '../../../shared/query-client.ts';
import { privatePageMeta, siteOf } from '../../../shared/seo.ts';
import { orderDetailQuery } from '../api/checkout-calls.ts';
import { OrderDetails, OrderHistory } from '../components/order-details.tsx';
import { OrderHeader } from '../components/order-header.tsx';
import { CardPayment, PaymentScreenshot, TransferPayment } from '../components/order-payment.tsx';
import { OrderSide } from '../components/order-side.tsx';
import { useCancelOrder, useOrderActions } from '../use-order-actions.ts';
import { orderAction, orderNotice } from '../order-action.server.ts';
import { PostedAnswer } from '../../auth/components/form-alert.tsx';
import { OrderInvoicePanel } from '../../invoice/components/order-invoice-panel.tsx';
import { useTranslation } from 'react-i18next';
import type { I18nHandle } from '../../../shared/i18n/handle.ts';
import { langOfPath } from '../../../shared/i18n/lang.ts';
import { useLang } from '../../../shared/i18n/react.tsx';

export const handle: I18nHandle = { i18n: ['checkout', 'invoice'] };

/** The order page (checkout). */
// A page of one shopper: titled, and kept out of search results.
export const meta = ({ matches, location }: MetaArgs) =>
  privatePageMeta(siteOf(matches), siteOf(matches).t('common:meta.order'), location.pathname);

/**
 * The shopper's order, read on the server: the page arrives with it. An order that is not theirs (or
 * none) is the API's 404, answered as the page's status too. A Cancel posted without scripts comes
 * back here with the API's answer, shown once (see order-action.server.ts).
 */
export async function loader({ context, params, request }: LoaderFunctionArgs) {
  const { shopper } = context;
  const orderId = params.orderId ?? '';
  const { notice, headers } = await orderNotice(request, orderId);
  if (!shopper) return data({ ...(await prefetched([])), missing: false, notice }, { headers });
  const lang = langOfPath(new URL(request.url).pathname);
  const detail = await context.shop.orderDetail(shopper.id, orderId, lang);
  if (!detail) return data({ ...(await prefetched([])), missing: true, notice: null }, { status: 404, headers });
  const reads = await prefetched([(client) => client.fetchQuery(orderDetailQuery(orderId, lang, async () => detail))]);
  return data({ ...reads, missing: false, notice }, { headers });
}

/** The page's Cancel form, with or without its scripts. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  return orderAction(request, context.api, params.orderId ?? '');
}

/**
 * After its Cancel form the loader is not asked again: the form reads the order afresh itself (see
 * useCancelOrder), as the page's other actions do.
 */
export const shouldRevalidate = ({ formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) =>
  formData?.get('intent') === 'cancel' ? false : defaultShouldRevalidate;

export default function OrderPage() {
  const token = useSessionKey();
  const { t } = useTranslation('checkout');
  const { missing } = useLoaderData<typeof loader>();
  const { orderId = '' } = useParams();
  if (token === null) return <ToLogin />;
  if (missing) return <NotFoundPage title={t('orderPage.weCouldNotFindThat')} />;
  return <Order orderId={orderId} />;
}

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

/** The order: what to do next for it, its details, its payment, and its side. */
function OrderView({ order, cardReturn }: { order: OrderDetail; cardReturn: string | null }) {
  const actions = useOrderActions(order);
  const cancel = useCancelOrder(order, useLoaderData<typeof loader>().notice);
  const placed = order.status === 'Order Placed';
  const submitted = order.status === 'Payment Submitted';
  const tng = order.paymentMethod === 'tng';

  return (
    // Grid children default to their content's width: `minmax(0, …)` and `min-w-0` let a long name
    // shrink to the phone instead of widening the page.
    <div className="grid grid-cols-[minmax(0,1fr)] gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
      <div className="min-w-0 space-y-8">
        {/* A Cancel posted without scripts: the API's answer, above the order it changed. */}
        <PostedAnswer answer={cancel.posted} showSuccess />
        <OrderHeader order={order} cardReturn={cardReturn} />
        <OrderDetails order={order} />
        {placed && tng && <TransferPayment order={order} actions={actions} />}
        {placed && order.paymentMethod === 'stripe' && (
          <CardPayment order={order} cardReturn={cardReturn} actions={actions} />
        )}
        {(placed || submitted) && tng && <PaymentScreenshot order={order} actions={actions} />}
        <OrderInvoicePanel orderId={order.id} status={order.status} />
        {order.events.length > 0 && <OrderHistory events={order.events} />}
      </div>

      <OrderSide order={order} cancel={cancel} />
    </div>
  );
}
