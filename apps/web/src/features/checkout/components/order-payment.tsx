import type { OrderDetail } from '@shop/contract';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button.tsx';
import { useMoney } from '../../../shared/use-money.ts';
import type { OrderActions } from '../use-order-actions.ts';
import { Countdown } from './countdown.tsx';
import { shortReference } from './order-header.tsx';
import { PaymentQr } from './payment-qr.tsx';
import { ScreenshotUpload } from './screenshot-upload.tsx';
import { NOT_READY } from '../../../shared/ui/not-ready.ts';
import { useHydrated } from '../../../shared/use-hydrated.ts';

/** How to pay an e-wallet order by transfer: the QR, the steps, and the time left. */
export function TransferPayment({ order, actions }: { order: OrderDetail; actions: OrderActions }) {
  const { t } = useTranslation('checkout');
  const money = useMoney();
  const short = shortReference(order.id);
  return (
    <section aria-labelledby="pay-title" className="border-cocoa-900/10 space-y-4 rounded-2xl border bg-white p-5">
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
      <Countdown deadline={order.paymentDeadline} onElapsed={() => void actions.refresh()} />
    </section>
  );
}

/** A card order not paid yet: the time left, and a way back to the card page. */
export function CardPayment({
  order,
  cardReturn,
  actions,
}: {
  order: OrderDetail;
  cardReturn: string | null;
  actions: OrderActions;
}) {
  const { t } = useTranslation('checkout');
  const money = useMoney();
  // Opening the card page is the script's work: a tap before the page has hydrated would be lost.
  const hydrated = useHydrated();
  return (
    <section className="border-cocoa-900/10 space-y-3 rounded-2xl border bg-white p-5">
      <h2 className="font-display text-cocoa-900 text-xl font-semibold">{t('orderPage.cardPayment')}</h2>
      <Countdown deadline={order.paymentDeadline} onElapsed={() => void actions.refresh()} />
      {cardReturn !== 'success' && (
        <Button
          loading={actions.paying}
          disabled={!hydrated}
          className={NOT_READY}
          onClick={() => void actions.payByCard()}
        >
          {t('orderPage.pay')} {money(order.amount)} {t('orderPage.byCard')}
        </Button>
      )}
    </section>
  );
}

/** The payment screenshot: to upload, or as submitted (it may be replaced until staff verify it). */
export function PaymentScreenshot({ order, actions }: { order: OrderDetail; actions: OrderActions }) {
  const { t } = useTranslation('checkout');
  return (
    <section aria-labelledby="upload-title">
      <h2 id="upload-title" className="font-display text-cocoa-900 mb-3 text-xl font-semibold">
        {order.status === 'Payment Submitted'
          ? t('orderPage.yourPaymentScreenshot')
          : t('orderPage.uploadPaymentScreenshot')}
      </h2>
      <ScreenshotUpload
        key={order.image ?? 'none'}
        current={order.image}
        submitting={actions.uploading}
        onSubmit={(f) => void actions.upload(f)}
      />
    </section>
  );
}
