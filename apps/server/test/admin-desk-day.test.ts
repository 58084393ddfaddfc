import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertReportOrder, type ReportOrder } from './helpers/report-orders.ts';
import { outboxFiles, readMail } from './helpers/outbox.ts';
import { createTestApp, dbKinds, type TestApp } from './helpers/test-app.ts';
import { createUser, type TestUser } from './helpers/users.ts';

/** 13:20 on 3 December in the shop: the 10:00-13:00 slots are over, 13:00-14:00 is under way. */
const NOW = new Date('2026-12-03T05:20:00Z');
const TODAY = '2026-12-03';

describe.each(dbKinds)("a staff member's day on the desk on %s", (kind) => {
  let t: TestApp;
  let staff: TestUser;
  let shopper: TestUser;
  beforeAll(async () => {
    t = await createTestApp(kind, { now: () => NOW });
    staff = await createUser(t.database.db, { role: 'staff', name: 'Hafiz (staff)' });
    shopper = await createUser(t.database.db);
  });
  afterAll(() => t.close());

  const order = (o: Partial<ReportOrder>) =>
    insertReportOrder(t.database.db, shopper.id, {
      status: 'Preparing',
      slotDate: TODAY,
      createdAt: new Date('2026-12-01T02:00:00Z'),
      lines: [{ productId: null, name: 'Kaya Puff', feature: 'Box of 6', quantity: 1, unitCents: 1250 }],
      ...o,
    });
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { token: staff.token } });
  const bulk = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/admin/orders/bulk-action', headers: { token: staff.token }, payload });

  it("lists today's orders by slot with the next slot first, and filters by payment method", async () => {
    const over = await order({ slot: '10:00 - 11:00' });
    const late = await order({ slot: '20:00 - 21:00', paymentMethod: 'stripe' });
    const now = await order({ slot: '13:00 - 14:00' });
    const next = await order({ slot: '14:00 - 15:00' });
    const res = await get(`/api/admin/orders?date=${TODAY}&sort=slot`);
    expect(res.statusCode).toBe(200);
    expect(res.json().orders.map((o: { id: string }) => o.id)).toEqual([now, next, late, over]);

    const card = (await get(`/api/admin/orders?date=${TODAY}&paymentMethod=stripe`)).json();
    expect(card.orders.map((o: { id: string }) => o.id)).toEqual([late]);
    expect((await get('/api/admin/orders?paymentMethod=cash')).statusCode).toBe(400);
    expect((await get('/api/admin/orders?sort=cheapest')).statusCode).toBe(400);
  });

  it("moves all of a slot's pickups to Ready for Pickup in one go, each in its timeline with who did it, and mails each shopper", async () => {
    const slot = '16:00 - 17:00';
    const a = await order({ slot });
    const b = await order({ slot });
    const early = await order({ slot, status: 'Payment Verified' });
    const van = await order({ slot, serviceType: 'delivery' });
    const res = await bulk({ action: 'ready', orderIds: [a, b, early, van, 'not-an-order'] });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.moved).toEqual([
      { id: a, status: 'Ready for Pickup' },
      { id: b, status: 'Ready for Pickup' },
    ]);
    expect(body.refused.map((r: { id: string }) => r.id)).toEqual([early, van, 'not-an-order']);
    expect(body.refused[0].message).toContain('Payment Verified');
    expect(body.refused[1].message).toContain('is for pickup orders');
    expect(body.refused[2].message).toBe('Order not found.');

    const detail = (await get(`/api/admin/orders/${a}`)).json().order;
    expect(detail.status).toBe('Ready for Pickup');
    expect(detail.events.at(-1)).toMatchObject({ from: 'Preparing', to: 'Ready for Pickup', actor: 'Hafiz (staff)' });
    expect((await get(`/api/admin/orders/${early}`)).json().order.status).toBe('Payment Verified');
    // Each order's mail goes to its account's own email (here one shopper holds both orders).
    await expect
      .poll(async () => {
        const mails = await Promise.all(outboxFiles(t.config.dataDir).map(readMail));
        return [a, b].filter((id) =>
          mails.some(
            (m) =>
              m.to?.some((x) => 'address' in x && x.address === shopper.email) &&
              m.subject?.includes(id.slice(0, 8).toUpperCase()) &&
              m.subject.includes('Ready for Pickup') &&
              m.text?.includes('Your order is ready for pickup.'),
          ),
        ).length;
      })
      .toBe(2);
  });

  it('asks for a reason before cancelling in bulk, and refuses an empty or oversized selection', async () => {
    const id = await order({ status: 'Order Placed', paymentDeadline: new Date(NOW.getTime() + 3_600_000) });
    const noReason = await bulk({ action: 'cancel', orderIds: [id] });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toContain('Please give a reason');
    expect((await bulk({ action: 'cancel', orderIds: [id], reason: 'Oven broke down' })).json().moved).toEqual([
      { id, status: 'Order Cancelled' },
    ]);
    expect((await bulk({ action: 'ready', orderIds: [] })).json().message).toContain('Choose at least one order.');
    const tooMany = await bulk({ action: 'ready', orderIds: Array.from({ length: 201 }, () => id) });
    expect(tooMany.statusCode).toBe(400);
    const customer = await t.app.inject({
      method: 'POST',
      url: '/api/admin/orders/bulk-action',
      headers: { token: shopper.token },
      payload: { action: 'ready', orderIds: [id] },
    });
    expect(customer.statusCode).toBe(403);
  });
});
