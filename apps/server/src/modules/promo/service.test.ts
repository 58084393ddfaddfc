import { describe, expect, it } from 'vitest';
import { discountCents } from './service.ts';

describe('discountCents', () => {
  it('takes a percentage in whole sen, rounded down', () => {
    expect(discountCents({ kind: 'percent', amount: 20 }, 4900)).toBe(980);
    expect(discountCents({ kind: 'percent', amount: 20 }, 4999)).toBe(999);
    expect(discountCents({ kind: 'percent', amount: 100 }, 12_345)).toBe(12_345);
  });

  it('never takes more than the subtotal, so a total never goes below the shipping fee', () => {
    expect(discountCents({ kind: 'fixed', amount: 500 }, 4900)).toBe(500);
    expect(discountCents({ kind: 'fixed', amount: 9_999_999 }, 4900)).toBe(4900);
    expect(discountCents({ kind: 'fixed', amount: 500 }, 0)).toBe(0);
  });

  it('stays exact at the largest subtotal an order can hold', () => {
    const largest = 2_147_483_647;
    expect(discountCents({ kind: 'percent', amount: 99 }, largest)).toBe(Math.floor((largest * 99) / 100));
    expect(Number.isSafeInteger(largest * 100)).toBe(true);
  });
});
