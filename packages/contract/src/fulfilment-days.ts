import { wallClock, type ShopZone } from './wall-clock.ts';

// Schema-free, so the header and the service modal can use it without zod (apps/web/vite.config.ts).

/** How far ahead a slot may be booked. */
export const SERVICE_BOOKING_DAYS = 30;

/** The calendar date (`YYYY-MM-DD`) and hour (0-23) of an instant on the wall clock of `zone`. */
export function shopClock(now: Date, zone: ShopZone): { date: string; hour: number } {
  const clock = wallClock(now, zone);
  const two = (n: number) => String(n).padStart(2, '0');
  return { date: `${clock.year}-${two(clock.month)}-${two(clock.day)}`, hour: clock.hour };
}

/** `YYYY-MM-DD` plus `days` calendar days. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The start hour of a slot such as '10:00 - 11:00'. */
export function slotStartHour(slot: string): number {
  return Number(slot.slice(0, 2));
}
