/**
 * Constants without schemas, in a module of their own so that a screen in the first download can use
 * them without pulling in zod and the contract's schemas (see the code splitting in apps/web/vite.config.ts).
 */
export const LIMITS = {
  latestProducts: 10,
  bestSellers: 5,
  relatedProducts: 5,
  collectionPageSize: 4,
  searchPageSize: 3,
  searchTextMax: 200,
  maxPageSize: 48,
  newsPageSize: 9,
  newsPreviewChars: 100,
  cartQuantityMax: 9999,
  otpLength: 6,
  paymentWindowHours: 2,
} as const;

/** The collection's sort orders (relevant, low to high, high to low). */
export const SORTS = ['relevant', 'low-high', 'high-low'] as const;

/** Suggestions are requested from 3 characters on, after a 500 ms pause. */
export const ADDRESS_MIN_CHARS = 3;
export const ADDRESS_DEBOUNCE_MS = 500;
/** Suggestions are suppressed for about 0.5 s after one is picked. */
export const ADDRESS_REENABLE_MS = 500;
