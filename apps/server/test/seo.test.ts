import { sql } from 'drizzle-orm';
import { formatMoney } from '@shop/contract';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { news as stories } from './helpers/tables.ts';
import { createTestApp, dbKinds, type TestApp } from './helpers/test-app.ts';

const PUBLIC_URL = 'https://shop.example.my';

/** The document's head, as the server rendered it. */
const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));

/** A tag's attribute as React wrote it (values are HTML-escaped). */
const unescape = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

function metaContent(head: string, key: 'name' | 'property', value: string): string | undefined {
  const tag = [...head.matchAll(/<meta\b[^>]*>/g)].map((m) => m[0]).find((t) => t.includes(`${key}="${value}"`));
  const content = tag && /content="([^"]*)"/.exec(tag)?.[1];
  return content === undefined || content === null ? undefined : unescape(content);
}

const titleOf = (head: string) => unescape(/<title>([^<]*)<\/title>/.exec(head)?.[1] ?? '');
const canonicalOf = (head: string) => /<link rel="canonical" href="([^"]*)"/.exec(head)?.[1];

type Ld = Record<string, unknown> & { '@type': string };

function jsonLdOf(html: string): Ld[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Ld,
  );
}

/**
 * A small check of schema.org's definitions for the types the shop writes: the type, the properties
 * search engines require for it, and each property's expected type (schema-dts types the builders at
 * compile time; this checks what the server actually sent).
 */
const ABSOLUTE = /^https?:\/\/[^/]+\//;
const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map(
  (d) => `https://schema.org/${d}`,
);

function checkNode(node: Record<string, unknown>, type: string): string[] {
  const problems: string[] = [];
  const need = (cond: boolean, what: string) => {
    if (!cond) problems.push(`${type}: ${what}`);
  };
  need(node['@type'] === type, `@type is ${String(node['@type'])}`);
  const str = (key: string) => typeof node[key] === 'string' && (node[key] as string).length > 0;
  switch (type) {
    case 'Product': {
      need(str('name'), 'name');
      need(
        Array.isArray(node.image) && (node.image as unknown[]).every((u) => typeof u === 'string' && ABSOLUTE.test(u)),
        'image: absolute URLs',
      );
      const offer = node.offers as Record<string, unknown>;
      problems.push(...checkNode(offer, 'Offer'));
      break;
    }
    case 'Offer':
      need(typeof node.price === 'string' && /^\d+\.\d{2}$/.test(node.price as string), `price ${String(node.price)}`);
      need(node.priceCurrency === 'MYR', 'priceCurrency MYR');
      need(
        ['https://schema.org/InStock', 'https://schema.org/OutOfStock'].includes(node.availability as string),
        'availability',
      );
      break;
    case 'BreadcrumbList': {
      const items = node.itemListElement as Record<string, unknown>[];
      need(Array.isArray(items) && items.length > 0, 'itemListElement');
      items.forEach((item, i) => {
        need(item['@type'] === 'ListItem' && item.position === i + 1, `ListItem ${i + 1} position`);
        need(
          typeof item.name === 'string' && typeof item.item === 'string' && ABSOLUTE.test(item.item as string),
          `ListItem ${i + 1} name and item`,
        );
      });
      break;
    }
    case 'Bakery': {
      need(str('name') && str('telephone'), 'name and telephone');
      const address = node.address as Record<string, unknown>;
      need(
        address?.['@type'] === 'PostalAddress' &&
          typeof address.streetAddress === 'string' &&
          typeof address.addressLocality === 'string',
        'address: PostalAddress',
      );
      const geo = node.geo as Record<string, unknown>;
      need(
        geo?.['@type'] === 'GeoCoordinates' && typeof geo.latitude === 'number' && typeof geo.longitude === 'number',
        'geo: GeoCoordinates',
      );
      const hours = node.openingHoursSpecification as Record<string, unknown>[];
      need(Array.isArray(hours) && hours.length > 0, 'openingHoursSpecification');
      for (const h of hours ?? []) {
        need(
          h['@type'] === 'OpeningHoursSpecification' && DAYS.includes(h.dayOfWeek as string),
          `dayOfWeek ${String(h.dayOfWeek)}`,
        );
        need(
          /^\d{2}:\d{2}$/.test(h.opens as string) && /^\d{2}:\d{2}$/.test(h.closes as string),
          'opens and closes as HH:MM',
        );
      }
      break;
    }
    case 'NewsArticle':
      need(str('headline'), 'headline');
      need(/^\d{4}-\d{2}-\d{2}/.test(node.datePublished as string), 'datePublished');
      need((node.publisher as Record<string, unknown>)?.['@type'] === 'Organization', 'publisher');
      break;
    case 'Organization':
      need(str('name') && typeof node.url === 'string' && ABSOLUTE.test(node.url as string), 'name and url');
      break;
  }
  return problems;
}

