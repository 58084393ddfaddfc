import fs from 'node:fs';
import path from 'node:path';
import { LEAD_IMAGE_ATTRIBUTE, productImage, slideImage } from '@shop/contract';
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
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
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
    const res = await t.app.inject({ method: 'POST', url: '/api/product/fetchProducts', payload: { page: 1, amount: 1e6 } });
    expect(res.statusCode).toBe(200);
    expect(res.json().products.length).toBeLessThanOrEqual(48);
  });

  it('carries a request id header', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'abc-123' } });
    expect(res.headers['x-request-id']).toBe('abc-123');
  });
});

describe('serving the storefront', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    // A stand-in build, so this test does not depend on running Vite.
    dist = path.join(t.config.dataDir, 'web');
    fs.mkdirSync(path.join(dist, 'assets'), { recursive: true });
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><title>Shop</title></head><body><div id="root"></div></body></html>');
    fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)'.repeat(200));
    await t.app.close();
    const { buildApp } = await import('../src/app.ts');
    t.app = await buildApp({ ...t.config, webDist: dist }, { database: t.database });
  });
  afterAll(() => t.close());

  it.each(['/', '/collection', '/product/abc', '/news/3', '/checkout/xyz', '/my-profile'])('deep link %s loads the app', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<div id="root">');
  });

  it('names the opening image of the home and product pages in the HTML so its download starts at once', async () => {
    const preloads = async (url: string) =>
      [...(await t.app.inject({ method: 'GET', url })).body.matchAll(/<link rel="preload" as="image"[^>]*>/g)].map((m) => m[0]);
    const decode = (s: string) => s.replace(/&amp;/g, '&').replace(/&quot;/g, '"');
    const attr = (link: string, name: string) => decode(new RegExp(` ${name}="([^"]*)"`).exec(link)?.[1] ?? '');

    const slides = (await t.app.inject({ method: 'GET', url: '/api/custom/getSliderImages' })).json<{ sliderImages: string[] }>().sliderImages;
    expect(slides.length).toBeGreaterThan(0);
    const [home] = await preloads('/');
    expect(home).toBeDefined();
    expect(attr(home!, 'href')).toBe(slideImage(slides[0]!).src);
    expect(attr(home!, 'imagesrcset')).toBe(slideImage(slides[0]!).srcSet);
    expect(attr(home!, 'imagesizes')).toBe(slideImage(slides[0]!).sizes);
    expect(attr(home!, LEAD_IMAGE_ATTRIBUTE)).toBe('slide');

    const { products } = (await t.app.inject({ method: 'GET', url: '/api/product/list' })).json<{ products: { id: string; image: string[] }[] }>();
    const product = products.find((p) => p.image.length > 0)!;
    const [main] = await preloads(`/product/${product.id}`);
    expect(attr(main!, 'href')).toBe(product.image[0]);
    expect(attr(main!, 'imagesrcset')).toBe(productImage(product.image[0]!).srcSet);
    expect(attr(main!, LEAD_IMAGE_ATTRIBUTE)).toBe('product');
    const page = (await t.app.inject({ method: 'GET', url: `/product/${product.id}` })).body;
    expect(page.indexOf('rel="preload"')).toBeLessThan(page.indexOf('</head>'));

    expect(await preloads('/product/00000000-0000-4000-8000-000000000000')).toEqual([]);
    expect(await preloads('/product/abc')).toEqual([]);
    expect(await preloads('/collection')).toEqual([]);
  });

  it('carries the answers to the first calls in the page, as the calls themselves answer them', async () => {
    const block = (html: string) => /<script type="application\/json" id="first-answers">([^<]*)<\/script>/.exec(html)?.[1];
    const home = block((await t.app.inject({ method: 'GET', url: '/' })).body);
    expect(home).toBeDefined();
    const answers = JSON.parse(home!) as Record<string, unknown>;
    expect(Object.keys(answers).sort()).toEqual(
      ['/api/custom/getSliderImages', '/api/custom/settings', '/api/product/list?view=bestsellers', '/api/product/list?view=latest'].sort(),
    );
    for (const [url, answer] of Object.entries(answers)) {
      expect(answer).toEqual((await t.app.inject({ method: 'GET', url })).json());
    }
    const product = block((await t.app.inject({ method: 'GET', url: '/collection' })).body);
    expect(Object.keys(JSON.parse(product!) as object)).toEqual(['/api/custom/settings']);
    expect(block((await t.app.inject({ method: 'GET', url: '/no-such-page' })).body)).toBeUndefined();
  });

  it('keeps the server entry of a build from browsers', async () => {
    fs.mkdirSync(path.join(dist, 'ssr'), { recursive: true });
    fs.writeFileSync(path.join(dist, 'ssr', 'secret.js'), 'export {}');
    expect((await t.app.inject({ method: 'GET', url: '/ssr/secret.js' })).statusCode).toBe(404);
  });

  it('still loads the app for an unknown page but says 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/no-such-page' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<div id="root">');
  });

  it('serves hashed assets with a long cache and compression', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
    expect(['gzip', 'br']).toContain(res.headers['content-encoding']);
  });

  it('answers a missing asset with 404, not the app', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(res.statusCode).toBe(404);
  });
});
