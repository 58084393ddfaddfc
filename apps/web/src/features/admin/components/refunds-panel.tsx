import type { PaymentRefund } from '@shop/contract';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { formatMoney } from '@shop/contract';
import { useSettings } from '../../../shared/settings.ts';
import { useMoney } from '../../../shared/use-money.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { useMarkRefundHandled, usePaymentRefunds } from '../api.ts';
import { formatDateTime, Panel } from './ui.tsx';

const STATUS_TEXT: Record<PaymentRefund['status'], string> = {
  failed: 'Refund failed: refund it by hand in the Stripe dashboard',
  unmatched: 'Not refunded: check this payment in the Stripe dashboard',
  pending: 'Refund not confirmed: check it in the Stripe dashboard',
  refunded: 'Refunded',
  by_hand: 'Paid by e-wallet: send the money back by hand',
};

/**
 * Money Stripe took for orders that could not keep it, when the automatic refund did not go through,
 * and e-wallet payments of cancelled orders, which only a person can send back:
 * shown on the orders desk, where staff start their day, until someone marks each one handled.
 */
export function RefundsPanel() {
  const refunds = usePaymentRefunds();
  const handled = useMarkRefundHandled();
  const { timeZone } = useSettings();
  const money = useMoney();
  const amount = (r: PaymentRefund) =>
    r.currency === 'myr' ? money(r.amountCents / 100) : formatMoney(r.amountCents / 100, r.currency.toUpperCase());
  const open = refunds.data?.open ?? [];
  if (open.length === 0) return null;
  return (
    <Panel className="mb-4 border-l-4 border-red-700">
      <h2 className="font-semibold text-red-800" id="refunds-heading">
        Payments to act on ({open.length})
      </h2>
      <p className="text-cocoa-700 mb-3 text-sm">
        Payments for orders that were cancelled or did not match that were not refunded automatically: Stripe refunds
        that did not go through, and e-wallet payments only a person can send back.
      </p>
      <ul aria-labelledby="refunds-heading" className="divide-cocoa-900/10 divide-y">
        {open.map((r) => (
          <li
            key={r.id}
            data-testid="refund-issue"
            className="flex flex-wrap items-start justify-between gap-3 py-3 text-sm"
          >
            <div className="min-w-0 space-y-1">
              <p className="font-medium">
                {amount(r)} ·{' '}
                {r.orderId ? (
                  <Link className="underline" to={`/admin/orders/${r.orderId}`}>
                    Order {r.orderId.slice(0, 8).toUpperCase()}
                  </Link>
                ) : (
                  'No order of this shop'
                )}{' '}
                · {formatDateTime(r.at, timeZone)}
              </p>
              <p className="font-medium text-red-800">{STATUS_TEXT[r.status]}</p>
              <p>{r.reason}</p>
              {r.error && <p className="text-cocoa-700 break-words">Stripe said: {r.error}</p>}
              <p className="text-cocoa-700 text-xs break-all">
                {r.status === 'by_hand'
                  ? 'E-wallet payment'
                  : `Payment ${r.paymentIntentId ?? 'unknown'} · session ${r.sessionId}`}
                {r.email ? ` · ${r.email}` : ''}
              </p>
            </div>
            <Button
              variant="secondary"
              aria-label={`Mark handled: ${amount(r)}${r.orderId ? ` for order ${r.orderId.slice(0, 8).toUpperCase()}` : ''}`}
              loading={handled.isPending && handled.variables === r.id}
              onClick={() =>
                handled.mutate(r.id, {
                  onSuccess: (answer) => toast.success(answer.message),
                  onError: (err) => toast.error(err.message),
                })
              }
            >
              Mark handled
            </Button>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
