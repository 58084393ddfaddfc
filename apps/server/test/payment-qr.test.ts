import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import QRCode from 'qrcode';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from './helpers/tables.ts';
import { readOrderQr, withCrc, writeTlv } from '../src/modules/payment/emvco.ts';
import { putSettings } from '../src/modules/settings/service.ts';
import type { Ocr } from '../src/adapters/ocr.ts';
import { insertTestOrder, multipartBody, pngImage } from './helpers/admin.ts';
import { createCheckoutApp, placeTestOrder } from './helpers/checkout.ts';
import { createTestApp, dbKinds, type TestApp } from './helpers/test-app.ts';
import { createUser, type TestUser } from './helpers/users.ts';

/** A static DuitNow QR as a bank would issue it, built here field by field. */
function shopPayload(fields: Record<string, string> = {}): string {
  const base: Record<string, string> = {
    '00': '01',
    '01': '11',
    '26': writeTlv([
      { tag: '00', value: 'A0000006150001' },
      { tag: '01', value: '890053' },
      { tag: '02', value: '000000000123456' },
    ]),
    '52': '5462',
    '53': '458',
    '58': 'MY',
    '59': 'ROTI & RUPA ENTERPRISE',
    '60': 'PETALING JAYA',
    ...fields,
  };
  // Sorted by hand: two-digit keys like '26' are integer keys, which objects list before '00'.
  const tags = Object.keys(base).sort();
  return withCrc(writeTlv(tags.map((tag) => ({ tag, value: base[tag]! }))));
}

const qrPng = (text: string) => QRCode.toBuffer(text, { type: 'png', margin: 4, scale: 6, errorCorrectionLevel: 'M' });

