import type { MetaDescriptor } from 'react-router';
import type { TFunction } from 'i18next';
import { getI18n } from './i18n/instance.ts';
import { LANGS, langOfPath, localizePath, type Lang } from './i18n/lang.ts';
import type { BreadcrumbList, Bakery, NewsArticle, Organization, Product as ProductLd, WithContext } from 'schema-dts';

// Small and free of the contract's code: every page's root meta reads it, home's first download included.
// The JSON-LD of products, outlets and stories is in structured-data.ts.

/** What every page's tags need from the root loader: the shop's name and currency, and its public origin. */
export interface SiteInfo {
  shopName: string;
  currency: string;
  /** PUBLIC_URL's origin (the request's own when it is unset), for canonical URLs and pictures. */
  origin: string;
  /** The page's language (its path's), and its messages for titles and descriptions. */
  lang: Lang;
  t: TFunction;
}

interface MatchLike {
  id: string;
  pathname?: string;
  loaderData?: unknown;
}

/** The site facts the root loader returned, from a meta function's matches. */
export function siteOf(matches: readonly (MatchLike | undefined)[]): SiteInfo {
  const root = matches.find((m) => m?.id === 'root')?.loaderData as
    { settings?: { shopName: string; currency: string }; origin?: string } | undefined;
  const lang = langOfPath(matches.at(-1)?.pathname ?? '/');
  return {
    lang,
    t: getI18n(lang).t,
    shopName: root?.settings?.shopName ?? 'Roti & Rupa',
    currency: root?.settings?.currency ?? 'RM',
    origin: root?.origin ?? '',
  };
}

/** The shop's description, on home and on pages without their own. */
export const homeDescription = (site: SiteInfo) => site.t('common:meta.homeDescription');

export type JsonLd = WithContext<ProductLd | BreadcrumbList | Bakery | NewsArticle | Organization>;

export interface PageSeo {
  /** The page's own title; null is the home page, which carries the shop's name alone. */
  title: string | null;
  description: string;
  /** The page's path (with any query that names a different page), for its canonical URL. */
  path: string;
  /** A picture for link previews, absolute or a path on this origin. */
  image?: string | null;
  type?: 'website' | 'product' | 'article';
  /** Pages of one shopper (account, bag, checkout) stay out of search results. */
  noindex?: boolean;
  jsonLd?: JsonLd[];
}

export const absoluteUrl = (origin: string, pathOrUrl: string) => new URL(pathOrUrl, `${origin}/`).href;

/** The page title as the tab and search results show it. */
export const pageTitle = (site: SiteInfo, title: string | null) =>
  title === null ? site.t('common:meta.homeTitle', { shopName: site.shopName }) : `${title} | ${site.shopName}`;

/** `hreflang` alternates: the page in each language, English as the default for any other. */
function alternates(site: SiteInfo, path: string): MetaDescriptor[] {
  const links = LANGS.map((lang) => ({
    tagName: 'link',
    rel: 'alternate',
    hrefLang: lang,
    href: absoluteUrl(site.origin, localizePath(path, lang)),
  }));
  return [...links, { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: absoluteUrl(site.origin, path) }];
}

/** Title, description, canonical URL, Open Graph and Twitter card tags, and the page's JSON-LD. */
export function pageMeta(site: SiteInfo, page: PageSeo): MetaDescriptor[] {
  const title = pageTitle(site, page.title);
  const url = absoluteUrl(site.origin, localizePath(page.path, site.lang));
  const image = page.image ? absoluteUrl(site.origin, page.image) : null;
  return [
    { title },
    { name: 'description', content: page.description },
    ...(page.noindex
      ? [{ name: 'robots', content: 'noindex' }]
      : [{ tagName: 'link', rel: 'canonical', href: url }, ...alternates(site, page.path)]),
    { property: 'og:site_name', content: site.shopName },
    { property: 'og:type', content: page.type ?? 'website' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: page.description },
    { property: 'og:url', content: url },
    { property: 'og:locale', content: site.lang === 'ms' ? 'ms_MY' : 'en_MY' },
    ...(image ? [{ property: 'og:image', content: image }] : []),
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: page.description },
    ...(image ? [{ name: 'twitter:image', content: image }] : []),
    ...(page.jsonLd ?? []).map((data) => ({ 'script:ld+json': data })),
  ];
}

/** A page of one shopper: its own title, kept out of search results. */
export const privatePageMeta = (site: SiteInfo, title: string, path: string): MetaDescriptor[] =>
  pageMeta(site, {
    title,
    description: site.t('common:meta.privateDescription', { title, shopName: site.shopName }),
    path,
    noindex: true,
  });

export function organizationJsonLd(site: SiteInfo, sameAs: string[] = []): JsonLd {
  return {
    '@context': 'https://schema.org',
    // i18n-ignore: schema.org's vocabulary, read by crawlers
    '@type': 'Organization',
    name: site.shopName,
    url: absoluteUrl(site.origin, '/'),
    logo: absoluteUrl(site.origin, '/favicon.svg'),
    ...(sameAs.length > 0 ? { sameAs } : {}),
  };
}
