import type { ShopSettings } from '@shop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client.ts';
import { lazySchema } from './lazy-schema.ts';

export const FALLBACK_SETTINGS: ShopSettings = {
  shopName: 'Roti & Rupa',
  currency: 'RM',
  timeZone: 'Asia/Kuala_Lumpur',
  contactEmail: '',
  contactPhone: '',
  contactAddress: '',
  sellerWhatsapp: '',
  careersEmail: '',
  mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  mapAttribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
  announcement: '',
  noticeMessages: [],
  guestAddDelayMs: 0,
  paymentReceiverName: 'Roti & Rupa',
  cardPayments: false,
  shippingDelayMs: 0,
  freeShippingMinSubtotal: null,
};

export const settingsQuery = queryOptions({
  queryKey: ['settings'],
  queryFn: async () => (await api.get('/api/custom/settings', lazySchema((c) => c.SettingsResponse))).settings,
  staleTime: 10 * 60_000,
});

export function useSettings(): ShopSettings {
  return useQuery(settingsQuery).data ?? FALLBACK_SETTINGS;
}
