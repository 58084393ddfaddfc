import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatCount, formatDateGB, formatMoney } from './format.ts';

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

describe('the formatters', () => {
  it('are each built once, on first use', async () => {
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
    expect(built).toEqual([]);
    for (const amount of [1, 2, 3]) fresh.formatMoney(amount, 'RM');
    expect(built).toEqual(['number']);
    for (const n of [1, 2, 3]) fresh.formatCount(n);
    expect(built).toEqual(['number', 'number']);
    for (const day of [1, 2, 3]) fresh.formatDateGB(Date.UTC(2026, 0, day));
    expect(built).toEqual(['number', 'number', 'date']);
  });
});
