import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { utcOffsetMinutes, wallClock } from './wall-clock.ts';

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
    expect(wallClock(new Date('2026-11-26T15:59:59.001Z'), zone)).toMatchObject({
      day: 26,
      hour: 23,
      minute: 59,
      second: 59,
    });
    expect(wallClock(new Date('2026-11-26T15:59:59.999Z'), zone)).toMatchObject({ day: 26, hour: 23, second: 59 });
    expect(wallClock(new Date('2026-11-26T15:59:59.999Z'), 'Europe/London')).toMatchObject({ day: 26, hour: 15 });
    expect(wallClock(new Date('2026-11-26T16:00:00.000Z'), zone)).toMatchObject({
      day: 27,
      hour: 0,
      minute: 0,
      second: 0,
      weekday: 'Friday',
    });
    // A caller changing its reading does not change the next one.
    const reading = wallClock(new Date('2026-11-26T16:00:00.500Z'), zone);
    reading.hour = 12;
    expect(wallClock(new Date('2026-11-26T16:00:00.700Z'), zone).hour).toBe(0);
  });
});

describe('utcOffsetMinutes', () => {
  it("reads the zone's offset at the instant, daylight saving and half hours included", () => {
    const winter = new Date('2026-01-15T12:00:00.750Z');
    const summer = new Date('2026-07-15T12:00:00Z');
    expect(utcOffsetMinutes(winter, 'Asia/Kuala_Lumpur')).toBe(480);
    expect(utcOffsetMinutes(winter, 'UTC')).toBe(0);
    expect(utcOffsetMinutes(winter, 'Europe/London')).toBe(0);
    expect(utcOffsetMinutes(summer, 'Europe/London')).toBe(60);
    expect(utcOffsetMinutes(winter, 'America/New_York')).toBe(-300);
    expect(utcOffsetMinutes(summer, 'America/New_York')).toBe(-240);
    expect(utcOffsetMinutes(winter, 'Asia/Kolkata')).toBe(330);
    expect(utcOffsetMinutes(winter, 'Asia/Kathmandu')).toBe(345);
  });
});

describe('wallClock at an offset', () => {
  it('reads what the named zone reads, given the offset the zone has at that instant', () => {
    const zones = [
      'Asia/Kuala_Lumpur',
      'Europe/London',
      'America/New_York',
      'Asia/Kathmandu',
      'Australia/Lord_Howe',
      'UTC',
    ];
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(1971, 0, 1), max: Date.UTC(2099, 11, 31) }),
        fc.constantFrom(...zones),
        (ms, zone) => {
          const at = new Date(ms);
          expect(wallClock(at, { utcOffsetMinutes: utcOffsetMinutes(at, zone) })).toEqual(wallClock(at, zone));
        },
      ),
      { numRuns: 500 },
    );
  });

  it('crosses midnight and the year into the zone ahead of UTC, Monday first', () => {
    expect(wallClock(new Date('2026-12-31T16:00:00Z'), { utcOffsetMinutes: 480 })).toEqual({
      year: 2027,
      month: 1,
      day: 1,
      hour: 0,
      minute: 0,
      second: 0,
      weekday: 'Friday',
    });
    expect(wallClock(new Date('2026-11-23T04:59:00Z'), { utcOffsetMinutes: -300 })).toMatchObject({
      day: 22,
      hour: 23,
      weekday: 'Sunday',
    });
  });
});
