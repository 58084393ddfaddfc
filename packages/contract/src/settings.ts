import { z } from 'zod';
import { ProductPromises } from './product-promises.ts';

/** Public shop settings the storefront needs on every screen (brand, currency, contact, notices). */
export const ShopSettings = z.object({
  shopName: z.string(),
  currency: z.string(),
  timeZone: z.string(),
  contactEmail: z.string(),
  contactPhone: z.string(),
  contactAddress: z.string(),
  sellerWhatsapp: z.string(),
  careersEmail: z.string(),
  /** Leaflet tile URL template; markers still render when tiles cannot load. */
  mapTileUrl: z.string(),
  mapAttribution: z.string(),
  announcement: z.string(),
  /** The announcement on the /ms pages; empty: the English one shows there. */
  announcementMs: z.string(),
  noticeMessages: z.array(z.string()),
  /** The notice bar on the /ms pages; empty: the English messages show there. */
  noticeMessagesMs: z.array(z.string()),
  /** What the product page promises, per kind of product (docs/decisions.md). */
  productPromises: ProductPromises,
  /** The simulated wait before a guest's add to bag, in ms; a setting defaulting to 0 (docs/decisions.md). */
  guestAddDelayMs: z.number().int().min(0).max(10_000),
  /** Checkout: the e-wallet receiver named in the payment instructions and checked on screenshots. */
  paymentReceiverName: z.string(),
  /** False without a Stripe key: the card option is hidden (docs/decisions.md). */
  cardPayments: z.boolean(),
  /** The wait before the shipping fee request, in ms; a setting defaulting to 0 (docs/decisions.md). */
  shippingDelayMs: z.number().int().min(0).max(10_000),
  /** Delivery is free from this subtotal (shop currency) up; null means never free. */
  freeShippingMinSubtotal: z.number().min(0).nullable(),
});
export type ShopSettings = z.infer<typeof ShopSettings>;

export const SettingsResponse = z.object({ success: z.literal(true), settings: ShopSettings });
export type SettingsResponse = z.infer<typeof SettingsResponse>;
