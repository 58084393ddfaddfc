import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Ocr } from '../src/adapters/ocr.ts';
import { orderEvents, orders } from './helpers/tables.ts';
import { cancelOverdueOrders, DEADLINE_REASON, startPaymentDeadlineJob } from '../src/jobs/payment-deadline.ts';
import { transition } from '../src/modules/order/status.ts';
import { createCheckoutApp, placeTestOrder } from './helpers/checkout.ts';
import { dbKinds, type TestApp } from './helpers/test-app.ts';

const noOcr: Ocr = { recognize: async () => '', close: async () => {} };
const HOUR = 3_600_000;

async function placeOrders(t: TestApp, n: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < n; i++) ids.push((await placeTestOrder(t)).res.json().orderId);
  return ids;
}

describe.each(dbKinds)('payment deadline job on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createCheckoutApp(kind, { ocr: noOcr });
  });
  afterAll(() => t.close());

  it('leaves orders inside their 2 hours and cancels them once past, with one event each', async () => {
    const [id] = await placeOrders(t, 1);
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
    const ids = await placeOrders(t, 6);
    const later = new Date(Date.now() + 3 * 3_600_000);
    const [a, b] = await Promise.all([
      cancelOverdueOrders(t.database.db, later),
      cancelOverdueOrders(t.database.db, later),
    ]);
    const mine = (list: string[]) => list.filter((x) => ids.includes(x));
    expect([...mine(a), ...mine(b)].sort()).toEqual([...ids].sort());
    expect(new Set([...mine(a), ...mine(b)]).size).toBe(ids.length);
    const events = await t.database.db.select().from(orderEvents).where(inArray(orderEvents.orderId, ids));
    expect(events.filter((e) => e.toStatus === 'Order Cancelled')).toHaveLength(ids.length);
  });

  it('gives an upload racing the job one winner', async () => {
    const ids = await placeOrders(t, 4);
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

describe.each(dbKinds)('the running deadline job and CLOCK_OFFSET_FILE on %s', (kind) => {
  let t: TestApp;
  let offsetFile: string;
  beforeAll(async () => {
    offsetFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'clock-')), 'offset');
    t = await createCheckoutApp(kind, { ocr: noOcr, env: { CLOCK_OFFSET_FILE: offsetFile } });
  });
  afterAll(() => t.close());

  const statusOf = async (id: string) =>
    (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0]!.status;

  it('dates the deadline by the moved clock and cancels once that clock passes it', async () => {
    fs.writeFileSync(offsetFile, String(HOUR));
    const [id] = await placeOrders(t, 1);
    const [placed] = await t.database.db.select().from(orders).where(eq(orders.id, id!));
    expect(Math.abs(placed!.paymentDeadline.getTime() - (Date.now() + 3 * HOUR))).toBeLessThan(10_000);

    const stop = startPaymentDeadlineJob(t.app, 100);
    try {
      // A run of the job's work on the moved clock leaves the order alone: its deadline is still ahead.
      await cancelOverdueOrders(t.database.db, t.app.config.now());
      expect(await statusOf(id!)).toBe('Order Placed');
      fs.writeFileSync(offsetFile, String(3 * HOUR + 60_000));
      await vi.waitFor(async () => expect(await statusOf(id!)).toBe('Order Cancelled'), {
        timeout: 5000,
        interval: 100,
      });
    } finally {
      stop();
    }
    const events = await t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, id!));
    expect(events.map((e) => e.reason)).toContain(DEADLINE_REASON);
  });
});
