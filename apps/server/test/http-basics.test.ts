import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dbKinds, type TestApp } from './helpers/test-app.ts';

describe.each(dbKinds)('HTTP basics on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('reports health and readiness', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    // Not ready until the search index is loaded; the first ask starts the load.
    const loading = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(loading.statusCode).toBe(503);
    expect(loading.json()).toMatchObject({ success: false, message: 'The search index is still loading.' });
    await expect
      .poll(async () => (await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode, { timeout: 20_000 })
      .toBe(200);
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.json()).toMatchObject({ success: true });
  });

  it('answers an unknown API path with 404 JSON', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toMatchObject({ success: false, message: expect.any(String), requestId: expect.any(String) });
  });

  it('answers malformed JSON with 400, never 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/product/fetchProducts',
      headers: { 'content-type': 'application/json' },
      payload: '{"page": 1,',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: 'The request body is not valid JSON.' });
  });

  it('answers a wrong content type with 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/product/fetchProducts',
      headers: { 'content-type': 'application/xml' },
      payload: '<page>1</page>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().success).toBe(false);
  });

  it.each([
    [{ page: '1', amount: 4 }, 'page'],
    [{ page: 1 }, 'amount'],
    [{ page: 0, amount: 4 }, 'page'],
    [{ page: -3, amount: 4 }, 'page'],
    [{ page: 1.5, amount: 4 }, 'page'],
    [{ page: 1, amount: 4, extra: true }, ''],
  ])('refuses bad fetchProducts body %j with a message', async (payload, field) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/product/fetchProducts', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
    expect(res.json().message).toContain(field);
  });

  it('clamps a huge amount instead of failing', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/product/fetchProducts',
      payload: { page: 1, amount: 1e6 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().products.length).toBeLessThanOrEqual(48);
  });

  it('carries a request id header', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'abc-123' } });
    expect(res.headers['x-request-id']).toBe('abc-123');
  });
});
