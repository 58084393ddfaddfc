import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api-client.ts';
import { lazySchema } from '../../../shared/lazy-schema.ts';

/** `productIds` is the bag: the server then offers only slots its slowest product can make. */
export function useSlots(query: {
  serviceType: 'pickup' | 'delivery' | null;
  outletId: number | null;
  date: string;
  productIds: string[];
}) {
  const { serviceType, outletId, date, productIds } = query;
  const ready = serviceType === 'delivery' || (serviceType === 'pickup' && outletId !== null);
  return useQuery({
    queryKey: ['service-slots', serviceType, outletId, date, productIds.join(',')],
    queryFn: () =>
      api.post(
        '/api/service/slots',
        serviceType === 'pickup' ? { serviceType, outletId, date, productIds } : { serviceType, date, productIds },
        lazySchema((c) => c.SlotsResponse),
      ),
    enabled: ready && date !== '',
    // Slots fill up and pass: look again each time the step is shown, and every minute meanwhile.
    staleTime: 0,
    refetchInterval: 60_000,
  });
}
