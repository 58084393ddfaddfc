import { z } from 'zod';
import { LIMITS } from './constants.ts';

/** A news item. `image_url` is null when the story has no picture; the card shows placeholder art. */
export const NewsItem = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  /** Calendar date of the story, `YYYY-MM-DD`. */
  date: z.string(),
  image_url: z.string().nullable(),
});
export type NewsItem = z.infer<typeof NewsItem>;

/** The largest page a client may ask for; bigger values are clamped so an old client keeps working. */
export const NEWS_MAX_LIMIT = 50;

// Number.isInteger rather than .int(): zod's int() also refuses integers past 2^53, which should clamp.
const wholeNumber = (label: string) =>
  z.coerce
    .number({ error: `${label} must be a whole number.` })
    .refine(Number.isInteger, `${label} must be a whole number.`)
    .refine((n) => n >= 1, `${label} must be at least 1.`);

/** GET /api/news/all?page={n}&limit=9. A limit above the maximum is clamped to it. */
export const NewsListQuery = z.object({
  /** As the product reads' `?lang=`: `ms` answers the Malay title and body where staff gave them. */
  lang: z.enum(['en', 'ms']).default('en'),
  page: wholeNumber('Page')
    .refine((n) => n <= 100_000, 'Page is too large.')
    .default(1),
  limit: wholeNumber('Limit')
    .default(LIMITS.newsPageSize)
    .transform((n) => Math.min(n, NEWS_MAX_LIMIT)),
});
export type NewsListQuery = z.input<typeof NewsListQuery>;

/**
 * Spec shape `items, totalPages`. A page past the end answers no items and the real `totalPages`, so the
 * list can offer the last page instead of failing.
 */
export const NewsListResponse = z.object({
  success: z.literal(true),
  items: z.array(NewsItem),
  totalPages: z.number().int(),
  page: z.number().int(),
});
export type NewsListResponse = z.infer<typeof NewsListResponse>;

export const NewsNeighbour = z.object({ id: z.number().int(), title: z.string() }).nullable();
export type NewsNeighbour = z.infer<typeof NewsNeighbour>;

/**
 * GET /api/news/:id. `previous` is the story listed just before this one (newer), `next` the one just after
 * (older), matching the list's Previous/Next. `position` is the 1-based place in the list, so a deep link
 * can still go back to the right page.
 */
export const NewsItemResponse = z.object({
  success: z.literal(true),
  item: NewsItem,
  previous: NewsNeighbour,
  next: NewsNeighbour,
  position: z.number().int(),
});
export type NewsItemResponse = z.infer<typeof NewsItemResponse>;
