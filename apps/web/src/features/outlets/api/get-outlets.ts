import type { OutletListResponse } from '@shop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api-client.ts';
import { lazySchema } from '../../../shared/lazy-schema.ts';

/** `read` is the API call in the browser; a loader passes its own read of the same answer. */
export const outletsQuery = (read = (): Promise<OutletListResponse> => api.get('/api/outlet/outletList', lazySchema((c) => c.OutletListResponse))) =>
  queryOptions({
    queryKey: ['outlets'],
    queryFn: async () => (await read()).outlets,
    staleTime: 10 * 60_000,
  });

export const useOutlets = () => useQuery(outletsQuery());
