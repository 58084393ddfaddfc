import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatCount, formatMoney, monthName } from './format.ts';

// What the code printed before it stopped using Intl: the outputs must stay the same, byte for byte.
const intlAmounts = new Intl.NumberFormat('en-MY', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const viaIntl = (amount: number) => `RM ${intlAmounts.format(amount)}`;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('formatMoney', () => {
  it('prints what Intl prints for edge cases', () => {
    const cases = [
      0,
      -0,
      1,
      -1,
      0.1,
      0.5,
      0.005,
      0.0049999,
      -0.001,
      -0.004,
      -0.005,
      1.005,
      -1.005,
      1.045,
      0.125,
      0.135,
      2.675,
      8.345,
      0.015,
      1.115,
      0.1 + 0.2,
      999.995,
      999999.995,
      123456789.125,
      1234.5,
      12.3,
      1e-7,
      5e-324,
      -5e-324,
      2 ** 53,
      2 ** 53 + 2,
      1e20,
      1e21,
      2 ** 70,
      9.995e22,
      1.2345678901234567e19,
      Number.MAX_VALUE,
      -Number.MAX_VALUE,
      Number.MIN_VALUE,
      Number.EPSILON,
      NaN,
      Infinity,
      -Infinity,
    ];
    for (const amount of cases) expect(formatMoney(amount, 'RM'), String(amount)).toBe(viaIntl(amount));
    expect(formatMoney(1.005, 'RM')).toBe('RM 1.01');
    expect(formatMoney(-0, 'RM')).toBe('RM -0.00');
    expect(formatMoney(1234567.891, 'MYR')).toBe('MYR 1,234,567.89');
  });

  it('prints what Intl prints for any double', () => {
    fc.assert(
      fc.property(fc.double(), (amount) => formatMoney(amount, 'RM') === viaIntl(amount)),
      { numRuns: 5000 },
    );
  });

  it('prints what Intl prints for prices, halves and tiny values', () => {
    const price = fc.oneof(
      fc.integer({ min: -1e9, max: 1e9 }).map((cents) => cents / 100),
      fc.integer({ min: -1e12, max: 1e12 }).map((mills) => mills / 1000),
      fc.integer({ min: -1e9, max: 1e9 }).map((n) => n / 1000 + 0.005),
      fc.integer({ min: -1e6, max: 1e6 }).map((n) => n / 200),
      fc.double({ min: -0.01, max: 0.01 }),
      fc.double({ min: -1e25, max: 1e25 }),
    );
    fc.assert(
      fc.property(price, (amount) => formatMoney(amount, 'RM') === viaIntl(amount)),
      { numRuns: 5000 },
    );
  });

  it('never touches Intl', () => {
    vi.stubGlobal('Intl', undefined);
    const toLocale = vi.spyOn(Number.prototype, 'toLocaleString');
    expect(formatMoney(1234.5, 'RM')).toBe('RM 1,234.50');
    expect(formatCount(1234)).toBe('1,234');
    expect(toLocale).not.toHaveBeenCalled();
  });
});

describe('formatCount', () => {
  it("prints what toLocaleString('en-MY') prints for whole numbers", () => {
    const cases = [
      0,
      -0,
      1,
      12,
      999,
      1000,
      1001,
      12345,
      -12345,
      999999,
      1000000,
      2 ** 53,
      1e21,
      2 ** 70,
      Number.MAX_VALUE,
    ];
    for (const n of cases) expect(formatCount(n), String(n)).toBe(n.toLocaleString('en-MY'));
    expect(formatCount(1234567)).toBe('1,234,567');
  });

  it('prints what Intl prints for any integer', () => {
    const whole = fc.oneof(
      fc.maxSafeInteger(),
      fc.integer({ min: -100000, max: 100000 }),
      fc.double().filter(Number.isInteger),
    );
    fc.assert(
      fc.property(whole, (n) => formatCount(n) === n.toLocaleString('en-MY')),
      { numRuns: 5000 },
    );
  });
});

describe('monthName', () => {
  it("names months as Intl's en-GB does", () => {
    for (let month = 0; month < 12; month++) {
      const first = new Date(Date.UTC(2026, month, 1));
      for (const width of ['long', 'short'] as const) {
        const intl = first.toLocaleDateString('en-GB', { month: width, timeZone: 'UTC' });
        expect(monthName(month, width)).toBe(intl);
      }
    }
    expect(monthName(8, 'short')).toBe('Sept');
  });
});
