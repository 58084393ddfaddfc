import { UserOrdersResponse, type ContentLang } from '@shop/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../shared/api-client.ts';
import { LOADER_READ_FRESH_MS } from '../../../shared/query-client.ts';

/** POST /api/order/userorders: the shopper's orders, newest first; a Malay page's items in Malay. */
export const userOrdersQuery = (
  token: string | null,
  lang: ContentLang,
  read = () => api.post(`/api/order/userorders${lang === 'ms' ? '?lang=ms' : ''}`, {}, UserOrdersResponse),
) =>
  queryOptions({
    queryKey: ['orders', token, lang],
    queryFn: async () => (await read()).orders,
    staleTime: LOADER_READ_FRESH_MS,
    enabled: token !== null,
  });
