import { randomBytes } from 'node:crypto';
import QRCode from 'qrcode';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { decodeQr, QrDecodeTimeoutError, type QrPixels } from './qr-decode.ts';

async function pixelsOf(png: Buffer): Promise<QrPixels> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** Random grey pixels: jsQR searches such an image for seconds and finds nothing. */
const noise = (side: number) =>
  sharp(randomBytes(side * side), { raw: { width: side, height: side, channels: 1 } })
    .png()
    .toBuffer();

describe('decodeQr', () => {
  it('reads a QR code in a worker thread, not on the main thread', async () => {
    const png = await QRCode.toBuffer('00020101021153034585802MY5904ROTI6304ABCD', { type: 'png', scale: 6 });
    const result = await decodeQr(await pixelsOf(png));
    expect(result.text).toBe('00020101021153034585802MY5904ROTI6304ABCD');
    expect(result.threadId).toBeGreaterThan(0);
  });

  it('stops a decode past its time limit', async () => {
    await expect(decodeQr(await pixelsOf(await noise(400)), 50)).rejects.toBeInstanceOf(QrDecodeTimeoutError);
  });

  it('runs 8 noise decodes at once, each off the main thread, and the main thread keeps running meanwhile', async () => {
    const pixels = await pixelsOf(await noise(300));
    // jsQR holds its thread for about a second per image here: on the main thread no timer could fire
    // until a decode ended. Counted, not timed: the 10 ms ticks go on while the decodes run.
    let ticks = 0;
    const ticker = setInterval(() => ticks++, 10);
    const results = await Promise.all(Array.from({ length: 8 }, () => decodeQr(pixels, 120_000)));
    clearInterval(ticker);
    expect(results.map((r) => r.text)).toEqual(Array(8).fill(null));
    expect(new Set(results.map((r) => r.threadId)).size).toBe(8);
    expect(results.every((r) => r.threadId > 0)).toBe(true);
    expect(ticks).toBeGreaterThan(40);
  }, 180_000);
});
