import type { ShopSettings, ShopZone } from '@shop/contract';
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
  announcementMs: '',
  noticeMessages: [],
  noticeMessagesMs: [],
  productPromises: [],
  guestAddDelayMs: 0,
  paymentReceiverName: 'Roti & Rupa',
  cardPayments: false,
  shippingDelayMs: 0,
  freeShippingMinSubtotal: null,
};

interface RootData {
  settings: ShopSettings;
  shopZone: ShopZone;
}

/** The root loader's reading of the shop's settings; the defaults when the page failed before it. */
export function useSettings(): ShopSettings {
  return useRouteLoaderData<RootData>('root')?.settings ?? FALLBACK_SETTINGS;
}

/** The shop's clock for this page: the offset the root loader read, or the default zone when it failed. */
export function useShopZone(): ShopZone {
  return useRouteLoaderData<RootData>('root')?.shopZone ?? FALLBACK_SETTINGS.timeZone;
}