describe.each(dbKinds)('the shop DuitNow QR on %s', (kind) => {
  let t: TestApp;
  let admin: TestUser;
  let staff: TestUser;
  let shopper: TestUser;
  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await createUser(t.database.db, { role: 'admin' });
    staff = await createUser(t.database.db, { role: 'staff' });
    shopper = await createUser(t.database.db);
  });
  afterAll(() => t.close());

  const as = (user: TestUser) => ({ token: user.token });
  const payments = () => t.app.inject({ method: 'GET', url: '/api/admin/payments', headers: as(admin) });
  const paste = (payload: unknown) =>
    t.app.inject({ method: 'PUT', url: '/api/admin/payments/qr', headers: as(admin), payload: { payload } });
  const upload = (file: { name: string; data: Buffer; type: string } | null) => {
    const body = multipartBody({}, file);
    return t.app.inject({
      method: 'POST',
      url: '/api/admin/payments/qr-image',
      headers: { ...as(admin), ...body.headers },
      payload: body.payload,
    });
  };
  const detail = async (orderId: string) =>
    (
      await t.app.inject({ method: 'POST', url: '/api/order/orderdetail', headers: as(shopper), payload: { orderId } })
    ).json().orderDetail;

  it('with no QR configured, shows none to staff and draws none for an order', async () => {
    const res = await payments();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ qr: null, nameMatches: null, receiverName: 'Roti & Rupa', refusedMethods: [] });
    const id = await insertTestOrder(t.database.db, shopper.id, { status: 'Order Placed' });
    expect((await detail(id)).paymentQr).toBeNull();
    const staffView = (await t.app.inject({ method: 'GET', url: `/api/admin/orders/${id}`, headers: as(staff) })).json()
      .order;
    expect(staffView).toMatchObject({
      receiverName: 'Roti & Rupa',
      qrMerchantName: null,
      qrMerchantMatches: null,
      ocrReference: null,
    });
  });

  it('takes pasted QR text, names its merchant beside the receiver name, and derives each order QR from it', async () => {
    const text = shopPayload();
    const res = await paste(`  ${text}\n`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      qr: { payload: text, merchantName: 'ROTI & RUPA ENTERPRISE', merchantCity: 'PETALING JAYA', source: 'settings' },
      receiverName: 'Roti & Rupa',
      nameMatches: true,
    });

    const id = await insertTestOrder(t.database.db, shopper.id, { status: 'Order Placed' });
    const order = await detail(id);
    const qr = readOrderQr(order.paymentQr);
    expect(qr.amountCents).toBe(Math.round(order.amount * 100));
    expect(qr.reference).toBe(id.slice(0, 8).toUpperCase());
    expect(qr.shop.merchantName).toBe('ROTI & RUPA ENTERPRISE');
    expect(qr.shop.fields.find((f) => f.tag === '01')!.value).toBe('12');
    expect(order.paymentQr).toContain(writeTlv([{ tag: '26', value: readOrderQr(text).shop.fields[2]!.value }]));

    // Nothing to pay any more: no QR.
    const submitted = await insertTestOrder(t.database.db, shopper.id, { status: 'Payment Submitted' });
    expect((await detail(submitted)).paymentQr).toBeNull();
  });

  it('flags a merchant name that is not the receiver the screenshot check accepts, to admins and staff', async () => {
    expect((await paste(shopPayload({ '59': 'KEDAI RUNCIT AHMAD' }))).json()).toMatchObject({
      qr: { merchantName: 'KEDAI RUNCIT AHMAD' },
      nameMatches: false,
    });
    const id = await insertTestOrder(t.database.db, shopper.id, { ocrText: `Transfer to Roti & Rupa\nRM 20.00` });
    const staffView = (await t.app.inject({ method: 'GET', url: `/api/admin/orders/${id}`, headers: as(staff) })).json()
      .order;
    expect(staffView).toMatchObject({
      receiverName: 'Roti & Rupa',
      qrMerchantName: 'KEDAI RUNCIT AHMAD',
      qrMerchantMatches: false,
      ocrReference: 'not-found',
    });
  });

  it('records for staff whether the screenshot text shows the order reference', async () => {
    const id = await insertTestOrder(t.database.db, shopper.id, { ocrText: 'x' });
    const { order } = (
      await t.app.inject({ method: 'GET', url: `/api/admin/orders/${id}`, headers: as(staff) })
    ).json();
    expect(order.ocrReference).toBe('not-found');
    const found = await insertTestOrder(t.database.db, shopper.id, { ocrText: 'placeholder' });
    await t.database.db
      .update(orders)
      .set({ ocrText: `Transfer to Roti & Rupa\nReference ${found.slice(0, 8).toUpperCase()}` })
      .where(eq(orders.id, found));
    const view = (await t.app.inject({ method: 'GET', url: `/api/admin/orders/${found}`, headers: as(staff) })).json()
      .order;
    expect(view.ocrReference).toBe('found');
  });

  it.each([
    ['a bad checksum', () => shopPayload().slice(0, -4) + '0000', /checksum \(tag 63\)/],
    ['another currency', () => shopPayload({ '53': '702' }), /currency \(tag 53\) is 702/],
    ['another country', () => shopPayload({ '58': 'SG' }), /country \(tag 58\) is SG/],
    ['truncated text', () => shopPayload().slice(0, 30), /cut off/],
    ['the old plain-text QR', () => 'Pay Roti & Rupa RM 142.90 ref AE33BE62', /malformed/],
    ['a NUL character', () => `${shopPayload()}\u0000`, /characters a QR code cannot hold/],
    ['a number', () => 42, /Paste the text of the QR code/],
  ])('refuses %s with 400 and a message naming it, keeping the QR it had', async (_name, make, message) => {
    const before = (await payments()).json().qr;
    const res = await paste(make());
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(message);
    expect((await payments()).json().qr).toEqual(before);
  });

  it('reads the QR from an uploaded image of it', async () => {
    const text = shopPayload({ '59': 'ROTI RUPA BAKERY' });
    const res = await upload({ name: 'duitnow.png', data: await qrPng(text), type: 'image/png' });
    expect(res.statusCode).toBe(200);
    expect(res.json().qr).toMatchObject({ payload: text, merchantName: 'ROTI RUPA BAKERY', source: 'settings' });
  });

  it('refuses an image without a readable QR, a QR that is not DuitNow, and a file that is not an image', async () => {
    const blank = await upload({ name: 'blank.png', data: await pngImage(400, 400, '#ffffff'), type: 'image/png' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toContain('No QR code could be read in this image');
    const wrong = await upload({ name: 'plain.png', data: await qrPng('Pay Roti & Rupa RM 10.00'), type: 'image/png' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toMatch(/malformed/);
    const text = await upload({ name: 'qr.txt', data: Buffer.from(shopPayload()), type: 'image/png' });
    expect(text.statusCode).toBe(415);
    const none = await upload(null);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('Choose an image of the QR code to upload.');
  });

  it('answers /healthz while 8 uploads of a noise image are decoded, then refuses each', async () => {
    const side = 300;
    const noisePng = await sharp(randomBytes(side * side), { raw: { width: side, height: side, channels: 1 } })
      .png()
      .toBuffer();
    let pending = 8;
    const uploads = Array.from({ length: 8 }, () =>
      upload({ name: 'noise.png', data: noisePng, type: 'image/png' }).finally(() => pending--),
    );
    const healthDuringDecodes: number[] = [];
    while (pending > 0) {
      const res = await t.app.inject({ method: 'GET', url: '/healthz' });
      if (pending > 0) healthDuringDecodes.push(res.statusCode);
      await new Promise((r) => setTimeout(r, 20));
    }
    for (const res of await Promise.all(uploads)) {
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain('No QR code could be read in this image');
    }
    expect(healthDuringDecodes.length).toBeGreaterThan(8);
    expect(new Set(healthDuringDecodes)).toEqual(new Set([200]));
  }, 180_000);

  it('is for admins only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/payments', headers: as(staff) })).statusCode).toBe(
      403,
    );
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: '/api/admin/payments/qr',
          headers: as(shopper),
          payload: { payload: shopPayload() },
        })
      ).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/admin/payments/qr' })).statusCode).toBe(401);
  });

  it('refuses a checksum-valid QR that leaves no room for the order reference, and keeps the one in use', async () => {
    expect((await paste(shopPayload())).statusCode).toBe(200);
    const crowded = shopPayload({ '62': writeTlv([{ tag: '05', value: 'R'.repeat(91) }]) });
    const res = await paste(crowded);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      "This QR leaves no room for an order's amount and reference: Tag 62 would be 107 characters long; at most 99 fit.",
    );
    expect((await payments()).json().qr.payload).toBe(shopPayload());
    const id = await insertTestOrder(t.database.db, shopper.id, { status: 'Order Placed' });
    expect(readOrderQr((await detail(id)).paymentQr).reference).toBe(id.slice(0, 8).toUpperCase());
  });

  it('serves e-wallet order pages when a QR without room was stored before the check existed', async () => {
    const crowded = shopPayload({ '62': writeTlv([{ tag: '05', value: 'R'.repeat(91) }]) });
    await putSettings(t.database.db, { duitnowQr: crowded });
    const id = await insertTestOrder(t.database.db, shopper.id, { status: 'Order Placed' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/order/orderdetail',
      headers: as(shopper),
      payload: { orderId: id },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().orderDetail.paymentQr).toBeNull();
  });

  it('removing the QR stops drawing one', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/api/admin/payments/qr', headers: as(admin) });
    expect(res.json()).toMatchObject({ qr: null, nameMatches: null });
    const id = await insertTestOrder(t.database.db, shopper.id, { status: 'Order Placed' });
    expect((await detail(id)).paymentQr).toBeNull();
  });
});

