import {
  DEFAULT_SLOT_CAPACITY,
  addDays,
  hoursOnDate,
  SERVICE_BOOKING_DAYS,
  shopClock,
  slotAvailability,
  type Outlet,
  type SlotInfo,
  type SlotsResponse,
} from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { AppError, invalid, notFound } from '../../lib/errors.ts';
import { findOutletById } from '../outlet/service.ts';
import { bagRule, dateProblem, type BagRule } from '../season/service.ts';
import { readSetting } from '../settings/service.ts';
import { slowestProduct } from '../product/service.ts';

/** The `slotCapacity` setting (a whole number, 0 or more), else the default; the back office shows it too. */
export async function slotCapacity(db: Db): Promise<number> {
  const value = await readSetting(db, 'slotCapacity');
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : DEFAULT_SLOT_CAPACITY;
}

/**
 * Orders holding each slot of one date at `now`, per outlet for pickup or shop-wide for delivery.
 * The order module counts them (`bookedSlots` in its service): it sits above this one, so it is
 * handed in, by the slots route (app.ts) and by placement.
 */
export type BookedSlots = (
  db: Db,
  where: { serviceType: 'pickup' | 'delivery'; outletId: number | null; date: string },
  now: Date,
) => Promise<Map<string, number>>;

export interface SlotQuery {
  serviceType: 'pickup' | 'delivery';
  outletId?: number | undefined;
  date: string;
  productIds?: string[] | undefined;
  /** A festive pre-order's last day, when it lies beyond the usual booking window. */
  lastBookable?: string | undefined;
}

async function requireOutlet(db: Db, query: SlotQuery): Promise<Outlet | null> {
  if (query.serviceType !== 'pickup') return null;
  const outlet = query.outletId === undefined ? null : await findOutletById(db, query.outletId);
  if (!outlet) throw notFound('This outlet does not exist.');
  return outlet;
}

/** `ready` is when the products can be ready (now, or later for a lead time): slots before it are past. */
async function slotsFor(
  db: Db,
  bookedSlots: BookedSlots,
  query: SlotQuery,
  outlet: Outlet | null,
  now: Date,
  ready: Date,
  timeZone: string,
): Promise<SlotInfo[]> {
  const [booked, capacity] = await Promise.all([
    bookedSlots(db, { serviceType: query.serviceType, outletId: outlet?.id ?? null, date: query.date }, now),
    slotCapacity(db),
  ]);
  return slotAvailability({
    date: query.date,
    now: ready,
    timeZone,
    ...(outlet ? { openingHours: hoursOnDate(outlet.schedule, query.date) } : {}),
    booked,
    capacity,
  });
}

/**
 * The slots of a date exactly as the slot picker shows them, and as placement checks them again:
 * the booking window (today to SERVICE_BOOKING_DAYS ahead), the outlet's hours, capacity, and for
 * placement the cart's lead time, read as "the slot must start after the products are ready", so
 * a slot too soon for them is past just like a slot that has started.
 */
async function slotsOn(
  db: Db,
  bookedSlots: BookedSlots,
  query: SlotQuery,
  now: Date,
  timeZone: string,
  leadTimeHours = 0,
) {
  const today = shopClock(now, timeZone).date;
  const usualLast = addDays(today, SERVICE_BOOKING_DAYS);
  if (query.date > usualLast && query.date > (query.lastBookable ?? usualLast)) {
    throw invalid(`Choose a date within the next ${SERVICE_BOOKING_DAYS} days.`);
  }
  const outlet = await requireOutlet(db, query);
  const ready = new Date(now.getTime() + leadTimeHours * 3_600_000);
  return { today, outlet, slots: await slotsFor(db, bookedSlots, query, outlet, now, ready, timeZone) };
}

