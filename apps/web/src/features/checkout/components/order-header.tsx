import type { OrderDetail } from '@shop/contract';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../shared/i18n/messages.ts';
import { useLang } from '../../../shared/i18n/react.tsx';
import { useSettings } from '../../../shared/settings.ts';
import { StatusBadge } from '../../../shared/ui/status-badge.tsx';
import { formatDeadline, viewerTimeZone } from '../deadline.ts';

/** The order's short reference, as the shopper writes it in a transfer. */
export const shortReference = (orderId: string) => orderId.slice(0, 8).toUpperCase();

/** The heading, the reference and status, and what the status means for the shopper now. */
export function OrderHeader({ order, cardReturn }: { order: OrderDetail; cardReturn: string | null }) {
  const { t } = useTranslation('checkout');
  const { firstName } = order.address;
  return (
    <header className="space-y-3">
      <h1 className="font-display text-cocoa-900 text-3xl font-semibold break-words sm:text-4xl">
        {/* A cancelled order thanks nobody: its heading says what happened (docs/decisions.md). */}
        {order.status === 'Order Cancelled' ? (
          t('orderPage.orderCancelled')
        ) : (
          <>
            {t('orderPage.thankYou')}
            {firstName ? `, ${firstName.toUpperCase()}` : ''}
          </>
        )}
      </h1>
      <div className="text-cocoa-700 flex flex-wrap items-center gap-3 text-sm">
        <span>
          {t('orderPage.order')} {shortReference(order.id)}
        </span>
        <StatusBadge status={order.status} />
      </div>
      <StatusMessage order={order} cardReturn={cardReturn} />
    </header>
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
