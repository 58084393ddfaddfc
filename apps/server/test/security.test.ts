import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, ConfigError } from '../src/config.ts';
import { orders } from './helpers/tables.ts';
import { tileSource } from '../src/lib/security.ts';
import { hashToken, revokeSession } from '../src/modules/auth/sessions.ts';
import { putSettings } from '../src/modules/settings/service.ts';
import { sessions } from './helpers/tables.ts';
import { fillCart, multipart, orderBodyFor, someProducts } from './helpers/checkout.ts';
import { createRouteApp, type ApiRoute } from './helpers/route-app.ts';
import { receiptScreenshot } from './helpers/screenshots.ts';
import { dbKinds, type TestApp } from './helpers/test-app.ts';
import { createUser, type TestUser } from './helpers/users.ts';

const STRIPE_ENV = { STRIPE_SECRET_KEY: 'sk_test_hardening', STRIPE_WEBHOOK_SECRET: 'whsec_hardening' };

describe('tileSource', () => {
  it.each([
    ['https://tile.openstreetmap.org/{z}/{x}/{y}.png', 'https://tile.openstreetmap.org'],
    ['https://{s}.tile.example.net/{z}/{x}/{y}.png', 'https://*.tile.example.net'],
    ['http://localhost:8080/tiles/{z}/{x}/{y}.png', 'http://localhost:8080'],
    ['/tiles/{z}/{x}/{y}.png', null],
    ["https://evil.example'; script-src *", null],
    ['https://a{s}b.example.net/x', null],
  ])('%s -> %s', (template, expected) => {
    expect(tileSource(template)).toBe(expected);
  });
});

describe('secrets in production', () => {
  it('refuses to start with card payments but no webhook signing secret, naming the variable', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', STRIPE_SECRET_KEY: 'sk_live_x' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production', STRIPE_SECRET_KEY: 'sk_live_x' })).toThrow(
      /STRIPE_WEBHOOK_SECRET/,
    );
    expect(loadConfig({ NODE_ENV: 'production', ...STRIPE_ENV }).stripe?.webhookSecret).toBe('whsec_hardening');
    expect(
      loadConfig({ NODE_ENV: 'development', STRIPE_SECRET_KEY: 'sk_test_x' }).stripe?.webhookSecret,
    ).toBeUndefined();
  });
});

