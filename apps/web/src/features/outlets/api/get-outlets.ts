import { OutletListResponse } from '@shop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api-client.ts';

export const outletsQuery = queryOptions({
  queryKey: ['outlets'],
  queryFn: async () => (await api.get('/api/outlet/outletList', OutletListResponse)).outlets,
  staleTime: 10 * 60_000,
});

export const useOutlets = () => useQuery(outletsQuery);
