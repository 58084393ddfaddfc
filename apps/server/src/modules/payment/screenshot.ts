import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { AppError } from '../../lib/errors.ts';

export type ImageKind = 'jpeg' | 'png' | 'webp';

/** The file's own first bytes decide what it is, never its name or declared type (issue 6). */
export function sniffImage(data: Buffer): ImageKind | null {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  if (data.length >= 8 && data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return 'png';
  }
  if (data.length >= 12 && data.toString('latin1', 0, 4) === 'RIFF' && data.toString('latin1', 8, 12) === 'WEBP') {
    return 'webp';
  }
  return null;
}

export interface PreparedScreenshot {
  /** Re-encoded WebP without metadata: what is stored and shown. */
  stored: Buffer;
  /** A greyscale PNG of the same pixels for OCR. */
  forOcr: Buffer;
  /** 12 hex characters of the stored file's SHA-256, used in its storage key. */
  hash: string;
}

/** A phone screenshot is about 1080×2400 (under 5 megapixels even on the largest phones). */
export const MAX_SCREENSHOT_PIXELS = 5_000_000;
/** Every screenshot is brought inside this box before OCR and stored at that size: OCR cost grows with pixels. */
export const SCREENSHOT_BOX = { width: 1080, height: 2400 } as const;
export const TOO_MANY_PIXELS =
  'The image is too large for a screenshot (over 5 megapixels). Please upload the screenshot as your phone saved it.';

/** The header alone says how many pixels decoding would make, so an image bomb is refused before it is decoded. */
async function assertScreenshotSize(data: Buffer): Promise<void> {
  const { width, height } = await sharp(data)
    .metadata()
    .catch(() => ({ width: undefined, height: undefined }));
  if (width && height && width * height > MAX_SCREENSHOT_PIXELS) throw new AppError('INVALID_INPUT', TOO_MANY_PIXELS);
}

/** Decoding and re-encoding drops EXIF (location), trailing data and anything else hidden in the file. */
export async function prepareScreenshot(data: Buffer): Promise<PreparedScreenshot> {
  if (!sniffImage(data)) throw new AppError('UNSUPPORTED_MEDIA', 'Please upload a JPEG, PNG or WebP image.');
  await assertScreenshotSize(data);
  try {
    // failOn 'truncated' refuses a cut-off file instead of padding the missing rows with grey.
    const decoded = sharp(data, { failOn: 'truncated', limitInputPixels: MAX_SCREENSHOT_PIXELS })
      .rotate()
      .resize({ ...SCREENSHOT_BOX, fit: 'inside', withoutEnlargement: true });
    const [stored, forOcr] = await Promise.all([
      decoded.clone().webp({ quality: 90 }).toBuffer(),
      decoded.clone().greyscale().png().toBuffer(),
    ]);
    return { stored, forOcr, hash: createHash('sha256').update(stored).digest('hex').slice(0, 12) };
  } catch {
    throw new AppError(
      'INVALID_INPUT',
      'The image could not be read: it may be damaged or incomplete. Please upload the screenshot again.',
    );
  }
}

const STORED_TYPES: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
};

/**
 * Headers for reading a stored screenshot back: the type it was stored as (from its key), shown
 * inline under a fixed file name, private to the browser, never sniffed into something else.
 */
export function screenshotHeaders(key: string, orderId: string): Record<string, string> {
  const ext = /\.(\w+)$/.exec(key)?.[1]?.toLowerCase() ?? '';
  const safeId = orderId.replace(/[^\w-]/g, '');
  return {
    'content-type': STORED_TYPES[ext] ?? 'application/octet-stream',
    'content-disposition': `inline; filename="payment-${safeId}.${ext in STORED_TYPES ? ext : 'bin'}"`,
    'cache-control': 'private, max-age=86400',
    'x-content-type-options': 'nosniff',
  };
}
