import { describe, expect, it } from 'vitest';
import { hoursOnDate, openStatus, parseClock, weeklyHours, zonedClock } from './hours.ts';
import type { OutletScheduleDay } from './outlets.ts';

const TZ = 'Asia/Kuala_Lumpur';
const day = (d: string, start = '08:00', end = '21:00', available = true): OutletScheduleDay => ({
  day: d,
  available,
  operatingTime: { start, end },
});

// Stored out of order, with Sunday closed and Wednesday missing altogether.
const schedule: OutletScheduleDay[] = [
  day('Sunday', '00:00', '00:00', false),
  day('Monday'),
  day('Tuesday'),
  day('Thursday'),
  day('Friday', '08:00', '22:30'),
  day('Saturday', '18:00', '02:00'),
];

/** 2026-11-23 is a Monday; Kuala Lumpur is UTC+8 all year. */
const kl = (isoLocal: string) => new Date(`${isoLocal}+08:00`);

describe('weeklyHours', () => {
  it('lists Monday to Sunday with "Closed" or "start - end"', () => {
    expect(weeklyHours(schedule).map((d) => `${d.day}: ${d.label}`)).toEqual([
      'Monday: 08:00 - 21:00',
      'Tuesday: 08:00 - 21:00',
      'Wednesday: Closed',
      'Thursday: 08:00 - 21:00',
      'Friday: 08:00 - 22:30',
      'Saturday: 18:00 - 02:00',
      'Sunday: Closed',
    ]);
  });

  it('accepts short and lower-case day names', () => {
    expect(weeklyHours([day('wed', '09:00', '17:00')])[2]).toMatchObject({ day: 'Wednesday', label: '09:00 - 17:00' });
  });
});

describe('parseClock', () => {
  it('reads 24-hour and am/pm times', () => {
    expect(parseClock('08:00')).toBe(480);
    expect(parseClock('21:30')).toBe(1290);
    expect(parseClock('24:00')).toBe(1440);
    expect(parseClock('8:30 pm')).toBe(1230);
    expect(parseClock('12:00 AM')).toBe(0);
    expect(parseClock('12:15 pm')).toBe(735);
  });

  it('refuses what is not a time', () => {
    for (const bad of ['', '8', '25:00', '10:60', '13:00 pm', 'noon']) expect(parseClock(bad)).toBeNull();
  });
});

describe('zonedClock', () => {
  it('reads the wall clock of the shop, not of the machine', () => {
    // 23:30 UTC on Sunday is 07:30 on Monday in Kuala Lumpur.
    expect(zonedClock(new Date('2026-11-22T23:30:00Z'), TZ)).toEqual({ dayIndex: 0, minutes: 450 });
  });
});

describe('openStatus', () => {
  it('is open until the minute of closing, and closed from it', () => {
    expect(openStatus(schedule, kl('2026-11-23T20:59'), TZ)).toEqual({ open: true, closesAt: '21:00' });
    expect(openStatus(schedule, kl('2026-11-23T21:00'), TZ)).toEqual({
      open: false,
      opensAt: { day: 'Tuesday', daysAhead: 1, time: '08:00' },
    });
  });

  it('opens at the minute of opening', () => {
    expect(openStatus(schedule, kl('2026-11-23T07:59'), TZ)).toMatchObject({ open: false, opensAt: { daysAhead: 0 } });
    expect(openStatus(schedule, kl('2026-11-23T08:00'), TZ)).toMatchObject({ open: true });
  });

  it('is closed all day on a closed day and points to the next opening', () => {
    expect(openStatus(schedule, kl('2026-11-25T12:00'), TZ)).toEqual({
      open: false,
      opensAt: { day: 'Thursday', daysAhead: 1, time: '08:00' },
    });
  });

  it('follows hours that run past midnight into the next day', () => {
    expect(openStatus(schedule, kl('2026-11-28T23:00'), TZ)).toEqual({ open: true, closesAt: '02:00' });
    // Sunday is closed, but Saturday's late shift is still running.
    expect(openStatus(schedule, kl('2026-11-29T01:59'), TZ)).toEqual({ open: true, closesAt: '02:00' });
    expect(openStatus(schedule, kl('2026-11-29T02:00'), TZ)).toMatchObject({
      open: false,
      opensAt: { day: 'Monday', daysAhead: 1 },
    });
  });

  it('never opens when every day is closed', () => {
    expect(openStatus([day('Monday', '08:00', '21:00', false)], kl('2026-11-23T12:00'), TZ)).toEqual({
      open: false,
      opensAt: null,
    });
  });
});

describe('hoursOnDate', () => {
  it('gives the hours of the weekday of a calendar date', () => {
    expect(hoursOnDate(schedule, '2026-11-27')).toEqual({ start: '08:00', end: '22:30' });
    expect(hoursOnDate(schedule, '2026-11-29')).toBeNull();
    expect(hoursOnDate(schedule, '2026-11-25')).toBeNull();
  });

  it('refuses dates that do not exist', () => {
    expect(hoursOnDate(schedule, '2026-02-31')).toBeNull();
    expect(hoursOnDate(schedule, 'tomorrow')).toBeNull();
  });
});
