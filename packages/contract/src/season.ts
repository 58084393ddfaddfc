import { z } from 'zod';
import { requiredText } from './human-text.ts';
import { CalendarDate } from './fulfilment.ts';
import type { ShopLang } from './format.ts';

/**
 * A product's festive pre-order, while its season takes orders: order by `orderBy`, collect or
 * receive from `firstDay` to `lastDay` (shop-local calendar dates). `closed` once `orderBy` has passed.
 */
export const Preorder = z.object({
  seasonId: z.number().int(),
  seasonName: z.string(),
  orderBy: z.string(),
  firstDay: z.string(),
  lastDay: z.string(),
  closed: z.boolean(),
});
export type Preorder = z.infer<typeof Preorder>;

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

export const SEASON_NAME_MAX = 80;

/** POST /api/admin/seasons and PUT /api/admin/seasons/:id */
export const SeasonBody = z
  .object({
    name: requiredText('Name', SEASON_NAME_MAX, {
      required: 'Name the season.',
      tooLong: `Name: at most ${SEASON_NAME_MAX} characters.`,
    }),
    orderBy: CalendarDate,
    firstDay: CalendarDate,
    lastDay: CalendarDate,
    productIds: z.array(z.uuid('Choose products from the list.')).max(200, 'At most 200 products.'),
  })
  .strict()
  .refine((s) => s.orderBy < s.firstDay, {
    message: 'The order-by date must come before the first day.',
    path: ['orderBy'],
  })
  .refine((s) => s.firstDay <= s.lastDay, {
    message: 'The last day cannot come before the first day.',
    path: ['lastDay'],
  });
export type SeasonBody = z.infer<typeof SeasonBody>;

export const Season = z.object({
  id: z.number().int(),
  name: z.string(),
  orderBy: z.string(),
  firstDay: z.string(),
  lastDay: z.string(),
  products: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type Season = z.infer<typeof Season>;

export const SeasonListResponse = z.object({ success: z.literal(true), seasons: z.array(Season) });
export type SeasonListResponse = z.infer<typeof SeasonListResponse>;

export const SeasonResponse = z.object({ success: z.literal(true), season: Season });
export type SeasonResponse = z.infer<typeof SeasonResponse>;

/** GET /api/admin/preorders: each live season's pre-orders, grouped by their collection day. */
export const PreordersResponse = z.object({
  success: z.literal(true),
  seasons: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      orderBy: z.string(),
      days: z.array(
        z.object({
          date: z.string(),
          lines: z.array(z.object({ name: z.string(), feature: z.string(), quantity: z.number().int() })),
        }),
      ),
    }),
  ),
});
export type PreordersResponse = z.infer<typeof PreordersResponse>;
