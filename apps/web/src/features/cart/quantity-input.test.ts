import { describe, expect, it } from 'vitest';
import { parseCartQuantity } from './quantity-input.ts';

describe('parseCartQuantity', () => {
  it.each([
    ['3', '3', 3],
    ['9999', '9999', 9999],
    ['123456', '1234', 1234],
    ['', '', null],
    ['abc', 'abc', null],
    ['0', '0', null],
    ['-2', '-2', null],
    ['1.5', '1.5', null],
    ['1e3', '1e3', null],
    ['0007', '0007', 7],
  ])('%j -> text %j, quantity %j', (input, text, quantity) => {
    expect(parseCartQuantity(input)).toEqual({ text, quantity });
  });
});
