import { z } from 'zod';
import { TIME_SLOTS } from './common.ts';
import { parseClock } from './hours.ts';
import { shopClock, slotStartHour } from './fulfilment-days.ts';

export const SERVICE_TYPES = ['pickup', 'delivery'] as const;
// Not exported: orders.ts exports the same enum as ServiceType.
const ServiceTypeEnum = z.enum(SERVICE_TYPES);

/** Default orders one slot takes, per outlet for pickup or shop-wide for delivery (setting `slotCapacity`). */
export const DEFAULT_SLOT_CAPACITY = 10;

/** The first and last day any date the API takes may be: a window the shop can use, with room either side. */
export const FIRST_CALENDAR_DATE = '2000-01-01';
export const LAST_CALENDAR_DATE = '2099-12-31';

/**
 * Every date the API takes, parsed once here: four-digit years only, a day that exists, and inside
 * 2000-2099. Day loops, `addDays` and time zone sums downstream rely on it (a year-0000 date once
 * sent the dashboard's day loop round forever, and 9999 broke the time zone maths).
 */
export const CalendarDate = z.string().superRefine((d, ctx) => {
  // One message per date, the first that applies: the later checks assume the earlier held.
  const time = Date.parse(`${d}T00:00:00Z`);
  const problem = !/^\d{4}-\d{2}-\d{2}$/.test(d)
    ? 'Dates are written YYYY-MM-DD.'
    : Number.isNaN(time) || !new Date(time).toISOString().startsWith(d)
      ? 'This date does not exist.'
      : d < FIRST_CALENDAR_DATE || d > LAST_CALENDAR_DATE
        ? `Choose a date from ${FIRST_CALENDAR_DATE} to ${LAST_CALENDAR_DATE}.`
        : null;
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

export const TimeSlot = z.enum(TIME_SLOTS as [string, ...string[]], { error: 'Choose one of the listed time slots.' });

/** POST /api/service/slots */
export const SlotsBody = z
  .object({
    serviceType: ServiceTypeEnum,
    outletId: z.number().int().positive().max(2_147_483_647).optional(),
    date: CalendarDate,
    /** The bag's products: slots too soon for the one needing the most notice are refused ('notice'). */
    productIds: z.array(z.string().max(100)).max(60, 'At most 60 products.').optional(),
  })
  .strict()
  .refine((b) => b.serviceType === 'delivery' || b.outletId !== undefined, {
    message: 'Choose an outlet for pickup.',
    path: ['outletId'],
  });
export type SlotsBody = z.infer<typeof SlotsBody>;

export const SlotReason = z.enum(['past', 'full', 'closed', 'notice', 'season']);
export type SlotReason = z.infer<typeof SlotReason>;

export const SlotInfo = z.object({
  slot: z.string(),
  available: z.boolean(),
  reason: SlotReason.nullable(),
});
export type SlotInfo = z.infer<typeof SlotInfo>;

export const SlotsResponse = z.object({
  success: z.literal(true),
  /** Today in the shop's time zone, the earliest date a shopper may choose. */
  today: z.string(),
  date: z.string(),
  slots: z.array(SlotInfo),
  /** For a pickup date on which the outlet is closed: the next date it opens, if any soon. */
  nextOpenDate: z.string().nullable(),
  /**
   * Only when asked with `productIds` and one needs notice: the product needing the most, its hours,
   * and the first slot the bag can make (null when none in the next two weeks).
   */
  notice: z
    .object({
      productName: z.string(),
      hours: z.number().int(),
      firstDate: z.string().nullable(),
      firstSlot: z.string().nullable(),
    })
    .nullable()
    .optional(),
  /** Only when asked with `productIds` holding festive pre-orders: the days they can be collected or delivered. */
  season: z.object({ seasonName: z.string(), firstDay: z.string(), lastDay: z.string() }).nullable().optional(),
  /** Only when the bag cannot be ordered as it is (mixed with everyday products, or a season closed): why. */
  bagProblem: z.string().nullable().optional(),
});
export type SlotsResponse = z.infer<typeof SlotsResponse>;

/**
 * The shopper's service choice, one item of the `userSelection` cookie's list. `outletId`/`outletTitle`
 * (pickup) and `location` (delivery) go beyond the spec: the shop knows which outlet and where.
 */
export const UserSelection = z.object({
  serviceType: ServiceTypeEnum,
  deliveryAddress: z.string().max(300).optional(),
  calendarDate: CalendarDate,
  deliveryTime: TimeSlot,
  outletId: z.number().int().positive().optional(),
  outletTitle: z.string().max(200).optional(),
  location: z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) }).optional(),
});
export type UserSelection = z.infer<typeof UserSelection>;

export interface SlotAvailabilityInput {
  /** The shop-local calendar date asked about, `YYYY-MM-DD`. */
  date: string;
  now: Date;
  timeZone: string;
  /**
   * For pickup: the outlet's opening hours on that date, or null when it is closed. Omitted for
   * delivery, which runs in every slot.
   */
  openingHours?: { start: string; end: string } | null;
  /** Orders already holding each slot (cancelled ones not counted). */
  booked: ReadonlyMap<string, number>;
  capacity: number;
}

/**
 * The 12 hourly slots of one date. In order of precedence a slot is
 * - 'past': the date is before today, or it is today and the slot starts at or before the current
 *   hour, all read on the shop's clock;
 * - 'closed': for pickup, the slot does not lie wholly inside the outlet's opening hours;
 * - 'full': the slot already holds `capacity` orders.
 * Used by the service modal (through POST /api/service/slots) and again when an order is placed.
 */
export function slotAvailability(input: SlotAvailabilityInput): SlotInfo[] {
  const { date: today, hour } = shopClock(input.now, input.timeZone);
  const window = input.openingHours === undefined ? 'always' : openWindow(input.openingHours);
  return TIME_SLOTS.map((slot) => {
    const start = slotStartHour(slot);
    let reason: SlotReason | null = null;
    if (input.date < today || (input.date === today && start <= hour)) reason = 'past';
    else if (window !== 'always' && (window === null || start * 60 < window.start || (start + 1) * 60 > window.end)) {
      reason = 'closed';
    } else if ((input.booked.get(slot) ?? 0) >= input.capacity) reason = 'full';
    return { slot, available: reason === null, reason };
  });
}

function openWindow(hours: { start: string; end: string } | null): { start: number; end: number } | null {
  if (!hours) return null;
  const start = parseClock(hours.start);
  const end = parseClock(hours.end);
  if (start === null || end === null) return null;
  // Hours that run past midnight keep the evening part on this date.
  return { start, end: end <= start ? 24 * 60 : end };
}
