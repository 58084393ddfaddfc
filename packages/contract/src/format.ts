/**
 * The shop's one way of printing money, counts and dates, for the pages, the mails and the receipts
 * alike: Intl's en-MY grouping ("RM 1,234.50"), dates with en-GB's names. Formatters are built once,
 * on first use.
 */
const amounts = new Map<ShopLang, Intl.NumberFormat>();
let counts: Intl.NumberFormat | undefined;
const dates = new Map<string, Intl.DateTimeFormat>();

/** The shop's languages; dates in English keep en-GB's names, Malay ones ms-MY's. */
export type ShopLang = 'en' | 'ms';
const DATE_LOCALES: Record<ShopLang, string> = { en: 'en-GB', ms: 'ms-MY' };
/** Amounts in Malay go through ms-MY; the currency symbol stays the configured one (RM). */
const NUMBER_LOCALES: Record<ShopLang, string> = { en: 'en-MY', ms: 'ms-MY' };

/** The configured currency symbol, a space, the amount to exactly 2 decimals, thousands grouped. */
export function formatMoney(amount: number, currency: string, lang: ShopLang = 'en'): string {
  let made = amounts.get(lang);
  if (!made) {
    made = new Intl.NumberFormat(NUMBER_LOCALES[lang], { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    amounts.set(lang, made);
  }
  return `${currency} ${made.format(amount)}`;
}

/** An amount kept in cents (orders, mails, receipts), printed as `formatMoney` prints it. */
export const formatCents = (cents: number, currency: string, lang: ShopLang = 'en') =>
  formatMoney(cents / 100, currency, lang);

/** A whole number grouped in thousands ('12,345'). */
export function formatCount(n: number): string {
  counts ??= new Intl.NumberFormat('en-MY', { maximumFractionDigits: 0 });
  return counts.format(n);
}

function dateFormat(key: string, options: Intl.DateTimeFormatOptions, lang: ShopLang = 'en'): Intl.DateTimeFormat {
  let made = dates.get(`${lang} ${key}`);
  if (!made) dates.set(`${lang} ${key}`, (made = new Intl.DateTimeFormat(DATE_LOCALES[lang], options)));
  return made;
}

/** 'Wed 11 Mar': weekday, day and short month, read in `timeZone` (a calendar date is read in UTC). */
export const formatDayMonth = (date: Date, timeZone = 'UTC', lang: ShopLang = 'en') =>
  dateFormat(`dm ${timeZone}`, { weekday: 'short', day: 'numeric', month: 'short', timeZone }, lang)
    .format(date)
    .replace(',', '');

/** '3 November 2026', read in `timeZone`. */
export const formatLongDate = (date: Date, timeZone = 'UTC', lang: ShopLang = 'en') =>
  dateFormat(`long ${timeZone}`, { day: 'numeric', month: 'long', year: 'numeric', timeZone }, lang).format(date);

/** '3 Nov 2026, 14:05': `formatShortDate` and the 24-hour time, read in `timeZone`. */
export const formatDateTime = (value: number | string | Date, timeZone?: string, lang: ShopLang = 'en') =>
  dateFormat(
    `datetime ${timeZone ?? ''}`,
    {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      ...(timeZone ? { timeZone } : {}),
    },
    lang,
  ).format(new Date(value));

/** '3 Nov 2026', read in `timeZone`: the one way pages print a day that is not a service date. */
export const formatShortDate = (value: number | string | Date, timeZone?: string, lang: ShopLang = 'en') =>
  dateFormat(
    `short ${timeZone ?? ''}`,
    { day: 'numeric', month: 'short', year: 'numeric', ...(timeZone ? { timeZone } : {}) },
    lang,
  ).format(new Date(value));
