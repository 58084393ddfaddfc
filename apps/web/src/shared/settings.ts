import type { ShopSettings } from '@shop/contract';
import { useRouteLoaderData } from 'react-router';

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

/** The root loader's reading of the shop's settings; the defaults when the page failed before it. */
export function useSettings(): ShopSettings {
  return useRouteLoaderData<{ settings: ShopSettings }>('root')?.settings ?? FALLBACK_SETTINGS;
}
