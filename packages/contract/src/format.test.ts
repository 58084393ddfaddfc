import { describe, expect, it } from 'vitest';
import {
  formatCents,
  formatCount,
  formatDateTime,
  formatDayMonth,
  formatLongDate,
  formatMoney,
  formatShortDate,
} from './format.ts';

describe('formatMoney', () => {
  it('prints the symbol, a space and the amount to 2 decimals, thousands grouped', () => {
    expect(formatMoney(0, 'RM')).toBe('RM 0.00');
    expect(formatMoney(12.5, 'RM')).toBe('RM 12.50');
    expect(formatMoney(1234.5, 'RM')).toBe('RM 1,234.50');
    expect(formatMoney(1234567.891, 'MYR')).toBe('MYR 1,234,567.89');
    expect(formatMoney(0.1 + 0.2, 'RM')).toBe('RM 0.30');
    expect(formatMoney(1.005, 'RM')).toBe('RM 1.01');
  });

  it('prints cents (mails, receipts) exactly as pages print the amount', () => {
    expect(formatCents(123450, 'RM')).toBe('RM 1,234.50');
    expect(formatCents(123450, 'RM')).toBe(formatMoney(1234.5, 'RM'));
    expect(formatCents(800, 'RM')).toBe('RM 8.00');
  });
});

describe('formatCount', () => {
  it('groups thousands, no decimals', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(12345)).toBe('12,345');
  });
});

describe('dates', () => {
  it('reads a calendar date in UTC unless a zone is given', () => {
    const day = new Date('2026-03-11T00:00:00Z');
    expect(formatDayMonth(day)).toBe('Wed 11 Mar');
    expect(formatLongDate(new Date('2026-11-03T00:00:00Z'))).toBe('3 November 2026');
  });

  it('reads an instant in the shop time zone', () => {
    // 20:30 UTC on 2 Nov is already 3 Nov in Kuala Lumpur (UTC+8).
    const instant = new Date('2026-11-02T20:30:00Z');
    expect(formatShortDate(instant, 'Asia/Kuala_Lumpur')).toBe('3 Nov 2026');
    expect(formatShortDate(instant, 'UTC')).toBe('2 Nov 2026');
    expect(formatLongDate(instant, 'Asia/Kuala_Lumpur')).toBe('3 November 2026');
    expect(formatDateTime(instant, 'Asia/Kuala_Lumpur')).toBe('3 Nov 2026, 04:30');
  });
});
