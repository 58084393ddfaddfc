import fs from 'node:fs';
import path from 'node:path';
import { LIMITS, shopClock } from '@shop/contract';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/** Text as React writes it into markup. */
const escaped = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');

/** The page's body markup, up to the framework's hydration data. */
const bodyOf = (html: string) => html.slice(html.indexOf('<body'), html.indexOf('window.__reactRouterContext'));

describe('pages rendered by React Router on the server', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', {}, { env: { WEB_DIST: inject('webBuild') } });
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
  const page = async (url: string, cookie?: string) => (await get(url, cookie ? { cookie } : {})).body;

  it('renders the home page with its loader data, and scripts that carry the response nonce', async () => {
    const res = await get('/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const body = bodyOf(res.body);
    const latest = (await get('/api/product/list?view=latest')).json<{ products: { name: string }[] }>().products;
    expect(latest.length).toBeGreaterThan(0);
    for (const p of latest) expect(body).toContain(escaped(p.name));
    expect(body).toContain('Latest Collections');
    expect(body).toContain('/media/slider/');
    // The opening image is named in the head, so its download starts with the document's.
    expect(res.body.slice(0, res.body.indexOf('</head>'))).toMatch(
      /<link rel="preload" as="image"[^>]*fetchPriority="high"/,
    );
    // Every inline script carries this response's nonce, which the CSP names; none may run without it.
    const nonce = /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))?.[1];
    expect(nonce).toBeTruthy();
    expect(String(res.headers['content-security-policy'])).not.toContain("unsafe-inline' ;");
    // JSON-LD is data the browser never runs, so the CSP does not apply to it.
    const scripts = [...res.body.matchAll(/<script\b[^>]*>/g)]
      .map((m) => m[0])
      .filter((tag) => !tag.includes('application/ld+json'));
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    const again = await get('/');
    expect(again.headers['content-security-policy']).not.toBe(res.headers['content-security-policy']);
  });

  it('renders the collection with its filters from the URL, a product, the news and the outlets', async () => {
    const tops = (
      await t.app.inject({
        method: 'POST',
        url: '/api/product/fetchProducts',
        payload: {
          page: 1,
          amount: LIMITS.collectionPageSize,
          category: ['Men'],
          subCategory: ['Topwear'],
          sort: 'low-high',
        },
      })
    ).json<{ products: { name: string }[] }>().products;
    expect(tops.length).toBeGreaterThan(1);
    const collection = bodyOf(await page('/collection?category=Men&type=Topwear&sort=low-high'));
    const at = tops.map((p) => collection.indexOf(escaped(p.name)));
    expect(at.every((i) => i > 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);

    const product = (await get('/api/product/list?view=latest')).json<{ products: { id: string; name: string }[] }>()
      .products[0]!;
    const productPage = bodyOf(await page(`/product/${product.id}`));
    expect(productPage).toMatch(new RegExp(`<h1[^>]*>${escaped(product.name)}</h1>`));
    const related = (await get(`/api/product/${product.id}/related`)).json<{ products: { name: string }[] }>().products;
    expect(related.length).toBeGreaterThan(0);
    for (const r of related) expect(productPage).toContain(escaped(r.name));

    const news = (await get(`/api/news/all?page=1&limit=${LIMITS.newsPageSize}`)).json<{ items: { title: string }[] }>()
      .items;
    expect(bodyOf(await page('/news'))).toContain(escaped(news[0]!.title));

    const outlets = (await get('/api/outlet/outletList')).json<{ outlets: { title: string }[] }>().outlets;
    const outletsHtml = await page('/outlets');
    expect(bodyOf(outletsHtml)).toContain(escaped(outlets[0]!.title));
    // The map needs a browser: its place is held, and its style sheet is in the head.
    expect(bodyOf(outletsHtml)).toContain('Loading the map');
    expect(outletsHtml.split('</head>')[0]).toMatch(/<link rel="stylesheet" href="[^"]*outlet-map[^"]*\.css"/);
  });

  it("shows the shopper's service choice and bag from their cookies, and shrugs off a broken cookie", async () => {
    const today = shopClock(new Date(), 'Asia/Kuala_Lumpur').date;
    const choice = encodeURIComponent(
      JSON.stringify([
        {
          serviceType: 'pickup',
          calendarDate: today,
          deliveryTime: '10:00 - 11:00',
          outletId: 1,
          outletTitle: 'Test Outlet Bangsar',
        },
      ]),
    );
    const withChoice = bodyOf(await page('/about', `userSelection=${choice}`));
    expect(withChoice).toContain('data-testid="service-bar"');
    expect(withChoice).toContain('Test Outlet Bangsar');
    expect(bodyOf(await page('/about'))).not.toContain('data-testid="service-bar"');
    const broken = await get('/about', { cookie: 'userSelection=%7Bnot-json; guestCartData=%5B1' });
    expect(broken.statusCode).toBe(200);
    expect(bodyOf(broken.body)).not.toContain('data-testid="service-bar"');
  });

  it('answers 404 with the not-found screen for an unknown product, story or page', async () => {
    for (const url of [
      '/product/00000000-0000-4000-8000-000000000000',
      '/product/abc',
      '/news/987654',
      '/news/abc',
      '/no-such-page',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(bodyOf(res.body), url).toContain('could not find that');
    }
  });

  it('renders the pages that depend on a login as their shells, for the browser to fill', async () => {
    for (const url of ['/cart', '/place-order', '/orders', '/my-profile', '/login', '/admin/orders']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('window.__reactRouterContext');
    }
    const backOffice = await get('/admin');
    expect(backOffice.statusCode).toBe(302);
    expect(backOffice.headers.location).toBe('/admin/orders');
  });

  it('names only files the browser build has: every style sheet, script and preload of each page is served', async () => {
    const product = (await get('/api/product/list?view=latest')).json<{ products: { id: string }[] }>().products[0]!;
    for (const url of [
      '/',
      '/collection',
      `/product/${product.id}`,
      '/news',
      '/outlets',
      '/about',
      '/cart',
      '/admin/orders',
    ]) {
      const html = await page(url);
      const named = [...html.matchAll(/<(?:link|script)\b[^>]*\b(?:href|src)="(\/assets\/[^"]+)"/g)].map((m) => m[1]!);
      const imported = [...html.matchAll(/import\("(\/assets\/[^"]+)"\)/g)].map((m) => m[1]!);
      expect(named.length, url).toBeGreaterThan(0);
      for (const asset of new Set([...named, ...imported]))
        expect((await get(asset)).statusCode, `${url} names ${asset}`).toBe(200);
    }
  });

  it('serves hashed assets with a long cache and compression, and nothing of the server build', async () => {
    const html = await page('/');
    const asset = /\/assets\/[\w.-]+\.js/.exec(html)![0];
    const res = await get(asset, { 'accept-encoding': 'gzip, br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
    expect(['gzip', 'br']).toContain(res.headers['content-encoding']);
    // Sent as the build compressed it at brotli's highest quality, not compressed again per request.
    const framework = /\/assets\/framework-[\w-]+\.js/.exec(html)![0];
    const brotli = await get(framework, { 'accept-encoding': 'br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.rawPayload.equals(fs.readFileSync(path.join(inject('webBuild'), 'client', `${framework}.br`)))).toBe(
      true,
    );
    const plain = await get(framework, { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(2 * brotli.rawPayload.length);
    expect((await get('/assets/missing.js')).statusCode).toBe(404);
    expect((await get('/server/index.js')).statusCode).toBe(404);
    expect((await get('/api/no-such-call')).headers['content-type']).toContain('application/json');
  });
});
