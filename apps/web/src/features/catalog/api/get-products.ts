import { FetchProductsResponse, LIMITS, type FetchProductsBody, type ProductSort } from '@shop/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api-client.ts';

export const fetchProducts = (body: FetchProductsBody, signal?: AbortSignal) =>
  api.post('/api/product/fetchProducts', body, FetchProductsResponse, signal ? { signal } : {});

export interface CollectionFilters {
  categories: string[];
  subCategories: string[];
  sort: ProductSort;
}

/**
 * The collection's pages, keyed by its filters: a filter or sort change starts a new list at page 1,
 * and an answer for an older key lands in that key's cache entry, so it can never mix into the cards
 * on screen, whatever order the answers arrive in.
 */
export const collectionQuery = (filters: CollectionFilters) =>
  infiniteQueryOptions({
    queryKey: ['products', 'collection', filters],
    queryFn: ({ pageParam, signal }) =>
      fetchProducts(
        {
          productName: null,
          page: pageParam,
          amount: LIMITS.collectionPageSize,
          category: filters.categories,
          subCategory: filters.subCategories,
          sort: filters.sort,
        },
        signal,
      ),
    initialPageParam: 1,
    // Spec §4: an empty page ends the list; so does having shown every product counted.
    getNextPageParam: (last, pages, lastPage) => {
      const shown = pages.reduce((n, p) => n + p.products.length, 0);
      return last.products.length === 0 || shown >= last.totalProducts ? undefined : lastPage + 1;
    },
    staleTime: 60_000,
  });

export const useCollection = (filters: CollectionFilters) => useInfiniteQuery(collectionQuery(filters));
