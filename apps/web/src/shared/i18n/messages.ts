import { getI18n } from './instance.ts';
import { langOfPath, type Lang } from './lang.ts';

/** The page's language in the browser; English where there is no page (a server render passes it). */
export const pageLang = (): Lang => (typeof location === 'undefined' ? 'en' : langOfPath(location.pathname));

/** A message of the `errors` catalogue by its key, in the page's language (helpers outside a component). */
export const errorMessage = (key: string, values?: Record<string, unknown>, lang: Lang = pageLang()): string =>
  getI18n(lang).t(key, { ns: 'errors', ...values });

/**
 * English texts the API builds around figures (a product's name, hours): each is known by its code
 * and its shape, and shown as the message under `key` with the figures it carries.
 */
const SHAPED: readonly { code?: string; shape: RegExp; key: string }[] = [
  // Placement refusing a slot too soon for the bag (apps/server's fulfilment service).
  {
    code: 'SLOT_UNAVAILABLE',
    shape: /^(?<product>.+) needs (?<hours>\d+) hours' notice\. Please choose a later date or time slot\.$/,
    key: 'leadTimeRefused',
  },
  // A bag of pre-orders the season rules refuse (apps/server's season service): sent without a code
  // as the slots' `bagProblem`, and again as placement's refusal.
  {
    shape: /^Pre-orders for (?<season>.+) closed on (?<date>.+)\. Please remove them from your bag\.$/,
    key: 'seasonClosedRefused',
  },
  {
    shape: /^(?<first>.+) and (?<second>.+) pre-orders are ready on different days\. Please order them separately\.$/,
    key: 'seasonsApartRefused',
  },
  {
    shape:
      /^(?<season>.+) pre-orders are collected (?<window>.+), so they need an order of their own\. Please order your other items separately\.$/,
    key: 'seasonAloneRefused',
  },
  // Stock short of an add (the contract's stockLimitMessage): the guest bag's own check sends it
  // without a code, a customer's add with the API's CONFLICT.
  { shape: /^Only (?<left>\d+) of (?<what>.+) (?:is|are) left\.$/, key: 'stockLeft' },
  { shape: /^(?<what>.+) is sold out\.$/, key: 'stockSoldOut' },
];

/**
 * A text the API or the contract wrote in English (an error, a toast, a validation message, an order
 * status), in the page's language. The `errors` catalogue is keyed by the English text itself, so the
 * API stays as specified; a text it does not hold is matched against the shaped texts, then falls
 * back to the message for its error code, then to the English.
 */
export function translateMessage(text: string, code?: string, lang: Lang = pageLang()): string {
  if (lang === 'en') return text;
  const i18n = getI18n(lang);
  const options = { ns: 'errors', keySeparator: false, nsSeparator: false } as const;
  if (i18n.exists(text, options)) return i18n.t(text, options);
  for (const { code: shapedCode, shape, key } of SHAPED) {
    const figures = shapedCode === undefined || code === shapedCode ? shape.exec(text)?.groups : undefined;
    if (figures) return i18n.t(key, { ...options, ...figures });
  }
  const byCode = code ? `CODE_${code}` : null;
  if (byCode && i18n.exists(byCode, options)) return i18n.t(byCode, options);
  return text;
}
