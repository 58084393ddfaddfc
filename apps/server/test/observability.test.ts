import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { fromPostgres } from '../src/db/client.ts';
import { fillCart, multipart, orderBodyFor, someProducts } from './helpers/checkout.ts';
import { acceptingOcr, createRouteApp } from './helpers/route-app.ts';
import { receiptScreenshot } from './helpers/screenshots.ts';
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
    const hostile = await t.app.inject({ method: 'GET', url: '/api/nope', headers: { 'x-request-id': 'a b\u00e9<script>' } });
    expect(hostile.headers['x-request-id']).not.toContain('<');
  });

  it('exposes Prometheus metrics: requests and latency per route pattern, OCR jobs, orders by status', async () => {
    const user = await createUser(t.database.db);
    const [p] = await someProducts(t.database.db, 1);
    await fillCart(t.database.db, user.id, [{ productId: p!.id, feature: p!.features[0] ?? '', quantity: 1 }]);
    const placed = await t.app.inject({ method: 'POST', url: '/api/order/place', headers: { token: user.token }, payload: await orderBodyFor(t.database.db, user.id) });
    const orderId = placed.json().orderId as string;
    await t.app.inject({ method: 'GET', url: `/api/product/${p!.id}` });
    await t.app.inject({ method: 'GET', url: '/api/product/no-such-product' });
    const m = multipart({ orderId }, { name: 'r.png', type: 'image/png', data: await receiptScreenshot({ receiver: 'Roti & Rupa', amount: 'RM 10.00' }) });
    const up = await t.app.inject({ method: 'POST', url: '/api/order/uploadpayment', headers: { token: user.token, ...m.headers }, payload: m.payload });
    expect(up.statusCode).toBe(200);

    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.body;
    expect(text).toMatch(/^http_requests_total\{method="GET",route="\/api\/product\/:id",status="200"\} 1$/m);
    expect(text).toMatch(/^http_requests_total\{method="GET",route="\/api\/product\/:id",status="404"\} 1$/m);
    expect(text).toMatch(/^http_requests_total\{method="POST",route="\/api\/order\/place",status="200"\} 1$/m);
    expect(text).toMatch(/^http_request_duration_seconds_bucket\{le="0\.1",method="GET",route="\/api\/product\/:id"\} \d+$/m);
    expect(text).toMatch(/^http_request_duration_seconds_count\{method="GET",route="\/api\/product\/:id"\} 2$/m);
    expect(text).toMatch(/^ocr_jobs_total\{outcome="ok"\} 1$/m);
    expect(text).toMatch(/^ocr_job_duration_seconds_count 1$/m);
    expect(text).toMatch(/^shop_orders\{status="Payment Submitted"\} [1-9]\d*$/m);
    expect(text).toMatch(/^process_cpu_seconds_total /m);
    expect(text).not.toContain('no-such-product');
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

/** A TCP relay to PostgreSQL that the test can cut and restore, like a database restart or a network outage. */
function tcpRelay(targetPort: number) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  let port = 0;
  const start = () =>
    new Promise<number>((resolve) => {
      server = net.createServer((client) => {
        const upstream = net.connect(targetPort, '127.0.0.1');
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on('close', () => sockets.delete(s));
          s.on('error', () => s.destroy());
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as net.AddressInfo).port;
        resolve(port);
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const s of sockets) s.destroy();
      if (server) server.close(() => resolve());
      else resolve();
      server = null;
    });
  return { start, stop };
}

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

  it('/readyz answers 503 quickly while the database is unreachable, API calls 503, and both recover', async () => {
    const port = await relay.start();
    const via = new URL(withDatabase(url, name));
    via.port = String(port);
    const database = fromPostgres(via.toString(), 3);
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, WEB_DIST: path.join(dataDir, 'none') });
    const app = await buildApp(config, { database, ocr: acceptingOcr });
    try {
      expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
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

      await relay.start();
      await expect.poll(async () => (await app.inject({ method: 'GET', url: '/readyz' })).statusCode, { timeout: 10_000 }).toBe(200);
      expect((await app.inject({ method: 'GET', url: '/api/outlet/outletList' })).statusCode).toBe(200);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
