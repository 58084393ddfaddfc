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
  maxPageSize: 48,
  newsPageSize: 9,
  newsPreviewChars: 100,
  cartQuantityMax: 9999,
  otpLength: 6,
  paymentWindowHours: 2,
} as const;

/** The collection's sort orders (spec §2: relevant, low to high, high to low). */
export const SORTS = ['relevant', 'low-high', 'high-low'] as const;
