/** Wall-clock arithmetic in the shop's time zone ('today' and slots are the shop's: docs/decisions.md). */
import { wallClock } from '@shop/contract';

/** The instant when the shop's clock reads `date` at `hour`:00. */
export function zonedInstant(date: string, hour: number, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const guess = Date.UTC(y, m - 1, d, hour);
  const c = wallClock(new Date(guess), timeZone);
  const asIfUtc = Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second);
  return new Date(guess - (asIfUtc - guess));
}

/** True when `date` is a real calendar day (rejects 2026-02-30). */
export function isCalendarDate(date: string): boolean {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const t = new Date(Date.UTC(y, m - 1, d));
  return t.getUTCFullYear() === y && t.getUTCMonth() === m - 1 && t.getUTCDate() === d;
}
