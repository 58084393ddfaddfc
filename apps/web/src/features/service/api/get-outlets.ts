import { OutletListResponse } from '@shop/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api-client.ts';

export function useServiceOutlets() {
  return useQuery({
    queryKey: ['service-outlets'],
    queryFn: async () => (await api.get('/api/outlet/outletList', OutletListResponse)).outlets,
    staleTime: 10 * 60_000,
  });
}