/** POST /api/service/slots: the 12 slots of a date for pickup at an outlet or for delivery. */
export async function getSlots(
  db: Db,
  bookedSlots: BookedSlots,
  query: SlotQuery,
  now: Date,
  timeZone: string,
): Promise<SlotsResponse> {
  const slowest = query.productIds?.length ? await slowestProduct(db, query.productIds) : null;
  const hours = slowest?.hours ?? 0;
  const rule = query.productIds?.length ? await bagRule(db, query.productIds, shopClock(now, timeZone).date) : null;
  const window = rule?.kind === 'preorder' ? rule.window : null;
  const asked = { ...query, lastBookable: window?.lastDay };
  const { today, outlet, slots: asReady } = await slotsOn(db, bookedSlots, asked, now, timeZone, hours);
  const slots = seasonSlots(rule, query.date, noticeSlots(asReady, query.date, now, timeZone, hours));
  let nextOpenDate: string | null = null;
  if (outlet && query.date >= today && !hoursOnDate(outlet.schedule, query.date)) {
    for (let ahead = 1; ahead <= 14 && nextOpenDate === null; ahead++) {
      const candidate = addDays(query.date, ahead);
      if (hoursOnDate(outlet.schedule, candidate)) nextOpenDate = candidate;
    }
  }
  const notice = slowest
    ? { productName: slowest.name, hours, ...(await firstSlotFor(db, bookedSlots, asked, now, timeZone, hours)) }
    : null;
  const bag = query.productIds
    ? { notice, season: window, bagProblem: rule?.kind === 'refused' ? rule.message : null }
    : {};
  return { success: true, today, date: query.date, slots, nextOpenDate, ...bag };
}

/**
 * A slot that has not started but comes before the bag can be ready says so ('notice'), as
 * placement would refuse it with the lead time.
 */
function noticeSlots(slots: SlotInfo[], date: string, now: Date, timeZone: string, hours: number): SlotInfo[] {
  return slots.map((s) =>
    s.reason === 'past' && hours > 0 && !startedBy({ date, slot: s.slot }, now, timeZone)
      ? { ...s, reason: 'notice' as const }
      : s,
  );
}

/** Outside a pre-order's window, or for a bag that cannot be ordered, no slot that has not passed is open. */
function seasonSlots(rule: BagRule | null, date: string, slots: SlotInfo[]): SlotInfo[] {
  if (!rule || !dateProblem(rule, date)) return slots;
  return slots.map((s) => (s.reason === 'past' ? s : { ...s, available: false, reason: 'season' as const }));
}

/** The first slot the bag can make from the day it is ready, looking two weeks on. */
async function firstSlotFor(
  db: Db,
  bookedSlots: BookedSlots,
  query: SlotQuery,
  now: Date,
  timeZone: string,
  hours: number,
) {
  const last = addDays(shopClock(now, timeZone).date, SERVICE_BOOKING_DAYS);
  let date = shopClock(new Date(now.getTime() + hours * 3_600_000), timeZone).date;
  for (let n = 0; n < 14 && date <= last; n++, date = addDays(date, 1)) {
    const { slots } = await slotsOn(db, bookedSlots, { ...query, date }, now, timeZone, hours);
    const open = slots.find((s) => s.available);
    if (open) return { firstDate: date, firstSlot: open.slot };
  }
  return { firstDate: null, firstSlot: null };
}

const REFUSALS = {
  season: 'This day is outside the pre-order window. Please choose another.',
  past: 'This time slot has already started. Please choose a later one.',
  closed: 'The outlet is not open during this time slot. Please choose another.',
  full: 'This time slot is fully booked. Please choose another.',
  notice: 'This time slot is too soon for your bag. Please choose a later one.',
} as const;

/** The product that needs the most notice, with the hours it needs. */
export interface LeadTime {
  hours: number;
  productName: string;
}

/**
 * For order placement: throws SLOT_UNAVAILABLE (409) with a shopper-facing message unless the slot
 * is bookable now by the slot picker's own rules (`slotsOn`), with the cart's lead time. Run it
 * inside the order's transaction so the count includes racing orders.
 */
export async function assertSlotBookable(
  db: Db,
  bookedSlots: BookedSlots,
  query: SlotQuery & { slot: string },
  now: Date,
  timeZone: string,
  lead: LeadTime | null = null,
): Promise<void> {
  const { slots } = await slotsOn(db, bookedSlots, query, now, timeZone, lead?.hours ?? 0);
  const info = slots.find((s) => s.slot === query.slot);
  if (!info) throw invalid('Choose one of the listed time slots.');
  if (info.reason === 'past' && lead && !startedBy(query, now, timeZone)) {
    throw new AppError(
      'SLOT_UNAVAILABLE',
      `${lead.productName} needs ${lead.hours} hours' notice. Please choose a later date or time slot.`,
    );
  }
  if (info.reason) throw new AppError('SLOT_UNAVAILABLE', REFUSALS[info.reason]);
}

/** Whether the slot has started by `now` (the picker's 'past'), as opposed to being too soon for a lead time. */
function startedBy(query: { date: string; slot: string }, now: Date, timeZone: string): boolean {
  const plain = slotAvailability({ date: query.date, now, timeZone, booked: new Map(), capacity: 1 });
  return plain.find((s) => s.slot === query.slot)?.reason === 'past';
}
