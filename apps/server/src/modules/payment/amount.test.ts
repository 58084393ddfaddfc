import { describe, expect, it } from 'vitest';
import { checkAmount, findAmounts } from './amount.ts';

describe('findAmounts', () => {
  it('reads the ways a receipt writes ringgit', () => {
    expect(findAmounts('RM 12.50')).toEqual([1250]);
    expect(findAmounts('Amount RM12.50 paid')).toEqual([1250]);
    expect(findAmounts('MYR 1,234.00')).toEqual([123400]);
    expect(findAmounts('-RM 8.00')).toEqual([800]);
    expect(findAmounts('RN 57.00')).toEqual([5700]);
    expect(findAmounts('Reference 20261122 10:33')).toEqual([]);
  });
});

describe('checkAmount', () => {
  it('matches any amount equal to the total and flags a different one', () => {
    expect(checkAmount('Fee RM 0.00 Total RM 57.00', 5700)).toEqual({ result: 'match', cents: 5700 });
    expect(checkAmount('RM 5.70', 5700)).toEqual({ result: 'mismatch', cents: 570 });
    expect(checkAmount('no money here', 5700)).toEqual({ result: 'not-found', cents: null });
  });
});
