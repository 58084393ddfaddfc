import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatServiceDate } from './format.ts';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('formatServiceDate', () => {
  it("prints en-GB's short date: weekday, day and month", () => {
    expect(formatServiceDate('2026-03-11')).toBe('Wed 11 Mar');
    expect(formatServiceDate('2026-09-01')).toBe('Tue 1 Sept');
    expect(formatServiceDate('2024-02-29')).toBe('Thu 29 Feb');
    expect(formatServiceDate('2000-12-31')).toBe('Sun 31 Dec');
  });

  it('prints what toLocaleDateString printed for a date that is not one', () => {
    for (const date of ['', 'soon', '2026-13-01']) expect(formatServiceDate(date), date).toBe('Invalid Date');
    // Date reads the 30th of February as the 2nd of March, as toLocaleDateString did.
    expect(formatServiceDate('2026-02-30')).toBe('Mon 2 Mar');
  });

  it('reads the calendar date whatever the time zone', () => {
    vi.stubEnv('TZ', 'Pacific/Kiritimati');
    expect(formatServiceDate('2026-11-24')).toBe('Tue 24 Nov');
    vi.stubEnv('TZ', 'America/Los_Angeles');
    expect(formatServiceDate('2026-11-24')).toBe('Tue 24 Nov');
  });
});
