import { shopClock } from '@shop/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { sitemapNews } from '../news/service.ts';
import { sitemapProducts } from '../product/service.ts';

/** The public pages that are not a product or a story. */
const PUBLIC_PAGES = ['/', '/collection', '/news', '/outlets', '/about', '/contact', '/terms'];

export interface SitemapEntry {
  path: string;
  /** `YYYY-MM-DD`, or absent when the page has no date of its own. */
  lastmod?: string;
}

/**
 * Every public page, product and story, newest change known. Products keep no edit time, so a
 * product's date is when it was added; a story's is its own date; the fixed pages carry the newest
 * of those.
 */
export async function sitemapEntries(db: Db, today: string): Promise<SitemapEntry[]> {
  const [products, stories] = await Promise.all([sitemapProducts(db), sitemapNews(db, today)]);
  const productEntries = products.map((p) => ({
    path: `/product/${encodeURIComponent(p.id)}`,
    lastmod: p.changedAt.toISOString().slice(0, 10),
  }));
  const storyEntries = stories.map((s) => ({ path: `/news/${s.id}`, lastmod: s.date }));
  const newest = [...productEntries, ...storyEntries]
    .map((e) => e.lastmod)
    .sort()
    .at(-1);
  const pages = PUBLIC_PAGES.map((path) => ({ path, ...(newest ? { lastmod: newest } : {}) }));
  return [...pages, ...productEntries, ...storyEntries];
}

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

/**
 * Each page in each of the storefront's languages: English at its own path, Bahasa Melayu under
 * `/ms` (the web's `localizePath`). Every URL names all of its languages, itself included, and
 * English as the default for any other, as Google's sitemap hreflang rules ask.
 */
const SITE_LANGS = [
  { hreflang: 'en', at: (path: string) => path },
  { hreflang: 'ms', at: (path: string) => (path === '/' ? '/ms' : `/ms${path}`) },
] as const;

export function sitemapXml(origin: string, entries: SitemapEntry[]): string {
  const href = (path: string) => escapeXml(new URL(path, `${origin}/`).href);
  const urls = entries.flatMap((e) => {
    const alternates = [
      ...SITE_LANGS.map((l) => `<xhtml:link rel="alternate" hreflang="${l.hreflang}" href="${href(l.at(e.path))}"/>`),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${href(e.path)}"/>`,
    ].join('');
    const lastmod = e.lastmod ? `<lastmod>${e.lastmod}</lastmod>` : '';
    return SITE_LANGS.map((l) => `  <url><loc>${href(l.at(e.path))}</loc>${lastmod}${alternates}</url>`);
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(origin: string): string {
  return [
    // The bag, checkout, account and order pages carry `noindex`. A crawler that may not fetch a page
    // never reads that, and may list the page by its URL from a link alone: so those pages stay open to
    // crawlers, and `noindex` keeps them out of results. The back office (/admin, a script's shell with
    // no `noindex` of its own and nothing for a shopper) and the API (data for the shop's own pages)
    // are no storefront pages: crawling them only costs the shop, so they stay closed.
    "# The shop's own pages that are private carry noindex; crawlers may fetch them to read it.",
    'User-agent: *',
    'Disallow: /admin',
    'Disallow: /api/',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

/** The shop's public origin: PUBLIC_URL's, else the one the request came to. */
export function publicOrigin(app: FastifyInstance, request: FastifyRequest): string {
  if (app.config.publicUrl) return new URL(app.config.publicUrl).origin;
  try {
    return new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    return 'http://localhost';
  }
}

/** /sitemap.xml and /robots.txt, which names it. */
export function registerSitemap(app: FastifyInstance): void {
  app.get('/sitemap.xml', async (request, reply) => {
    const today = shopClock(app.config.now(), app.config.timeZone).date;
    const xml = sitemapXml(publicOrigin(app, request), await sitemapEntries(app.db, today));
    return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(xml);
  });
  app.get('/robots.txt', async (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robotsTxt(publicOrigin(app, request))),
  );
}
