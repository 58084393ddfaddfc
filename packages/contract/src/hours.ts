import type { OutletScheduleDay } from './outlets.ts';
import { WEEK_DAYS, wallClock, type ShopZone, type WeekDay } from './wall-clock.ts';

// Opening hours are always shown Monday to Sunday (WEEK_DAYS), whatever order the schedule was stored in.

export interface DayHours {
  day: WeekDay;
  available: boolean;
  start: string;
  end: string;
  /** 'Closed' when not available, else 'start - end'. */
  label: string;
}

/** Matches 'Monday', 'monday' and 'Mon' alike; -1 for anything else. */
function weekDayIndex(name: string): number {
  const key = name.trim().slice(0, 3).toLowerCase();
  return WEEK_DAYS.findIndex((d) => d.slice(0, 3).toLowerCase() === key);
}

export function weeklyHours(schedule: readonly OutletScheduleDay[]): DayHours[] {
  return WEEK_DAYS.map((day, index) => {
    const entry = schedule.find((s) => weekDayIndex(s.day) === index);
    const available = entry?.available ?? false;
    const start = entry?.operatingTime.start ?? '';
    const end = entry?.operatingTime.end ?? '';
    return { day, available, start, end, label: available ? `${start} - ${end}` : 'Closed' };
  });
}

/** Minutes after midnight for '08:00', '8:30 am' or '24:00'; null when the text is not a time. */
export function parseClock(text: string): number | null {
  const m = /^(\d{1,2}):(\d{2})\s*([ap]\.?m\.?)?$/i.exec(text.trim());
  if (!m) return null;
  let hours = Number(m[1]);
  const minutes = Number(m[2]);
  const meridiem = m[3]?.[0]?.toLowerCase();
  if (minutes > 59) return null;
  if (meridiem) {
    if (hours < 1 || hours > 12) return null;
    hours = (hours % 12) + (meridiem === 'p' ? 12 : 0);
  }
  const total = hours * 60 + minutes;
  return total <= 24 * 60 ? total : null;
}

interface Interval {
  start: number;
  end: number;
  overnight: boolean;
}

function interval(hours: DayHours): Interval | null {
  if (!hours.available) return null;
  const start = parseClock(hours.start);
  const end = parseClock(hours.end);
  if (start === null || end === null) return null;
  return { start, end, overnight: end <= start };
}

/** The weekday (0 = Monday) and minutes after midnight of an instant, on the wall clock of `zone`. */
export function zonedClock(at: Date, zone: ShopZone): { dayIndex: number; minutes: number } {
  const clock = wallClock(at, zone);
  return { dayIndex: weekDayIndex(clock.weekday), minutes: clock.hour * 60 + clock.minute };
}

export type OpenStatus =
  { open: true; closesAt: string } | { open: false; opensAt: { day: WeekDay; daysAhead: number; time: string } | null };

/** Whether an outlet is open at `at` in the shop's time zone, handling hours that run past midnight. */
export function openStatus(schedule: readonly OutletScheduleDay[], at: Date, zone: ShopZone): OpenStatus {
  const week = weeklyHours(schedule);
  const { dayIndex, minutes } = zonedClock(at, zone);
  const today = week[dayIndex]!;
  const yesterday = week[(dayIndex + 6) % 7]!;

  const y = interval(yesterday);
  if (y?.overnight && minutes < y.end) return { open: true, closesAt: yesterday.end };
  const t = interval(today);
  if (t && minutes >= t.start && (t.overnight || minutes < t.end)) return { open: true, closesAt: today.end };

  for (let ahead = 0; ahead < 8; ahead++) {
    const hours = week[(dayIndex + ahead) % 7]!;
    const next = interval(hours);
    if (next && (ahead > 0 || next.start > minutes))
      return { open: false, opensAt: { day: hours.day, daysAhead: ahead, time: hours.start } };
  }
  return { open: false, opensAt: null };
}

/** The opening hours on a calendar date (`YYYY-MM-DD`), or null when closed: pickup slots must fit inside. */
export function hoursOnDate(
  schedule: readonly OutletScheduleDay[],
  date: string,
): { start: string; end: string } | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) return null;
  const utc = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  // Date.UTC rolls 2026-02-31 over into March; a date that does not round-trip is not a date.
  if (Number.isNaN(utc.getTime()) || utc.toISOString().slice(0, 10) !== date) return null;
  const hours = weeklyHours(schedule)[(utc.getUTCDay() + 6) % 7]!;
  return interval(hours) ? { start: hours.start, end: hours.end } : null;
}
