import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api-client.ts';
import { lazySchema } from '../../../shared/lazy-schema.ts';

export function useServiceOutlets() {
  return useQuery({
    queryKey: ['service-outlets'],
    queryFn: async () => (await api.get('/api/outlet/outletList', lazySchema((c) => c.OutletListResponse))).outlets,
    staleTime: 10 * 60_000,
  });
}
