import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { TIME_SLOTS } from '@shop/contract';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { fromPostgres } from '../src/db/client.ts';
import { startIntervalJob } from '../src/jobs/interval.ts';
import { cartItems, orderItems, orders } from './helpers/tables.ts';
import { fillCart, multipart, orderBodyFor, someProducts } from './helpers/checkout.ts';
import { TEST_LIMITS_ENV } from './helpers/limits-env.ts';
import { acceptingOcr, createRouteApp } from './helpers/route-app.ts';
import { receiptScreenshot } from './helpers/screenshots.ts';
import { startServer } from './helpers/server-process.ts';
import { tcpRelay } from './helpers/tcp-relay.ts';
import { withDatabase } from './helpers/templates.ts';
import { dbKinds, type TestApp } from './helpers/test-app.ts';
import { createUser } from './helpers/users.ts';

describe.each(dbKinds)('observability on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createRouteApp(kind, { env: { METRICS_ENABLED: 'true' } });
  });
  afterAll(() => t.close());

  it('returns the request id in a header and in every error body, keeping a sane incoming one', async () => {
    const ok = await t.app.inject({ method: 'GET', url: '/api/custom/settings' });
    expect(ok.headers['x-request-id']).toMatch(/^[\w-]{8,}$/);
    for (const res of [
      await t.app.inject({ method: 'GET', url: '/api/nope' }),
      await t.app.inject({ method: 'POST', url: '/api/order/place', payload: {} }),
      await t.app.inject({ method: 'POST', url: '/api/newsletter/subscribe', payload: { email: 3 } }),
      await t.app.inject({ method: 'GET', url: '/api/news/%ff' }),
    ]) {
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.json().requestId, res.body).toBe(res.headers['x-request-id']);
    }
    const quoted = await t.app.inject({ method: 'GET', url: '/api/nope', headers: { 'x-request-id': 'lb-1234' } });
    expect(quoted.headers['x-request-id']).toBe('lb-1234');
    const hostile = await t.app.inject({
      method: 'GET',
      url: '/api/nope',
      headers: { 'x-request-id': 'a b\u00e9<script>' },
    });
    expect(hostile.headers['x-request-id']).not.toContain('<');
  });

  it('exposes Prometheus metrics: requests and latency per route pattern, OCR jobs, orders by status', async () => {
    const user = await createUser(t.database.db);
    const [p] = await someProducts(t.database.db, 1);
    await fillCart(t.database.db, user.id, [{ productId: p!.id, feature: p!.features[0] ?? '', quantity: 1 }]);
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/order/place',
      headers: { token: user.token },
      payload: await orderBodyFor(t.database.db, user.id),
    });
    const orderId = placed.json().orderId as string;
    await t.app.inject({ method: 'GET', url: `/api/product/${p!.id}` });
    await t.app.inject({ method: 'GET', url: '/api/product/no-such-product' });
    const m = multipart(
      { orderId },
      {
        name: 'r.png',
        type: 'image/png',
        data: await receiptScreenshot({ receiver: 'Roti & Rupa', amount: 'RM 10.00' }),
      },
    );
    const up = await t.app.inject({
      method: 'POST',
      url: '/api/order/uploadpayment',
      headers: { token: user.token, ...m.headers },
      payload: m.payload,
    });
    expect(up.statusCode).toBe(200);

    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.body;
    expect(text).toMatch(/^http_requests_total\{method="GET",route="\/api\/product\/:id",status="200"\} 1$/m);
    expect(text).toMatch(/^http_requests_total\{method="GET",route="\/api\/product\/:id",status="404"\} 1$/m);
    expect(text).toMatch(/^http_requests_total\{method="POST",route="\/api\/order\/place",status="200"\} 1$/m);
    expect(text).toMatch(
      /^http_request_duration_seconds_bucket\{le="0\.1",method="GET",route="\/api\/product\/:id"\} \d+$/m,
    );
    expect(text).toMatch(/^http_request_duration_seconds_count\{method="GET",route="\/api\/product\/:id"\} 2$/m);
    expect(text).toMatch(/^ocr_jobs_total\{outcome="ok"\} 1$/m);
    expect(text).toMatch(/^ocr_job_duration_seconds_count 1$/m);
    expect(text).toMatch(/^shop_orders\{status="Payment Submitted"\} [1-9]\d*$/m);
    expect(text).toMatch(/^process_cpu_seconds_total /m);
    expect(text).not.toContain('no-such-product');
  });

  it("counts the background jobs' finished runs by job and outcome", async () => {
    const stops = [
      startIntervalJob(t.app, 'sample job', 3_600_000, async () => {}),
      startIntervalJob(t.app, 'sample job', 3_600_000, async () => {
        throw new Error('sample failure');
      }),
    ];
    try {
      const metrics = async () => (await t.app.inject({ method: 'GET', url: '/metrics' })).body;
      await expect.poll(metrics).toMatch(/^job_runs_total\{job="sample job",outcome="ok"\} 1$/m);
      await expect.poll(metrics).toMatch(/^job_runs_total\{job="sample job",outcome="failed"\} 1$/m);
    } finally {
      for (const stop of stops) stop();
    }
  });

  it('keeps /metrics off unless METRICS_ENABLED is set', async () => {
    const off = await createRouteApp(kind);
    try {
      const res = await off.app.inject({ method: 'GET', url: '/metrics' });
      expect(res.statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('readiness while PostgreSQL goes away and comes back', () => {
  // Collected even when skipped, so nothing here may assume the variable is set.
  const url = process.env.TEST_DATABASE_URL ?? 'postgres://localhost/none';
  const name = `storefront_ready_${randomBytes(5).toString('hex')}`;
  const relay = tcpRelay(Number(new URL(url).port || 5432));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-ready-'));

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name} template ${inject('pgTemplateDb')}`);
    await admin.end();
  });
  afterAll(async () => {
    await relay.stop();
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('/readyz answers 503 quickly while the database is unreachable, API calls and pages 503, and all recover', async () => {
    const port = await relay.start();
    const via = new URL(withDatabase(url, name));
    via.port = String(port);
    const database = fromPostgres(via.toString(), 3);
    // The database going away is under test here, not load: a busy machine must not shed these requests.
    const config = loadConfig({
      ...TEST_LIMITS_ENV,
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      WEB_DIST: inject('webBuild'),
    });
    const app = await buildApp(config, { database, ocr: acceptingOcr });
    try {
      await expect
        .poll(async () => (await app.inject({ method: 'GET', url: '/readyz' })).statusCode, { timeout: 20_000 })
        .toBe(200);
      expect((await app.inject({ method: 'GET', url: '/api/outlet/outletList' })).statusCode).toBe(200);

      await relay.stop();
      const started = Date.now();
      const down = await app.inject({ method: 'GET', url: '/readyz' });
      expect(down.statusCode).toBe(503);
      expect(down.json()).toMatchObject({ success: false, message: 'The database is not reachable.' });
      expect(Date.now() - started).toBeLessThan(4000);
      const api = await app.inject({ method: 'GET', url: '/api/outlet/outletList' });
      expect(api.statusCode).toBe(503);
      expect(api.json()).toMatchObject({ success: false, code: 'UNAVAILABLE', requestId: api.headers['x-request-id'] });
      expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
      const page = await app.inject({ method: 'GET', url: '/outlets' });
      expect(page.statusCode).toBe(503);
      expect(page.headers['content-type']).toContain('text/html');

      await relay.start();
      await expect
        .poll(async () => (await app.inject({ method: 'GET', url: '/readyz' })).statusCode, { timeout: 10_000 })
        .toBe(200);
      expect((await app.inject({ method: 'GET', url: '/api/outlet/outletList' })).statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: '/outlets' })).statusCode).toBe(200);
    } finally {
      await app.close();
      await database.close();
    }
  });
  it('survives connections cut in the middle of 8 order placements: 503s, nothing half-written, then orders again', async () => {
    const port = await relay.start();
    const via = new URL(withDatabase(url, name));
    via.port = String(port);
    const direct = fromPostgres(withDatabase(url, name), 2);
    const env = {
      DATABASE_URL: via.toString(),
      DATA_DIR: path.join(dataDir, 'process'),
      SEED_DEMO: 'false',
      WEB_DIST: path.join(dataDir, 'none'),
    };
    const server = await startServer(env);
    const place = (token: string, body: unknown) =>
      fetch(`${server.url}/api/order/place`, {
        method: 'POST',
        headers: { token, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }).then(async (res) => ({ status: res.status, json: (await res.json()) as Record<string, unknown> }));
    try {
      const [product] = await someProducts(direct.db, 1);
      const shoppers = [];
      for (let i = 0; i < 8; i++) {
        const user = await createUser(direct.db);
        await fillCart(direct.db, user.id, [
          { productId: product!.id, feature: product!.features[0] ?? '', quantity: 1 },
        ]);
        // One order a slot, so capacity never refuses one.
        shoppers.push({
          user,
          body: await orderBodyFor(direct.db, user.id, { service: { deliveryTime: TIME_SLOTS[i]! } }),
        });
      }

      const cut = relay.cutWhenSent('insert into "orders"');
      const answers = Promise.all(shoppers.map((s) => place(s.user.token, s.body)));
      await cut;
      const cutAt = Date.now();
      expect((await fetch(`${server.url}/readyz`)).status).toBe(503);
      const results = await answers;
      for (const r of results) {
        expect([200, 503], JSON.stringify(r.json)).toContain(r.status);
        if (r.status === 503) expect(r.json).toMatchObject({ success: false, code: 'UNAVAILABLE' });
      }
      expect(results.filter((r) => r.status === 503).length).toBeGreaterThan(0);
      expect(server.child.exitCode).toBeNull();

      await new Promise((r) => setTimeout(r, Math.max(0, 3000 - (Date.now() - cutAt))));
      await relay.start();
      await expect.poll(async () => (await fetch(`${server.url}/readyz`)).status, { timeout: 10_000 }).toBe(200);

      for (const [i, s] of shoppers.entries()) {
        const placed = await direct.db.select().from(orders).where(eq(orders.userId, s.user.id));
        const cart = await direct.db.select().from(cartItems).where(eq(cartItems.userId, s.user.id));
        if (results[i]!.status === 200) {
          expect(placed).toHaveLength(1);
          expect(await direct.db.select().from(orderItems).where(eq(orderItems.orderId, placed[0]!.id))).toHaveLength(
            1,
          );
          expect(cart).toHaveLength(0);
          continue;
        }
        // Refused with 503: all or nothing, so either no order and the cart intact, or a committed whole order.
        if (placed.length === 0) {
          expect(cart).toHaveLength(1);
          expect((await place(s.user.token, s.body)).status).toBe(200);
        } else {
          expect(cart).toHaveLength(0);
        }
      }
      expect(server.child.exitCode).toBeNull();
    } finally {
      await server.stop();
      await direct.close();
      await relay.stop();
    }
  });
});
