import { z } from 'zod';

export const OutletScheduleDay = z.object({
  day: z.string(),
  available: z.boolean(),
  /** Shop-local clock times, `HH:MM` (24-hour). An end at or before the start runs past midnight. */
  operatingTime: z.object({ start: z.string(), end: z.string() }),
});
export type OutletScheduleDay = z.infer<typeof OutletScheduleDay>;

/** Spec §3 Outlet, plus the coordinates the map needs. */
export const Outlet = z.object({
  id: z.number().int(),
  title: z.string(),
  address: z.object({
    street: z.string(),
    city: z.string(),
    zipcode: z.string(),
    state: z.string(),
    country: z.string(),
  }),
  contactNumber: z.string(),
  /** Falls back to `contactNumber` when the outlet has no separate WhatsApp line (spec §3). */
  whatsappNumber: z.string(),
  googleMap: z.string(),
  schedule: z.array(OutletScheduleDay),
  lat: z.number(),
  lng: z.number(),
});
export type Outlet = z.infer<typeof Outlet>;

export const OutletListResponse = z.object({ success: z.literal(true), outlets: z.array(Outlet) });
export type OutletListResponse = z.infer<typeof OutletListResponse>;

/** A Google Maps search link that opens the pin on phones and desktops alike. */
export function googleMapsLink(lat: number, lng: number): string {
  return `https://www.google.com/maps/search/?api=1&query=${lat},${lng}`;
}

/**
 * wa.me wants the number in international form, digits only. Numbers written the Malaysian local way
 * (a leading 0, e.g. 012-345 6789) get the country code 60 in place of the 0.
 */
export function whatsappLink(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  const international = !phone.trim().startsWith('+') && digits.startsWith('0') ? `6${digits}` : digits;
  return `https://wa.me/${international}`;
}
