import { eq } from 'drizzle-orm';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from './helpers/tables.ts';
import { cancelOverdueOrders } from '../src/jobs/payment-deadline.ts';
import { createCheckoutApp, fillCart, multipart, orderBodyFor, someProducts } from './helpers/checkout.ts';
import { receiptScreenshot } from './helpers/screenshots.ts';
import { dbKinds, type TestApp } from './helpers/test-app.ts';
import { createUser, type TestUser } from './helpers/users.ts';

// Real tesseract OCR on generated screenshots: one app (one OCR worker) for the whole file.
describe.each(dbKinds)('payment screenshot upload on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createCheckoutApp(kind);
  });
  afterAll(() => t.close());

  async function placedOrder(): Promise<{ user: TestUser; orderId: string; total: string }> {
    const user = await createUser(t.database.db);
    const [p] = await someProducts(t.database.db, 1);
    await fillCart(t.database.db, user.id, [{ productId: p!.id, feature: p!.features[0] ?? '', quantity: 1 }]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/order/place',
      headers: { token: user.token },
      payload: await orderBodyFor(t.database.db, user.id),
    });
    const orderId = res.json().orderId as string;
    const [o] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    return { user, orderId, total: `RM ${(o!.totalCents / 100).toFixed(2)}` };
  }

  const upload = (
    user: TestUser,
    fields: Record<string, string>,
    file?: { name: string; type: string; data: Buffer },
  ) => {
    const m = multipart(fields, file);
    return t.app.inject({
      method: 'POST',
      url: '/api/order/uploadpayment',
      headers: { token: user.token, ...m.headers },
      payload: m.payload,
    });
  };
  const png = (data: Buffer, name = 'receipt.png') => ({ name, type: 'image/png', data });

  it('accepts a screenshot naming the receiver, stores it privately and moves to Payment Submitted', async () => {
    const { user, orderId, total } = await placedOrder();
    const shot = await receiptScreenshot({ receiver: 'Roti & Rupa', amount: total });
    const res = await upload(user, { orderId }, png(shot));
    expect(res.json()).toMatchObject({ success: true, amountCheck: 'match' });
    const [o] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(o!.status).toBe('Payment Submitted');
    expect(o!.ocrText).toMatch(/Rupa/);
    expect(o!.ocrAmountCents).toBe(o!.totalCents);
    expect(o!.screenshotKey).toMatch(/^screenshots\/.+\.webp$/);
    expect(fs.existsSync(path.join(t.config.dataDir, 'private', o!.screenshotKey!))).toBe(true);
    expect(fs.existsSync(path.join(t.config.dataDir, 'media', o!.screenshotKey!))).toBe(false);

    const detail = (
      await t.app.inject({
        method: 'POST',
        url: '/api/order/orderdetail',
        headers: { token: user.token },
        payload: { orderId },
      })
    ).json();
    const url = detail.orderDetail.image as string;
    const img = await t.app.inject({ method: 'GET', url, headers: { token: user.token } });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/webp');
    const meta = await sharp(img.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    const stranger = await createUser(t.database.db);
    expect((await t.app.inject({ method: 'GET', url, headers: { token: stranger.token } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);

    // 'Payment Submitted' still allows replacing the screenshot; the deadline no longer applies.
    const again = await upload(
      user,
      { orderId },
      png(await receiptScreenshot({ receiver: 'ROTI RUPA', amount: total, reference: '99' })),
    );
    expect(again.statusCode).toBe(200);
    expect(await cancelOverdueOrders(t.database.db, new Date(Date.now() + 3 * 3_600_000))).not.toContain(orderId);
  });

  it('refuses a screenshot without the receiver name with the spec message', async () => {
    const { user, orderId, total } = await placedOrder();
    const shot = await receiptScreenshot({ receiver: 'Kedai Runcit Ahmad', amount: total });
    const res = await upload(user, { orderId }, png(shot));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'The uploaded screenshot does not match the receiver name. Please upload the correct screenshot.',
    );
    const [o] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(o!.status).toBe('Order Placed');
  });

  it('accepts but flags an amount that differs from the order total', async () => {
    const { user, orderId } = await placedOrder();
    const shot = await receiptScreenshot({ receiver: 'Roti & Rupa', amount: 'RM 1.00' });
    const res = await upload(user, { orderId }, png(shot));
    expect(res.json()).toMatchObject({ success: true, amountCheck: 'mismatch' });
    const [o] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(o!.ocrAmountCents).toBe(100);
    const detail = (
      await t.app.inject({
        method: 'POST',
        url: '/api/order/orderdetail',
        headers: { token: user.token },
        payload: { orderId },
      })
    ).json();
    expect(detail.orderDetail.events.at(-1).reason).toMatch(/shows RM 1\.00, not the order total/);
  });

  it('refuses no file, a PDF renamed .png, a truncated PNG and a file over 5 MB', async () => {
    const { user, orderId } = await placedOrder();
    const none = await upload(user, { orderId });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('Screenshot uploaded is null');

    const pdf = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer\n%%EOF\n');
    const fake = await upload(user, { orderId }, png(pdf, 'receipt.png'));
    expect(fake.statusCode).toBe(415);

    const whole = await receiptScreenshot({ receiver: 'Roti & Rupa', amount: 'RM 1.00' });
    const truncated = await upload(user, { orderId }, png(whole.subarray(0, Math.floor(whole.length / 2))));
    expect(truncated.statusCode).toBe(400);
    expect(truncated.json().message).toMatch(/damaged or incomplete/);

    const huge = Buffer.concat([whole, Buffer.alloc(5 * 1024 * 1024)]);
    const big = await upload(user, { orderId }, png(huge));
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toMatch(/larger than 5 MB/);

    const json = await t.app.inject({
      method: 'POST',
      url: '/api/order/uploadpayment',
      headers: { token: user.token },
      payload: { orderId },
    });
    expect(json.statusCode).toBe(415);
    const [o] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(o!.status).toBe('Order Placed');
  });

  it('refuses another shopper, a cancelled order and an order past its deadline', async () => {
    const { user, orderId, total } = await placedOrder();
    const shot = await receiptScreenshot({ receiver: 'Roti & Rupa', amount: total });
    const stranger = await createUser(t.database.db);
    expect((await upload(stranger, { orderId }, png(shot))).statusCode).toBe(404);

    await t.database.db
      .update(orders)
      .set({ paymentDeadline: new Date(Date.now() - 1000) })
      .where(eq(orders.id, orderId));
    const late = await upload(user, { orderId }, png(shot));
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(/payment window .* has ended/);

    await cancelOverdueOrders(t.database.db, new Date());
    const cancelled = await upload(user, { orderId }, png(shot));
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().message).toBe('This order has been cancelled.');
  });
});
