import { LIMITS, type ContentLang, type NewsItemResponse, type NewsListResponse } from '@shop/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError } from '../../../shared/api-client.ts';
import { lazySchema } from '../../../shared/lazy-schema.ts';

/** `read` is the API call in the browser; a loader passes its own read of the same answer. */
export const newsListQuery = (
  page: number,
  lang: ContentLang,
  read = (): Promise<NewsListResponse> =>
    api.get(
      `/api/news/all?page=${page}&limit=${LIMITS.newsPageSize}${lang === 'ms' ? '&lang=ms' : ''}`,
      lazySchema((c) => c.NewsListResponse),
    ),
) =>
  queryOptions({
    queryKey: ['news', 'list', page, lang],
    queryFn: read,
    staleTime: 5 * 60_000,
  });

/** The previous page stays on screen while the next one loads, so paging does not flash skeletons. */
export const useNewsList = (page: number, lang: ContentLang) =>
  useQuery({ ...newsListQuery(page, lang), placeholderData: keepPreviousData });

export const newsItemQuery = (
  id: string,
  lang: ContentLang,
  read = (): Promise<NewsItemResponse> =>
    api.get(
      `/api/news/${encodeURIComponent(id)}${lang === 'ms' ? '?lang=ms' : ''}`,
      lazySchema((c) => c.NewsItemResponse),
    ),
) =>
  queryOptions({
    queryKey: ['news', 'item', id, lang],
    queryFn: read,
    staleTime: 5 * 60_000,
    // An unknown story stays unknown: retrying a 404 only delays the not-found screen.
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
  });

export const useNewsItem = (id: string, lang: ContentLang) => useQuery(newsItemQuery(id, lang));