const checkLd = (node: Ld) => {
  expect(node['@context']).toBe('https://schema.org');
  expect(checkNode(node, node['@type'])).toEqual([]);
};

describe('link previews, structured data and noindex in the server-rendered HTML', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', {}, { env: { WEB_DIST: inject('webBuild'), PUBLIC_URL } });
  });
  afterAll(() => t.close());

  const html = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode, url).toBe(200);
    return res.body;
  };

  it('gives every public page a title, a description and a canonical URL of its own', async () => {
    const pages = ['/', '/collection', '/news', '/outlets', '/about', '/contact', '/terms'];
    const heads = await Promise.all(pages.map(async (p) => headOf(await html(p))));
    const titles = heads.map(titleOf);
    const descriptions = heads.map((h) => metaContent(h, 'name', 'description'));
    expect(new Set(titles).size).toBe(pages.length);
    expect(new Set(descriptions).size).toBe(pages.length);
    heads.forEach((head, i) => {
      expect(canonicalOf(head), pages[i]).toBe(new URL(pages[i]!, PUBLIC_URL).href);
      expect(metaContent(head, 'property', 'og:url')).toBe(new URL(pages[i]!, PUBLIC_URL).href);
      expect(metaContent(head, 'property', 'og:title')).toBe(titles[i]);
      expect(metaContent(head, 'name', 'twitter:card')).toMatch(/^summary/);
      expect(metaContent(head, 'name', 'robots')).toBeUndefined();
    });
    expect(titles[1]).toBe('All collections | Roti & Rupa');
    expect(titles[3]).toBe('Outlets | Roti & Rupa');
  });

  it('names a product with its price and picture, and describes it as a Product with an Offer and a BreadcrumbList', async () => {
    const { products } = (await t.app.inject({ method: 'GET', url: '/api/product/list' })).json<{
      products: { id: string; name: string; price: number; image: string[] }[];
    }>();
    const product = products[0]!;
    const page = await html(`/product/${product.id}`);
    const head = headOf(page);
    expect(titleOf(head)).toBe(`${product.name} · ${formatMoney(product.price, 'RM')} | Roti & Rupa`);
    expect(metaContent(head, 'property', 'og:type')).toBe('product');
    expect(metaContent(head, 'property', 'og:image')).toBe(new URL(product.image[0]!, PUBLIC_URL).href);
    expect(metaContent(head, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(head, 'name', 'twitter:image')).toBe(new URL(product.image[0]!, PUBLIC_URL).href);
    expect(canonicalOf(head)).toBe(`${PUBLIC_URL}/product/${product.id}`);

    const ld = jsonLdOf(page);
    expect(ld.map((n) => n['@type']).sort()).toEqual(['BreadcrumbList', 'Product']);
    ld.forEach(checkLd);
    const offer = ld.find((n) => n['@type'] === 'Product')!.offers as Record<string, unknown>;
    expect(offer.price).toBe(product.price.toFixed(2));
    expect(offer.availability).toBe('https://schema.org/InStock');
  });

  it('describes a product on its Malay page with the Malay URLs and breadcrumb names', async () => {
    const { products } = (await t.app.inject({ method: 'GET', url: '/api/product/list' })).json<{
      products: { id: string; name: string }[];
    }>();
    const id = products[0]!.id;
    const ld = jsonLdOf(await html(`/ms/product/${id}`));
    ld.forEach(checkLd);
    const product = ld.find((n) => n['@type'] === 'Product')!;
    expect(product.url).toBe(`${PUBLIC_URL}/ms/product/${id}`);
    expect((product.offers as Record<string, unknown>).url).toBe(`${PUBLIC_URL}/ms/product/${id}`);
    const crumbs = ld.find((n) => n['@type'] === 'BreadcrumbList')!.itemListElement as Record<string, unknown>[];
    expect(crumbs.map((c) => [c.name, c.item])).toEqual([
      ['Utama', `${PUBLIC_URL}/ms`],
      ['Koleksi', `${PUBLIC_URL}/ms/collection`],
      [product.name, `${PUBLIC_URL}/ms/product/${id}`],
    ]);
    // The English page keeps the English ones.
    const english = jsonLdOf(await html(`/product/${id}`)).find((n) => n['@type'] === 'BreadcrumbList')!;
    expect((english.itemListElement as Record<string, unknown>[]).map((c) => c.name).slice(0, 2)).toEqual([
      'Home',
      'Collection',
    ]);
  });

  it('says a sold-out product is out of stock', async () => {
    const { products } = (await t.app.inject({ method: 'GET', url: '/api/product/list' })).json<{
      products: { id: string }[];
    }>();
    const id = products[1]!.id;
    await t.database.db.execute(
      sql`update products set stock = '{"": 0}'::jsonb, features = '[]'::jsonb where id = ${id}`,
    );
    const product = jsonLdOf(await html(`/product/${id}`)).find((n) => n['@type'] === 'Product')!;
    expect((product.offers as Record<string, unknown>).availability).toBe('https://schema.org/OutOfStock');
  });

  it('describes each outlet as a Bakery with its address, geo and opening hours, a story as a NewsArticle, the shop as an Organization', async () => {
    const { outlets } = (await t.app.inject({ method: 'GET', url: '/api/outlet/outletList' })).json<{
      outlets: { title: string }[];
    }>();
    const bakeries = jsonLdOf(await html('/outlets'));
    expect(bakeries.map((b) => b.name)).toEqual(outlets.map((o) => o.title));
    bakeries.forEach(checkLd);

    const { items } = (await t.app.inject({ method: 'GET', url: '/api/news/all' })).json<{
      items: { id: number; title: string }[];
    }>();
    const news = items;
    const storyPage = await html(`/news/${news[0]!.id}`);
    const [article] = jsonLdOf(storyPage);
    checkLd(article!);
    expect(article!.headline).toBe(news[0]!.title);
    expect(metaContent(headOf(storyPage), 'property', 'og:type')).toBe('article');

    const [organization] = jsonLdOf(await html('/'));
    checkLd(organization!);
    expect(organization!.url).toBe(`${PUBLIC_URL}/`);
  });

  it('keeps account, bag and checkout pages out of search results', async () => {
    for (const path of [
      '/cart',
      '/place-order',
      '/orders',
      '/my-profile',
      '/login',
      '/register',
      '/reset-password',
      '/checkout/00000000-0000-4000-8000-000000000000',
      '/ms/cart',
      '/ms/orders',
    ]) {
      const head = headOf((await t.app.inject({ method: 'GET', url: path })).body);
      expect(metaContent(head, 'name', 'robots'), path).toBe('noindex');
      expect(canonicalOf(head), path).toBeUndefined();
    }
  });
});

