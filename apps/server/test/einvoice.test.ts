import fs from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { formatCents } from '@shop/contract';
import { myInvoisGateway } from '../src/adapters/myinvois/index.ts';
import { loadConfig } from '../src/config.ts';
import type { Db } from '../src/db/client.ts';
import { einvoiceConsolidatedOrders, einvoices, orderEvents, orderItems, orders, products } from './helpers/tables.ts';
import { statusChangeMail } from '../src/modules/order/mails.ts';
import {
  consolidateMonth,
  einvoiceSettings,
  issueRefundNote,
  orderLines,
  refundNoteIfInvoiced,
  requestClosesAt,
  runEInvoiceJob,
  submissions,
  type InvoiceContext,
} from '../src/modules/invoice/service.ts';
import { buildDocument, CONSOLIDATED_TIN, validateDocument } from '../src/modules/invoice/ubl.ts';
import { insertTestOrder } from './helpers/admin.ts';
import { call, testClock } from './helpers/auth-calls.ts';
import { startFakeMyInvois, type FakeMyInvois } from './helpers/fake-myinvois.ts';
import { pdfLines, pdfQr } from './helpers/pdf-text.ts';
import { createTestApp, dbKinds, type TestApp } from './helpers/test-app.ts';
import { createUser, type TestUser } from './helpers/users.ts';

const SETTINGS = {
  registeredName: 'Roti & Rupa Sdn. Bhd.',
  registrationNumber: '202401012345',
  tin: 'C12345678909',
  sstNumber: '',
  msicCode: '47219',
  businessActivity: 'Retail sale of bakery products and apparel',
  addressLine: '12 Jalan SS 21/37, Damansara Utama',
  city: 'Petaling Jaya',
  postcode: '47400',
  state: 'Selangor',
  phone: '+60377221234',
  email: 'hello@rotirupa.my',
  requestWindowDays: 0,
};

const BUYER = {
  name: 'Aisyah binti Rahman',
  tin: 'IG12345678901',
  idType: 'NRIC',
  idNumber: '900101-14-5678',
  sstNumber: '',
  addressLine: '1 Jalan Test',
  city: 'Petaling Jaya',
  postcode: '47400',
  state: 'Selangor',
  country: 'MYS',
  email: 'aisyah@example.com',
  phone: '012-345 6789',
};

/** The shared call helper knows GET, POST and DELETE; the settings routes are PUT. */
const put = (app: TestApp['app'], url: string, payload: unknown, opts: { token: string }) =>
  app.inject({ method: 'PUT', url, headers: { token: opts.token }, payload: payload as Record<string, unknown> });

/** A paid order of `userId`, paid at `paidAt` (its history says so), optionally with another total. */
async function paidOrder(db: Db, userId: string, paidAt: Date, totalCents?: number): Promise<string> {
  const id = await insertTestOrder(db, userId, {
    status: 'Payment Verified',
    createdAt: new Date(paidAt.getTime() - 3_600_000),
  });
  await db.update(orderEvents).set({ createdAt: paidAt }).where(eq(orderEvents.orderId, id));
  if (totalCents !== undefined) {
    await db.update(orderItems).set({ quantity: 1, unitCents: totalCents }).where(eq(orderItems.orderId, id));
    await db.update(orders).set({ productCents: totalCents, totalCents }).where(eq(orders.id, id));
  }
  return id;
}

const docOf = (row: { document: unknown }) => (row.document as { Invoice: Record<string, unknown>[] }).Invoice[0]!;
const partyTin = (party: unknown) =>
  (
    party as { Party: { PartyIdentification: { ID: { _: string; schemeID: string }[] }[] }[] }[]
  )[0]!.Party[0]!.PartyIdentification.map((p) => p.ID[0]!).find((i) => i.schemeID === 'TIN')?._;

