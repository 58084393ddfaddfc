import { FacetsResponse } from '@shop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api-client.ts';

export const facetsQuery = queryOptions({
  queryKey: ['products', 'facets'],
  queryFn: ({ signal }) => api.get('/api/product/facets', FacetsResponse, { signal }),
  staleTime: 5 * 60_000,
});

export const useFacets = () => useQuery(facetsQuery);
