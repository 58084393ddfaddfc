import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertReportOrder, type ReportOrder } from './helpers/report-orders.ts';
import { createTestApp, dbKinds, type TestApp } from './helpers/test-app.ts';
import { createUser, type TestUser } from './helpers/users.ts';

/** 00:30 on 1 December in Kuala Lumpur (30 November in UTC): the shop's today is 1 December. */
const NOW = new Date('2026-11-30T16:30:00Z');
const at = (iso: string) => new Date(iso);
const minutes = (n: number) => new Date(NOW.getTime() + n * 60_000);

describe.each(dbKinds)('sales dashboard on %s', (kind) => {
  let t: TestApp;
  let staff: TestUser;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp(kind, { now: () => NOW });
    staff = await createUser(t.database.db, { role: 'staff' });
    const shopper = await createUser(t.database.db);
    const line = (name: string, feature: string, quantity: number, unitCents: number) => ({
      productId: null,
      name,
      feature,
      quantity,
      unitCents,
    });
    const place = async (key: string, o: ReportOrder) => {
      ids[key] = await insertReportOrder(t.database.db, shopper.id, o);
    };
    // 23:30 on 30 November in the shop, and 40 minutes later 00:10 on 1 December: two shop days, one UTC day.
    await place('lateNov30', {
      status: 'Payment Verified',
      createdAt: at('2026-11-30T15:30:00Z'),
      lines: [line('Kaya Puff', 'Box of 6', 2, 1250)],
    });
    await place('earlyDec1', {
      status: 'Completed',
      paymentMethod: 'stripe',
      serviceType: 'delivery',
      createdAt: at('2026-11-30T16:10:00Z'),
      lines: [line('Kaya Puff', 'Box of 6', 1, 1250), line('Pandan Chiffon', 'Whole', 1, 4500)],
    });
    // Past 32 bits of cents in one period: sums are bigint.
    await place('bigA', {
      status: 'Preparing',
      createdAt: at('2026-11-15T02:00:00Z'),
      lines: [line('Wedding Cake', 'Five tiers', 1000, 3_000_000)],
      totalCents: 2_000_000_000,
    });
    await place('bigB', {
      status: 'Out for Delivery',
      serviceType: 'delivery',
      createdAt: at('2026-11-15T03:00:00Z'),
      lines: [line('Wedding Cake', 'Five tiers', 1, 100)],
      totalCents: 2_000_000_000,
    });
    // Not paid, or not in the period: never revenue.
    await place('cancelled', {
      status: 'Order Cancelled',
      createdAt: at('2026-11-29T02:00:00Z'),
      lines: [line('Kaya Puff', 'Box of 6', 90, 1250)],
    });
    await place('submitted', {
      status: 'Payment Submitted',
      createdAt: minutes(-20),
      lines: [line('Kaya Puff', 'Box of 6', 80, 1250)],
    });
    await place('atRiskCard', {
      status: 'Order Placed',
      paymentMethod: 'stripe',
      firstName: 'Mei',
      createdAt: minutes(-90),
      paymentDeadline: minutes(30),
      lines: [line('Kaya Puff', 'Box of 6', 70, 1250)],
    });
    await place('atRiskSoon', {
      status: 'Order Placed',
      firstName: 'Ahmad',
      createdAt: minutes(-115),
      paymentDeadline: minutes(5),
      lines: [line('Kaya Puff', 'Box of 6', 1, 1250)],
    });
    await place('notYetAtRisk', {
      status: 'Order Placed',
      createdAt: minutes(-10),
      paymentDeadline: minutes(110),
      lines: [line('Kaya Puff', 'Box of 6', 1, 1250)],
    });
    await place('expired', {
      status: 'Order Placed',
      createdAt: minutes(-130),
      paymentDeadline: minutes(-10),
      lines: [line('Kaya Puff', 'Box of 6', 1, 1250)],
    });
    await place('longAgo', {
      status: 'Completed',
      createdAt: at('2026-10-01T02:00:00Z'),
      lines: [line('Kaya Puff', 'Box of 6', 60, 1250)],
    });
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { token: staff.token } });

  it('counts paid orders per shop-time day over the last 30 days, in MYR, without overflowing', async () => {
    const res = await get('/api/admin/dashboard');
    expect(res.statusCode).toBe(200);
    const d = res.json();
    expect(d).toMatchObject({ from: '2026-11-02', to: '2026-12-01' });
    expect(d.days).toHaveLength(30);
    const day = (date: string) => d.days.find((x: { date: string }) => x.date === date);
    expect(day('2026-11-30')).toEqual({ date: '2026-11-30', orders: 1, revenue: 25 });
    expect(day('2026-12-01')).toEqual({ date: '2026-12-01', orders: 1, revenue: 57.5 });
    expect(day('2026-11-15')).toEqual({ date: '2026-11-15', orders: 2, revenue: 40_000_000 });
    expect(day('2026-11-29')).toEqual({ date: '2026-11-29', orders: 0, revenue: 0 });
    expect(d.paidOrders).toBe(4);
    expect(d.revenue).toBe(40_000_082.5);
  });

  it('shows every status now, top lines by quantity and by revenue, and the service and payment shares', async () => {
    const d = (await get('/api/admin/dashboard')).json();
    const status = Object.fromEntries(d.byStatus.map((s: { status: string; orders: number }) => [s.status, s.orders]));
    expect(status).toEqual({
      'Payment Verified': 1,
      Completed: 2,
      Preparing: 1,
      'Out for Delivery': 1,
      'Order Cancelled': 1,
      'Payment Submitted': 1,
      'Order Placed': 4,
    });
    expect(d.topByQuantity.map((l: { name: string; quantity: number }) => [l.name, l.quantity])).toEqual([
      ['Wedding Cake', 1001],
      ['Kaya Puff', 3],
      ['Pandan Chiffon', 1],
    ]);
    expect(d.topByRevenue[0]).toEqual({
      name: 'Wedding Cake',
      feature: 'Five tiers',
      quantity: 1001,
      revenue: 30_000_001,
    });
    expect(d.topByRevenue.map((l: { name: string }) => l.name)).toEqual([
      'Wedding Cake',
      'Pandan Chiffon',
      'Kaya Puff',
    ]);
    expect(d.byService).toEqual([
      { key: 'delivery', orders: 2, revenue: 20_000_057.5 },
      { key: 'pickup', orders: 2, revenue: 20_000_025 },
    ]);
    expect(d.byPaymentMethod).toEqual([
      { key: 'stripe', orders: 1, revenue: 57.5 },
      { key: 'tng', orders: 3, revenue: 40_000_025 },
    ]);
  });

  it('lists the unpaid orders whose payment window closes within the hour, soonest first', async () => {
    const d = (await get('/api/admin/dashboard')).json();
    expect(d.atRisk.map((o: { id: string }) => o.id)).toEqual([ids.atRiskSoon, ids.atRiskCard]);
    expect(d.atRisk[1]).toEqual({
      id: ids.atRiskCard,
      customerName: 'Mei Aminah',
      paymentMethod: 'stripe',
      total: 875,
      paymentDeadline: minutes(30).getTime(),
    });
  });

  it('takes a chosen period and refuses a backwards or too long one', async () => {
    const oct = (await get('/api/admin/dashboard?from=2026-10-01&to=2026-10-31')).json();
    expect(oct).toMatchObject({ paidOrders: 1, revenue: 750 });
    expect(oct.days).toHaveLength(31);
    expect(oct.topByQuantity).toEqual([{ name: 'Kaya Puff', feature: 'Box of 6', quantity: 60, revenue: 750 }]);
    const backwards = await get('/api/admin/dashboard?from=2026-11-10&to=2026-11-01');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toContain('The period must start on or before its last day.');
    const long = await get('/api/admin/dashboard?from=2020-01-01&to=2026-11-01');
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('Choose a period of at most 366 days.');
  });
});
