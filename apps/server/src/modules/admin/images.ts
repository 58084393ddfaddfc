import { createHash } from 'node:crypto';
import type { ImageKind } from '@shop/contract';
import sharp from 'sharp';
import type { Storage } from '../../adapters/storage.ts';
import { AppError } from '../../lib/errors.ts';
import { sniffImage } from '../payment/screenshot.ts';

/**
 * The storefront's sizes and shapes: products square (like the seeded art), news 3:2, slider
 * banners 5:2; each stored at two widths whose URLs differ only in the `-<width>.webp` suffix.
 */
const SHAPES: Record<ImageKind, { folder: string; widths: [number, number]; aspect: number }> = {
  product: { folder: 'products', widths: [400, 800], aspect: 1 },
  news: { folder: 'news', widths: [400, 800], aspect: 2 / 3 },
  slider: { folder: 'slider', widths: [800, 1600], aspect: 640 / 1600 },
};

/**
 * The file's first bytes must say JPEG, PNG or WebP whatever its name claims; decoding and
 * re-encoding then drops metadata (camera location) and anything appended to the file.
 * Returns the large URL; the small one is derived by the storefront.
 */
export async function storeUploadedImage(media: Storage, kind: ImageKind, data: Buffer): Promise<string> {
  if (!sniffImage(data)) throw new AppError('UNSUPPORTED_MEDIA', 'Please upload a JPEG, PNG or WebP image.');
  const shape = SHAPES[kind];
  let rendered: Buffer[];
  try {
    const decoded = sharp(data, { failOn: 'truncated', limitInputPixels: 60_000_000 }).rotate();
    const meta = await decoded.metadata();
    if ((meta.width ?? 0) < 200 || (meta.height ?? 0) < 120) {
      throw new AppError('INVALID_INPUT', 'The image is too small: use one at least 400 pixels wide.');
    }
    rendered = await Promise.all(
      shape.widths.map((width) =>
        decoded
          .clone()
          .resize(width, Math.round(width * shape.aspect), { fit: 'cover', position: 'attention' })
          .flatten({ background: '#ffffff' })
          .webp({ quality: 82 })
          .toBuffer(),
      ),
    );
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw new AppError('INVALID_INPUT', 'The image could not be read: it may be damaged or incomplete.');
  }
  const hash = createHash('sha256').update(rendered[1]!).digest('hex').slice(0, 12);
  const base = `${shape.folder}/upload-${hash}`;
  await Promise.all(shape.widths.map((width, i) => media.put(`${base}-${width}.webp`, rendered[i]!)));
  return `/media/${base}-${shape.widths[1]}.webp`;
}
