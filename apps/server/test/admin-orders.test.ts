import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderEvents, orders } from './helpers/tables.ts';
import { localStorage, privateRoot } from '../src/adapters/storage.ts';
import { insertTestOrder, pngImage } from './helpers/admin.ts';
import { outboxFiles, readMail } from './helpers/outbox.ts';
import { createTestApp, dbKinds, type TestApp } from './helpers/test-app.ts';
import { createUser, type TestUser } from './helpers/users.ts';

describe.each(dbKinds)('orders desk on %s', (kind) => {
  let t: TestApp;
  let staff: TestUser;
  let shopper: TestUser;
  beforeAll(async () => {
    t = await createTestApp(kind);
    staff = await createUser(t.database.db, { role: 'staff', name: 'Nurul (staff)' });
    shopper = await createUser(t.database.db, { name: 'Aisyah Rahman' });
  });
  afterAll(() => t.close());

  const act = (id: string, action: string, reason?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${id}/action`,
      headers: { token: staff.token },
      payload: { action, ...(reason ? { reason } : {}) },
    });
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { token: staff.token } });

  it('walks a pickup order from submitted payment to Completed, recording every step', async () => {
    const id = await insertTestOrder(t.database.db, shopper.id, {
      status: 'Payment Submitted',
      ocrText: 'Transfer to Roti & Rupa RM 20.00',
    });
    const before = (await get(`/api/admin/orders/${id}`)).json().order;
    expect(before).toMatchObject({
      status: 'Payment Submitted',
      actions: ['verify', 'reject', 'cancel'],
      ocrText: 'Transfer to Roti & Rupa RM 20.00',
    });

    for (const [action, status] of [
      ['verify', 'Payment Verified'],
      ['prepare', 'Preparing'],
      ['ready', 'Ready for Pickup'],
      ['complete', 'Completed'],
    ] as const) {
      const res = await act(id, action);
      expect(res.statusCode, action).toBe(200);
      expect(res.json().order.status).toBe(status);
    }
    const detail = (await get(`/api/admin/orders/${id}`)).json().order;
    expect(detail.actions).toEqual([]);
    expect(
      detail.events.map((e: { from: string | null; to: string; actor: string }) => [e.from, e.to, e.actor]),
    ).toEqual([
      [null, 'Payment Submitted', 'Customer'],
      ['Payment Submitted', 'Payment Verified', 'Nurul (staff)'],
      ['Payment Verified', 'Preparing', 'Nurul (staff)'],
      ['Preparing', 'Ready for Pickup', 'Nurul (staff)'],
      ['Ready for Pickup', 'Completed', 'Nurul (staff)'],
    ]);
    const stored = await t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, id));
    expect(stored.filter((e) => e.actorUserId === staff.id)).toHaveLength(4);

    // The customer sees the same timeline, without staff names.
    const mine = await t.app.inject({
      method: 'POST',
      url: '/api/order/orderdetail',
      headers: { token: shopper.token },
      payload: { orderId: id },
    });
    expect(mine.json().orderDetail.status).toBe('Completed');
    expect(JSON.stringify(mine.json())).not.toContain('Nurul');
  });

  it('answers 409 for a move its status does not allow, and for the wrong service type', async () => {
    const id = await insertTestOrder(t.database.db, shopper.id, { status: 'Order Placed' });
    const early = await act(id, 'prepare');
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toContain('Order Placed');
    const verify = await act(id, 'verify');
    expect(verify.statusCode).toBe(409);

    const delivery = await insertTestOrder(t.database.db, shopper.id, {
      status: 'Preparing',
      serviceType: 'delivery',
      outletId: null,
    });
    expect((await act(delivery, 'ready')).statusCode).toBe(409);
    expect((await act(delivery, 'dispatch')).json().order.status).toBe('Out for Delivery');
    // Cancelling is only possible before Preparing.
    expect((await act(delivery, 'cancel', 'Customer asked')).statusCode).toBe(409);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, delivery));
    expect(row!.status).toBe('Out for Delivery');
  });

  it('lets only one of two simultaneous clicks win', async () => {
    const id = await insertTestOrder(t.database.db, shopper.id, { status: 'Payment Submitted' });
    const [a, b] = await Promise.all([act(id, 'verify'), act(id, 'verify')]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const events = await t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, id));
    expect(events.filter((e) => e.toStatus === 'Payment Verified')).toHaveLength(1);
  });

  it('rejects a payment with a reason the customer sees, and gives a new payment window', async () => {
    const id = await insertTestOrder(t.database.db, shopper.id, {
      status: 'Payment Submitted',
      email: 'rejected@example.com',
    });
    const noReason = await act(id, 'reject');
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toMatch(/^reason: /);
    const res = await act(id, 'reject', 'The screenshot shows RM 2.00, not RM 20.00.');
    expect(res.json().order).toMatchObject({ status: 'Order Placed', actions: ['cancel'] });
    expect(res.json().order.paymentDeadline).toBeGreaterThan(Date.now() + 100 * 60_000);
    const mine = await t.app.inject({
      method: 'POST',
      url: '/api/order/orderdetail',
      headers: { token: shopper.token },
      payload: { orderId: id },
    });
    expect(mine.json().orderDetail.events.at(-1)).toMatchObject({
      status: 'Order Placed',
      reason: 'The screenshot shows RM 2.00, not RM 20.00.',
    });
    // The order mail tells the customer why, at the account's own email (not the form's contact email).
    // Polled over the whole outbox: mails are sent after the answer, and earlier tests mail this shopper too.
    await expect
      .poll(async () => {
        const mails = await Promise.all(outboxFiles(t.config.dataDir).map(readMail));
        return mails.some(
          (m) =>
            m.to?.some((a) => 'address' in a && a.address === shopper.email) &&
            m.text?.includes('The screenshot shows RM 2.00, not RM 20.00.'),
        );
      })
      .toBe(true);

    const cancel = await act(id, 'cancel', 'Customer asked by phone');
    expect(cancel.json().order.status).toBe('Order Cancelled');
  });

  it('answers 404 for an unknown order and 400 for an unknown action', async () => {
    expect((await act('00000000-0000-4000-8000-000000000000', 'verify')).statusCode).toBe(404);
    expect((await act('not-a-uuid', 'verify')).statusCode).toBe(404);
    const id = await insertTestOrder(t.database.db, shopper.id);
    expect((await act(id, 'teleport')).statusCode).toBe(400);
  });

  it('lists newest first with filters, search and paging', async () => {
    const other = await createUser(t.database.db);
    const base = Date.UTC(2030, 0, 1);
    const ids: string[] = [];
    for (let i = 0; i < 30; i++) {
      ids.push(
        await insertTestOrder(t.database.db, other.id, {
          status: i % 3 === 0 ? 'Preparing' : 'Payment Submitted',
          serviceType: i % 2 === 0 ? 'pickup' : 'delivery',
          outletId: i % 2 === 0 ? 2 : null,
          slotDate: '2030-02-02',
          slot: i < 10 ? '12:00 - 13:00' : '13:00 - 14:00',
          firstName: `Listed${i}`,
          email: `listed${i}@example.com`,
          phone: `01900000${String(i).padStart(2, '0')}`,
          createdAt: new Date(base + i * 60_000),
        }),
      );
    }
    const page1 = (await get('/api/admin/orders?date=2030-02-02')).json();
    expect(page1.orders).toHaveLength(25);
    expect(page1.hasMore).toBe(true);
    expect(page1.orders[0].id).toBe(ids[29]);
    const page2 = (await get('/api/admin/orders?date=2030-02-02&page=2')).json();
    expect(page2.orders.map((o: { id: string }) => o.id)).toEqual(ids.slice(0, 5).reverse());
    expect(page2.hasMore).toBe(false);

    const filtered = (
      await get(
        '/api/admin/orders?date=2030-02-02&status=Preparing&serviceType=pickup&outletId=2&slot=13:00%20-%2014:00',
      )
    ).json();
    expect(filtered.orders.map((o: { customerName: string }) => o.customerName)).toEqual([
      'Listed24 Rahman',
      'Listed18 Rahman',
      'Listed12 Rahman',
    ]);
    expect(filtered.orders[0]).toMatchObject({ outletTitle: expect.any(String), itemCount: 2 });

    for (const q of [ids[7]!, ids[7]!.slice(0, 8), 'Listed7 rah', 'LISTED7@example', '0190000007']) {
      const found = (await get(`/api/admin/orders?q=${encodeURIComponent(q)}`)).json();
      expect(
        found.orders.map((o: { id: string }) => o.id),
        q,
      ).toEqual([ids[7]]);
    }
    expect((await get('/api/admin/orders?q=%25')).json().orders.length).toBe(0);
    // Letters with digits are not a phone: an id's first part is not searched for its digits alone.
    expect((await get('/api/admin/orders?q=ab0000007')).json().orders).toEqual([]);
    const tooFar = await get('/api/admin/orders?page=401');
    expect(tooFar.statusCode).toBe(400);
    expect((await get('/api/admin/orders?slot=25:00')).statusCode).toBe(400);
  });

  it("groups a day's orders by slot with the items to prepare", async () => {
    const other = await createUser(t.database.db);
    await insertTestOrder(t.database.db, other.id, { slotDate: '2031-03-03', slot: '15:00 - 16:00' });
    await insertTestOrder(t.database.db, other.id, {
      slotDate: '2031-03-03',
      slot: '15:00 - 16:00',
      serviceType: 'delivery',
      outletId: null,
    });
    await insertTestOrder(t.database.db, other.id, { slotDate: '2031-03-03', slot: '10:00 - 11:00' });
    await insertTestOrder(t.database.db, other.id, {
      slotDate: '2031-03-03',
      slot: '11:00 - 12:00',
      status: 'Order Cancelled',
    });
    const day = (await get('/api/admin/orders/today?date=2031-03-03')).json();
    expect(day.slots.map((s: { slot: string }) => s.slot)).toEqual(['10:00 - 11:00', '15:00 - 16:00']);
    expect(day.slots[1].orders.map((o: { serviceType: string }) => o.serviceType)).toEqual(['delivery', 'pickup']);
    expect(day.slots[1].items).toHaveLength(1);
    expect(day.slots[1].items[0].quantity).toBe(4);
  });

  it('serves the payment screenshot only through the authorised admin URL', async () => {
    const key = 'payments/test-aaaaaaaaaaaa.webp';
    await localStorage(privateRoot(t.config)).put(key, await pngImage(50, 50));
    const id = await insertTestOrder(t.database.db, shopper.id, { screenshotKey: key });
    const url = (await get(`/api/admin/orders/${id}`)).json().order.screenshotUrl;
    expect(url).toBe(`/api/admin/orders/${id}/screenshot?v=aaaaaaaaaaaa`);
    const img = await get(url);
    expect(img.statusCode).toBe(200);
    expect(img.headers['cache-control']).toContain('private');
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: `/media/../private/${key}` })).statusCode).not.toBe(200);
  });
});