describe.each(dbKinds)('/sitemap.xml and /robots.txt (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, {}, { env: { PUBLIC_URL } });
  });
  afterAll(() => t.close());

  it('lists every public page, product and story with its last change', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    const entries = [
      ...res.body.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?(?:<xhtml:link [^>]+\/>)*<\/url>/g),
    ].map((m) => ({ loc: m[1]!, lastmod: m[2] }));
    expect(entries.length).toBe(res.body.match(/<url>/g)!.length);
    const locs = entries.map((e) => e.loc);
    for (const p of ['/', '/collection', '/news', '/outlets', '/about', '/contact', '/terms'])
      expect(locs).toContain(new URL(p, PUBLIC_URL).href);
    const { products } = (await t.app.inject({ method: 'GET', url: '/api/product/list' })).json<{
      products: { id: string }[];
    }>();
    for (const p of products) expect(locs).toContain(`${PUBLIC_URL}/product/${p.id}`);
    const { items } = (await t.app.inject({ method: 'GET', url: '/api/news/all' })).json<{
      items: { id: number; date: string }[];
    }>();
    const news = items;
    for (const n of news) expect(entries).toContainEqual({ loc: `${PUBLIC_URL}/news/${n.id}`, lastmod: n.date });
    for (const e of entries) expect(e.lastmod, e.loc).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(locs.some((l) => /\/(cart|orders|my-profile|admin|login)/.test(l))).toBe(false);
  });

  it('lists each page in Bahasa Melayu too, each URL naming both languages and the English default', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.body).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const urls = [...res.body.matchAll(/<url><loc>([^<]+)<\/loc>(.*?)<\/url>/g)].map((m) => ({
      loc: m[1]!,
      lastmod: /<lastmod>([^<]+)<\/lastmod>/.exec(m[2]!)?.[1],
      alternates: Object.fromEntries(
        [...m[2]!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((a) => [
          a[1]!,
          a[2]!,
        ]),
      ),
    }));
    const byLoc = new Map(urls.map((u) => [u.loc, u]));
    const pairs: [string, string][] = [
      ['/', '/ms'],
      ['/collection', '/ms/collection'],
      ['/terms', '/ms/terms'],
    ];
    const { products } = (await t.app.inject({ method: 'GET', url: '/api/product/list' })).json<{
      products: { id: string }[];
    }>();
    pairs.push([`/product/${products[0]!.id}`, `/ms/product/${products[0]!.id}`]);
    for (const [en, ms] of pairs) {
      const english = new URL(en, PUBLIC_URL).href;
      const malay = new URL(ms, PUBLIC_URL).href;
      const alternates = { en: english, ms: malay, 'x-default': english };
      expect(byLoc.get(english)?.alternates, en).toEqual(alternates);
      expect(byLoc.get(malay)?.alternates, ms).toEqual(alternates);
      expect(byLoc.get(malay)?.lastmod, ms).toBe(byLoc.get(english)?.lastmod);
    }
    // Every URL, in either language, carries the same three alternates.
    for (const u of urls) expect(Object.keys(u.alternates).sort(), u.loc).toEqual(['en', 'ms', 'x-default']);
    expect(urls.filter((u) => new URL(u.loc).pathname.startsWith('/ms')).length).toBe(urls.length / 2);
  });

  it('leaves a hidden product out', async () => {
    const { products } = (await t.app.inject({ method: 'GET', url: '/api/product/list' })).json<{
      products: { id: string }[];
    }>();
    const id = products[0]!.id;
    await t.database.db.execute(sql`update products set hidden = true where id = ${id}`);
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.body).not.toContain(`/product/${id}<`);
  });

  it('leaves out a story dated after today, which its page does not show yet', async () => {
    const [row] = await t.database.db
      .insert(stories)
      .values({ title: 'Raya open house', description: 'Soon.', date: '2099-01-01' })
      .returning({ id: stories.id });
    expect((await t.app.inject({ method: 'GET', url: `/api/news/${row!.id}` })).statusCode).toBe(404);
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.body).not.toContain(`/news/${row!.id}<`);
    expect(res.body).not.toContain('<lastmod>2099-01-01</lastmod>');
  });

  it('names the sitemap in robots.txt and lets crawlers fetch private pages, to read their noindex', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    // The back office and the API are no storefront pages: crawling them only costs the shop.
    expect(res.body).toContain('Disallow: /admin\n');
    expect(res.body).toContain('Disallow: /api/\n');
    // A page crawlers may not fetch never shows them its noindex (tested in the HTML above).
    for (const p of ['/cart', '/checkout/', '/orders', '/my-profile', '/login', '/ms/cart', '/ms/orders'])
      expect(res.body).not.toContain(`Disallow: ${p}\n`);
    expect(res.body.match(/^Disallow:/gm)).toHaveLength(2);
  });
});
