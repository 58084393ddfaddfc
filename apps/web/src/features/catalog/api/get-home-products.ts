import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api-client.ts';
import { lazySchema } from '../../../shared/lazy-schema.ts';

export const homeProductsQuery = (view: 'latest' | 'bestsellers') =>
  queryOptions({
    queryKey: ['products', 'home', view],
    queryFn: async () => (await api.get(`/api/product/list?view=${view}`, lazySchema((c) => c.ProductListResponse))).products,
    staleTime: 60_000,
  });

export const useHomeProducts = (view: 'latest' | 'bestsellers') => useQuery(homeProductsQuery(view));
