import type { FacetsResponse } from '@shop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api-client.ts';
import { lazySchema } from '../../../shared/lazy-schema.ts';

/** `read` is the API call in the browser; a loader passes its own read of the same answer. */
export const facetsQuery = (read?: () => Promise<FacetsResponse>) =>
  queryOptions({
    queryKey: ['products', 'facets'],
    queryFn: ({ signal }) => read?.() ?? api.get('/api/product/facets', lazySchema((c) => c.FacetsResponse), { signal }),
    staleTime: 5 * 60_000,
  });

export const useFacets = () => useQuery(facetsQuery());
