import { describe, expect, it } from 'vitest';
import { formatPhone, normalizePhone, PhoneNumber } from './phone.ts';

describe('normalizePhone', () => {
  it.each([
    ['0123456789', '0123456789'],
    ['012-345 6789', '0123456789'],
    ['012 345 6789', '0123456789'],
    ['+60 12-345 6789', '0123456789'],
    ['+60123456789', '0123456789'],
    ['60123456789', '0123456789'],
    ['+60 012-345 6789', '0123456789'],
    ['011-2345 6789', '01123456789'],
    ['(03) 7722 1234', '0377221234'],
    ['  03-7722 1234 ', '0377221234'],
  ])('%s is stored as %s', (typed, stored) => {
    expect(normalizePhone(typed)).toBe(stored);
  });

  it.each(['', 'abc', '12-34', '+65 6123 4567', '012-345 678x', '0123456789012345'])('refuses %j', (typed) => {
    expect(normalizePhone(typed)).toBeNull();
  });
});

describe('formatPhone', () => {
  it.each([
    ['0123456789', '012-345 6789'],
    ['01123456789', '011-2345 6789'],
    ['0377221234', '03-7722 1234'],
    ['088123456', '088-12 3456'],
    ['12345678', '12345678'],
  ])('%s reads %s', (stored, shown) => {
    expect(formatPhone(stored)).toBe(shown);
  });

  it('formats what it normalised back to the same number', () => {
    for (const typed of ['+60 12-345 6789', '011-2345 6789', '03-7722 1234'])
      expect(normalizePhone(formatPhone(normalizePhone(typed)!))).toBe(normalizePhone(typed));
  });
});

describe('PhoneNumber', () => {
  it('yields the normal form or a message people understand', () => {
    expect(PhoneNumber.parse('+60 12-345 6789')).toBe('0123456789');
    const bad = PhoneNumber.safeParse('12-34');
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe('Enter a phone number such as 012-345 6789 or +60 12-345 6789.');
  });
});
