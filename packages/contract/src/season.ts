import { z } from 'zod';
import { requiredText } from './human-text.ts';
import { CalendarDate } from './fulfilment.ts';

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
