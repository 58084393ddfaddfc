import type * as Contract from '@shop/contract';
import type { z } from 'zod';

/**
 * A loader for one contract schema, for code in the home route's first download: the contract (and
 * zod with it) loads after the answer, to check it, instead of delaying first paint (see SchemaSource
 * in api-client.ts). Measured on the build of 2026-11-26: that chunk is 36.1 KB gzip, and home's first
 * download is 115.4 KB of a 120 KB budget.
 */
export function lazySchema<S extends z.ZodType>(pick: (contract: typeof Contract) => S): () => Promise<S> {
  return () => import('@shop/contract').then(pick);
}
