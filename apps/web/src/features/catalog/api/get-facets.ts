import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api-client.ts';
import { lazySchema } from '../../../shared/lazy-schema.ts';

export const facetsQuery = queryOptions({
  queryKey: ['products', 'facets'],
  queryFn: ({ signal }) => api.get('/api/product/facets', lazySchema((c) => c.FacetsResponse), { signal }),
  staleTime: 5 * 60_000,
});

export const useFacets = () => useQuery(facetsQuery);
