import { z } from 'zod';
import { LIMITS } from './constants.ts';
import { CalendarDate } from './fulfilment.ts';

/** What the shop keeps of searches: counts per normalised query and day, nothing about who searched. */
export const SEARCH_INSIGHT = {
  /** Days kept when staff have not chosen. */
  defaultRetentionDays: 90,
  maxRetentionDays: 730,
  /** Rows of a list in the insight answer. */
  listLength: 20,
  /** Longest period one insight answer covers. */
  maxPeriodDays: 366,
} as const;

// As long as a search may be (FetchProductsBody): any search counted can be reported opened.
const Query = z
  .string()
  .trim()
  .min(1, 'Give the search text.')
  .max(LIMITS.searchTextMax, `A search text is at most ${LIMITS.searchTextMax} characters.`);

/** A shopper opened a product from the results of `query`. */
export const SearchOpenedBody = z.object({ query: Query });
export type SearchOpenedBody = z.input<typeof SearchOpenedBody>;

/** A shopper took the "Did you mean" correction offered for `query`. */
export const CorrectionAcceptedBody = z.object({ query: Query, correction: Query });
export type CorrectionAcceptedBody = z.input<typeof CorrectionAcceptedBody>;

/** The answer to either report: POST /api/product/searchOpened, POST /api/product/correctionAccepted. */
export const SearchEventResponse = z.object({ success: z.literal(true) });
export type SearchEventResponse = z.infer<typeof SearchEventResponse>;

export const SearchInsightQuery = z
  .object({
    from: z.string({ error: 'Choose the first day of the period.' }).pipe(CalendarDate),
    to: z.string({ error: 'Choose the last day of the period.' }).pipe(CalendarDate),
  })
  .refine((p) => p.from <= p.to, 'The period ends before it starts.')
  .refine(
    (p) => (Date.parse(p.to) - Date.parse(p.from)) / 86_400_000 < SEARCH_INSIGHT.maxPeriodDays,
    `Choose a period of at most ${SEARCH_INSIGHT.maxPeriodDays} days.`,
  );
export type SearchInsightQuery = z.input<typeof SearchInsightQuery>;

const QueryCount = z.object({ query: z.string(), searches: z.number().int() });

export const SearchInsightResponse = z.object({
  success: z.literal(true),
  /** Searches per day of the period (days without any left out). */
  days: z.array(z.object({ day: z.string(), searches: z.number().int(), empty: z.number().int() })),
  top: z.array(QueryCount),
  /** Searches that found nothing, most frequent first. */
  empty: z.array(QueryCount),
  /** Searches that found products of which shoppers opened none. */
  unopened: z.array(QueryCount),
  corrections: z.array(z.object({ query: z.string(), correction: z.string(), accepted: z.number().int() })),
  retentionDays: z.number().int(),
});
export type SearchInsightResponse = z.infer<typeof SearchInsightResponse>;

export const SearchInsightSettings = z.object({
  retentionDays: z
    .number({ error: 'Give the number of days to keep.' })
    .int('Give a whole number of days.')
    .min(1, 'Keep search counts for at least 1 day.')
    .max(SEARCH_INSIGHT.maxRetentionDays, `Keep search counts for at most ${SEARCH_INSIGHT.maxRetentionDays} days.`),
});
export type SearchInsightSettings = z.input<typeof SearchInsightSettings>;

export const SearchInsightSettingsResponse = z.object({ success: z.literal(true), retentionDays: z.number().int() });
export type SearchInsightSettingsResponse = z.infer<typeof SearchInsightSettingsResponse>;
