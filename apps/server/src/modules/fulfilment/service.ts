import {
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
import * as q from './queries.ts';

// The back office's settings page shows the capacity; the queries file itself stays private to this module.
export { slotCapacity } from './queries.ts';

export interface SlotQuery {
  serviceType: 'pickup' | 'delivery';
  outletId?: number | undefined;
  date: string;
}

async function requireOutlet(db: Db, query: SlotQuery): Promise<Outlet | null> {
  if (query.serviceType !== 'pickup') return null;
  const outlet = query.outletId === undefined ? null : await findOutletById(db, query.outletId);
  if (!outlet) throw notFound('This outlet does not exist.');
  return outlet;
}

async function slotsFor(db: Db, query: SlotQuery, outlet: Outlet | null, now: Date, timeZone: string): Promise<SlotInfo[]> {
  const [booked, capacity] = await Promise.all([
    q.bookedSlots(db, { serviceType: query.serviceType, outletId: outlet?.id ?? null, date: query.date }),
    q.slotCapacity(db),
  ]);
  return slotAvailability({
    date: query.date,
    now,
    timeZone,
    ...(outlet ? { openingHours: hoursOnDate(outlet.schedule, query.date) } : {}),
    booked,
    capacity,
  });
}

/** POST /api/service/slots: the 12 slots of a date for pickup at an outlet or for delivery. */
export async function getSlots(db: Db, query: SlotQuery, now: Date, timeZone: string): Promise<SlotsResponse> {
  const today = shopClock(now, timeZone).date;
  if (query.date > addDays(today, SERVICE_BOOKING_DAYS)) {
    throw invalid(`Choose a date within the next ${SERVICE_BOOKING_DAYS} days.`);
  }
  const outlet = await requireOutlet(db, query);
  const slots = await slotsFor(db, query, outlet, now, timeZone);
  let nextOpenDate: string | null = null;
  if (outlet && query.date >= today && !hoursOnDate(outlet.schedule, query.date)) {
    for (let ahead = 1; ahead <= 14 && nextOpenDate === null; ahead++) {
      const candidate = addDays(query.date, ahead);
      if (hoursOnDate(outlet.schedule, candidate)) nextOpenDate = candidate;
    }
  }
  return { success: true, today, date: query.date, slots, nextOpenDate };
}

const REFUSALS = {
  past: 'This time slot has already started. Please choose a later one.',
  closed: 'The outlet is not open during this time slot. Please choose another.',
  full: 'This time slot is fully booked. Please choose another.',
} as const;

/**
 * For order placement: throws SLOT_UNAVAILABLE (409) with a shopper-facing message unless the slot
 * is still bookable now. Run it inside the order's transaction so the count includes racing orders.
 */
export async function assertSlotBookable(
  db: Db,
  query: SlotQuery & { slot: string },
  now: Date,
  timeZone: string,
): Promise<void> {
  const outlet = await requireOutlet(db, query);
  const info = (await slotsFor(db, query, outlet, now, timeZone)).find((s) => s.slot === query.slot);
  if (!info) throw invalid('Choose one of the listed time slots.');
  if (info.reason) throw new AppError('SLOT_UNAVAILABLE', REFUSALS[info.reason]);
}
