import { UserOrdersResponse } from '@shop/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../shared/api-client.ts';
import { LOADER_READ_FRESH_MS } from '../../../shared/query-client.ts';

/** POST /api/order/userorders: the shopper's orders, newest first. */
export const userOrdersQuery = (
  token: string | null,
  read = () => api.post('/api/order/userorders', {}, UserOrdersResponse),
) =>
  queryOptions({
    queryKey: ['orders', token],
    queryFn: async () => (await read()).orders,
    staleTime: LOADER_READ_FRESH_MS,
    enabled: token !== null,
  });
