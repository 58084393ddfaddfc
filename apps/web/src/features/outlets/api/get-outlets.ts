import type { ContentLang, OutletListResponse } from '@shop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api-client.ts';
import { lazySchema } from '../../../shared/lazy-schema.ts';

/**
 * `read` is the API call in the browser; a loader passes its own read of the same answer. `lang`: the
 * outlets' notes in Malay for a Malay page.
 */
export const outletsQuery = (
  lang: ContentLang = 'en',
  read = (): Promise<OutletListResponse> =>
    api.get(
      `/api/outlet/outletList${lang === 'ms' ? '?lang=ms' : ''}`,
      lazySchema((c) => c.OutletListResponse),
    ),
) =>
  queryOptions({
    queryKey: ['outlets', lang],
    queryFn: async () => (await read()).outlets,
    staleTime: 10 * 60_000,
  });

export const useOutlets = (lang: ContentLang = 'en') => useQuery(outletsQuery(lang));
