import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

/**
 * A QR generated in the browser (no image service): it carries the receiver, amount and order
 * reference, so a scan fills them in; the name is also written beside it for manual transfers.
 */
export function PaymentQr({ text, label }: { text: string; label: string }) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    QRCode.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M', color: { dark: '#2b1a10', light: '#ffffff' } })
      .then((s) => live && setSvg(s))
      .catch(() => live && setSvg(null));
    return () => {
      live = false;
    };
  }, [text]);
  return (
    <div className="size-40 shrink-0 rounded-lg bg-white p-2 ring-1 ring-cocoa-900/10">
      {svg && <img src={`data:image/svg+xml;utf8,${encodeURIComponent(svg)}`} alt={label} className="size-full" />}
    </div>
  );
}
