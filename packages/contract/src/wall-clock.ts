/** What a clock on the wall in `timeZone` reads at one instant ('today' and slots are the shop's: docs/decisions.md). */
export interface WallClock {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
  /** 0-23 */
  hour: number;
  minute: number;
  second: number;
  /** 'Monday' ... 'Sunday' */
  weekday: string;
}

/** A time zone's offset from UTC, and the span of instants (epoch ms, `until` excluded) it holds for. */
export interface ZoneOffset {
  timeZone: string;
  offsetMinutes: number;
  from: number;
  until: number;
}

/** The week as the shop's hours list it, Monday first. */
export const WEEK_DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export type WeekDay = (typeof WEEK_DAYS)[number];
const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

// A browser's first use of Intl costs ~100 ms on a mid-range phone (ICU's set-up), in the middle of
// taking over a drawn page; the page carries its zone's offset instead (see rememberZoneOffset).
const knownOffsets = new Map<string, ZoneOffset>();

/** Lets wallClock read instants in `offset`'s span by arithmetic rather than through Intl. */
export function rememberZoneOffset(offset: ZoneOffset): void {
  knownOffsets.set(offset.timeZone, offset);
}

/**
 * The offset of `timeZone` at `at`, with the span around it (up to a day either way) in which it does
 * not change; a change of offset (daylight saving) inside that day ends the span there, to the minute.
 */
export function zoneOffsetAround(at: Date, timeZone: string): ZoneOffset {
  const t = Math.floor(at.getTime() / MINUTE_MS) * MINUTE_MS;
  const offsetMinutes = offsetAt(t, timeZone);
  const edge = (step: number) => {
    let same = t;
    let other = t + step;
    if (offsetAt(other, timeZone) === offsetMinutes) return other;
    while (Math.abs(other - same) > MINUTE_MS) {
      const mid = same + Math.round((other - same) / 2 / MINUTE_MS) * MINUTE_MS;
      if (offsetAt(mid, timeZone) === offsetMinutes) same = mid;
      else other = mid;
    }
    return step > 0 ? other : same;
  };
  return { timeZone, offsetMinutes, from: edge(-DAY_MS), until: edge(DAY_MS) };
}

function offsetAt(ms: number, timeZone: string): number {
  const c = intlWallClock(new Date(ms), timeZone);
  return Math.round((Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second) - ms) / MINUTE_MS);
}

export function wallClock(at: Date, timeZone: string): WallClock {
  const known = knownOffsets.get(timeZone);
  const ms = at.getTime();
  if (known && ms >= known.from && ms < known.until) {
    const shifted = new Date(ms + known.offsetMinutes * MINUTE_MS);
    return {
      year: shifted.getUTCFullYear(),
      month: shifted.getUTCMonth() + 1,
      day: shifted.getUTCDate(),
      hour: shifted.getUTCHours(),
      minute: shifted.getUTCMinutes(),
      second: shifted.getUTCSeconds(),
      // getUTCDay counts from Sunday.
      weekday: WEEK_DAYS[(shifted.getUTCDay() + 6) % 7]!,
    };
  }
  return intlWallClock(at, timeZone);
}

// Building an Intl formatter costs far more than using one; one per time zone serves every caller.
const formatters = new Map<string, Intl.DateTimeFormat>();

function intlWallClock(at: Date, timeZone: string): WallClock {
  let fmt = formatters.get(timeZone);
  if (!fmt) {
    fmt = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      weekday: 'long',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, fmt);
  }
  const parts = fmt.formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    year: Number(part('year')),
    month: Number(part('month')),
    day: Number(part('day')),
    hour: Number(part('hour')),
    minute: Number(part('minute')),
    second: Number(part('second')),
    weekday: part('weekday'),
  };
}
