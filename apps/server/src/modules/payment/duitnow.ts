import type { PaymentQrSettings } from '@shop/contract';
import sharp, { type OutputInfo } from 'sharp';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { putSettings, readSetting } from '../settings/service.ts';
import { ORDER_REFERENCE_LENGTH, orderQr, parseShopQr, QrPayloadError, type ShopQr } from './emvco.ts';
import { decodeQr, QrDecodeTimeoutError } from './qr-decode.ts';
import { namesReceiver } from './receiver-match.ts';
import { sniffImage } from './screenshot.ts';

/** The settings key of the QR given in the back office; it takes precedence over DUITNOW_QR. */
const QR_SETTING = 'duitnowQr';

async function storedQr(db: Db): Promise<ShopQr | null> {
  const text = await readSetting(db, QR_SETTING);
  if (typeof text !== 'string') return null;
  try {
    return parseShopQr(text);
  } catch {
    // Only checked payloads are stored, so this is a hand-edited row: the variable's QR still serves.
    return null;
  }
}

/** The QR the shop takes payments with: the back office's, else the start-up variable's, else none. */
export async function shopQr(db: Db, config: Config): Promise<{ qr: ShopQr; source: 'settings' | 'env' } | null> {
  const stored = await storedQr(db);
  if (stored) return { qr: stored, source: 'settings' };
  return config.duitNowQr ? { qr: config.duitNowQr, source: 'env' } : null;
}

export interface QrOrder {
  id: string;
  status: string;
  paymentMethod: string;
  totalCents: number;
}

/** An e-wallet order still awaiting payment gets a QR with its amount and reference; nothing else does. */
export function paymentQrFor(qr: ShopQr | null, order: QrOrder): string | null {
  if (!qr || order.paymentMethod !== 'tng' || order.status !== 'Order Placed') return null;
  return orderQr(qr, {
    amountCents: order.totalCents,
    reference: order.id.slice(0, ORDER_REFERENCE_LENGTH).toUpperCase(),
  });
}

/** The back office's view: the QR in use, and whether its merchant name is the receiver the screenshot check looks for. */
export async function paymentQrSettings(db: Db, config: Config, receiverName: string): Promise<PaymentQrSettings> {
  const current = await shopQr(db, config);
  return {
    qr: current
      ? {
          payload: current.qr.payload,
          merchantName: current.qr.merchantName,
          merchantCity: current.qr.merchantCity,
          source: current.source,
        }
      : null,
    receiverName,
    nameMatches: current ? merchantIsReceiver(current.qr.merchantName, receiverName) : null,
  };
}

/** Bank-issued names are upper case and often carry 'Enterprise' or 'Sdn Bhd': the receiver's words must appear in it. */
export function merchantIsReceiver(merchantName: string, receiverName: string): boolean {
  return namesReceiver(merchantName, receiverName);
}

export async function saveQrText(db: Db, text: string): Promise<void> {
  let qr: ShopQr;
  try {
    qr = parseShopQr(text);
  } catch (err) {
    if (err instanceof QrPayloadError) throw new AppError('INVALID_INPUT', err.message);
    throw err;
  }
  await putSettings(db, { [QR_SETTING]: qr.payload });
}

/** Back to the start-up variable's QR (or none). */
export async function clearQr(db: Db): Promise<void> {
  await putSettings(db, { [QR_SETTING]: null });
}

/** Large photos are scaled down first: a QR needs far fewer pixels, and the decoder's time grows with them. */
const DECODE_MAX_SIDE = 1600;

/** Reads the QR in an image the bank or e-wallet issued, then checks and stores its text. */
export async function saveQrImage(db: Db, image: Buffer): Promise<void> {
  if (!sniffImage(image))
    throw new AppError('UNSUPPORTED_MEDIA', 'Please upload a JPEG, PNG or WebP image of the QR code.');
  let pixels: { data: Buffer; info: OutputInfo };
  try {
    pixels = await sharp(image, { failOn: 'truncated', limitInputPixels: 40_000_000 })
      .rotate()
      .resize(DECODE_MAX_SIDE, DECODE_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new AppError('INVALID_INPUT', 'The image could not be read: it may be damaged or incomplete.');
  }
  const { data, info } = pixels;
  let found: { text: string | null };
  try {
    found = await decodeQr({ data, width: info.width, height: info.height });
  } catch (err) {
    if (!(err instanceof QrDecodeTimeoutError)) throw err;
    throw new AppError(
      'INVALID_INPUT',
      'No QR code could be found in this image in time. Upload a sharp, uncropped picture of the QR, or paste its text.',
    );
  }
  if (!found.text) {
    throw new AppError(
      'INVALID_INPUT',
      'No QR code could be read in this image. Upload a sharp, uncropped picture of the QR, or paste its text.',
    );
  }
  await saveQrText(db, found.text);
}
