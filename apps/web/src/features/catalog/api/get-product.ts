import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError } from '../../../shared/api-client.ts';
import { lazySchema } from '../../../shared/lazy-schema.ts';

export const productQuery = (id: string) =>
  queryOptions({
    queryKey: ['products', 'one', id],
    queryFn: async ({ signal }) => (await api.get(`/api/product/${encodeURIComponent(id)}`, lazySchema((c) => c.ProductResponse), { signal })).product,
    staleTime: 60_000,
    // A 404 is an answer, not a hiccup: show the not-found screen at once.
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
  });

export const relatedProductsQuery = (id: string) =>
  queryOptions({
    queryKey: ['products', 'related', id],
    queryFn: async ({ signal }) =>
      (await api.get(`/api/product/${encodeURIComponent(id)}/related`, lazySchema((c) => c.ProductListResponse), { signal })).products,
    staleTime: 60_000,
  });

export const useProduct = (id: string) => useQuery(productQuery(id));
export const useRelatedProducts = (id: string, enabled: boolean) => useQuery({ ...relatedProductsQuery(id), enabled });
