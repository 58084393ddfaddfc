import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { createUser } from './helpers/users.ts';

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

  it('logs in through the login page: the session cookie and a redirect to a path of this shop', async () => {
    const user = await createUser(t.app.db);
    const fields = { email: user.email, password: user.password, redirectTo: '//evil.example/x' };
    const { payload, ...headers } = form(fields);
    const res = await t.app.inject({ method: 'POST', url: '/ms/login', headers, payload });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/ms');
    const session = [res.headers['set-cookie'] ?? []].flat().find((c) => c.startsWith('token='));
    expect(session).toMatch(/HttpOnly/i);
    expect(res.body).not.toContain(session!.split(';')[0]!.slice('token='.length));
  });

  it("edits the profile's name with the session cookie, judged same-origin by the page's Host", async () => {
    const user = await createUser(t.app.db);
    const { payload, ...headers } = form({ intent: 'name', name: 'Aminah Yusof' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/my-profile',
      headers: { ...headers, cookie: `token=${user.token}`, host: 'shop.test', origin: 'http://shop.test' },
      payload,
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Your name has been saved.');
    expect(res.body).toContain('Aminah Yusof');
  });

  describe('a form over the size cap', () => {
    const long = form({ intent: 'name', name: 'x'.repeat(100_000) });
    const post = (url: string, headers: Record<string, string>, payload = long.payload) =>
      t.app.inject({ method: 'POST', url, headers: { 'content-type': long['content-type'], ...headers }, payload });
    const browser = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

    it("answers a person's browser with a page saying so, and the way back to the form", async () => {
      const res = await post('/my-profile', { accept: browser });
      expect(res.statusCode).toBe(413);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain('<html lang="en">');
      expect(res.body).toContain('<h1>Your text is too long</h1>');
      expect(res.body).toContain('<a href="/my-profile">Back to the page</a>');
    });

    it('speaks Malay on a Malay page, and to a shopper whose cookie chose Malay', async () => {
      for (const [url, headers] of [
        ['/ms/my-profile', { accept: browser }],
        ['/contact', { accept: browser, cookie: 'lang=ms' }],
      ] as const) {
        const res = await post(url, headers);
        expect(res.statusCode).toBe(413);
        expect(res.body).toContain('<html lang="ms">');
        expect(res.body).toContain('<h1>Teks anda terlalu panjang</h1>');
        expect(res.body).toContain(`<a href="${url}">Kembali ke halaman</a>`);
      }
    });

    it('answers a multipart form as a page too, and never links away from the shop', async () => {
      const boundary = 'x-boundary';
      const payload = `--${boundary}\r\nContent-Disposition: form-data; name="message"\r\n\r\n${'y'.repeat(100_000)}\r\n--${boundary}--\r\n`;
      const res = await t.app.inject({
        method: 'POST',
        url: '//evil.example/x',
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, accept: browser },
        payload,
      });
      expect(res.statusCode).toBe(413);
      expect(res.body).toMatch(/<a href="\/(?!\/)[^"]*">Back to the page<\/a>/);
    });

    it('keeps the JSON 413 for a client that asks for JSON', async () => {
      for (const accept of ['application/json', '*/*']) {
        const res = await post('/my-profile', { accept });
        expect(res.statusCode).toBe(413);
        expect(res.json()).toMatchObject({ success: false, message: 'The request is too large.' });
      }
      const api = await t.app.inject({
        method: 'POST',
        url: '/api/newsletter/subscribe',
        headers: { 'content-type': 'application/json', accept: browser },
        payload: JSON.stringify({ email: 'a@example.com', pad: 'z'.repeat(2_000_000) }),
      });
      expect(api.statusCode).toBe(413);
      expect(api.json()).toMatchObject({ success: false, message: 'The request is too large.' });
    });
  });

  it('refuses a body no form sends with 400, not a server error', async () => {
    const user = await createUser(t.app.db);
    const cookie = `token=${user.token}`;
    const order = '/checkout/00000000-0000-4000-8000-000000000000';
    const cases: { url: string; headers: Record<string, string>; payload?: string }[] = [
      { url: order, headers: { 'content-type': 'application/json' }, payload: '{"intent":"cancel"}' },
      { url: '/logout', headers: { 'content-type': 'application/json' }, payload: '{}' },
      { url: '/logout', headers: {} },
      { url: '/login.data', headers: {} },
      { url: order, headers: { 'content-type': 'text/plain' }, payload: 'intent=cancel' },
      { url: order, headers: { 'content-type': 'multipart/form-data; boundary=x' }, payload: 'garbage' },
    ];
    for (const c of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url: c.url,
        headers: { ...c.headers, cookie },
        payload: c.payload,
      });
      expect(res.statusCode, `${c.url} ${c.headers['content-type'] ?? 'no type'}`).toBe(400);
    }
    // An empty form is still one: the header's Logout posts exactly that with scripts. A browser
    // sends the Host its Origin names (inject's default Host, localhost:80, would fail the API's
    // origin check, and a logout the API refused is no logout).
    const empty = await t.app.inject({
      method: 'POST',
      url: '/logout.data',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        cookie,
        origin: 'http://localhost',
        host: 'localhost',
      },
      payload: '',
    });
    expect(empty.statusCode).toBe(200);
  });

  it('keeps form bodies out of the API: only pages read them', async () => {
    const { payload, ...headers } = form({ email: 'someone@example.com' });
    const res = await t.app.inject({ method: 'POST', url: '/api/newsletter/subscribe', headers, payload });
    expect(res.statusCode).toBe(415);
  });
});
