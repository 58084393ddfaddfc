import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The order's DuitNow QR, drawn in the browser (no image service) from the payload the server
 * derived: wallets and banking apps read the receiver, amount and reference from it. The written
 * instructions beside it stay for anyone paying by hand.
 */
export function PaymentQr({ payload, label, fileName }: { payload: string; label: string; fileName: string }) {
  const { t } = useTranslation('checkout');
  const [svg, setSvg] = useState<string | null>(null);
  const [png, setPng] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    QRCode.toString(payload, {
      type: 'svg',
      margin: 2,
      errorCorrectionLevel: 'M',
      color: { dark: '#000000', light: '#ffffff' },
    })
      .then((s) => live && setSvg(s))
      .catch(() => live && setSvg(null));
    // The same QR as a PNG for "Save QR image": on the phone that pays, the wallet reads it from the gallery.
    QRCode.toDataURL(payload, { type: 'image/png', width: 600, margin: 4, errorCorrectionLevel: 'M' })
      .then((url) => live && setPng(url))
      .catch(() => live && setPng(null));
    return () => {
      live = false;
    };
  }, [payload]);
  return (
    <figure className="flex shrink-0 flex-col items-center gap-2">
      <div className="ring-cocoa-900/10 size-48 rounded-lg bg-white p-1 ring-1" data-testid="payment-qr">
        {svg && <img src={`data:image/svg+xml;utf8,${encodeURIComponent(svg)}`} alt={label} className="size-full" />}
      </div>
      <figcaption className="text-cocoa-900 max-w-48 text-center text-sm font-medium">
        {t('paymentQr.scanWithTouchNGo')}
      </figcaption>
      {png && (
        <a
          href={png}
          download={fileName}
          className="border-cocoa-900 inline-flex min-h-11 items-center justify-center rounded-full border px-5 text-sm font-semibold"
        >
          {t('paymentQr.saveQrImage')}
        </a>
      )}
      <p className="text-cocoa-700 max-w-56 text-center text-xs" data-testid="qr-tip">
        {t('paymentQr.payingOnThisPhoneSave')}
      </p>
    </figure>
  );
}
