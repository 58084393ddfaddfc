import sharp from 'sharp';

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A phone-sized picture of an e-wallet receipt (dark text on white, DejaVu Sans), rendered by sharp
 * from SVG: what a shopper's payment screenshot looks like to the OCR.
 */
export async function receiptScreenshot(opts: {
  receiver: string;
  amount: string;
  reference?: string;
}): Promise<Buffer> {
  const lines = [
    { text: 'Transfer Successful', size: 44, y: 220, weight: 'bold' },
    { text: opts.amount, size: 64, y: 330, weight: 'bold' },
    { text: 'Transfer to', size: 32, y: 470, weight: 'normal' },
    { text: opts.receiver, size: 40, y: 530, weight: 'bold' },
    { text: `Reference No. ${opts.reference ?? '20261122103355'}`, size: 30, y: 650, weight: 'normal' },
    { text: 'Date 22 Nov 2026 10:33:55', size: 30, y: 710, weight: 'normal' },
  ];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="720" height="900">
  <rect width="100%" height="100%" fill="#ffffff"/>
  <rect width="100%" height="120" fill="#0b5fd1"/>
  <text x="40" y="78" font-family="DejaVu Sans" font-size="40" fill="#ffffff">eWallet</text>
  ${lines
    .map(
      (l) =>
        `<text x="40" y="${l.y}" font-family="DejaVu Sans" font-size="${l.size}" font-weight="${l.weight}" fill="#111111">${escape(l.text)}</text>`,
    )
    .join('\n  ')}
</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
