import { describe, expect, it } from 'vitest';
import { wallClock } from './wall-clock.ts';

describe('wallClock', () => {
  it('reads the clock of the zone, across the date line of UTC', () => {
    // 16:30 UTC on a Sunday is 00:30 on Monday in Kuala Lumpur (UTC+8).
    expect(wallClock(new Date('2026-11-22T16:30:15Z'), 'Asia/Kuala_Lumpur')).toEqual({
      year: 2026,
      month: 11,
      day: 23,
      hour: 0,
      minute: 30,
      second: 15,
      weekday: 'Monday',
    });
  });

  it('follows daylight saving where a zone has it', () => {
    expect(wallClock(new Date('2026-07-01T12:00:00Z'), 'Europe/London').hour).toBe(13);
    expect(wallClock(new Date('2026-12-01T12:00:00Z'), 'Europe/London').hour).toBe(12);
  });
});
