import {
  ALLERGENS,
  cleanSearchText,
  LIMITS,
  SORTS,
  type Allergen,
  type ContentLang,
  type FetchProductsBody,
  type FetchProductsResponse,
  type ProductSort,
} from '@shop/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api-client.ts';
import { lazySchema } from '../../../shared/lazy-schema.ts';

// A lazily loaded schema: the collection's first page must not pull the contract's schemas into the
// page's first download.
export const fetchProducts = (
  body: FetchProductsBody,
  signal?: AbortSignal,
  lang: ContentLang = 'en',
): Promise<FetchProductsResponse> =>
  api.post(
    lang === 'ms' ? '/api/product/fetchProducts?lang=ms' : '/api/product/fetchProducts',
    body,
    lazySchema((c) => c.FetchProductsResponse),
    signal ? { signal } : {},
  );

export interface CollectionFilters {
  /** A shopper's search text, or null to browse everything. */
  query: string | null;
  categories: string[];
  subCategories: string[];
  sort: ProductSort;
  /** Only products with a current halal certificate (`halal=certified`). */
  halalCertified: boolean;
  /** Only products stating none of these allergens (`free=milk`). */
  freeFrom: Allergen[];
}

/** The URL holds the search, filters and sort, so a shared link or Back restores them. */
export function collectionFilters(params: URLSearchParams): CollectionFilters {
  const sort = SORTS.find((s) => s === params.get('sort'));
  return {
    // Characters the API turns into spaces are turned into spaces here too, so the page never echoes
    // them, and a pasted text longer than a search may be is cut to its length rather than refused.
    query:
      cleanSearchText(params.get('q') ?? '')
        .trim()
        .slice(0, LIMITS.searchTextMax) || null,
    // Sorted, so the same choice in any click order is one cache entry.
    categories: params.getAll('category').sort(),
    subCategories: params.getAll('type').sort(),
    sort: sort ?? 'relevant',
    halalCertified: params.get('halal') === 'certified',
    freeFrom: ALLERGENS.filter((a) => params.getAll('free').includes(a)),
  };
}

/**
 * The collection's pages, keyed by its filters: a filter or sort change starts a new list at page 1,
 * and an answer for an older key lands in that key's cache entry, so it can never mix into the cards
 * on screen, whatever order the answers arrive in. `read` is the API call in the browser; a loader
 * passes its own read of the same answer.
 */
export const collectionQuery = (
  filters: CollectionFilters,
  lang: ContentLang,
  read = (body: FetchProductsBody, signal: AbortSignal) => fetchProducts(body, signal, lang),
) =>
  infiniteQueryOptions({
    queryKey: ['products', 'collection', filters, lang],
    queryFn: ({ pageParam, signal }) =>
      read(
        {
          productName: filters.query,
          page: pageParam,
          amount: LIMITS.collectionPageSize,
          category: filters.categories,
          subCategory: filters.subCategories,
          sort: filters.sort,
          ...(filters.halalCertified ? { halalCertified: true } : {}),
          ...(filters.freeFrom.length > 0 ? { freeFrom: filters.freeFrom } : {}),
        },
        signal,
      ),
    initialPageParam: 1,
    // An empty page ends the list; so does having shown every product counted.
    getNextPageParam: (last, pages, lastPage) => {
      const shown = pages.reduce((n, p) => n + p.products.length, 0);
      return last.products.length === 0 || shown >= last.totalProducts ? undefined : lastPage + 1;
    },
    staleTime: 60_000,
  });

export const useCollection = (filters: CollectionFilters, lang: ContentLang) =>
  useInfiniteQuery(collectionQuery(filters, lang));
