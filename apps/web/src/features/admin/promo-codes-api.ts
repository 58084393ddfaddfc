import { AdminPromoListResponse, AdminPromoResponse, type PromoCodeInput } from '@shop/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './admin-api-client.ts';

/** One page of the shop's codes, or of the newsletter's welcome codes. */
export const usePromoCodes = (page: number, welcome: boolean) =>
  useQuery({
    queryKey: ['admin', 'promo-codes', page, welcome],
    queryFn: () => api.get(`/api/admin/promo-codes?page=${page}&welcome=${welcome ? 1 : 0}`, AdminPromoListResponse),
    placeholderData: keepPreviousData,
  });

export function usePromoMutations() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['admin', 'promo-codes'] });
  return {
    create: useMutation({
      mutationFn: (input: PromoCodeInput) => api.post('/api/admin/promo-codes', input, AdminPromoResponse),
      onSuccess: refresh,
    }),
    disable: useMutation({
      mutationFn: (id: number) => api.post(`/api/admin/promo-codes/${id}/disable`, undefined, AdminPromoResponse),
      onSuccess: refresh,
    }),
  };
}
