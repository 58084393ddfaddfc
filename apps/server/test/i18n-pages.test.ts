import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

const PUBLIC_URL = 'https://shop.example.my';

const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));
const langOf = (html: string) => /<html lang="([^"]+)"/.exec(html)?.[1];
const canonicalOf = (head: string) => /<link rel="canonical" href="([^"]*)"/.exec(head)?.[1];
const alternatesOf = (head: string) =>
  Object.fromEntries(
    [...head.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/gi)].map((m) => [m[1]!, m[2]!]),
  );

describe('English at / and Bahasa Melayu at /ms in the server-rendered HTML', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', {}, { env: { WEB_DIST: inject('webBuild'), PUBLIC_URL } });
  });
  afterAll(async () => t.close());

  const page = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode, url).toBe(200);
    return res.body;
  };

  it.each([
    ['/', 'en', `${PUBLIC_URL}/`],
    ['/ms', 'ms', `${PUBLIC_URL}/ms`],
    ['/collection', 'en', `${PUBLIC_URL}/collection`],
    ['/ms/collection', 'ms', `${PUBLIC_URL}/ms/collection`],
    ['/ms/about', 'ms', `${PUBLIC_URL}/ms/about`],
  ])('%s is in %s, with its canonical URL and both languages as alternates', async (url, lang, canonical) => {
    const html = await page(url);
    expect(langOf(html)).toBe(lang);
    const head = headOf(html);
    expect(canonicalOf(head)).toBe(canonical);
    const base = url.replace(/^\/ms/, '') || '/';
    expect(alternatesOf(head)).toEqual({
      en: `${PUBLIC_URL}${base}`,
      ms: `${PUBLIC_URL}${base === '/' ? '/ms' : `/ms${base}`}`,
      'x-default': `${PUBLIC_URL}${base}`,
    });
  });

  it('writes the Malay page in Malay and leaves the English one as it was', async () => {
    const ms = await page('/ms/collection');
    expect(ms).toContain('Cari roti, kek, baju…');
    expect(ms).toContain('Koleksi');
    expect(ms).not.toContain('Search breads, cakes, tees…');
    const en = await page('/collection');
    expect(en).toContain('Search breads, cakes, tees…');
    expect(en).not.toContain('Cari roti');
  });

  it('links a Malay page to Malay pages and offers the English one', async () => {
    const ms = await page('/ms/about');
    expect(ms).toContain('href="/ms/collection"');
    expect(ms).toMatch(/<a href="\/about" hrefLang="en"/i);
  });

  it('answers an unknown Malay path with the not-found screen in Malay', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/ms/no-such-page' });
    expect(res.statusCode).toBe(404);
    expect(langOf(res.body)).toBe('ms');
    expect(res.body).toContain('Kami tidak menjumpai halaman itu');
  });
});