describe('UBL documents', () => {
  const supplier = {
    name: 'Roti & Rupa Sdn. Bhd.',
    tin: 'C12345678909',
    idType: 'BRN',
    idNumber: '202401012345',
    sstNumber: null,
    addressLine: '12 Jalan SS 21/37',
    city: 'Petaling Jaya',
    postcode: '47400',
    stateCode: '10',
    country: 'MYS',
    phone: '+60377221234',
    email: 'hello@rotirupa.my',
    msicCode: '47219',
    businessActivity: 'Retail sale of bakery products',
  };
  const buyer = { ...supplier, name: 'Aisyah', tin: 'IG12345678901', idType: 'NRIC', idNumber: '900101145678' };
  const lines = orderLines(
    { discountCents: 500 },
    [
      { productId: 'a', name: 'Roti Sobek', feature: 'Large', quantity: 3, unitCents: 1250 },
      { productId: 'b', name: 'Batik Tee', feature: 'M', quantity: 1, unitCents: 5990 },
    ],
    new Map([['b', 'sales10']]),
    true,
  );
  const base = {
    number: 'INV-1',
    typeCode: '01' as const,
    issuedAt: new Date('2026-11-03T04:05:06Z'),
    supplier,
    buyer,
    lines,
    chargeCents: 800,
    paymentMeansCode: '06',
    original: null,
    period: null,
  };

  it('builds a document with the namespaces, codes and totals MyInvois checks', () => {
    const doc = buildDocument(base) as { _D: string; Invoice: Record<string, unknown>[] };
    expect(doc._D).toBe('urn:oasis:names:specification:ubl:schema:xsd:Invoice-2');
    expect(validateDocument(doc)).toEqual([]);
    const inv = doc.Invoice[0] as Record<string, { _: unknown }[]>;
    expect(inv.InvoiceTypeCode![0]).toEqual({ _: '01', listVersionID: '1.0' });
    expect(inv.IssueTime![0]!._).toBe('04:05:06Z');
    // 3 x 12.50 + 59.90 - 5.00 + 8.00 delivery = 100.40, tax taken out of the taxed line's share.
    const totals = (inv.LegalMonetaryTotal![0] as unknown as Record<string, { _: number }[]>).PayableAmount![0]!._;
    expect(totals).toBe(100.4);
    const tax = lines.reduce((s, l) => s + l.taxCents, 0);
    expect(tax).toBe(Math.round(((5990 - lines[1]!.discountCents) * 10) / 110));
    expect(lines.map((l) => l.discountCents).reduce((a, b) => a + b)).toBe(500);
  });

  it('names each missing field, wrong code and sum that does not add up', () => {
    const doc = buildDocument(base) as { Invoice: Record<string, unknown>[] };
    const broken = structuredClone(doc) as { Invoice: Record<string, unknown>[] } & Record<string, unknown>;
    delete broken._B;
    const inv = broken.Invoice[0] as Record<string, unknown[]>;
    (inv.InvoiceTypeCode![0] as { _: string })._ = '99';
    const party = (inv.AccountingSupplierParty![0] as { Party: Record<string, unknown[]>[] }).Party[0]!;
    (party.PartyIdentification![0] as { ID: { _: string }[] }).ID[0]!._ = '';
    (party.IndustryClassificationCode![0] as { _: string })._ = '4721';
    const total = inv.LegalMonetaryTotal![0] as Record<string, { _: number }[]>;
    total.PayableAmount![0]!._ += 0.01;
    const line = inv.InvoiceLine![0] as Record<string, unknown[]>;
    (
      line.TaxTotal![0] as { TaxSubtotal: { TaxCategory: { ID: { _: string }[] }[] }[] }
    ).TaxSubtotal[0]!.TaxCategory[0]!.ID[0]!._ = 'X';
    const errors = validateDocument(broken);
    expect(errors).toEqual(
      expect.arrayContaining([
        '_B namespace missing',
        'InvoiceTypeCode not valid',
        'Supplier: TIN missing or malformed',
        'Supplier: MSIC code not valid',
        'PayableAmount differs from TaxInclusiveAmount',
        'Line 1: tax type not valid',
      ]),
    );
  });

  it('requires the general public as the buyer of a consolidated e-invoice, and a refund note to name its original', () => {
    const consolidated = buildDocument({ ...base, lines: lines.map((l) => ({ ...l, classification: '004' })) });
    expect(validateDocument(consolidated)).toEqual([
      'Consolidated buyer TIN must be EI00000000010',
      'Consolidated buyer must be "General Public"',
    ]);
    const refund = buildDocument({ ...base, typeCode: '04' });
    expect(validateDocument(refund)).toEqual(['A refund note must refer to the original e-invoice (ID and UUID)']);
    expect(
      validateDocument(buildDocument({ ...base, typeCode: '04', original: { number: 'INV-0', uuid: 'ABC' } })),
    ).toEqual([]);
    expect(validateDocument({})).toContain('Invoice missing');
  });

  it('splits submissions at 100 documents and 5 MB', () => {
    const small = Array.from({ length: 250 }, (_, i) => ({ number: `N${i}`, json: '{}' }));
    expect(submissions(small).map((b) => b.length)).toEqual([100, 100, 50]);
    const big = Array.from({ length: 30 }, (_, i) => ({ number: `B${i}`, json: 'x'.repeat(290 * 1024) }));
    const batches = submissions(big);
    expect(batches.length).toBeGreaterThan(1);
    for (const b of batches)
      expect(b.reduce((s, d) => s + Math.ceil((d.json.length * 4) / 3) + 200, 0)).toBeLessThanOrEqual(5 * 1024 * 1024);
  });

  it('closes the request window at the end of the month of payment, or after the shop’s days', () => {
    const paid = new Date('2026-11-20T10:00:00+08:00');
    expect(requestClosesAt(paid, { requestWindowDays: 0 }, 'Asia/Kuala_Lumpur').toISOString()).toBe(
      '2026-11-30T16:00:00.000Z',
    );
    expect(requestClosesAt(paid, { requestWindowDays: 3 }, 'Asia/Kuala_Lumpur').toISOString()).toBe(
      '2026-11-23T02:00:00.000Z',
    );
    // Never past the sixth day after the month, so the consolidated e-invoice is ready within 7 days.
    expect(requestClosesAt(paid, { requestWindowDays: 30 }, 'Asia/Kuala_Lumpur').toISOString()).toBe(
      '2026-12-06T16:00:00.000Z',
    );
  });

  it('links the receipt from the "paid" mail', () => {
    const mail = statusChangeMail(
      { id: '0123456789abcdef', address: { firstName: 'Aisyah' } } as never,
      'Payment Verified',
      null,
      null,
      {
        to: 'a@example.com',
        shopName: 'Shop',
        currency: 'RM',
        receiverName: 'Shop',
        timeZone: 'UTC',
        orderUrl: 'http://x/checkout/1',
        receiptUrl: 'http://x/api/invoice/receipt/1',
      },
    );
    expect(mail.text).toContain('Your receipt (PDF): http://x/api/invoice/receipt/1');
  });
});

