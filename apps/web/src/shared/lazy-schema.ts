import type * as Contract from '@shop/contract';
import type { z } from 'zod';

/**
 * A loader for one contract schema, for code in the home route's first download: the contract (and
 * zod with it, ~30 KB gzip) is fetched in parallel with the request instead of delaying first paint.
 */
export function lazySchema<S extends z.ZodType>(pick: (contract: typeof Contract) => S): () => Promise<S> {
  return () => import('@shop/contract').then(pick);
}
