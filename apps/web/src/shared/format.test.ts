import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatCount, formatDateGB, formatDayMonthUTC, formatLongDateUTC, formatMoney } from './format.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('formatMoney', () => {
  it('prints the symbol, a space and the amount to exactly 2 decimals', () => {
    expect(formatMoney(0, 'RM')).toBe('RM 0.00');
    expect(formatMoney(12.5, 'RM')).toBe('RM 12.50');
    expect(formatMoney(3, 'MYR')).toBe('MYR 3.00');
    expect(formatMoney(0.1 + 0.2, 'RM')).toBe('RM 0.30');
  });

  it('rounds half away from zero on the decimal the number reads as', () => {
    // 1.005 is stored a little below 1.005 (toFixed gives 1.00); Intl rounds its shortest decimal.
    expect(formatMoney(1.005, 'RM')).toBe('RM 1.01');
    expect(formatMoney(2.675, 'RM')).toBe('RM 2.68');
    expect(formatMoney(0.005, 'RM')).toBe('RM 0.01');
    expect(formatMoney(0.0049999, 'RM')).toBe('RM 0.00');
    expect(formatMoney(999999.995, 'RM')).toBe('RM 1,000,000.00');
  });

  it('groups thousands', () => {
    expect(formatMoney(1234.5, 'RM')).toBe('RM 1,234.50');
    expect(formatMoney(1234567.891, 'MYR')).toBe('MYR 1,234,567.89');
    expect(formatMoney(2 ** 53, 'RM')).toBe('RM 9,007,199,254,740,992.00');
  });

  it('prints negative amounts with a minus sign, negative zero included', () => {
    expect(formatMoney(-1, 'RM')).toBe('RM -1.00');
    expect(formatMoney(-1.005, 'RM')).toBe('RM -1.01');
    expect(formatMoney(-1234.5, 'RM')).toBe('RM -1,234.50');
    expect(formatMoney(-0.001, 'RM')).toBe('RM -0.00');
    expect(formatMoney(-0, 'RM')).toBe('RM -0.00');
  });
});

describe('formatCount', () => {
  it('prints a whole number grouped in thousands', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(1)).toBe('1');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1000)).toBe('1,000');
    expect(formatCount(12345)).toBe('12,345');
    expect(formatCount(-12345)).toBe('-12,345');
    expect(formatCount(1234567)).toBe('1,234,567');
  });
});

describe('formatDateGB', () => {
  it("prints en-GB's medium date", () => {
    const noon = (date: string) => new Date(`${date}T12:00:00`);
    expect(formatDateGB(noon('2026-03-11'))).toBe('11 Mar 2026');
    expect(formatDateGB(noon('2026-09-01').getTime())).toBe('1 Sept 2026');
  });
});

describe('the dates written out with en-GB names', () => {
  it('print as Intl.DateTimeFormat en-GB prints them, every day of five years', () => {
    const dayMonth = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
    const long = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    for (let ms = Date.UTC(2024, 0, 1); ms < Date.UTC(2029, 0, 1); ms += 86_400_000) {
      const day = new Date(ms);
      expect(formatDayMonthUTC(day)).toBe(dayMonth.format(day));
      expect(formatLongDateUTC(day)).toBe(long.format(day));
    }
    expect(formatDayMonthUTC(new Date('2026-09-01T00:00:00Z'))).toBe('Tue 1 Sept');
    expect(formatLongDateUTC(new Date('2026-11-03T00:00:00Z'))).toBe('3 November 2026');
  });
});

describe('money and counts', () => {
  const intlMoney = new Intl.NumberFormat('en-MY', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const intlCount = new Intl.NumberFormat('en-MY', { maximumFractionDigits: 0 });
  // Amounts as prices are: whole cents, half cents (the rounding edge), and any double in range.
  const amounts = fc.oneof(
    fc.integer({ min: -1e12, max: 1e12 }).map((c) => c / 100),
    fc.integer({ min: -1e12, max: 1e12 }).map((m) => m / 1000),
    fc.double({ min: -2e13, max: 2e13, noNaN: true }),
    fc.constantFrom(0, -0, 1e-7, -1e-7, 0.005, 0.015, 1.005, 1.995, 9.995, 999999.995, 99999999999.995, 1e13, -1e13),
  );

  it('print as Intl.NumberFormat en-MY prints them', () => {
    fc.assert(
      fc.property(amounts, (x) => {
        expect(formatMoney(x, 'RM')).toBe(`RM ${intlMoney.format(x)}`);
        expect(formatCount(x)).toBe(intlCount.format(x));
      }),
      { numRuns: 2000 },
    );
    for (const x of [Infinity, -Infinity, NaN, Number.MAX_VALUE]) {
      expect(formatMoney(x, 'RM')).toBe(`RM ${intlMoney.format(x)}`);
      expect(formatCount(x)).toBe(intlCount.format(x));
    }
  });

  it('build no Intl object for an amount a shop prints, so hydration starts none (dates build one, once)', async () => {
    const { NumberFormat, DateTimeFormat } = Intl;
    const built: string[] = [];
    vi.stubGlobal('Intl', {
      NumberFormat: class extends NumberFormat {
        constructor(...args: ConstructorParameters<typeof NumberFormat>) {
          super(...args);
          built.push('number');
        }
      },
      DateTimeFormat: class extends DateTimeFormat {
        constructor(...args: ConstructorParameters<typeof DateTimeFormat>) {
          super(...args);
          built.push('date');
        }
      },
    });
    const fresh = await import('./format.ts');
    for (const amount of [1, 2.5, 1234567.89, -3]) fresh.formatMoney(amount, 'RM');
    for (const n of [1, 2, 12345]) fresh.formatCount(n);
    expect(built).toEqual([]);
    for (const day of [1, 2, 3]) fresh.formatDateGB(Date.UTC(2026, 0, day));
    expect(built).toEqual(['date']);
  });
});
