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

// Building an Intl formatter costs far more than using one; one per time zone serves every caller.
const formatters = new Map<string, Intl.DateTimeFormat>();

// A render reads the clock many times within one second (each outlet's open state, each slot), and
// formatToParts is the costly part: 70 ms of the outlets page's start-up at Lighthouse's 4x CPU
// slowdown (bench/README.md). The reading has whole seconds, so the last one serves the same second.
let last: { timeZone: string; second: number; clock: WallClock } | undefined;

export function wallClock(at: Date, timeZone: string): WallClock {
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
