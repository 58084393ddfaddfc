import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ocr } from '../src/adapters/ocr.ts';
import { orderEvents, orders } from '../src/db/schema.ts';
import { cancelOverdueOrders, DEADLINE_REASON } from '../src/jobs/payment-deadline.ts';
import { transition } from '../src/modules/order/status.ts';
import { createCheckoutApp, fillCart, orderBodyFor, someProducts } from './helpers/checkout.ts';
import { dbKinds, type TestApp } from './helpers/test-app.ts';
import { createUser } from './helpers/users.ts';

const noOcr: Ocr = { recognize: async () => '', close: async () => {} };

describe.each(dbKinds)('payment deadline job on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createCheckoutApp(kind, { ocr: noOcr });
  });
  afterAll(() => t.close());

  async function placeOrders(n: number): Promise<string[]> {
    const [p] = await someProducts(t.database.db, 1);
    const ids: string[] = [];
    for (let i = 0; i < n; i++) {
      const user = await createUser(t.database.db);
      await fillCart(t.database.db, user.id, [{ productId: p!.id, feature: p!.features[0] ?? '', quantity: 1 }]);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/order/place',
        headers: { token: user.token },
        payload: await orderBodyFor(t.database.db, user.id),
      });
      ids.push(res.json().orderId);
    }
    return ids;
  }

  it('leaves orders inside their 2 hours and cancels them once past, with one event each', async () => {
    const [id] = await placeOrders(1);
    const placedAt = Date.now();
    expect(await cancelOverdueOrders(t.database.db, new Date(placedAt + 119 * 60_000))).not.toContain(id);
    expect(await cancelOverdueOrders(t.database.db, new Date(placedAt + 121 * 60_000))).toContain(id);
    const [o] = await t.database.db.select().from(orders).where(eq(orders.id, id!));
    expect(o!.status).toBe('Order Cancelled');
    const events = await t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, id!));
    expect(events.filter((e) => e.toStatus === 'Order Cancelled').map((e) => e.reason)).toEqual([DEADLINE_REASON]);
    // A later run (another instance, a restart) finds nothing left to do.
    expect(await cancelOverdueOrders(t.database.db, new Date(placedAt + 200 * 60_000))).not.toContain(id);
  });

  it('cancels each overdue order exactly once with two workers running at the same time', async () => {
    const ids = await placeOrders(6);
    const later = new Date(Date.now() + 3 * 3_600_000);
    const [a, b] = await Promise.all([cancelOverdueOrders(t.database.db, later), cancelOverdueOrders(t.database.db, later)]);
    const mine = (list: string[]) => list.filter((x) => ids.includes(x));
    expect([...mine(a), ...mine(b)].sort()).toEqual([...ids].sort());
    expect(new Set([...mine(a), ...mine(b)]).size).toBe(ids.length);
    const events = await t.database.db.select().from(orderEvents).where(inArray(orderEvents.orderId, ids));
    expect(events.filter((e) => e.toStatus === 'Order Cancelled')).toHaveLength(ids.length);
  });

  it('gives an upload racing the job one winner', async () => {
    const ids = await placeOrders(4);
    const later = new Date(Date.now() + 3 * 3_600_000);
    // Each id races a simulated upload commit (the same conditional update the upload uses) against the job.
    const uploads = ids.map((orderId) =>
      transition(t.database.db, { orderId, from: ['Order Placed'], to: 'Payment Submitted', actorUserId: null }),
    );
    const [job, ...uploaded] = await Promise.all([cancelOverdueOrders(t.database.db, later), ...uploads]);
    const rows = await t.database.db.select().from(orders).where(inArray(orders.id, ids));
    for (const [i, id] of ids.entries()) {
      const row = rows.find((r) => r.id === id)!;
      const uploadWon = uploaded[i] !== null;
      expect(uploadWon).toBe(!job.includes(id));
      expect(row.status).toBe(uploadWon ? 'Payment Submitted' : 'Order Cancelled');
    }
  });
});
