import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

const form = (fields: Record<string, string>) => ({
  'content-type': 'application/x-www-form-urlencoded',
  payload: new URLSearchParams(fields).toString(),
});

describe("a page's form posted without the page's scripts", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', {}, { env: { WEB_DIST: inject('webBuild') } });
  });
  afterAll(() => t.close());

  it('subscribes to the newsletter through the home page and answers with the page and its message', async () => {
    const { payload, ...headers } = form({ email: `page-${Date.now()}@example.com` });
    const res = await t.app.inject({ method: 'POST', url: '/?index', headers, payload });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('role="status"');
    expect(res.body).toContain('Thanks! Please check your inbox and confirm your subscription.');
  });

  it("marks an address that is not one with the field's message, on the Malay page too", async () => {
    const { payload, ...headers } = form({ email: 'not-an-address' });
    const res = await t.app.inject({ method: 'POST', url: '/ms?index', headers, payload });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('id="newsletter-error"');
    expect(res.body).toContain('aria-invalid="true"');
  });

  it('keeps form bodies out of the API: only pages read them', async () => {
    const { payload, ...headers } = form({ email: 'someone@example.com' });
    const res = await t.app.inject({ method: 'POST', url: '/api/newsletter/subscribe', headers, payload });
    expect(res.statusCode).toBe(415);
  });
});
