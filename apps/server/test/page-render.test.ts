import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LIMITS, shopClock } from '@shop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

const webEntry = fileURLToPath(new URL('../../web/src/app/entry-server.tsx', import.meta.url));

/** Text as React writes it into markup. */
const escaped = (text: string) =>
  text.replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

/** The markup inside the root element, or '' when the page is left for the browser to render. */
const rootOf = (html: string) => /<div id="root">([\s\S]*?)<\/div><script type="application\/json" id="page-state">/.exec(html)?.[1] ?? '';
const stateOf = (html: string) =>
  JSON.parse(/<script type="application\/json" id="page-state">([^<]*)<\/script>/.exec(html)?.[1] ?? 'null') as {
    cache: { queries: { queryKey: unknown[]; state: { data: unknown } }[] };
    cookies: Record<string, { raw: string; value: unknown }>;
  } | null;

describe('pages rendered by the server', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    // A build whose server entry is the web app's own source (Vitest compiles it as it is imported).
    const dist = path.join(t.config.dataDir, 'web');
    fs.mkdirSync(path.join(dist, 'ssr'), { recursive: true });
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><title>Shop</title><script type="module" crossorigin src="/assets/index.js"></script><link rel="modulepreload" crossorigin href="/assets/framework.js"></head><body><div id="root"></div></body></html>');
    fs.writeFileSync(path.join(dist, 'ssr', 'entry-server.js'), `export * from ${JSON.stringify(webEntry)};`);
    // Vite's manifest, for the parts an about page is drawn with.
    fs.mkdirSync(path.join(dist, '.vite'));
    fs.writeFileSync(
      path.join(dist, '.vite', 'manifest.json'),
      JSON.stringify({
        'src/features/content/routes/about.tsx': { file: 'assets/about.js', imports: ['_button.js', '_framework.js'], css: ['assets/about.css'] },
        'src/app/layout/footer.tsx': { file: 'assets/footer.js', imports: ['_framework.js'] },
        '_button.js': { file: 'assets/button.js', imports: ['_framework.js'] },
        '_framework.js': { file: 'assets/framework.js' },
        'src/features/orders/routes/orders.tsx': { file: 'assets/orders.js' },
      }),
    );
    await t.app.close();
    const { buildApp } = await import('../src/app.ts');
    t.app = await buildApp({ ...t.config, webDist: dist }, { database: t.database });
  });
  afterAll(() => t.close());

  const page = async (url: string, cookie?: string) =>
    (await t.app.inject({ method: 'GET', url, ...(cookie ? { headers: { cookie } } : {}) })).body;

  it('sends the home page drawn, with the data it was drawn from', async () => {
    const html = await page('/');
    const root = rootOf(html);
    const latest = (await t.app.inject({ method: 'GET', url: '/api/product/list?view=latest' })).json<{ products: { name: string }[] }>().products;
    expect(latest.length).toBeGreaterThan(0);
    for (const p of latest) expect(root).toContain(escaped(p.name));
    expect(root).toContain('Latest Collections');
    expect(root).toContain('/media/slider/');
    const keys = stateOf(html)!.cache.queries.map((q) => JSON.stringify(q.queryKey)).sort();
    expect(keys).toEqual(['["products","home","bestsellers"]', '["products","home","latest"]', '["settings"]', '["slider"]']);
    // The links React puts ahead of the tree (the opening image's preload) go to the head.
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toMatch(/<link rel="preload"[^>]* as="image"[^>]*fetchPriority="high"/);
    expect(root.startsWith('<link')).toBe(false);
    // A drawn page carries its data once, in the cache's form.
    expect(html).not.toContain('id="first-answers"');
    // The app's scripts start once the drawn page has painted.
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toMatch(/<script src="\/start-app.js" data-entry="\/assets\/index.js" data-preload="\/assets\/framework.js[^"]*" defer><\/script>/);
  });

  it('draws the collection with its filters from the URL, a product, the news and the outlets', async () => {
    const tops = (await t.app.inject({ method: 'POST', url: '/api/product/fetchProducts', payload: { page: 1, amount: LIMITS.collectionPageSize, category: ['Men'], subCategory: ['Topwear'], sort: 'low-high' } })).json<{ products: { name: string; price: number }[] }>().products;
    expect(tops.length).toBeGreaterThan(1);
    const collection = rootOf(await page('/collection?category=Men&type=Topwear&sort=low-high'));
    const at = tops.map((p) => collection.indexOf(escaped(p.name)));
    expect(at.every((i) => i > 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);

    const product = (await t.app.inject({ method: 'GET', url: '/api/product/list?view=latest' })).json<{ products: { id: string; name: string; description: string }[] }>().products[0]!;
    const productPage = rootOf(await page(`/product/${product.id}`));
    expect(productPage).toMatch(new RegExp(`<h1[^>]*>${escaped(product.name)}</h1>`));
    const related = (await t.app.inject({ method: 'GET', url: `/api/product/${product.id}/related` })).json<{ products: { name: string }[] }>().products;
    expect(related.length).toBeGreaterThan(0);
    for (const r of related) expect(productPage).toContain(escaped(r.name));

    const news = (await t.app.inject({ method: 'GET', url: `/api/news/all?page=1&limit=${LIMITS.newsPageSize}` })).json<{ items: { title: string }[] }>().items;
    expect(rootOf(await page('/news'))).toContain(escaped(news[0]!.title));

    const outlets = (await t.app.inject({ method: 'GET', url: '/api/outlet/outletList' })).json<{ outlets: { title: string }[] }>().outlets;
    const outletsPage = rootOf(await page('/outlets'));
    expect(outletsPage).toContain(escaped(outlets[0]!.title));
    // The map needs a browser: its place is held, and its style sheet is in the head.
    expect(outletsPage).toContain('Loading the map');
    const outletsHead = (await page('/outlets')).split('</head>')[0]!;
    expect(outletsHead).toMatch(/<link rel="stylesheet" href="[^"]*outlet-map[^"]*\.css" data-precedence="default"\/>/);
  });

  it("shows the shopper's service choice and bag from their cookies", async () => {
    const today = shopClock(new Date(), 'Asia/Kuala_Lumpur').date;
    const choice = encodeURIComponent(JSON.stringify([{ serviceType: 'pickup', calendarDate: today, deliveryTime: '10:00 - 11:00', outletId: 1, outletTitle: 'Test Outlet Bangsar' }]));
    const bag = encodeURIComponent(JSON.stringify({ 'item-1': { M: 2 } }));
    const withChoiceHtml = await page('/about', `userSelection=${choice}; guestCartData=${bag}`);
    const withChoice = rootOf(withChoiceHtml);
    expect(withChoice).toContain('data-testid="service-bar"');
    expect(withChoice).toContain('Test Outlet Bangsar');
    // The page carries the server's readings of both cookies, so the browser takes the page over
    // without loading the schemas that check them.
    const state = stateOf(withChoiceHtml)!;
    expect(state.cookies.userSelection).toEqual({
      raw: decodeURIComponent(choice),
      value: { serviceType: 'pickup', calendarDate: today, deliveryTime: '10:00 - 11:00', outletId: 1, outletTitle: 'Test Outlet Bangsar' },
    });
    expect(state.cookies.guestCartData).toEqual({ raw: decodeURIComponent(bag), value: { cart: { 'item-1': { M: 2 } }, clean: true } });
    expect(stateOf(await page('/about'))!.cookies).toEqual({});
    expect(rootOf(await page('/about'))).not.toContain('data-testid="service-bar"');
    // A cookie that is not a valid choice is no choice, not a failed page.
    const brokenHtml = await page('/about', 'userSelection=%7Bnot-json');
    const broken = rootOf(brokenHtml);
    expect(broken).not.toBe('');
    expect(broken).not.toContain('data-testid="service-bar"');
    expect(stateOf(brokenHtml)!.cookies.userSelection).toEqual({ raw: '{not-json', value: null });
  });

  it("names the code of the parts a page was drawn with, for the browser to fetch as it starts", async () => {
    const html = await page('/about');
    const preload = /data-preload="([^"]*)"/.exec(html)?.[1]?.split(' ');
    expect(preload).toEqual(['/assets/framework.js', '/assets/footer.js', '/assets/about.js', '/assets/button.js']);
    // The manifest itself is the server's.
    expect((await t.app.inject({ method: 'GET', url: '/.vite/manifest.json' })).statusCode).toBe(404);
  });

  it('answers 404 for a product or story that does not exist, and leaves its not-found screen to the browser', async () => {
    for (const url of ['/product/00000000-0000-4000-8000-000000000000', '/product/abc', '/news/987654']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.body, url).toContain('<div id="root"></div>');
      expect(res.body, url).toContain('<script type="module" crossorigin src="/assets/index.js"></script>');
    }
  });

  it('leaves to the browser the pages that depend on a login', async () => {
    for (const url of ['/cart', '/place-order', '/orders', '/my-profile', '/login']) {
      const html = await page(url);
      expect(html, url).toContain('<div id="root"></div>');
      expect(html, url).not.toContain('id="page-state"');
      expect(html, url).toContain('id="first-answers"');
      expect(html, url).toContain('<script type="module" crossorigin src="/assets/index.js"></script>');
      expect(html, url).not.toContain('start-app.js');
    }
  });
});
