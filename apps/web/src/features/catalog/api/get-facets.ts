import type { ContentLang, FacetsQuery, FacetsResponse } from '@shop/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api-client.ts';
import { lazySchema } from '../../../shared/lazy-schema.ts';
import type { CollectionFilters } from './get-products.ts';

/**
 * The facets' query for the collection's search and filters (the sort changes no count); a Malay page
 * asks for the Malay names of the categories and types.
 */
export function facetsFor(filters: CollectionFilters, lang: ContentLang = 'en'): FacetsQuery {
  return {
    ...(filters.query === null ? {} : { productName: filters.query }),
    ...(filters.categories.length > 0 ? { category: filters.categories } : {}),
    ...(filters.subCategories.length > 0 ? { subCategory: filters.subCategories } : {}),
    ...(filters.halalCertified ? { halalCertified: 'true' as const } : {}),
    ...(filters.freeFrom.length > 0 ? { freeFrom: filters.freeFrom } : {}),
    ...(lang === 'ms' ? { lang } : {}),
  };
}

/** The query as the address of GET /api/product/facets: lists as repeated parameters. */
export function facetsSearchParams(query: FacetsQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    for (const one of Array.isArray(value) ? value : [value]) params.append(key, String(one));
  return params;
}

/** `read` is the API call in the browser; a loader passes its own read of the same answer. */
export const facetsQuery = (
  filters: CollectionFilters,
  lang: ContentLang,
  read?: (query: FacetsQuery) => Promise<FacetsResponse>,
) => {
  const query = facetsFor(filters, lang);
  return queryOptions({
    queryKey: ['products', 'facets', query],
    queryFn: ({ signal }) => {
      if (read) return read(query);
      const search = facetsSearchParams(query).toString();
      return api.get(
        `/api/product/facets${search ? `?${search}` : ''}`,
        lazySchema((c) => c.FacetsResponse),
        { signal },
      );
    },
    staleTime: 60_000,
  });
};

// The panel keeps the last counts while a new search's arrive, rather than flashing its placeholders.
export const useFacets = (filters: CollectionFilters, lang: ContentLang) =>
  useQuery({ ...facetsQuery(filters, lang), placeholderData: keepPreviousData });
