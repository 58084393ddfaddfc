import type { ContentLang, ProductListResponse, ProductResponse } from '@shop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError } from '../../../shared/api-client.ts';
import { lazySchema } from '../../../shared/lazy-schema.ts';

/** The product reads' query: a Malay page asks for the Malay texts (English where staff gave none). */
const langQuery = (lang: ContentLang) => (lang === 'ms' ? '?lang=ms' : '');

/** `read` is the API call in the browser; a loader passes its own read of the same answer. */
export const productQuery = (id: string, lang: ContentLang, read?: () => Promise<ProductResponse>) =>
  queryOptions({
    queryKey: ['products', 'one', id, lang],
    queryFn: async ({ signal }) =>
      (
        await (read?.() ??
          api.get(
            `/api/product/${encodeURIComponent(id)}${langQuery(lang)}`,
            lazySchema((c) => c.ProductResponse),
            { signal },
          ))
      ).product,
    staleTime: 60_000,
    // A 404 is an answer, not a hiccup: show the not-found screen at once.
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
  });

export const relatedProductsQuery = (id: string, lang: ContentLang, read?: () => Promise<ProductListResponse>) =>
  queryOptions({
    queryKey: ['products', 'related', id, lang],
    queryFn: async ({ signal }) =>
      (
        await (read?.() ??
          api.get(
            `/api/product/${encodeURIComponent(id)}/related${langQuery(lang)}`,
            lazySchema((c) => c.ProductListResponse),
            { signal },
          ))
      ).products,
    staleTime: 60_000,
  });

export const useProduct = (id: string, lang: ContentLang) => useQuery(productQuery(id, lang));
export const useRelatedProducts = (id: string, lang: ContentLang, enabled: boolean) =>
  useQuery({ ...relatedProductsQuery(id, lang), enabled });
