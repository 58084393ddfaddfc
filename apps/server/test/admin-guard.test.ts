import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dbKinds, type TestApp } from './helpers/test-app.ts';
import { createUser, type TestUser } from './helpers/users.ts';

/**
 * Every route the Fastify instance knows under /api/admin/, read from the instance itself: its
 * printed route tree, where a child line continues its parent's path one level deeper.
 */
function adminRoutes(t: TestApp): { method: string; url: string }[] {
  const printed = t.app.printRoutes({ commonPrefix: false });
  const stack: string[] = [];
  const routes: { method: string; url: string }[] = [];
  for (const line of printed.split('\n')) {
    const m = /^((?:[│ ] {3})*)[├└]── (\S+)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!m) continue;
    const depth = m[1]!.length / 4;
    const full = (depth > 0 ? stack[depth - 1]! : '') + m[2]!;
    stack[depth] = full;
    stack.length = depth + 1;
    if (!full.startsWith('/api/admin/') || !m[3]) continue;
    for (const method of m[3].split(', ')) {
      if (method === 'HEAD') continue;
      // A plausible id for each parameter, so the guard, not a 404, is what answers.
      routes.push({ method, url: full.replace(/:id\b/g, '1') });
    }
  }
  return routes;
}

describe.each(dbKinds)('admin access on %s', (kind) => {
  let t: TestApp;
  let customer: TestUser;
  let staff: TestUser;
  beforeAll(async () => {
    t = await createTestApp(kind);
    customer = await createUser(t.database.db);
    staff = await createUser(t.database.db, { role: 'staff' });
  });
  afterAll(() => t.close());

  it('finds the back-office routes on the instance', () => {
    const routes = adminRoutes(t);
    expect(routes.length).toBeGreaterThanOrEqual(25);
    expect(routes).toContainEqual({ method: 'POST', url: '/api/admin/orders/1/action' });
    expect(routes).toContainEqual({ method: 'POST', url: '/api/admin/products' });
  });

  it('refuses a guest (401) and a customer (403) on every /api/admin/ route', async () => {
    const failures: string[] = [];
    for (const route of adminRoutes(t)) {
      const method = route.method as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
      const guest = await t.app.inject({
        method,
        url: route.url,
        payload: method === 'GET' || method === 'DELETE' ? undefined : {},
      });
      if (guest.statusCode !== 401) failures.push(`${route.method} ${route.url} guest -> ${guest.statusCode}`);
      const asCustomer = await t.app.inject({
        method,
        url: route.url,
        headers: { token: customer.token },
        payload: method === 'GET' || method === 'DELETE' ? undefined : {},
      });
      if (asCustomer.statusCode !== 403)
        failures.push(`${route.method} ${route.url} customer -> ${asCustomer.statusCode}`);
      else expect(asCustomer.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
    }
    expect(failures).toEqual([]);
  });

  it('lets staff work the orders desk but not change the catalogue or settings', async () => {
    const me = await t.app.inject({ method: 'GET', url: '/api/admin/me', headers: { token: staff.token } });
    expect(me.json()).toMatchObject({ success: true, user: { role: 'staff' } });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/orders', headers: { token: staff.token } })).statusCode,
    ).toBe(200);
    for (const url of [
      '/api/admin/products',
      '/api/admin/settings',
      '/api/admin/shipping',
      '/api/admin/outlets',
      '/api/admin/news',
      '/api/admin/slider',
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: { token: staff.token } });
      expect(res.statusCode, url).toBe(403);
    }
  });
});
