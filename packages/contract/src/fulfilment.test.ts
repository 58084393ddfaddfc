import { describe, expect, it } from 'vitest';
import { TIME_SLOTS } from './common.ts';
import { CalendarDate, slotAvailability, SlotsBody, type SlotAvailabilityInput } from './fulfilment.ts';
import { addDays, shopClock } from './fulfilment-days.ts';

const KL = 'Asia/Kuala_Lumpur';
const base = (over: Partial<SlotAvailabilityInput>): SlotAvailabilityInput => ({
  date: '2026-03-10',
  now: new Date('2026-03-10T00:00:00Z'),
  timeZone: KL,
  booked: new Map(),
  capacity: 10,
  ...over,
});
const reasons = (input: SlotAvailabilityInput) => slotAvailability(input).map((s) => s.reason);
const pastCount = (input: SlotAvailabilityInput) => reasons(input).filter((r) => r === 'past').length;

describe('shopClock', () => {
  it('reads the date and hour in Kuala Lumpur (UTC+8), not UTC', () => {
    expect(shopClock(new Date('2026-03-10T15:59:59Z'), KL)).toEqual({ date: '2026-03-10', hour: 23 });
    expect(shopClock(new Date('2026-03-10T16:00:00Z'), KL)).toEqual({ date: '2026-03-11', hour: 0 });
  });
});

describe('slotAvailability', () => {
  it('gives the 12 hourly slots', () => {
    expect(slotAvailability(base({})).map((s) => s.slot)).toEqual(TIME_SLOTS);
    expect(TIME_SLOTS[0]).toBe('10:00 - 11:00');
    expect(TIME_SLOTS[11]).toBe('21:00 - 22:00');
  });

  it('disables today’s slots that start at or before the current hour, at the hour boundary', () => {
    // 10:59:59 in KL: the 10:00 slot has started, 11:00 has not.
    const before = slotAvailability(base({ now: new Date('2026-03-10T02:59:59Z') }));
    expect(before[0]).toEqual({ slot: '10:00 - 11:00', available: false, reason: 'past' });
    expect(before[1]).toEqual({ slot: '11:00 - 12:00', available: true, reason: null });
    // 11:00:00 sharp: now the 11:00 slot is gone too.
    expect(pastCount(base({ now: new Date('2026-03-10T03:00:00Z') }))).toBe(2);
    // 09:59 in KL: every slot is still open.
    expect(pastCount(base({ now: new Date('2026-03-10T01:59:00Z') }))).toBe(0);
    // 21:00 in KL: the last slot is gone.
    expect(pastCount(base({ now: new Date('2026-03-10T13:00:00Z') }))).toBe(12);
  });

  it('rolls over at midnight in KL, while UTC still shows the day before', () => {
    const lastSecond = new Date('2026-03-10T15:59:59Z'); // 23:59:59 on the 10th in KL
    expect(pastCount(base({ now: lastSecond, date: '2026-03-10' }))).toBe(12);
    expect(pastCount(base({ now: lastSecond, date: '2026-03-11' }))).toBe(0);
    const midnight = new Date('2026-03-10T16:00:00Z'); // 00:00 on the 11th in KL, 16:00 on the 10th in UTC
    expect(pastCount(base({ now: midnight, date: '2026-03-10' }))).toBe(12);
    expect(pastCount(base({ now: midnight, date: '2026-03-11' }))).toBe(0);
  });

  it('keeps pickup slots inside the outlet’s hours, and closes them all on a closed day', () => {
    const r = reasons(base({ date: '2026-03-12', openingHours: { start: '11:30', end: '20:00' } }));
    // 10:00 and 11:00 start before 11:30; 20:00 and 21:00 end after 20:00.
    expect(r).toEqual(['closed', 'closed', null, null, null, null, null, null, null, null, 'closed', 'closed']);
    expect(reasons(base({ date: '2026-03-12', openingHours: null })).every((x) => x === 'closed')).toBe(true);
    // Hours past midnight keep the whole evening.
    expect(reasons(base({ date: '2026-03-12', openingHours: { start: '18:00', end: '02:00' } })).slice(8)).toEqual([
      null,
      null,
      null,
      null,
    ]);
  });

  it('marks a slot full at capacity, and past wins over closed and full', () => {
    const booked = new Map([
      ['12:00 - 13:00', 10],
      ['13:00 - 14:00', 9],
      ['10:00 - 11:00', 50],
    ]);
    const r = reasons(
      base({
        date: '2026-03-10',
        now: new Date('2026-03-10T02:30:00Z'),
        booked,
        openingHours: { start: '08:00', end: '22:00' },
      }),
    );
    expect(r.slice(0, 4)).toEqual(['past', null, 'full', null]);
  });
});

describe('dates and bodies', () => {
  it('checks calendar dates', () => {
    expect(CalendarDate.safeParse('2026-02-28').success).toBe(true);
    expect(CalendarDate.safeParse('2026-02-31').success).toBe(false);
    expect(CalendarDate.safeParse('10/03/2026').success).toBe(false);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it.each([
    ['0000-01-01', 'Choose a date from 2000-01-01 to 2099-12-31.'],
    ['9999-12-31', 'Choose a date from 2000-01-01 to 2099-12-31.'],
    ['1999-12-31', 'Choose a date from 2000-01-01 to 2099-12-31.'],
    ['2100-01-01', 'Choose a date from 2000-01-01 to 2099-12-31.'],
    ['-0001-01-01', 'Dates are written YYYY-MM-DD.'],
    ['-000001-12-01', 'Dates are written YYYY-MM-DD.'],
    ['+002026-01-01', 'Dates are written YYYY-MM-DD.'],
    ['2026-02-30', 'This date does not exist.'],
    ['2026-13-01', 'This date does not exist.'],
    ['2026-00-10', 'This date does not exist.'],
  ])('refuses %s with one clear message', (date, message) => {
    const result = CalendarDate.safeParse(date);
    expect(result.error?.issues.map((i) => i.message)).toEqual([message]);
  });

  it('takes the first and last day of the window', () => {
    expect(CalendarDate.parse('2000-01-01')).toBe('2000-01-01');
    expect(CalendarDate.parse('2099-12-31')).toBe('2099-12-31');
  });

  it('requires an outlet for pickup only', () => {
    expect(SlotsBody.safeParse({ serviceType: 'pickup', date: '2026-03-10' }).success).toBe(false);
    expect(SlotsBody.safeParse({ serviceType: 'delivery', date: '2026-03-10' }).success).toBe(true);
  });
});