describe.each(dbKinds)('receipts and e-invoices on %s', (kind) => {
  let fake: FakeMyInvois;
  let t: TestApp;
  let admin: TestUser;
  let shopper: TestUser;
  const clock = testClock(new Date('2026-11-20T02:00:00Z'));
  const ctx = (): InvoiceContext => ({ db: t.database.db, config: t.config, gateway: t.app.einvoiceGateway });

  beforeAll(async () => {
    fake = await startFakeMyInvois();
    t = await createTestApp(kind, { now: clock.now }, { env: fake.shopEnv });
    admin = await createUser(t.database.db, { role: 'admin' });
    shopper = await createUser(t.database.db);
    const saved = await put(t.app, '/api/admin/einvoice-settings', SETTINGS, { token: admin.token });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().missing).toEqual([]);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  beforeEach(() => {
    fake.down = false;
    fake.holdValidation = false;
    fake.rejectNumbers.clear();
    fake.refuseNumbers.clear();
  });

  it('takes a request on a paid order, issues the e-invoice, and MyInvois validates it: link and QR on the receipt', async () => {
    const orderId = await paidOrder(t.database.db, shopper.id, clock.now());
    const view = await call(t.app, 'GET', `/api/invoice/order/${orderId}`, undefined, { token: shopper.token });
    expect(view.json()).toMatchObject({
      receiptUrl: `/api/invoice/receipt/${orderId}`,
      request: { open: true, submitted: null },
      einvoice: null,
    });

    const res = await call(t.app, 'POST', `/api/invoice/order/${orderId}/request`, BUYER, { token: shopper.token });
    expect(res.statusCode, res.body).toBe(200);
    const tokensBefore = fake.tokensIssued;
    await runEInvoiceJob(ctx(), clock.now());
    clock.advance(5_000);
    await runEInvoiceJob(ctx(), clock.now());
    const [row] = await t.database.db.select().from(einvoices).where(eq(einvoices.orderId, orderId));
    expect(row).toMatchObject({ kind: 'individual', status: 'valid' });
    expect(row!.longId).toMatch(/^[0-9A-F]{40}$/);
    expect(fake.tokensIssued).toBe(tokensBefore + 1);
    // What MyInvois received is the stored document, with the buyer's own details.
    const sent = fake.documents.find((d) => d.uuid === row!.myinvoisUuid)!;
    expect(sent.json).toEqual(row!.document);
    expect(partyTin(docOf(row!).AccountingCustomerParty)).toBe('IG12345678901');
    expect(validateDocument(row!.document)).toEqual([]);

    const link = `${fake.origin}/portal/${row!.myinvoisUuid}/share/${row!.longId}`;
    const after = await call(t.app, 'GET', `/api/invoice/order/${orderId}`, undefined, { token: shopper.token });
    expect(after.json()).toMatchObject({
      request: { open: false, submitted: { tin: 'IG12345678901' } },
      einvoice: { status: 'valid', validationUrl: link },
    });

    const pdf = await call(t.app, 'GET', `/api/invoice/receipt/${orderId}`, undefined, { token: shopper.token });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = pdfLines(pdf.rawPayload).join('\n');
    expect(text).toContain('Roti & Rupa Sdn. Bhd.');
    expect(text).toContain('Registration No. 202401012345');
    expect(text).toContain(`Receipt no.: ${orderId.slice(0, 8).toUpperCase()}`);
    expect(text).toContain("Payment method: Touch 'n Go eWallet");
    expect(text).toContain(`e-Invoice: ${row!.number}`);
    expect(pdfLines(pdf.rawPayload).join('')).toContain(`Validation link: ${link}`);
    expect(text).not.toContain('SST');
    expect(pdfQr(pdf.rawPayload)).toBe(link);

    // Staff open any receipt and see the request; another shopper sees nothing.
    const staffPdf = await call(t.app, 'GET', `/api/admin/receipt/${orderId}`, undefined, { token: admin.token });
    expect(staffPdf.statusCode).toBe(200);
    const staffView = await call(t.app, 'GET', `/api/admin/einvoices/order/${orderId}`, undefined, {
      token: admin.token,
    });
    expect(staffView.json()).toMatchObject({
      request: { name: BUYER.name, idNumber: '900101145678', phone: '0123456789' },
    });
    const other = await createUser(t.database.db);
    expect(
      (await call(t.app, 'GET', `/api/invoice/receipt/${orderId}`, undefined, { token: other.token })).statusCode,
    ).toBe(404);
    expect(
      (await call(t.app, 'POST', `/api/invoice/order/${orderId}/request`, BUYER, { token: other.token })).statusCode,
    ).toBe(404);
    // A second request is refused.
    const again = await call(t.app, 'POST', `/api/invoice/order/${orderId}/request`, BUYER, { token: shopper.token });
    expect(again.statusCode).toBe(409);
  });

  it('prints the lines with options, quantity, price, discount, delivery and total on the receipt', async () => {
    const orderId = await paidOrder(t.database.db, shopper.id, clock.now());
    const [item] = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    await t.database.db
      .update(orders)
      .set({
        discountCents: 300,
        promoCode: 'RAYA10',
        shippingCents: 800,
        totalCents: item!.unitCents * 2 - 300 + 800,
        serviceType: 'delivery',
      })
      .where(eq(orders.id, orderId));
    const pdf = await call(t.app, 'GET', `/api/invoice/receipt/${orderId}`, undefined, { token: shopper.token });
    const lines = pdfLines(pdf.rawPayload);
    // The one formatter the pages and mails use, not one of the receipt's own.
    const money = (c: number) => formatCents(c, 'RM');
    expect(money(123_450)).toBe('RM 1,234.50');
    // Dates as the pages print them: 24-hour, in the shop's time zone.
    expect(lines.find((l) => l.startsWith('Order date: '))).toMatch(/^Order date: \d{1,2} \w{3} \d{4}, \d{2}:\d{2}$/);
    expect(lines).toContain(item!.feature ? `${item!.name} (${item!.feature})` : item!.name);
    expect(lines).toContain(money(item!.unitCents));
    expect(lines).toContain(money(item!.unitCents * 2));
    expect(lines).toContain('Discount (RAYA10)');
    expect(lines).toContain(`-${money(300)}`);
    expect(lines).toContain(money(800));
    expect(lines).toContain(money(item!.unitCents * 2 - 300 + 800));
    expect(pdfQr(pdf.rawPayload)).toBeNull();
  });

  it('refuses a receipt and a request before payment', async () => {
    const orderId = await insertTestOrder(t.database.db, shopper.id, { status: 'Order Placed' });
    const pdf = await call(t.app, 'GET', `/api/invoice/receipt/${orderId}`, undefined, { token: shopper.token });
    expect(pdf.statusCode).toBe(409);
    const req = await call(t.app, 'POST', `/api/invoice/order/${orderId}/request`, BUYER, { token: shopper.token });
    expect(req.statusCode).toBe(409);
    expect(req.json().message).toBe('An e-invoice can be requested once the order is paid.');
    expect(
      (await call(t.app, 'GET', `/api/invoice/order/${orderId}`, undefined, { token: shopper.token })).json(),
    ).toMatchObject({ receiptUrl: null });
    expect(
      (await call(t.app, 'GET', '/api/invoice/receipt/not-a-uuid', undefined, { token: shopper.token })).statusCode,
    ).toBe(404);
  });

  it('closes the request window at the end of the month of payment', async () => {
    const orderId = await paidOrder(t.database.db, shopper.id, new Date('2026-10-31T15:00:00Z')); // 23:00 on 31 Oct in KL
    const res = await call(t.app, 'POST', `/api/invoice/order/${orderId}/request`, BUYER, { token: shopper.token });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/window has closed/);
    const view = await call(t.app, 'GET', `/api/invoice/order/${orderId}`, undefined, { token: shopper.token });
    expect(view.json().request).toMatchObject({ open: false, closesAt: '2026-10-31T16:00:00.000Z' });
  });

  it('answers hostile input in every field with a clear 400', async () => {
    const orderId = await paidOrder(t.database.db, shopper.id, clock.now());
    const hostile: [string, unknown, RegExp][] = [
      ['name', '', /Name is required/],
      ['name', 'x'.repeat(301), /Name is too long/],
      ['name', 'Ali\u0007', /control character/],
      ['name', 'Ali\u0000', /.+/],
      ['tin', 'IG123', /tax identification number/],
      ['tin', "' OR 1=1 --", /tax identification number/],
      ['tin', 12345, /.+/],
      ['idType', 'DRIVER', /NRIC, passport or business registration/],
      ['idNumber', '90010114567', /MyKad number is 12 digits/],
      ['idNumber', '<script>alert(1)</script>', /MyKad number is 12 digits/],
      ['sstNumber', 'W10-1808-3200', /SST registration number/],
      ['addressLine', 'x'.repeat(151), /Address is too long/],
      ['city', ['KL'], /.+/],
      ['postcode', '4740', /postcode is 5 digits/],
      ['state', 'Atlantis', /Choose a state/],
      ['country', 'Malaysia', /three-letter code/],
      ['email', 'not-an-email', /valid email/],
      ['phone', '12', /phone number of 8 to 15 digits/],
      ['phone', '+60 12-345 6789 ext 5', /phone number of 8 to 15 digits/],
    ];
    for (const [field, value, message] of hostile) {
      const res = await call(
        t.app,
        'POST',
        `/api/invoice/order/${orderId}/request`,
        { ...BUYER, [field]: value },
        { token: shopper.token },
      );
      expect(res.statusCode, `${field}=${JSON.stringify(value)}: ${res.body}`).toBe(400);
      expect(res.json().message, field).toMatch(message);
    }
    const passport = await call(
      t.app,
      'POST',
      `/api/invoice/order/${orderId}/request`,
      { ...BUYER, idType: 'PASSPORT', idNumber: 'A1234' },
      { token: shopper.token },
    );
    expect(passport.json().message).toMatch(/passport number is 6 to 12/);
    const brn = await call(
      t.app,
      'POST',
      `/api/invoice/order/${orderId}/request`,
      { ...BUYER, idType: 'BRN', idNumber: '2024010123' },
      { token: shopper.token },
    );
    expect(brn.json().message).toMatch(/business registration number/);
    expect(
      (await call(t.app, 'POST', `/api/invoice/order/${orderId}/request`, [1, 2], { token: shopper.token })).statusCode,
    ).toBe(400);
    expect((await call(t.app, 'POST', `/api/invoice/order/${orderId}/request`, BUYER)).statusCode).toBe(401);
    // Nothing was stored by any of them: the good request still goes through.
    const ok = await call(
      t.app,
      'POST',
      `/api/invoice/order/${orderId}/request`,
      {
        ...BUYER,
        idType: 'PASSPORT',
        idNumber: 'a1234567',
        country: 'sgp',
        state: 'Not Applicable',
        postcode: '018989',
        tin: 'EI00000000020',
      },
      { token: shopper.token },
    );
    expect(ok.statusCode, ok.body).toBe(200);
    const settingsBad = await put(
      t.app,
      '/api/admin/einvoice-settings',
      { ...SETTINGS, tin: 'nope', msicCode: '<b>' },
      { token: admin.token },
    );
    expect(settingsBad.statusCode).toBe(400);
    expect((await put(t.app, '/api/admin/einvoice-settings', SETTINGS, { token: shopper.token })).statusCode).toBe(403);
  });

  it('answers an id that only looks like a uuid with a 404, never a database error', async () => {
    // 36 characters of hex digits and dashes in the wrong places: PostgreSQL (and PGlite) refuse it as a uuid.
    for (const bad of ['-'.repeat(36), 'a'.repeat(36), '0123456789abcdef0123456789abcdef----']) {
      for (const [method, url] of [
        ['GET', `/api/admin/einvoices/${bad}/document`],
        ['POST', `/api/admin/einvoices/${bad}/resend`],
      ] as const) {
        const res = await call(t.app, method, url, undefined, { token: admin.token });
        expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(404);
      }
      const tax = await put(
        t.app,
        '/api/admin/tax-categories',
        { productId: bad, category: 'sales5' },
        { token: admin.token },
      );
      expect(tax.statusCode, tax.body).toBe(404);
    }
  });

  it('issues an individual e-invoice for a sale of RM 10,000 or more, to the general public when nobody asked', async () => {
    const big = await paidOrder(t.database.db, shopper.id, clock.now(), 1_000_000);
    const under = await paidOrder(t.database.db, shopper.id, clock.now(), 999_999);
    await runEInvoiceJob(ctx(), clock.now());
    const [bigRow] = await t.database.db.select().from(einvoices).where(eq(einvoices.orderId, big));
    expect(bigRow).toMatchObject({ kind: 'individual', amountCents: 1_000_000 });
    expect(partyTin(docOf(bigRow!).AccountingCustomerParty)).toBe(CONSOLIDATED_TIN);
    expect(docOf(bigRow!).InvoiceLine).toBeInstanceOf(Array);
    expect(await t.database.db.select().from(einvoices).where(eq(einvoices.orderId, under))).toEqual([]);
  });

  it('makes the month’s consolidated e-invoice once, across instances, listing every other paid order', async () => {
    // September: the job (run by the tests above at a November clock) has made October's already.
    const oct = (d: number) => new Date(Date.UTC(2026, 8, d, 4));
    const a = await paidOrder(t.database.db, shopper.id, oct(5));
    const b = await paidOrder(t.database.db, shopper.id, oct(28));
    const requested = await paidOrder(t.database.db, shopper.id, oct(10));
    const big = await paidOrder(t.database.db, shopper.id, oct(12), 1_200_000);
    const nextMonth = await paidOrder(t.database.db, shopper.id, new Date('2026-09-30T16:30:00Z')); // 00:30 on 1 Oct in KL
    const cancelled = await paidOrder(t.database.db, shopper.id, oct(6));
    await t.database.db.update(orders).set({ status: 'Order Cancelled' }).where(eq(orders.id, cancelled));
    await t.database.db.insert((await import('./helpers/tables.ts')).einvoiceRequests).values({
      orderId: requested,
      buyer: { ...BUYER, idNumber: '900101145678', sstNumber: null, state: 'Selangor', phone: '0123456789' } as never,
    });

    // This month's sales are due at its end.
    await paidOrder(t.database.db, shopper.id, clock.now());
    const list = await call(t.app, 'GET', '/api/admin/einvoices', undefined, { token: admin.token });
    expect(list.json().due).toEqual(expect.arrayContaining([expect.objectContaining({ period: '2026-11' })]));

    const settings = await einvoiceSettings(t.database.db, t.config);
    // Two instances at the same moment: one makes it, the other finds the month taken.
    const [x, y] = await Promise.all([
      consolidateMonth(ctx(), '2026-09', settings),
      consolidateMonth(ctx(), '2026-09', settings),
    ]);
    expect(x.length + y.length).toBe(1);
    const made = [...x, ...y][0]!;
    const listed = await t.database.db
      .select()
      .from(einvoiceConsolidatedOrders)
      .where(eq(einvoiceConsolidatedOrders.einvoiceId, made.id));
    const ids = listed.map((l) => l.orderId);
    expect(ids).toEqual(expect.arrayContaining([a, b]));
    for (const not of [requested, big, nextMonth, cancelled]) expect(ids).not.toContain(not);
    expect(made.number).toBe('CON-2026-09-01');
    expect(validateDocument(made.document)).toEqual([]);
    const inv = docOf(made);
    expect(partyTin(inv.AccountingCustomerParty)).toBe(CONSOLIDATED_TIN);
    const descriptions = (inv.InvoiceLine as { Item: { Description: { _: string }[] }[] }[]).map(
      (l) => l.Item[0]!.Description[0]!._,
    );
    expect(descriptions).toContain(`Receipt ${a.slice(0, 8).toUpperCase()}`);
    expect(inv.InvoicePeriod).toEqual([
      { StartDate: [{ _: '2026-09-01' }], EndDate: [{ _: '2026-09-30' }], Description: [{ _: 'Monthly' }] },
    ]);
    // A later run (on any instance) makes nothing more for the month.
    await runEInvoiceJob(ctx(), clock.now());
    await runEInvoiceJob(ctx(), clock.now());
    expect(await consolidateMonth(ctx(), '2026-09', settings)).toEqual([]);
    expect(await t.database.db.select().from(einvoices).where(eq(einvoices.period, '2026-09'))).toHaveLength(1);
    // The receipt of a consolidated sale says where it is listed.
    const pdf = await call(t.app, 'GET', `/api/invoice/receipt/${a}`, undefined, { token: shopper.token });
    expect(pdfLines(pdf.rawPayload).join(' ')).toContain('included in the consolidated e-invoice CON-2026-09-01');
  });

  it('keeps documents queued while MyInvois is down and sends them once it is back', async () => {
    const orderId = await paidOrder(t.database.db, shopper.id, clock.now(), 1_500_000);
    fake.down = true;
    await runEInvoiceJob(ctx(), clock.now());
    let [row] = await t.database.db.select().from(einvoices).where(eq(einvoices.orderId, orderId));
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row!.error).toMatch(/503|refused|reached/);
    expect(row!.nextAttemptAt.getTime()).toBeGreaterThan(clock.now().getTime());
    fake.down = false;
    await runEInvoiceJob(ctx(), clock.now());
    [row] = await t.database.db.select().from(einvoices).where(eq(einvoices.orderId, orderId));
    expect(row!.status).toBe('pending'); // not before its retry time
    clock.advance(10 * 60_000);
    await runEInvoiceJob(ctx(), clock.now());
    clock.advance(5_000);
    await runEInvoiceJob(ctx(), clock.now());
    [row] = await t.database.db.select().from(einvoices).where(eq(einvoices.orderId, orderId));
    expect(row!.status).toBe('valid');
  });

  it('fetches a new token when the old one has expired, and keeps what was validated', async () => {
    const orderId = await paidOrder(t.database.db, shopper.id, clock.now(), 2_000_000);
    fake.expireTokens();
    const before = { tokens: fake.tokensIssued, unauthorized: fake.unauthorized };
    await runEInvoiceJob(ctx(), clock.now());
    expect(fake.unauthorized).toBe(before.unauthorized + 1);
    expect(fake.tokensIssued).toBe(before.tokens + 1);
    const [row] = await t.database.db.select().from(einvoices).where(eq(einvoices.orderId, orderId));
    expect(row!.status).toBe('submitted');
  });

  it('stores MyInvois’ reasons for rejected documents and sends them again on request', async () => {
    const refused = await paidOrder(t.database.db, shopper.id, clock.now(), 1_100_000);
    const invalid = await paidOrder(t.database.db, shopper.id, clock.now(), 1_200_000);
    fake.refuseNumbers.set(`INV-${refused.toUpperCase()}`, 'Supplier TIN does not match the BRN');
    fake.rejectNumbers.set(`INV-${invalid.toUpperCase()}`, 'Buyer TIN is not registered');
    await runEInvoiceJob(ctx(), clock.now());
    clock.advance(5_000);
    await runEInvoiceJob(ctx(), clock.now());
    const [r1] = await t.database.db.select().from(einvoices).where(eq(einvoices.orderId, refused));
    const [r2] = await t.database.db.select().from(einvoices).where(eq(einvoices.orderId, invalid));
    expect(r1).toMatchObject({ status: 'invalid' });
    expect(r1!.error).toContain('Supplier TIN does not match the BRN');
    expect(r2).toMatchObject({ status: 'invalid' });
    expect(r2!.error).toContain('Buyer TIN is not registered');

    const list = await call(t.app, 'GET', '/api/admin/einvoices?status=invalid', undefined, { token: admin.token });
    expect(list.json().einvoices.map((e: { id: string }) => e.id)).toEqual(expect.arrayContaining([r1!.id, r2!.id]));
    expect(list.json().mode).toBe('myinvois');
    const doc = await call(t.app, 'GET', `/api/admin/einvoices/${r2!.id}/document`, undefined, { token: admin.token });
    expect(doc.headers['content-disposition']).toContain(`INV-${invalid.toUpperCase()}.json`);
    expect(validateDocument(doc.json())).toEqual([]);

    fake.rejectNumbers.clear();
    fake.refuseNumbers.clear();
    for (const id of [r1!.id, r2!.id])
      expect(
        (await call(t.app, 'POST', `/api/admin/einvoices/${id}/resend`, undefined, { token: admin.token })).statusCode,
      ).toBe(200);
    expect(
      (await call(t.app, 'POST', `/api/admin/einvoices/${r1!.id}/resend`, undefined, { token: admin.token }))
        .statusCode,
    ).toBe(409);
    expect(
      (await call(t.app, 'POST', '/api/admin/einvoices/nope/resend', undefined, { token: admin.token })).statusCode,
    ).toBe(404);
    expect(
      (await call(t.app, 'POST', `/api/admin/einvoices/${r1!.id}/resend`, undefined, { token: shopper.token }))
        .statusCode,
    ).toBe(403);
    await runEInvoiceJob(ctx(), clock.now());
    clock.advance(5_000);
    await runEInvoiceJob(ctx(), clock.now());
    for (const id of [refused, invalid]) {
      const [row] = await t.database.db.select().from(einvoices).where(eq(einvoices.orderId, id));
      expect(row!.status).toBe('valid');
    }
  });

  it('issues a refund note referring to the original e-invoice', async () => {
    const orderId = await paidOrder(t.database.db, shopper.id, clock.now(), 1_300_000);
    await runEInvoiceJob(ctx(), clock.now());
    const note = await issueRefundNote(ctx(), orderId, 50_000, 'Cake arrived damaged');
    expect(note.status).toBe('waiting');
    // The original is validated; then the note is built, sent and validated in turn.
    for (let i = 0; i < 4; i++) {
      clock.advance(60_000);
      await runEInvoiceJob(ctx(), clock.now());
    }
    const rows = await t.database.db.select().from(einvoices).where(eq(einvoices.orderId, orderId));
    const original = rows.find((r) => r.kind === 'individual')!;
    const refund = rows.find((r) => r.kind === 'refund')!;
    expect(refund.status).toBe('valid');
    const inv = docOf(refund);
    expect(inv.InvoiceTypeCode).toEqual([{ _: '04', listVersionID: '1.0' }]);
    expect(inv.BillingReference).toEqual([
      { InvoiceDocumentReference: [{ ID: [{ _: original.number }], UUID: [{ _: original.myinvoisUuid }] }] },
    ]);
    expect(validateDocument(refund.document)).toEqual([]);
    // The card-refund path asks only for sales: a payment refunded on an order never paid gets no note.
    const unpaid = await insertTestOrder(t.database.db, shopper.id, { status: 'Order Cancelled' });
    expect(await refundNoteIfInvoiced(ctx(), unpaid, 1000, 'late payment')).toBeNull();
    expect(await refundNoteIfInvoiced(ctx(), orderId, 2_000_000, 'cancelled')).toMatchObject({
      kind: 'refund',
      amountCents: 1_300_000,
    });
    await expect(issueRefundNote(ctx(), orderId, 0, 'x')).rejects.toThrow(/positive/);
    await expect(issueRefundNote(ctx(), orderId, 1_300_001, 'x')).rejects.toThrow(/more than the order total/);
  });

  it('issues a refund note when staff cancel a paid sale an e-invoice lists', async () => {
    const invoiced = await paidOrder(t.database.db, shopper.id, clock.now(), 1_200_000);
    await runEInvoiceJob(ctx(), clock.now());
    const notInvoiced = await paidOrder(t.database.db, shopper.id, clock.now());
    for (const orderId of [invoiced, notInvoiced]) {
      const res = await call(
        t.app,
        'POST',
        `/api/admin/orders/${orderId}/action`,
        { action: 'cancel', reason: 'Out of stock' },
        { token: admin.token },
      );
      expect(res.statusCode, res.body).toBe(200);
    }
    const notes = await t.database.db.select().from(einvoices).where(eq(einvoices.kind, 'refund'));
    expect(notes.filter((n) => n.orderId === invoiced)).toMatchObject([
      { amountCents: 1_200_000, status: 'waiting', reason: expect.stringMatching(/Out of stock/) },
    ]);
    // Cancelled before any e-invoice listed it, the sale is never invoiced, so nothing is reversed.
    expect(notes.filter((n) => n.orderId === notInvoiced)).toEqual([]);
  });

  it('cuts a long refund reason without breaking an emoji, so the note is still sent', async () => {
    const orderId = await paidOrder(t.database.db, shopper.id, clock.now(), 1_100_000);
    await runEInvoiceJob(ctx(), clock.now());
    // Emoji exactly where the stored reason (300) and the note's line description (300) are cut.
    const reason = `${'x'.repeat(243)}😀${'x'.repeat(25)}😀${'y'.repeat(10)}`;
    const res = await call(
      t.app,
      'POST',
      `/api/admin/orders/${orderId}/action`,
      { action: 'cancel', reason },
      { token: admin.token },
    );
    expect(res.statusCode, res.body).toBe(200);
    for (let i = 0; i < 4; i++) {
      clock.advance(60_000);
      await runEInvoiceJob(ctx(), clock.now());
    }
    const [note] = await t.database.db
      .select()
      .from(einvoices)
      .where(and(eq(einvoices.orderId, orderId), eq(einvoices.kind, 'refund')));
    expect(note!.status, note!.error ?? '').toBe('valid');
    // encodeURIComponent throws on a lone surrogate.
    expect(() => encodeURIComponent(note!.reason!)).not.toThrow();
    expect(JSON.stringify(note!.document)).not.toMatch(/\\ud[89a-f]/i);
  });

  it('carries the SST number and each line’s tax when the shop is registered', async () => {
    const [product] = await t.database.db.select().from(products).limit(1);
    expect(
      (
        await put(
          t.app,
          '/api/admin/tax-categories',
          { productId: product!.id, category: 'sales10' },
          { token: admin.token },
        )
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await put(
          t.app,
          '/api/admin/tax-categories',
          { productId: product!.id, category: 'vat' },
          { token: admin.token },
        )
      ).statusCode,
    ).toBe(400);
    const listed = await call(t.app, 'GET', '/api/admin/tax-categories', undefined, { token: admin.token });
    expect(listed.json().products.find((p: { id: string }) => p.id === product!.id).category).toBe('sales10');
    await put(
      t.app,
      '/api/admin/einvoice-settings',
      { ...SETTINGS, sstNumber: 'W10-1808-32000001' },
      { token: admin.token },
    );
    try {
      const orderId = await paidOrder(t.database.db, shopper.id, clock.now());
      const pdf = pdfLines(
        (await call(t.app, 'GET', `/api/invoice/receipt/${orderId}`, undefined, { token: shopper.token })).rawPayload,
      );
      expect(pdf).toContain('SST Registration No. W10-1808-32000001');
      expect(pdf).toContain('10%');
      const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
      const tax = Math.round((order!.totalCents * 10) / 110);
      // The receipt prints money as pages and mails do, with the shop's one formatter.
      expect(pdf).toContain(formatCents(tax, 'RM'));
    } finally {
      await put(t.app, '/api/admin/einvoice-settings', SETTINGS, { token: admin.token });
    }
  });
});

