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

  it('reads midnight as hour 0, not 24', () => {
    expect(wallClock(new Date('2026-11-22T16:00:00Z'), 'Asia/Kuala_Lumpur')).toMatchObject({
      day: 23,
      hour: 0,
      minute: 0,
    });
  });

  it('follows daylight saving where a zone has it', () => {
    expect(wallClock(new Date('2026-07-01T12:00:00Z'), 'Europe/London').hour).toBe(13);
    expect(wallClock(new Date('2026-12-01T12:00:00Z'), 'Europe/London').hour).toBe(12);
  });

  it('puts the clock forward at the change, to the minute', () => {
    // London moves from UTC+0 to UTC+1 at 01:00 UTC on 29 March 2026: 00:59 GMT, then 02:00 BST.
    expect(wallClock(new Date('2026-03-29T00:59:00Z'), 'Europe/London')).toMatchObject({ hour: 0, minute: 59 });
    expect(wallClock(new Date('2026-03-29T01:00:00Z'), 'Europe/London')).toMatchObject({ hour: 2, minute: 0 });
  });

  it('turns the clock back at the change, to the minute', () => {
    // London moves from UTC+1 to UTC+0 at 01:00 UTC on 25 October 2026: 01:59 BST, then 01:00 GMT.
    expect(wallClock(new Date('2026-10-25T00:59:00Z'), 'Europe/London')).toMatchObject({
      day: 25,
      hour: 1,
      minute: 59,
    });
    expect(wallClock(new Date('2026-10-25T01:00:00Z'), 'Europe/London')).toMatchObject({ day: 25, hour: 1, minute: 0 });
    expect(wallClock(new Date('2026-10-25T01:30:00Z'), 'Europe/London')).toMatchObject({
      hour: 1,
      minute: 30,
      weekday: 'Sunday',
    });
  });

  it('keeps each zone apart when several are read', () => {
    const at = new Date('2026-10-24T18:00:00Z');
    expect(wallClock(at, 'Asia/Kuala_Lumpur')).toMatchObject({ day: 25, hour: 2, weekday: 'Sunday' });
    expect(wallClock(at, 'Europe/London')).toMatchObject({ day: 24, hour: 19, weekday: 'Saturday' });
    // Read again after another zone's: each zone keeps its own formatter.
    expect(wallClock(at, 'Asia/Kuala_Lumpur').hour).toBe(2);
  });

  it('reads within one second as the last reading did, and moves on at the next second', () => {
    const zone = 'Asia/Kuala_Lumpur';
    expect(wallClock(new Date('2026-11-26T15:59:59.001Z'), zone)).toMatchObject({ day: 26, hour: 23, minute: 59, second: 59 });
    expect(wallClock(new Date('2026-11-26T15:59:59.999Z'), zone)).toMatchObject({ day: 26, hour: 23, second: 59 });
    expect(wallClock(new Date('2026-11-26T15:59:59.999Z'), 'Europe/London')).toMatchObject({ day: 26, hour: 15 });
    expect(wallClock(new Date('2026-11-26T16:00:00.000Z'), zone)).toMatchObject({ day: 27, hour: 0, minute: 0, second: 0, weekday: 'Friday' });
    // A caller changing its reading does not change the next one.
    const reading = wallClock(new Date('2026-11-26T16:00:00.500Z'), zone);
    reading.hour = 12;
    expect(wallClock(new Date('2026-11-26T16:00:00.700Z'), zone).hour).toBe(0);
  });
});
