import { describe, expect, it } from 'vitest';
import { rememberZoneOffset, wallClock, zoneOffsetAround } from './wall-clock.ts';

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

describe('zone offsets carried to the browser', () => {
  const minute = 60_000;

  it('reads a whole day either side by arithmetic, exactly as Intl does', () => {
    const at = new Date('2026-11-23T09:41:07Z');
    const offset = zoneOffsetAround(at, 'Asia/Kuala_Lumpur');
    expect(offset).toEqual({
      timeZone: 'Asia/Kuala_Lumpur',
      offsetMinutes: 480,
      from: Date.parse('2026-11-22T09:41:00Z'),
      until: Date.parse('2026-11-24T09:41:00Z'),
    });
    const viaIntl = (d: Date) => wallClock(d, 'Asia/Kuala_Lumpur');
    const expected = [-23, -5, 0, 7, 16, 23].map((h) => viaIntl(new Date(at.getTime() + h * 3_600_000 + 13 * minute)));
    rememberZoneOffset(offset);
    const known = [-23, -5, 0, 7, 16, 23].map((h) => wallClock(new Date(at.getTime() + h * 3_600_000 + 13 * minute), 'Asia/Kuala_Lumpur'));
    expect(known).toEqual(expected);
  });

  it('ends the span at a change of daylight saving, to the minute, and asks Intl past it', () => {
    // London moves from UTC+1 to UTC+0 at 01:00 UTC on 25 October 2026.
    const offset = zoneOffsetAround(new Date('2026-10-24T18:00:00Z'), 'Europe/London');
    expect(offset.offsetMinutes).toBe(60);
    expect(offset.until).toBe(Date.parse('2026-10-25T01:00:00Z'));
    expect(offset.from).toBe(Date.parse('2026-10-23T18:00:00Z'));
    const after = zoneOffsetAround(new Date('2026-10-25T06:30:00Z'), 'Europe/London');
    expect(after).toMatchObject({ offsetMinutes: 0, from: Date.parse('2026-10-25T01:00:00Z') });

    rememberZoneOffset(offset);
    expect(wallClock(new Date('2026-10-25T00:59:00Z'), 'Europe/London')).toMatchObject({ hour: 1, minute: 59 });
    // Past the span: the arithmetic would say 02:30, the zone's clock says 01:30.
    expect(wallClock(new Date('2026-10-25T01:30:00Z'), 'Europe/London')).toMatchObject({ hour: 1, minute: 30, weekday: 'Sunday' });
  });
});
