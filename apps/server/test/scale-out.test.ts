import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromPostgres, type Database } from '../src/db/client.ts';
import { cartItems, orderEvents, orders } from './helpers/tables.ts';
import { fillCart, multipart, orderBodyFor, someProducts } from './helpers/checkout.ts';
import { receiptScreenshot } from './helpers/screenshots.ts';
import { startServer, type ServerProcess } from './helpers/server-process.ts';
import { withDatabase } from './helpers/templates.ts';
import { createUser, type TestUser } from './helpers/users.ts';

/**
 * Two real server processes on one fresh PostgreSQL database, each with its own DATA_DIR and one
 * shared STORAGE_DIR (the deployment recipe in the README). Whatever a shopper does may land on
 * either instance; the shop must behave as one.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('two instances on one PostgreSQL', () => {
  const url = process.env.TEST_DATABASE_URL ?? 'postgres://localhost/none';
  const name = `storefront_scale_${randomBytes(5).toString('hex')}`;
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-scale-'));
  let a: ServerProcess;
  let b: ServerProcess;
  let database: Database;

  const call = async (
    server: ServerProcess,
    method: string,
    route: string,
    opts: { token?: string; body?: unknown; headers?: Record<string, string>; raw?: Buffer } = {},
  ) => {
    const res = await fetch(`${server.url}${route}`, {
      method,
      headers: {
        ...(opts.token ? { token: opts.token } : {}),
        ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...opts.headers,
      },
      body: opts.raw ?? (opts.body !== undefined ? JSON.stringify(opts.body) : undefined),
    });
    const text = await res.text();
    let json: Record<string, unknown> = {};
    try {
      json = JSON.parse(text) as Record<string, unknown>;
    } catch {
      // binary or HTML answer
    }
    return { status: res.status, json, text, headers: res.headers };
  };
  /** The runs of the instance's payment-deadline job finished so far (its /metrics, ok and failed). */
  const deadlineRuns = async (server: ServerProcess) => {
    const { text } = await call(server, 'GET', '/metrics');
    const counts = text.matchAll(/^job_runs_total\{[^}]*job="payment deadline job"[^}]*\} (\d+)$/gm);
    return [...counts].reduce((sum, m) => sum + Number(m[1]), 0);
  };

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const shared = {
      DATABASE_URL: withDatabase(url, name),
      STORAGE_DIR: path.join(root, 'storage'),
      SEED_DEMO: 'true',
      WEB_DIST: path.join(root, 'no-web'),
      DEADLINE_JOB_INTERVAL_MS: '250',
      METRICS_ENABLED: 'true',
    };
    // Started together: the startup lock must let exactly one of them migrate and seed.
    [a, b] = await Promise.all([
      startServer({ ...shared, DATA_DIR: path.join(root, 'a') }),
      startServer({ ...shared, DATA_DIR: path.join(root, 'b') }),
    ]);
    database = fromPostgres(withDatabase(url, name), 3);
  }, 240_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.close();
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('seeded the shop once although both started at the same moment', async () => {
    const counted = await database.db.execute(sql`select count(*)::int as n from products`);
    const row = (counted as unknown as { rows: { n: number }[] }).rows[0];
    const productsOnB = await call(b, 'GET', '/api/product/list');
    expect(row!.n).toBeGreaterThan(40);
    expect((productsOnB.json.products as unknown[]).length).toBeGreaterThan(0);
  });

  it('accepts a login made on one instance on the other, and a logout on one ends it on both', async () => {
    const user = await createUser(database.db);
    const login = await call(a, 'POST', '/api/user/login', { body: { email: user.email, password: user.password } });
    expect(login.status).toBe(200);
    const token = login.json.token as string;
    expect((await call(b, 'GET', '/api/user/profile', { token })).status).toBe(200);
    expect((await call(b, 'POST', '/api/user/logout', { token })).status).toBe(200);
    expect((await call(a, 'GET', '/api/user/profile', { token })).status).toBe(401);
  });

  it('keeps one cart consistent when edits alternate between the instances', async () => {
    const user = await createUser(database.db);
    const [p1, p2] = await someProducts(database.db, 2);
    const f1 = p1!.features[0] ?? '';
    const f2 = p2!.features[0] ?? '';
    const steps: [ServerProcess, string, unknown][] = [
      [a, '/api/cart/add', { itemId: p1!.id, feature: f1, quantity: 1 }],
      [b, '/api/cart/add', { itemId: p1!.id, feature: f1, quantity: 2 }],
      [a, '/api/cart/add', { itemId: p2!.id, feature: f2, quantity: 1 }],
      [b, '/api/cart/update', { itemId: p2!.id, feature: f2, quantity: 4 }],
      [a, '/api/cart/add', { itemId: p1!.id, feature: f1, quantity: 1 }],
    ];
    for (const [server, route, body] of steps)
      expect((await call(server, 'POST', route, { token: user.token, body })).status).toBe(200);
    const expected = { [p1!.id]: { [f1]: 4 }, [p2!.id]: { [f2]: 4 } };
    for (const server of [a, b]) {
      const cart = await call(server, 'POST', '/api/cart/get', { token: user.token, body: {} });
      expect(cart.json.cartData).toEqual(expected);
    }
    const rows = await database.db.select().from(cartItems).where(eq(cartItems.userId, user.id));
    expect(rows).toHaveLength(2);
  });

  it('counts login rate limits across both instances', async () => {
    const user = await createUser(database.db);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await call(i % 2 === 0 ? a : b, 'POST', '/api/user/login', {
        body: { email: user.email, password: 'wrong password!' },
      });
      statuses.push(res.status);
    }
    // 10 tries per email in 15 minutes (config DEFAULT_AUTH_LIMITS), whichever instance takes them.
    expect(statuses.slice(0, 10).every((s) => s !== 429)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  it('cancels every overdue order exactly once with both deadline jobs running', async () => {
    const [p] = await someProducts(database.db, 1);
    const ids: string[] = [];
    for (let i = 0; i < 10; i++) {
      // One shopper per order: an account may hold only 3 unpaid orders.
      const user = await createUser(database.db);
      await fillCart(database.db, user.id, [{ productId: p!.id, feature: p!.features[0] ?? '', quantity: 1 }]);
      const placed = await call(i % 2 ? a : b, 'POST', '/api/order/place', {
        token: user.token,
        body: await orderBodyFor(database.db, user.id),
        headers: { 'idempotency-key': randomUUID() },
      });
      expect(placed.status, placed.text).toBe(200);
      ids.push(placed.json.orderId as string);
    }
    await database.db
      .update(orders)
      .set({ paymentDeadline: sql`now() - interval '1 minute'` })
      .where(inArray(orders.id, ids));
    await expect
      .poll(
        async () =>
          (await database.db.select({ s: orders.status }).from(orders).where(inArray(orders.id, ids))).every(
            (o) => o.s === 'Order Cancelled',
          ),
        {
          timeout: 15_000,
        },
      )
      .toBe(true);
    // Both jobs keep ticking: once each has finished two more runs, every run that could have
    // overlapped the cancellations (and so cancelled an order twice) has ended.
    const before = await Promise.all([a, b].map(deadlineRuns));
    await expect
      .poll(async () => (await Promise.all([a, b].map(deadlineRuns))).every((n, i) => n >= before[i]! + 2), {
        timeout: 15_000,
      })
      .toBe(true);
    const events = await database.db
      .select({ orderId: orderEvents.orderId })
      .from(orderEvents)
      .where(and(inArray(orderEvents.orderId, ids), eq(orderEvents.toStatus, 'Order Cancelled')));
    expect(events.map((e) => e.orderId).sort()).toEqual([...ids].sort());
  });

  it('serves an upload made through one instance from the other', async () => {
    const admin: TestUser = await createUser(database.db, { role: 'admin' });
    const png = await sharp({ create: { width: 900, height: 1200, channels: 3, background: '#c88a4a' } })
      .png()
      .toBuffer();
    const m = multipart({ kind: 'product' }, { name: 'p.png', type: 'image/png', data: png });
    const up = await call(a, 'POST', '/api/admin/images', { token: admin.token, headers: m.headers, raw: m.payload });
    expect(up.status, up.text).toBe(200);
    const media = await fetch(`${b.url}${up.json.url as string}`);
    expect(media.status).toBe(200);
    expect(media.headers.get('content-type')).toBe('image/webp');

    // A payment screenshot: private storage, read back through the owner's route on the other instance.
    const user = await createUser(database.db);
    const [p] = await someProducts(database.db, 1);
    await fillCart(database.db, user.id, [{ productId: p!.id, feature: p!.features[0] ?? '', quantity: 1 }]);
    const placed = await call(a, 'POST', '/api/order/place', {
      token: user.token,
      body: await orderBodyFor(database.db, user.id),
    });
    const orderId = placed.json.orderId as string;
    const shot = multipart(
      { orderId },
      {
        name: 'r.png',
        type: 'image/png',
        data: await receiptScreenshot({ receiver: 'Roti & Rupa', amount: 'RM 1.00' }),
      },
    );
    const sent = await call(a, 'POST', '/api/order/uploadpayment', {
      token: user.token,
      headers: shot.headers,
      raw: shot.payload,
    });
    expect(sent.status, sent.text).toBe(200);
    const detail = await call(b, 'POST', '/api/order/orderdetail', { token: user.token, body: { orderId } });
    const image = await fetch(`${b.url}${(detail.json.orderDetail as { image: string }).image}`, {
      headers: { token: user.token },
    });
    expect(image.status).toBe(200);
    expect(image.headers.get('content-disposition')).toBe(`inline; filename="payment-${orderId}.webp"`);
  }, 120_000);
});
