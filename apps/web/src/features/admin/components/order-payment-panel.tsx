import type { AdminOrderDetail } from '@shop/contract';
import { useSettings } from '../../../shared/settings.ts';
import { useMoney } from '../../../shared/use-money.ts';
import { PrivateImage } from './private-image.tsx';
import { formatDateTime, Panel } from './ui.tsx';

/** How the order is paid, and for a transfer the screenshot beside what was read from it. */
export function OrderPaymentPanel({ order: o }: { order: AdminOrderDetail }) {
  const { timeZone } = useSettings();
  return (
    <Panel>
      <h2 className="mb-3 font-semibold">Payment</h2>
      <p className="text-cocoa-700 text-sm">
        {o.paymentMethod === 'stripe' ? 'Card, FPX or GrabPay (Stripe)' : 'E-wallet transfer'} · pay by{' '}
        {formatDateTime(o.paymentDeadline, timeZone)}
      </p>
      {o.paymentMethod === 'tng' && (
        <ReceiverNames receiverName={o.receiverName} qrMerchantName={o.qrMerchantName} matches={o.qrMerchantMatches} />
      )}
      {o.screenshotUrl ? (
        <div className="mt-3 grid grid-cols-1 gap-4 md:grid-cols-2">
          <PrivateImage url={o.screenshotUrl} alt="Payment screenshot uploaded by the customer" />
          <ScreenshotReading order={o} />
        </div>
      ) : (
        <p className="text-cocoa-700 mt-2 text-sm">No screenshot uploaded yet.</p>
      )}
    </Panel>
  );
}

/** The screenshot's text, and whether the amount and the order reference were found in it. */
function ScreenshotReading({ order: o }: { order: AdminOrderDetail }) {
  const money = useMoney();
  return (
    <div>
      <h3 className="text-sm font-semibold">Text read from the screenshot</h3>
      {o.ocrAmount !== null && (
        <p className={`mt-1 text-sm font-medium ${o.ocrAmount === o.total ? 'text-green-800' : 'text-red-800'}`}>
          Amount found: {money(o.ocrAmount)}{' '}
          {o.ocrAmount === o.total ? '(matches the total)' : '(differs from the total)'}
        </p>
      )}
      {o.ocrReference && (
        <p className={`mt-1 text-sm font-medium ${o.ocrReference === 'found' ? 'text-green-800' : 'text-red-800'}`}>
          Order reference {o.id.slice(0, 8).toUpperCase()} {o.ocrReference === 'found' ? 'found' : 'not found'} in the
          screenshot
        </p>
      )}
      <pre className="bg-cream-200 mt-2 max-h-72 overflow-auto rounded-lg p-3 text-xs whitespace-pre-wrap">
        {o.ocrText || 'No text was read.'}
      </pre>
    </div>
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