describe.each(dbKinds)('e-invoices with no MyInvois credentials on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('writes the documents to the data folder and lists them for download', async () => {
    const admin = await createUser(t.database.db, { role: 'admin' });
    const shopper = await createUser(t.database.db);
    const orderId = await paidOrder(t.database.db, shopper.id, new Date(), 1_000_000);
    const ctx = { db: t.database.db, config: t.config, gateway: t.app.einvoiceGateway };
    // Until the shop's details are set, nothing is issued.
    expect((await runEInvoiceJob(ctx, new Date())).missing).toContain('TIN');
    expect(await t.database.db.select().from(einvoices).where(eq(einvoices.orderId, orderId))).toEqual([]);
    await put(t.app, '/api/admin/einvoice-settings', SETTINGS, { token: admin.token });
    await runEInvoiceJob(ctx, new Date());
    const [row] = await t.database.db.select().from(einvoices).where(eq(einvoices.orderId, orderId));
    expect(row!.status).toBe('written');
    const file = path.join(t.config.dataDir, 'einvoices', `INV-${orderId.toUpperCase()}.json`);
    expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual(row!.document);
    const list = await call(t.app, 'GET', '/api/admin/einvoices', undefined, { token: admin.token });
    expect(list.json()).toMatchObject({ mode: 'embedded' });
    const staff = await createUser(t.database.db, { role: 'staff' });
    const doc = await call(t.app, 'GET', `/api/admin/einvoices/${row!.id}/document`, undefined, { token: staff.token });
    expect(doc.json()).toEqual(row!.document);
    expect((await call(t.app, 'GET', '/api/admin/einvoices', undefined, { token: shopper.token })).statusCode).toBe(
      403,
    );
  });
});

