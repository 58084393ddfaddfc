import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outlets } from './helpers/tables.ts';
import { csvField } from '../src/modules/admin/csv.ts';
import { insertProduct, insertReportOrder } from './helpers/report-orders.ts';
import { createTestApp, dbKinds, type TestApp } from './helpers/test-app.ts';
import { createUser, type TestUser } from './helpers/users.ts';

/** 00:30 on 1 December in Kuala Lumpur, still 30 November in UTC: "tomorrow" must be 2 December. */
const NOW = new Date('2026-11-30T16:30:00Z');
const LONG_AGO = new Date('2026-06-01T04:00:00Z');
const ROTI = 'Roti "Sarang", Besar';
const MOONCAKE = '月饼 Kuih Bulan Teratai';

describe.each(dbKinds)('production sheet on %s', (kind) => {
  let t: TestApp;
  let staff: TestUser;
  let shopper: TestUser;
  let titles: Map<number, string>;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp(kind, { now: () => NOW });
    const db = t.database.db;
    staff = await createUser(db, { role: 'staff' });
    shopper = await createUser(db);
    titles = new Map(
      (await db.select({ id: outlets.id, title: outlets.title }).from(outlets)).map((o) => [o.id, o.title]),
    );
    const roti = await insertProduct(db, {
      name: ROTI,
      category: 'Bakery',
      subCategory: 'Bread',
      priceCents: 850,
      features: ['Whole', 'Kaya, pandan'],
    });
    const mooncake = await insertProduct(db, {
      name: MOONCAKE,
      category: 'Bakery',
      subCategory: 'Cakes',
      priceCents: 2200,
      features: [],
    });
    const line = (productId: string | null, name: string, feature: string, quantity: number) => ({
      productId,
      name,
      feature,
      quantity,
      unitCents: 1000,
    });
    const place = async (key: string, o: Parameters<typeof insertReportOrder>[2]) => {
      ids[key] = await insertReportOrder(db, shopper.id, o);
    };
    await place('verifiedOutlet1', {
      status: 'Payment Verified',
      outletId: 1,
      createdAt: LONG_AGO,
      lines: [line(roti, ROTI, 'Whole', 3)],
    });
    await place('cardPlacedOutlet2', {
      status: 'Order Placed',
      paymentMethod: 'stripe',
      outletId: 2,
      createdAt: new Date(NOW.getTime() - 10 * 60_000),
      paymentDeadline: new Date(NOW.getTime() + 110 * 60_000),
      lines: [line(roti, ROTI, 'Whole', 2), line(roti, ROTI, 'Kaya, pandan', 1), line(mooncake, MOONCAKE, '', 1)],
    });
    await place('submittedDelivery', {
      status: 'Payment Submitted',
      serviceType: 'delivery',
      slot: '21:00 - 22:00',
      firstName: 'Wei Ling',
      createdAt: LONG_AGO,
      lines: [line(mooncake, MOONCAKE, '', 4)],
    });
    await place('readyOutlet1', {
      status: 'Ready for Pickup',
      outletId: 1,
      slot: '21:00 - 22:00',
      createdAt: LONG_AGO,
      lines: [line(null, 'Retired Bun', 'Plain', 6)],
    });
    // None of these is to be made on 2 December:
    await place('cancelled', {
      status: 'Order Cancelled',
      outletId: 1,
      createdAt: LONG_AGO,
      lines: [line(roti, ROTI, 'Whole', 40)],
    });
    await place('expiredUnpaid', {
      status: 'Order Placed',
      outletId: 1,
      createdAt: new Date(NOW.getTime() - 3 * 3_600_000),
      paymentDeadline: new Date(NOW.getTime() - 3_600_000),
      lines: [line(roti, ROTI, 'Whole', 50)],
    });
    // The shop's last slot of 1 December (21:00-22:00 there, 13:00-14:00 UTC) belongs to that day's sheet.
    await place('otherDay', {
      status: 'Payment Verified',
      outletId: 1,
      slotDate: '2026-12-01',
      slot: '21:00 - 22:00',
      createdAt: LONG_AGO,
      lines: [line(roti, ROTI, 'Whole', 70)],
    });
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { token: staff.token } });

  it('defaults to tomorrow in shop time and sums every order to be fulfilled, per kind, slot and place', async () => {
    const res = await get('/api/admin/production-sheet');
    expect(res.statusCode).toBe(200);
    const sheet = res.json();
    expect(sheet).toMatchObject({
      date: '2026-12-02',
      location: 'all',
      locationLabel: 'All outlets and delivery',
      orderCount: 4,
    });
    expect(sheet.slots).toEqual(['10:00 - 11:00', '21:00 - 22:00']);
    const labels = sheet.columns.map((c: { label: string }) => c.label);
    expect(labels.at(-1)).toBe('Delivery');
    expect([...labels].sort()).toEqual([titles.get(1), titles.get(2), 'Delivery'].sort());
    const col = (label: string) => labels.indexOf(label);

    expect(sheet.groups.map((g: { kind: string }) => g.kind)).toEqual(['Bakery · Bread', 'Bakery · Cakes', 'Other']);
    const [bread, cakes, other] = sheet.groups;
    expect(bread.lines.map((l: { feature: string; total: number }) => [l.feature, l.total])).toEqual([
      ['Kaya, pandan', 1],
      ['Whole', 5],
    ]);
    const whole = bread.lines[1];
    expect(whole.bySlot).toEqual([5, 0]);
    expect(whole.byColumn[col(titles.get(1)!)]).toBe(3);
    expect(whole.byColumn[col(titles.get(2)!)]).toBe(2);
    expect(whole.byColumn[col('Delivery')]).toBe(0);
    expect(whole.orders.map((o: { id: string }) => o.id).sort()).toEqual(
      [ids.verifiedOutlet1, ids.cardPlacedOutlet2].sort(),
    );

    expect(cakes.lines).toHaveLength(1);
    expect(cakes.lines[0]).toMatchObject({ name: MOONCAKE, total: 5, bySlot: [1, 4] });
    expect(cakes.lines[0].byColumn[col('Delivery')]).toBe(4);
    expect(cakes.lines[0].orders).toContainEqual({
      id: ids.submittedDelivery,
      customerName: 'Wei Ling Aminah',
      status: 'Payment Submitted',
      slot: '21:00 - 22:00',
      column: 'delivery',
      quantity: 4,
    });
    // A product removed from the catalogue since is still baked for the orders that hold it.
    expect(other.lines[0]).toMatchObject({ name: 'Retired Bun', feature: 'Plain', total: 6, bySlot: [0, 6] });

    const everyOrder = JSON.stringify(sheet);
    for (const left of [ids.cancelled, ids.expiredUnpaid, ids.otherDay]) expect(everyOrder).not.toContain(left);
  });

  it('narrows to one outlet or to delivery, and takes another day', async () => {
    const one = (await get('/api/admin/production-sheet?date=2026-12-02&location=1')).json();
    expect(one).toMatchObject({ location: '1', locationLabel: titles.get(1), orderCount: 2 });
    expect(one.columns).toEqual([{ key: 'outlet-1', label: titles.get(1) }]);

    const van = (await get('/api/admin/production-sheet?date=2026-12-02&location=delivery')).json();
    expect(van).toMatchObject({ locationLabel: 'Delivery', orderCount: 1, slots: ['21:00 - 22:00'] });

    const before = (await get('/api/admin/production-sheet?date=2026-12-01')).json();
    expect(before.groups[0].lines[0]).toMatchObject({ name: ROTI, total: 70 });

    const empty = (await get('/api/admin/production-sheet?date=2027-01-05')).json();
    expect(empty).toMatchObject({ orderCount: 0, slots: [], columns: [], groups: [] });
  });

  it('answers 4xx with a clear message for a bad day or place', async () => {
    const badDate = await get('/api/admin/production-sheet?date=2026-02-30');
    expect(badDate.statusCode).toBe(400);
    const badPlace = await get('/api/admin/production-sheet?location=bakery-van');
    expect(badPlace.statusCode).toBe(400);
    expect(badPlace.json().message).toContain('Choose all, delivery or an outlet.');
    const unknown = await get('/api/admin/production-sheet?location=9999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('There is no such outlet.');
    const guest = await t.app.inject({ method: 'GET', url: '/api/admin/production-sheet.csv' });
    expect(guest.statusCode).toBe(401);
  });

  it('downloads as CSV a spreadsheet opens right: BOM, CRLF, RFC 4180 quoting, Malay and Chinese intact', async () => {
    const res = await get('/api/admin/production-sheet.csv?date=2026-12-02');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="production-2026-12-02-all.csv"');
    const bytes = res.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString('utf8');
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const places = [titles.get(1)!, titles.get(2)!].sort((a, b) => a.localeCompare(b));
    expect(text.split('\r\n')).toEqual([
      ['Kind', 'Product', 'Option', '10:00 - 11:00', '21:00 - 22:00', ...places, 'Delivery', 'Total']
        .map((f) => csvField(f))
        .join(','),
      `Bakery · Bread,"Roti ""Sarang"", Besar","Kaya, pandan",1,0,${places[0] === titles.get(2) ? '1,0' : '0,1'},0,1`,
      `Bakery · Bread,"Roti ""Sarang"", Besar",Whole,5,0,${places[0] === titles.get(1) ? '3,2' : '2,3'},0,5`,
      `Bakery · Cakes,${MOONCAKE},,1,4,${places[0] === titles.get(2) ? '1,0' : '0,1'},4,5`,
      `Other,Retired Bun,Plain,0,6,${places[0] === titles.get(1) ? '6,0' : '0,6'},0,6`,
      '',
    ]);
  });
});

describe('csv fields', () => {
  it('quotes commas, quotes and line breaks, and defuses formulas', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a, b')).toBe('"a, b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\r\nlines')).toBe('"two\r\nlines"');
    expect(csvField('=SUM(A1:A9)')).toBe("'=SUM(A1:A9)");
    expect(csvField(-3)).toBe('-3');
    expect(csvField('Kuih lapis 千层糕')).toBe('Kuih lapis 千层糕');
  });
});
