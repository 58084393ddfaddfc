import { formatPhone, STAFF_ACTIONS, thumbnailUrl, type StaffAction } from '@shop/contract';
import { ArrowLeft } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { toast } from 'sonner';
import { useSettings } from '../../../shared/settings.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { inputClass } from '../../../shared/ui/field-styles.ts';
import { Skeleton } from '../../../shared/ui/skeleton.tsx';
import { StatusBadge } from '../../../shared/ui/status-badge.tsx';
import { useDocumentTitle } from '../../../shared/use-document-title.ts';
import { useMoney } from '../../../shared/use-money.ts';
import { useAdminOrder, useOrderAction } from '../api.ts';
import { PrivateImage } from '../components/private-image.tsx';
import { FieldError, formatDateTime, PageHeader, Panel } from '../components/ui.tsx';
import { AdminOrderInvoice } from '../../invoice/components/admin-order-invoice.tsx';
import { AddOnsList } from '../../cart/components/add-ons-list.tsx';

const DANGER: StaffAction[] = ['reject', 'cancel'];

export default function OrderScreen() {
  const { orderId = '' } = useParams();
  const short = orderId.slice(0, 8).toUpperCase();
  useDocumentTitle(`Order #${short}`);
  const order = useAdminOrder(orderId);
  const act = useOrderAction(orderId);
  const money = useMoney();
  const { timeZone } = useSettings();
  const [asking, setAsking] = useState<StaffAction | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();

  const run = (action: StaffAction, why?: string) =>
    act.mutate(
      { action, reason: why, to: STAFF_ACTIONS[action].to },
      {
        onSuccess: (data) => {
          toast.success(`Order #${short} is now ${data.order.status}.`);
          setAsking(null);
          setReason('');
        },
        onError: (err) => toast.error(err.message),
      },
    );
  const onReason = (e: FormEvent) => {
    e.preventDefault();
    if (!asking) return;
    if (!reason.trim()) {
      setReasonError('Please give a reason; the customer will see it.');
      return;
    }
    setReasonError(undefined);
    run(asking, reason.trim());
  };

  const back = (
    <Link
      to="/admin/orders"
      className="text-cocoa-700 hover:text-cocoa-900 mb-4 inline-flex min-h-11 items-center gap-1 text-sm font-medium"
    >
      <ArrowLeft aria-hidden="true" className="size-4" /> All orders
    </Link>
  );
  if (order.isPending) {
    return (
      <>
        {back}
        <Skeleton className="h-96 w-full rounded-2xl" />
      </>
    );
  }
  if (order.error) {
    return (
      <>
        {back}
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
          {order.error.message}
        </p>
      </>
    );
  }
  const o = order.data;
  const outlet = o.service.outlet;
  return (
    <>
      {back}
      <PageHeader title={`Order #${short}`}>
        <StatusBadge status={o.status} />
      </PageHeader>

      <div className="grid grid-cols-1 gap-4 lg:grid-cols-[1fr_22rem]">
        <div className="space-y-4">
          <Panel>
            <h2 className="mb-3 font-semibold">Actions</h2>
            {o.actions.length === 0 ? (
              <p className="text-cocoa-700 text-sm">
                {act.isPending ? 'Saving…' : 'Nothing further to do for this order.'}
              </p>
            ) : (
              <div className="flex flex-wrap gap-2">
                {o.actions.map((a) => (
                  <Button
                    key={a}
                    variant={DANGER.includes(a) ? 'secondary' : 'primary'}
                    loading={act.isPending && act.variables?.action === a}
                    disabled={act.isPending}
                    onClick={() => (STAFF_ACTIONS[a].reason ? setAsking(a) : run(a))}
                  >
                    {STAFF_ACTIONS[a].label}
                  </Button>
                ))}
              </div>
            )}
            {asking && (
              <form onSubmit={onReason} className="bg-cream-200 mt-4 space-y-2 rounded-xl p-4">
                <label htmlFor="action-reason" className="text-sm font-medium">
                  {STAFF_ACTIONS[asking].label}: reason shown to the customer
                </label>
                <textarea
                  id="action-reason"
                  className={`${inputClass} min-h-24 py-2`}
                  value={reason}
                  maxLength={500}
                  aria-invalid={reasonError ? true : undefined}
                  aria-describedby={reasonError ? 'action-reason-error' : undefined}
                  onChange={(e) => setReason(e.target.value)}
                />
                <FieldError id="action-reason-error" message={reasonError} />
                <div className="flex gap-2">
                  <Button type="submit" loading={act.isPending}>
                    Confirm
                  </Button>
                  <Button variant="ghost" onClick={() => setAsking(null)}>
                    Keep the order as is
                  </Button>
                </div>
              </form>
            )}
          </Panel>

          <Panel>
            <h2 className="mb-3 font-semibold">Items</h2>
            <ul className="divide-cocoa-900/10 divide-y">
              {o.items.map((i, n) => (
                <li key={n} className="flex items-center gap-3 py-3">
                  {i.image[0] && (
                    <img
                      src={thumbnailUrl(i.image[0])}
                      alt=""
                      width={56}
                      height={56}
                      className="size-14 rounded-lg object-cover"
                    />
                  )}
                  <span className="min-w-0 flex-1">
                    <span className="block font-medium">{i.name}</span>
                    <span className="text-cocoa-700 text-sm">
                      {i.feature ? `${i.feature} · ` : ''}
                      {i.quantity} × {money(i.price)}
                    </span>
                    <AddOnsList addOns={i.addOns} />
                  </span>
                  <span className="font-semibold">{money(i.price * i.quantity)}</span>
                </li>
              ))}
            </ul>
            {o.note && (
              <p className="mt-3 text-sm break-words whitespace-pre-wrap">
                <span className="font-semibold">Note from the shopper:</span> {o.note}
              </p>
            )}
            <dl className="border-cocoa-900/10 mt-3 space-y-1 border-t pt-3 text-sm">
              <div className="flex justify-between">
                <dt>Products</dt>
                <dd>{money(o.productPrice)}</dd>
              </div>
              <div className="flex justify-between">
                <dt>Shipping</dt>
                <dd>{money(o.shippingPrice)}</dd>
              </div>
              <div className="flex justify-between text-base font-semibold">
                <dt>Total</dt>
                <dd>{money(o.total)}</dd>
              </div>
            </dl>
          </Panel>

          <Panel>
            <h2 className="mb-3 font-semibold">Payment</h2>
            <p className="text-cocoa-700 text-sm">
              {o.paymentMethod === 'stripe' ? 'Card, FPX or GrabPay (Stripe)' : 'E-wallet transfer'} · pay by{' '}
              {formatDateTime(o.paymentDeadline, timeZone)}
            </p>
            {o.paymentMethod === 'tng' && (
              <ReceiverNames
                receiverName={o.receiverName}
                qrMerchantName={o.qrMerchantName}
                matches={o.qrMerchantMatches}
              />
            )}
            {o.screenshotUrl ? (
              <div className="mt-3 grid grid-cols-1 gap-4 md:grid-cols-2">
                <PrivateImage url={o.screenshotUrl} alt="Payment screenshot uploaded by the customer" />
                <div>
                  <h3 className="text-sm font-semibold">Text read from the screenshot</h3>
                  {o.ocrAmount !== null && (
                    <p
                      className={`mt-1 text-sm font-medium ${o.ocrAmount === o.total ? 'text-green-800' : 'text-red-800'}`}
                    >
                      Amount found: {money(o.ocrAmount)}{' '}
                      {o.ocrAmount === o.total ? '(matches the total)' : '(differs from the total)'}
                    </p>
                  )}
                  {o.ocrReference && (
                    <p
                      className={`mt-1 text-sm font-medium ${o.ocrReference === 'found' ? 'text-green-800' : 'text-red-800'}`}
                    >
                      Order reference {o.id.slice(0, 8).toUpperCase()}{' '}
                      {o.ocrReference === 'found' ? 'found' : 'not found'} in the screenshot
                    </p>
                  )}
                  <pre className="bg-cream-200 mt-2 max-h-72 overflow-auto rounded-lg p-3 text-xs whitespace-pre-wrap">
                    {o.ocrText || 'No text was read.'}
                  </pre>
                </div>
              </div>
            ) : (
              <p className="text-cocoa-700 mt-2 text-sm">No screenshot uploaded yet.</p>
            )}
          </Panel>
        </div>

        <div className="space-y-4">
          <Panel>
            <h2 className="mb-2 font-semibold">Customer</h2>
            <p>
              {o.address.firstName} {o.address.lastName}
            </p>
            <p className="text-cocoa-700 text-sm break-all">{o.address.email}</p>
            <p className="text-cocoa-700 text-sm">{formatPhone(o.address.phone)}</p>
            <p className="text-cocoa-700 mt-1 text-xs">
              Account: {o.customer.name} ({o.customer.email})
            </p>
          </Panel>
          <Panel>
            <h2 className="mb-2 font-semibold">{o.service.serviceType === 'pickup' ? 'Pickup' : 'Delivery'}</h2>
            <p className="font-medium">
              {o.service.calendarDate} · {o.service.deliveryTime}
            </p>
            {o.service.serviceType === 'pickup' ? (
              <p className="text-cocoa-700 text-sm">
                {outlet ? `${outlet.title}, ${outlet.street}, ${outlet.city}` : 'The outlet has been removed.'}
              </p>
            ) : (
              <p className="text-cocoa-700 text-sm">
                {o.address.street}, {o.address.zipcode} {o.address.city}, {o.address.state}
                {o.service.deliveryAddress ? ` (${o.service.deliveryAddress})` : ''}
              </p>
            )}
          </Panel>
          <AdminOrderInvoice orderId={o.id} />
          <Panel>
            <h2 className="mb-3 font-semibold">Timeline</h2>
            <ol className="border-wheat space-y-3 border-l-2 pl-4" aria-label="Order timeline">
              {o.events.map((e, i) => (
                <li key={i} className="relative">
                  <span
                    aria-hidden="true"
                    className="bg-cocoa-700 absolute top-1.5 -left-[1.4rem] size-2.5 rounded-full"
                  />
                  <p className="text-sm font-medium">{e.from ? `${e.from} → ${e.to}` : e.to}</p>
                  <p className="text-cocoa-700 text-xs">
                    {formatDateTime(e.at, timeZone)} · {e.actor}
                  </p>
                  {e.reason && <p className="text-cocoa-900 mt-1 text-sm">“{e.reason}”</p>}
                </li>
              ))}
            </ol>
          </Panel>
        </div>
      </div>
    </>
  );
}

/**
 * The name the screenshot check accepts beside the merchant name of the shop's DuitNow QR: if they
 * differ, shoppers scanning the QR pay someone the check would refuse.
 */
function ReceiverNames({
  receiverName,
  qrMerchantName,
  matches,
}: {
  receiverName: string;
  qrMerchantName: string | null;
  matches: boolean | null;
}) {
  const differs = matches === false;
  return (
    <dl className="mt-2 grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]" data-testid="receiver-names">
      <dt className="font-medium">Receiver name checked</dt>
      <dd className="break-words">{receiverName}</dd>
      <dt className="font-medium">DuitNow QR merchant</dt>
      <dd className={`break-words ${differs ? 'font-medium text-red-800' : ''}`}>
        {qrMerchantName ?? 'No QR set'}
        {differs && ' (differs from the receiver name)'}
      </dd>
    </dl>
  );
}
