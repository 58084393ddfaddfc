import type { ProductListResponse, ProductResponse } from '@shop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError } from '../../../shared/api-client.ts';
import { lazySchema } from '../../../shared/lazy-schema.ts';

/** `read` is the API call in the browser; a loader passes its own read of the same answer. */
export const productQuery = (id: string, read?: () => Promise<ProductResponse>) =>
  queryOptions({
    queryKey: ['products', 'one', id],
    queryFn: async ({ signal }) =>
      (await (read?.() ?? api.get(`/api/product/${encodeURIComponent(id)}`, lazySchema((c) => c.ProductResponse), { signal }))).product,
    staleTime: 60_000,
    // A 404 is an answer, not a hiccup: show the not-found screen at once.
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
  });

export const relatedProductsQuery = (id: string, read?: () => Promise<ProductListResponse>) =>
  queryOptions({
    queryKey: ['products', 'related', id],
    queryFn: async ({ signal }) =>
      (
        await (read?.() ??
          api.get(`/api/product/${encodeURIComponent(id)}/related`, lazySchema((c) => c.ProductListResponse), { signal }))
      ).products,
    staleTime: 60_000,
  });

export const useProduct = (id: string) => useQuery(productQuery(id));
export const useRelatedProducts = (id: string, enabled: boolean) => useQuery({ ...relatedProductsQuery(id), enabled });
