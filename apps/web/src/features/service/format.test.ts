import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatServiceDate } from './format.ts';

const DAY_MS = 86_400_000;
const OPTIONS: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' };

// What the code printed before it stopped using Intl: the outputs must stay the same, byte for byte.
const before = (date: string) => new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', OPTIONS);
// The same for valid dates, with the formatter built once so that thousands of them check quickly.
const intlDates = new Intl.DateTimeFormat('en-GB', OPTIONS);

/** Every calendar date from 1 January of `from` to 31 December of `to`, as `YYYY-MM-DD`. */
function everyDay(from: number, to: number): string[] {
  const days: string[] = [];
  for (let ms = Date.UTC(from, 0, 1); ms < Date.UTC(to + 1, 0, 1); ms += DAY_MS)
    days.push(new Date(ms).toISOString().slice(0, 10));
  return days;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('formatServiceDate', () => {
  it("prints en-GB's short date, as before", () => {
    for (const date of ['2026-03-11', '2026-09-01', '2024-02-29', '2000-12-31'])
      expect(formatServiceDate(date), date).toBe(before(date));
    expect(formatServiceDate('2026-03-11')).toBe('Wed 11 Mar');
    expect(formatServiceDate('2026-09-01')).toBe('Tue 1 Sept');
  });

  it('prints what Intl prints for every day from 1899 to 2101 (leap years and centuries included)', () => {
    const differing = everyDay(1899, 2101).filter(
      (date) => formatServiceDate(date) !== intlDates.format(new Date(`${date}T00:00:00Z`)),
    );
    expect(differing).toEqual([]);
  });

  it('prints what it printed before for a date that is not one', () => {
    for (const date of ['', 'soon', '2026-13-01', '2026-02-30'])
      expect(formatServiceDate(date), date).toBe(before(date));
  });

  it('reads the calendar date whatever the time zone, and never touches Intl', () => {
    vi.stubGlobal('Intl', undefined);
    vi.stubEnv('TZ', 'Pacific/Kiritimati');
    const toLocale = vi.spyOn(Date.prototype, 'toLocaleDateString');
    expect(formatServiceDate('2026-11-24')).toBe('Tue 24 Nov');
    expect(toLocale).not.toHaveBeenCalled();
  });
});
