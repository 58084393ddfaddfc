import type { ShopLang } from '@shop/contract';
import { en, type MailCatalogue } from './en.ts';
import { ms } from './ms.ts';

export type { MailCatalogue };

/** Every mail catalogue by language; each has the keys of the English one. */
export const MAIL_CATALOGUES: Record<ShopLang, MailCatalogue> = { en, ms };

/** The words of a mail in `lang`; anything but Malay (an older row, no language at all) is English. */
export const mailText = (lang: ShopLang | undefined): MailCatalogue => (lang === 'ms' ? ms : en);

/** The `Intl` locale of a mail's dates and times: en-GB's names as ever, ms-MY's in Malay. */
export const mailDateLocale = (lang: ShopLang | undefined): string => (lang === 'ms' ? 'ms-MY' : 'en-GB');

/**
 * The shopper's language as the browser states it. The shop's own pages send `Accept-Language: ms` or
 * `en` on every API call (the page's language, see apps/web/src/shared/api-client.ts); any other client
 * gets what its header prefers first among the shop's languages, and English without one.
 */
export function langOfRequest(header: string | readonly string[] | undefined): ShopLang {
  const value = typeof header === 'string' ? header : (header ?? []).join(',');
  const ranges = value
    .split(',')
    .map((part, at) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { primary: tag.trim().split('-')[0], q: q === undefined ? 1 : Number(q), at };
    })
    .filter((r) => (r.primary === 'en' || r.primary === 'ms') && r.q > 0)
    .sort((a, b) => b.q - a.q || a.at - b.at);
  return ranges[0]?.primary === 'ms' ? 'ms' : 'en';
}

/** A storefront page's address in `lang`: `/checkout/1` is `/ms/checkout/1` in Malay, as the web app links it. */
export function shopPageUrl(base: string, path: string, lang: ShopLang | undefined): string {
  const localized = lang === 'ms' ? (path === '/' ? '/ms' : `/ms${path}`) : path;
  return new URL(localized, base).toString();
}
