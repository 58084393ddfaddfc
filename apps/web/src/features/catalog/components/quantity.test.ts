import { describe, expect, it } from 'vitest';
import { normalizeQuantity } from './quantity.ts';

describe('normalizeQuantity', () => {
  it.each([
    ['3', 3],
    ['1', 1],
    ['0', 1],
    ['-4', 1],
    ['', 1],
    ['abc', 1],
    ['2.7', 2],
    ['12abc', 12],
    ['99999', 9999],
  ])('turns %j into %d', (text, expected) => {
    expect(normalizeQuantity(text)).toBe(expected);
  });
});