describe.each(dbKinds)('DUITNOW_QR at start on %s', (kind) => {
  let t: TestApp;
  const text = shopPayload({ '59': 'ROTI & RUPA SDN BHD' });
  beforeAll(async () => {
    t = await createTestApp(kind, {}, { env: { DUITNOW_QR: text } });
  });
  afterAll(() => t.close());

  it('serves the variable QR until the back office gives another, and again once that one is removed', async () => {
    const admin = await createUser(t.database.db, { role: 'admin' });
    const shopper = await createUser(t.database.db);
    const get = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/admin/payments', headers: { token: admin.token } })).json();
    expect((await get()).qr).toMatchObject({ payload: text, source: 'env', merchantName: 'ROTI & RUPA SDN BHD' });

    const id = await insertTestOrder(t.database.db, shopper.id, { status: 'Order Placed' });
    const order = (
      await t.app.inject({
        method: 'POST',
        url: '/api/order/orderdetail',
        headers: { token: shopper.token },
        payload: { orderId: id },
      })
    ).json().orderDetail;
    expect(readOrderQr(order.paymentQr)).toMatchObject({
      amountCents: Math.round(order.amount * 100),
      reference: id.slice(0, 8).toUpperCase(),
    });

    const other = shopPayload({ '59': 'ROTI RUPA PJ' });
    await t.app.inject({
      method: 'PUT',
      url: '/api/admin/payments/qr',
      headers: { token: admin.token },
      payload: { payload: other },
    });
    expect((await get()).qr).toMatchObject({ payload: other, source: 'settings' });
    await t.app.inject({ method: 'DELETE', url: '/api/admin/payments/qr', headers: { token: admin.token } });
    expect((await get()).qr).toMatchObject({ payload: text, source: 'env' });
  });
});

describe.each(dbKinds)('the screenshot check records the order reference on %s', (kind) => {
  let t: TestApp;
  let ocrText = '';
  const ocr: Ocr = { recognize: async () => ocrText, close: async () => {} };
  beforeAll(async () => {
    t = await createCheckoutApp(kind, { ocr });
  });
  afterAll(() => t.close());

  it.each([
    ['found', (ref: string) => `Transfer to Roti & Rupa\nRecipient reference ${ref}`],
    ['not-found', () => 'Transfer to Roti & Rupa\nRecipient reference lunch'],
  ])('shows staff the reference as %s, while the receiver name still decides', async (expected, text) => {
    const { res, user } = await placeTestOrder(t);
    const orderId: string = res.json().orderId;
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    ocrText = `${text(orderId.slice(0, 8).toUpperCase())}\nRM ${(order!.totalCents / 100).toFixed(2)}`;
    const body = multipartBody({ orderId }, { name: 'receipt.png', data: await pngImage(600, 400), type: 'image/png' });
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/order/uploadpayment',
      headers: { token: user.token, ...body.headers },
      payload: body.payload,
    });
    expect(upload.json()).toMatchObject({ success: true, amountCheck: 'match' });

    const staff = await createUser(t.database.db, { role: 'staff' });
    const view = (
      await t.app.inject({ method: 'GET', url: `/api/admin/orders/${orderId}`, headers: { token: staff.token } })
    ).json().order;
    expect(view).toMatchObject({
      status: 'Payment Submitted',
      ocrReference: expected,
      ocrAmount: order!.totalCents / 100,
    });
  });
});
