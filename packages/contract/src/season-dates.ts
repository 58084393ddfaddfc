import type { ShopLang } from './format.ts';
import type { Preorder } from './season.ts';

// A season's dates as shoppers read them, apart from the season's schemas: product cards and pages
// show them, and those must not load zod and every schema before they can hydrate.

const DAY_MONTH: Record<ShopLang, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' }),
  ms: new Intl.DateTimeFormat('ms-MY', { day: 'numeric', month: 'short', timeZone: 'UTC' }),
};
const dayMonth = DAY_MONTH.en;
// A calendar date is already the shop's day: read at UTC midnight it stays that day.
const day = (d: string) => new Date(`${d}T00:00:00Z`);

/** '20 Mar': a shop-local calendar date, day and short month ('20 Mac' in Malay). */
export const formatCalendarDay = (d: string, lang: ShopLang = 'en') => DAY_MONTH[lang].format(day(d));

/** '27–30 Mar', '30 Mar – 2 Apr' or '27 Mar'. */
export function formatWindow(firstDay: string, lastDay: string, lang: ShopLang = 'en'): string {
  const f = DAY_MONTH[lang];
  return firstDay === lastDay ? f.format(day(firstDay)) : f.formatRange(day(firstDay), day(lastDay));
}

/** 'Pre-order · order by 20 Mar · collect 27–30 Mar', or when closed 'Pre-orders closed on 20 Mar'. */
export function formatPreorder(p: Pick<Preorder, 'orderBy' | 'firstDay' | 'lastDay' | 'closed'>): string {
  if (p.closed) return `Pre-orders closed on ${dayMonth.format(day(p.orderBy))}`;
  return `Pre-order · order by ${dayMonth.format(day(p.orderBy))} · collect ${formatWindow(p.firstDay, p.lastDay)}`;
}
