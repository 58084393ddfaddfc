import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTesseractOcr, OcrTimeoutError, type Ocr } from '../src/adapters/ocr.ts';
import { TOO_MANY_UPLOADS } from '../src/modules/checkout/routes.ts';
import { OCR_TOO_SLOW, STILL_READING } from '../src/modules/payment/service.ts';
import { TOO_MANY_PIXELS } from '../src/modules/payment/screenshot.ts';
import { createCheckoutApp, placeTestOrder, multipart } from './helpers/checkout.ts';
import { receiptScreenshot } from './helpers/screenshots.ts';
import { dbKinds, type TestApp } from './helpers/test-app.ts';
import type { TestUser } from './helpers/users.ts';

const RECEIPT = 'Transfer Successful RM 10.00 Transfer to Roti & Rupa';

/** A stand-in OCR that records the size of what it was given and can be held or made to time out. */
function recordingOcr() {
  const sizes: { width: number; height: number }[] = [];
  let hold: Promise<void> = Promise.resolve();
  let timeOut = false;
  const ocr: Ocr = {
    async recognize(image) {
      const { width, height } = await sharp(image).metadata();
      sizes.push({ width: width!, height: height! });
      await hold;
      if (timeOut) throw new OcrTimeoutError('OCR timed out');
      return RECEIPT;
    },
    close: async () => {},
  };
  return {
    ocr,
    sizes,
    holdUntil: (p: Promise<void>) => (hold = p),
    timeOut: (on: boolean) => (timeOut = on),
  };
}

const blank = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#ffffff' } })
    .png()
    .toBuffer();

describe.each(dbKinds)('payment screenshots as a denial of service, on %s', (kind) => {
  let t: TestApp;
  const fake = recordingOcr();
  beforeAll(async () => {
    t = await createCheckoutApp(kind, { ocr: fake.ocr });
  });
  afterAll(() => t.close());

  const upload = (user: TestUser, orderId: string, data: Buffer) => {
    const m = multipart({ orderId }, { name: 'r.png', type: 'image/png', data });
    return t.app.inject({
      method: 'POST',
      url: '/api/order/uploadpayment',
      headers: { token: user.token, ...m.headers },
      payload: m.payload,
    });
  };

  it('refuses a 6300×6300 image (12 KB of PNG) from its header, before decoding it', async () => {
    const { user, res } = await placeTestOrder(t);
    const bomb = await blank(6300, 6300);
    const started = Date.now();
    const refused = await upload(user, res.json().orderId, bomb);
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().message).toBe(TOO_MANY_PIXELS);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('downscales a large screenshot before OCR and stores it at that size', async () => {
    const { user, res } = await placeTestOrder(t);
    const big = await sharp(await receiptScreenshot({ receiver: 'Roti & Rupa', amount: 'RM 10.00' }))
      .resize(1440, 1800)
      .png()
      .toBuffer();
    fake.sizes.length = 0;
    expect((await upload(user, res.json().orderId, big)).statusCode).toBe(200);
    expect(fake.sizes).toEqual([{ width: 1080, height: 1350 }]);
    const stored = await t.app.inject({
      method: 'GET',
      url: `/api/order/${res.json().orderId}/screenshot`,
      headers: { token: user.token },
    });
    expect(await sharp(stored.rawPayload).metadata()).toMatchObject({ width: 1080, height: 1350 });
  });

  it("reads one screenshot per account at a time; another shopper's upload is not refused", async () => {
    const a = await placeTestOrder(t);
    const b = await placeTestOrder(t);
    const image = await receiptScreenshot({ receiver: 'Roti & Rupa', amount: 'RM 10.00' });
    let release!: () => void;
    fake.holdUntil(new Promise((r) => (release = r)));
    const reading = fake.sizes.length;
    const first = upload(a.user, a.res.json().orderId, image);
    // The first screenshot is being read (held in the fake OCR) once the OCR has been handed it.
    await vi.waitFor(() => expect(fake.sizes.length).toBe(reading + 1), { timeout: 10_000 });
    const again = await upload(a.user, a.res.json().orderId, image);
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toBe(STILL_READING);
    const other = upload(b.user, b.res.json().orderId, image);
    release();
    expect((await first).statusCode).toBe(200);
    expect((await other).statusCode).toBe(200);
  });

  it('stops a job past its time limit with a clear message', async () => {
    const { user, res } = await placeTestOrder(t);
    fake.timeOut(true);
    try {
      const slow = await upload(
        user,
        res.json().orderId,
        await receiptScreenshot({ receiver: 'Roti & Rupa', amount: 'RM 10.00' }),
      );
      expect(slow.statusCode).toBe(503);
      expect(slow.json().message).toBe(OCR_TOO_SLOW);
    } finally {
      fake.timeOut(false);
    }
  });

  it('refuses the 11th upload of one account within 10 minutes', async () => {
    const { user, res } = await placeTestOrder(t);
    const image = await receiptScreenshot({ receiver: 'Roti & Rupa', amount: 'RM 10.00' });
    for (let i = 0; i < 10; i++) expect((await upload(user, res.json().orderId, image)).statusCode).toBe(200);
    const over = await upload(user, res.json().orderId, image);
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toBe(TOO_MANY_UPLOADS);
  });
});

describe('the OCR time limit', () => {
  it('rejects a job of the real tesseract adapter that runs past it with OcrTimeoutError', async () => {
    const ocr = createTesseractOcr({ timeoutMs: 1 });
    try {
      await expect(ocr.recognize(await blank(400, 400))).rejects.toBeInstanceOf(OcrTimeoutError);
    } finally {
      await ocr.close();
    }
  });
});
