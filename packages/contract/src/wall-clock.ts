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

/** The week as the shop's hours list it, Monday first. */
export const WEEK_DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export type WeekDay = (typeof WEEK_DAYS)[number];

/**
 * The shop's time zone as a clock reads it: its IANA name (the server, which reads it through Intl), or
 * its offset from UTC as the server read it for the page being shown (the browser, so that hydration
 * builds no Intl object: bench/README.md, "The first Intl object"). An offset holds for the page unless
 * the zone changes its clocks while the page is open (Malaysia has no daylight saving).
 */
export type ShopZone = string | { utcOffsetMinutes: number };

// Building an Intl formatter costs far more than using one; one per time zone serves every caller.
const formatters = new Map<string, Intl.DateTimeFormat>();

// A render reads the clock many times within one second (each outlet's open state, each slot), and
// formatToParts is the costly part: 70 ms of the outlets page's start-up at Lighthouse's 4x CPU
// slowdown (bench/README.md). The reading has whole seconds, so the last one serves the same second.
let last: { timeZone: string; second: number; clock: WallClock } | undefined;

export function wallClock(at: Date, zone: ShopZone): WallClock {
  if (typeof zone !== 'string') return clockAtOffset(at, zone.utcOffsetMinutes);
  const timeZone = zone;
  const second = Math.floor(at.getTime() / 1000);
  if (last?.second === second && last.timeZone === timeZone) return { ...last.clock };
  const clock = readWallClock(at, timeZone);
  last = { timeZone, second, clock };
  return { ...clock };
}

function readWallClock(at: Date, timeZone: string): WallClock {
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

function clockAtOffset(at: Date, utcOffsetMinutes: number): WallClock {
  const wall = new Date(at.getTime() + utcOffsetMinutes * 60_000);
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
    // getUTCDay counts from Sunday; the week here starts on Monday.
    weekday: WEEK_DAYS[(wall.getUTCDay() + 6) % 7]!,
  };
}

/** How far the wall clock of `timeZone` is ahead of UTC at `at`, in whole minutes (480 in Kuala Lumpur). */
export function utcOffsetMinutes(at: Date, timeZone: string): number {
  const c = wallClock(at, timeZone);
  const wallAsUtc = Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second);
  return Math.round((wallAsUtc - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
}
