import { z } from 'zod';

export const OutletScheduleDay = z.object({
  day: z.string(),
  available: z.boolean(),
  /** Shop-local clock times, `HH:MM` (24-hour). An end at or before the start runs past midnight. */
  operatingTime: z.object({ start: z.string(), end: z.string() }),
});
export type OutletScheduleDay = z.infer<typeof OutletScheduleDay>;

/** An outlet, plus the coordinates the map needs. */
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
  /** Falls back to `contactNumber` when the outlet has no separate WhatsApp line. */
  whatsappNumber: z.string(),
  googleMap: z.string(),
  schedule: z.array(OutletScheduleDay),
  lat: z.number(),
  lng: z.number(),
  /** What shoppers should know about the outlet, when staff wrote anything; in Malay with `?lang=ms` where given. */
  notes: z.string().optional(),
});
export type Outlet = z.infer<typeof Outlet>;

export const OutletListResponse = z.object({ success: z.literal(true), outlets: z.array(Outlet) });
export type OutletListResponse = z.infer<typeof OutletListResponse>;
