/** The shop's languages: English at `/`, Bahasa Melayu under `/ms`. */
export const LANGS = ['en', 'ms'] as const;
export type Lang = (typeof LANGS)[number];

/** The language the shopper chose last (the header's switch, or a Malay page), 1 year, path /. */
export const LANG_COOKIE = 'lang';

/** The `Intl` locale of each language: money stays RM, only words and date names change. */
export const INTL_LOCALE: Record<Lang, string> = { en: 'en-MY', ms: 'ms-MY' };

const MS_PREFIX = '/ms';

/** The language a page's path is in. */
export const langOfPath = (pathname: string): Lang =>
  pathname === MS_PREFIX || pathname.startsWith(`${MS_PREFIX}/`) ? 'ms' : 'en';

/** The path without its language prefix (the English page's path). */
export function basePath(pathname: string): string {
  if (langOfPath(pathname) === 'en') return pathname;
  return pathname.slice(MS_PREFIX.length) || '/';
}

// Paths outside the storefront's pages keep their address in every language.
const UNLOCALIZED = /^\/(api|media|admin)(\/|$)/;

/** A storefront path in `lang`: `/cart` is `/ms/cart` in Malay; other paths are left alone. */
export function localizePath(path: string, lang: Lang): string {
  if (lang === 'en' || !path.startsWith('/') || path.startsWith('//') || UNLOCALIZED.test(path)) return path;
  if (langOfPath(path) === 'ms') return path;
  return path === '/'
    ? MS_PREFIX
    : path.startsWith('/?') || path.startsWith('/#')
      ? `${MS_PREFIX}${path.slice(1)}`
      : `${MS_PREFIX}${path}`;
}

/** The same page in the other language (the switch's target). */
export const switchPath = (pathname: string, to: Lang) => localizePath(basePath(pathname), to);
