import type * as Contract from '@shop/contract';
import type { z } from 'zod';

/**
 * A loader for one contract schema, for code in the home route's first download: the contract (and
 * zod with it, ~30 KB gzip) loads after the answer, to check it, instead of delaying first paint
 * (see SchemaSource in api-client.ts).
 */
export function lazySchema<S extends z.ZodType>(pick: (contract: typeof Contract) => S): () => Promise<S> {
  return () => import('@shop/contract').then(pick);
}
