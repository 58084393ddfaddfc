import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { formatCents, formatDateTime, type EInvoiceSettings } from '@shop/contract';
import type { ReceiptLine } from './service.ts';

export interface ReceiptData {
  settings: EInvoiceSettings;
  timeZone: string;
  orderNumber: string;
  orderDate: Date;
  paidAt: Date;
  customerName: string;
  paymentMethod: 'tng' | 'stripe';
  lines: ReceiptLine[];
  subtotalCents: number;
  discountCents: number;
  promoCode: string | null;
  deliveryCents: number;
  serviceType: 'pickup' | 'delivery';
  totalCents: number;
  einvoice:
    | { kind: 'individual'; number: string; status: string; uuid: string | null; validationUrl: string | null }
    | { kind: 'consolidated'; number: string }
    | null;
}

const PAYMENT_NAMES = { tng: "Touch 'n Go eWallet", stripe: 'Card, FPX or GrabPay (online payment)' } as const;
/** Receipts are in ringgit; printed as the pages and mails print money ("RM 1,234.50"). */
const rm = (cents: number) => formatCents(cents, 'RM');

/**
 * The standard PDF fonts only have the Windows-1252 characters; anything else (emoji, CJK, control
 * characters in a shopper's name) becomes "?" rather than garbage or a broken file.
 */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
export function pdfText(s: string): string {
  let out = '';
  for (const ch of s) {
    const c = ch.codePointAt(0)!;
    out += (c >= 0x20 && c <= 0x7e) || (c >= 0xa0 && c <= 0xff) || WIN_ANSI_EXTRA.has(ch) ? ch : '?';
  }
  return out;
}

/** The receipt as a PDF: the shop's registered details, the order's lines and totals, and the e-invoice's QR. */
export async function renderReceipt(r: ReceiptData): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: `Receipt ${r.orderNumber}`, Author: pdfText(r.settings.registeredName) },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const s = r.settings;
  const registered = s.sstNumber !== '';
  // As the pages print a moment ('3 Nov 2026, 14:05'), in the shop's time zone.
  const date = (d: Date) => formatDateTime(d, r.timeZone);
  const t = (text: string, opts?: PDFKit.Mixins.TextOptions) => doc.text(pdfText(text), opts);

  doc.font('Helvetica-Bold').fontSize(16);
  t(s.registeredName);
  doc.font('Helvetica').fontSize(9);
  if (s.registrationNumber) t(`Registration No. ${s.registrationNumber}`);
  if (registered) t(`SST Registration No. ${s.sstNumber}`);
  const address = [s.addressLine, [s.postcode, s.city].filter(Boolean).join(' '), s.addressLine ? s.state : '']
    .filter(Boolean)
    .join(', ');
  if (address) t(address);
  const contact = [s.phone, s.email].filter(Boolean).join(' | ');
  if (contact) t(contact);

  doc.moveDown(1.2).font('Helvetica-Bold').fontSize(14);
  t(registered ? 'RECEIPT / INVOICE' : 'RECEIPT');
  doc.font('Helvetica').fontSize(10);
  t(`Receipt no.: ${r.orderNumber}`);
  t(`Order date: ${date(r.orderDate)}`);
  t(`Paid: ${date(r.paidAt)}`);
  t(`Payment method: ${PAYMENT_NAMES[r.paymentMethod]}`);
  t(`Customer: ${r.customerName}`);

  doc.moveDown(1);
  const left = doc.page.margins.left;
  const right = doc.page.width - doc.page.margins.right;
  const cols = registered
    ? { item: left, qty: left + 250, unit: left + 290, tax: left + 360, amount: left + 420 }
    : { item: left, qty: left + 280, unit: left + 330, tax: 0, amount: left + 420 };
  const row = (cells: { item: string; qty: string; unit: string; tax: string; amount: string }, bold = false) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10);
    const y = doc.y;
    const itemWidth = cols.qty - cols.item - 10;
    doc.text(pdfText(cells.item), cols.item, y, { width: itemWidth });
    const bottom = doc.y;
    doc.text(cells.qty, cols.qty, y, { width: 35, align: 'right' });
    doc.text(cells.unit, cols.unit, y, { width: 65, align: 'right' });
    if (registered) doc.text(cells.tax, cols.tax, y, { width: 55, align: 'right' });
    doc.text(cells.amount, cols.amount, y, { width: right - cols.amount, align: 'right' });
    doc.x = left;
    doc.y = Math.max(bottom, doc.y) + 4;
  };
  const rule = () => {
    doc.moveTo(left, doc.y).lineTo(right, doc.y).lineWidth(0.5).stroke();
    doc.y += 4;
  };
  row({ item: 'Item', qty: 'Qty', unit: 'Unit price', tax: 'Tax', amount: 'Amount' }, true);
  rule();
  for (const line of r.lines) {
    row({
      item: line.option ? `${line.name} (${line.option})` : line.name,
      qty: String(line.quantity),
      unit: rm(line.unitCents),
      tax: line.taxPercent > 0 ? `${line.taxPercent}%` : '-',
      amount: rm(line.unitCents * line.quantity),
    });
  }
  rule();
  const total = (label: string, value: string, bold = false) =>
    row({ item: label, qty: '', unit: '', tax: '', amount: value }, bold);
  total('Subtotal', rm(r.subtotalCents));
  if (r.discountCents > 0) total(`Discount${r.promoCode ? ` (${r.promoCode})` : ''}`, `-${rm(r.discountCents)}`);
  total(
    r.serviceType === 'pickup' ? 'Delivery (pickup)' : 'Delivery',
    r.deliveryCents === 0 ? 'Free' : rm(r.deliveryCents),
  );
  total('Total', rm(r.totalCents), true);
  if (registered) {
    const tax = r.lines.reduce((sum, l) => sum + l.taxCents, 0);
    total('Tax included', rm(tax));
  }

  doc.moveDown(1.5).font('Helvetica').fontSize(10);
  if (r.einvoice?.kind === 'individual') {
    t(`e-Invoice: ${r.einvoice.number}`);
    if (r.einvoice.validationUrl) {
      t(`Validated by LHDN MyInvois. UUID: ${r.einvoice.uuid ?? ''}`);
      t(`Validation link: ${r.einvoice.validationUrl}`, { link: r.einvoice.validationUrl });
      drawQr(doc, r.einvoice.validationUrl, left, doc.y + 8);
    } else {
      t(
        r.einvoice.status === 'written'
          ? 'Issued by the shop.'
          : 'Being validated by LHDN MyInvois; download the receipt again later for its validation link.',
      );
    }
  } else if (r.einvoice?.kind === 'consolidated') {
    t(`This sale is included in the consolidated e-invoice ${r.einvoice.number}.`);
  }
  doc.end();
  return done;
}

/** The QR as filled squares (sharp at any zoom, and no image in the file). */
function drawQr(doc: PDFKit.PDFDocument, text: string, x: number, y: number): void {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const size = qr.modules.size;
  const cell = Math.min(3, 120 / size);
  for (let r = 0; r < size; r++) {
    for (let c = 0; c < size; c++) if (qr.modules.get(r, c)) doc.rect(x + c * cell, y + r * cell, cell, cell);
  }
  doc.fill('black');
  doc.y = y + size * cell + 8;
}