describe.each(dbKinds)('security on %s', (kind) => {
  let t: TestApp & { routes: ApiRoute[] };
  let owner: TestUser;
  let other: TestUser;
  let staff: TestUser;
  let orderId: string;

  beforeAll(async () => {
    t = await createRouteApp(kind, { env: STRIPE_ENV });
    const db = t.database.db;
    [owner, other, staff] = await Promise.all([createUser(db), createUser(db), createUser(db, { role: 'staff' })]);
    const [p] = await someProducts(db, 1);
    await fillCart(db, owner.id, [{ productId: p!.id, feature: p!.features[0] ?? '', quantity: 1 }]);
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/order/place',
      headers: { token: owner.token },
      payload: await orderBodyFor(db, owner.id),
    });
    orderId = placed.json().orderId;
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
      headers: { token: owner.token, ...m.headers },
      payload: m.payload,
    });
    expect(up.statusCode).toBe(200);
  });
  afterAll(() => t.close());

  it('sends a strict CSP, no framing, nosniff and no HSTS over plain HTTP', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toMatch(/img-src 'self' data: blob: https:\/\/tile\.openstreetmap\.org/);
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('allows the map tile host the back office configured', async () => {
    const other = await createRouteApp(kind);
    try {
      await putSettings(other.database.db, { mapTileUrl: 'https://{s}.tiles.example.net/{z}/{x}/{y}.png' });
      const res = await other.app.inject({ method: 'GET', url: '/outlets' });
      expect(String(res.headers['content-security-policy'])).toContain(
        "img-src 'self' data: blob: https://*.tiles.example.net;",
      );
    } finally {
      await other.close();
    }
  });

  it('adds HSTS and upgrade-insecure-requests when the shop is served over HTTPS', async () => {
    const https = await createRouteApp(kind, { env: { PUBLIC_URL: 'https://shop.example.com' } });
    try {
      const res = await https.app.inject({ method: 'GET', url: '/healthz' });
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(String(res.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
    } finally {
      await https.close();
    }
  });

  it('refuses JSON bodies over the small default limit with 413, but lets the back office send long texts', async () => {
    const big = { email: `${'a'.repeat(70 * 1024)}@example.com` };
    const res = await t.app.inject({ method: 'POST', url: '/api/newsletter/subscribe', payload: big });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ success: false, message: 'The request is too large.' });
    const admin = await createUser(t.database.db, { role: 'admin' });
    const news = await t.app.inject({
      method: 'POST',
      url: '/api/admin/news',
      headers: { token: admin.token },
      payload: { title: 'x', body: 'y'.repeat(100 * 1024) },
    });
    expect(news.statusCode).not.toBe(413);
    expect(news.statusCode).toBeLessThan(500);
  });

  it('serves a payment screenshot to its owner and staff only, inline with its stored type', async () => {
    const [o] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(o!.screenshotKey).toMatch(/\.webp$/);
    for (const [url, user] of [
      [`/api/order/${orderId}/screenshot`, owner],
      [`/api/admin/orders/${orderId}/screenshot`, staff],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url, headers: { token: user.token } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['content-disposition']).toBe(`inline; filename="payment-${orderId}.webp"`);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cache-control']).toBe('private, max-age=86400');
    }
    const stranger = await t.app.inject({
      method: 'GET',
      url: `/api/order/${orderId}/screenshot`,
      headers: { token: other.token },
    });
    expect(stranger.statusCode).toBe(404);
    const asCustomer = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${orderId}/screenshot`,
      headers: { token: other.token },
    });
    expect(asCustomer.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/media/private/screenshots/${orderId}` })).statusCode).toBe(404);
  });

  describe('authorisation matrix', () => {
    const protectedRoutes = () => t.routes.filter((r) => r.guard !== 'none');

    /** A request that is well formed apart from who sends it, aimed at the owner's order where the route takes one. */
    function requestFor(route: ApiRoute, headers: Record<string, string>): InjectOptions {
      const url = route.url.replace(':id', orderId);
      if (route.url === '/api/order/uploadpayment') {
        const m = multipart(
          { orderId },
          { name: 'r.png', type: 'image/png', data: Buffer.from([0x89, 0x50, 0x4e, 0x47]) },
        );
        return { method: 'POST', url, headers: { ...headers, ...m.headers }, payload: m.payload };
      }
      const withBody = !['GET', 'HEAD', 'DELETE'].includes(route.method);
      return {
        method: route.method as InjectOptions['method'],
        url,
        headers,
        ...(withBody ? { payload: takesOrderId(route) ? { orderId } : {} } : {}),
      };
    }

    const takesOrderId = (route: ApiRoute) => {
      const body = (route.options.schema as { body?: { shape?: Record<string, unknown> } } | undefined)?.body;
      return Boolean(body?.shape && 'orderId' in body.shape);
    };

    const expectRefused = (status: number, allowed: number[], label: string) => {
      expect(allowed, `${label} answered ${status}`).toContain(status);
    };

    it('covers every guarded route', () => {
      const urls = new Set(protectedRoutes().map((r) => r.url));
      expect(urls.size).toBeGreaterThanOrEqual(30);
      for (const u of [
        '/api/order/place',
        '/api/order/:id/screenshot',
        '/api/cart/add',
        '/api/user/profile',
        '/api/admin/orders/:id/action',
      ]) {
        expect(urls).toContain(u);
      }
    });

    it('refuses no token, a revoked token and malformed tokens on every guarded route', async () => {
      const revoked = await createUser(t.database.db);
      const [session] = await t.database.db
        .select()
        .from(sessions)
        .where(eq(sessions.tokenHash, hashToken(revoked.token)));
      await revokeSession(t.database.db, session!.id);
      const cases: [string, Record<string, string>][] = [
        ['no token', {}],
        ['revoked token', { token: revoked.token }],
        ['empty token', { token: '' }],
        ['short token', { token: 'x' }],
        ['jwt-looking token', { token: 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJhZG1pbiJ9.' }],
        ['sql-looking token', { token: "' or 1=1 --" }],
        ['huge token', { token: 'a'.repeat(8000) }],
        ['malformed cookie', { cookie: 'token=%zz%00' }],
      ];
      let calls = 0;
      for (const route of protectedRoutes()) {
        for (const [label, headers] of cases) {
          const res = await t.app.inject(requestFor(route, headers));
          calls++;
          expectRefused(res.statusCode, [401, 403], `${route.method} ${route.url} with ${label}`);
          if (route.method !== 'HEAD')
            expect(res.json()).toMatchObject({ success: false, message: expect.any(String) });
        }
      }
      expect(calls).toBeGreaterThan(200);
    });

    it("refuses a customer's token on every staff route", async () => {
      for (const route of protectedRoutes().filter((r) => r.guard === 'staff')) {
        const res = await t.app.inject(requestFor(route, { token: other.token }));
        expectRefused(res.statusCode, [403], `${route.method} ${route.url}`);
      }
    });

    it("answers 404 to another customer's token on every route that takes an order id, changing nothing", async () => {
      const idRoutes = protectedRoutes().filter(
        (r) => r.guard === 'user' && (r.url.includes(':id') || takesOrderId(r) || r.url === '/api/order/uploadpayment'),
      );
      expect(idRoutes.map((r) => r.url)).toEqual(
        expect.arrayContaining([
          '/api/order/orderdetail',
          '/api/order/cancel',
          '/api/order/stripe/resume',
          '/api/order/uploadpayment',
          '/api/order/:id/screenshot',
        ]),
      );
      const [before] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
      for (const route of idRoutes) {
        const res = await t.app.inject(requestFor(route, { token: other.token }));
        expectRefused(res.statusCode, [404], `${route.method} ${route.url}`);
      }
      const [after] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
      expect(after).toEqual(before);
    });
  });
});