describe('the MyInvois adapter against the fake', () => {
  let fake: FakeMyInvois;
  beforeAll(async () => {
    fake = await startFakeMyInvois();
  });
  afterAll(() => fake.close());

  it('gets a token with client credentials, submits, polls and builds the validation link', async () => {
    const config = loadConfig({ NODE_ENV: 'test', ...fake.shopEnv });
    const gateway = myInvoisGateway(config.myInvois!);
    const result = await gateway.deliver([{ number: 'T-1', json: '{"a":1}' }]);
    expect(result.mode).toBe('submitted');
    if (result.mode !== 'submitted') return;
    expect(result.accepted).toHaveLength(1);
    const polled = await gateway.poll(result.submissionUid);
    expect(polled.done).toBe(true);
    expect(polled.documents[0]).toMatchObject({ number: 'T-1', status: 'Valid' });
    expect(gateway.validationUrl('U1', 'L2')).toBe(`${fake.origin}/portal/U1/share/L2`);
    // Wrong credentials wait (no document is decided), never throw something else.
    const wrong = myInvoisGateway({ ...config.myInvois!, clientSecret: 'nope' });
    await expect(wrong.deliver([{ number: 'T-2', json: '{}' }])).rejects.toThrow(/refused the shop's credentials/);
  });

  it('needs both credentials, and defaults to the sandbox hosts', () => {
    expect(() => loadConfig({ MYINVOIS_CLIENT_ID: 'x' })).toThrow(/set both/);
    expect(loadConfig({ MYINVOIS_CLIENT_ID: 'x', MYINVOIS_CLIENT_SECRET: 'y' }).myInvois).toMatchObject({
      apiUrl: 'https://preprod-api.myinvois.hasil.gov.my',
      portalUrl: 'https://preprod.myinvois.hasil.gov.my',
    });
    expect(
      loadConfig({ MYINVOIS_CLIENT_ID: 'x', MYINVOIS_CLIENT_SECRET: 'y', MYINVOIS_ENV: 'production' }).myInvois!.apiUrl,
    ).toBe('https://api.myinvois.hasil.gov.my');
    expect(loadConfig({}).myInvois).toBeNull();
  });
});
