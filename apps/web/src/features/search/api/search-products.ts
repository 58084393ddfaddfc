import { LIMITS, type ContentLang } from '@shop/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { fetchProducts } from '../../catalog/api/get-products.ts';

/** Search starts at 3 characters and asks for page 1 with amount 3. */
export const SEARCH_MIN_CHARS = 3;

export const searchQuery = (text: string, lang: ContentLang) =>
  queryOptions({
    queryKey: ['products', 'search', text, lang],
    queryFn: ({ signal }) => fetchProducts({ productName: text, page: 1, amount: LIMITS.searchPageSize }, signal, lang),
    staleTime: 60_000,
  });

export function useSearch(text: string, lang: ContentLang) {
  const enabled = text.length >= SEARCH_MIN_CHARS;
  // The previous answer stays on screen while the next one loads, so the overlay does not flicker.
  return useQuery({ ...searchQuery(text, lang), enabled, placeholderData: enabled ? keepPreviousData : undefined });
}
