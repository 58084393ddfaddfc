import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/**
 * `npm run dev`: Vite runs inside the server in middleware mode and builds the pages on demand. Its
 * middleware sees every request first, so it must leave the API to the server.
 */
describe('pages in development (WEB_DEV)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', {}, { env: { WEB_DEV: 'true' } });
  }, 120_000);
  afterAll(() => t.close());

  it('renders a page from its loader through Vite, with the hot-reload client and the nonce', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/news' });
    expect(res.statusCode).toBe(200);
    const news = (await t.app.inject({ method: 'GET', url: '/api/news/all?page=1&limit=9' })).json<{
      items: { title: string }[];
    }>();
    expect(res.body).toContain(news.items[0]!.title.replace(/&/g, '&amp;'));
    // The hot-reload runtime and the route modules as sources, from Vite.
    expect(res.body).toContain('virtual:react-router/inject-hmr-runtime');
    expect(res.body).toContain('import * as route0 from "/src/app/root.tsx"');
    const nonce = /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))![1]!;
    for (const [tag] of res.body.matchAll(/<script\b[^>]*>/g)) expect(tag).toContain(`nonce="${nonce}"`);
  }, 120_000);

  it('leaves the API, health checks and unknown API paths to the server', async () => {
    const settings = await t.app.inject({ method: 'GET', url: '/api/custom/settings' });
    expect(settings.statusCode).toBe(200);
    expect(settings.json()).toMatchObject({ success: true });
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    const missing = await t.app.inject({ method: 'GET', url: '/api/no-such-call' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toContain('application/json');
  });
});
