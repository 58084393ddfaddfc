import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CART_MAX_CENTS, CART_MAX_LINES, cartLimitProblem, subtotalCents } from './cart-limits.ts';
import { LIMITS } from './constants.ts';

/** The product form's limit: RM 100,000. */
const MAX_PRICE_CENTS = 10_000_000;
const INT32_MAX = 2 ** 31 - 1;
/** The largest shipping fee the back office accepts (RM 100,000). */
const SHIPPING_ROOM = 10_000_000;

const line = fc.record({
  quantity: fc.integer({ min: 1, max: LIMITS.cartQuantityMax }),
  priceCents: fc.integer({ min: 1, max: MAX_PRICE_CENTS }),
});
const exact = (lines: { quantity: number; priceCents: number }[]) =>
  lines.reduce((n, l) => n + BigInt(l.priceCents) * BigInt(l.quantity), 0n);

describe('cart limits', () => {
  it('sums every cart up to the limits exactly, and an accepted one always fits an order total in 32 bits', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: CART_MAX_LINES }), (lines) => {
        expect(BigInt(subtotalCents(lines))).toBe(exact(lines));
        if (cartLimitProblem(lines) === null)
          expect(subtotalCents(lines) + SHIPPING_ROOM).toBeLessThanOrEqual(INT32_MAX);
      }),
      { numRuns: 500 },
    );
  });

  it('accepts exactly up to the value limit and refuses one cent over', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: LIMITS.cartQuantityMax }), (quantity) => {
        const price = Math.floor(CART_MAX_CENTS / quantity);
        const rest = CART_MAX_CENTS - price * quantity;
        const atLimit = [{ quantity, priceCents: price }, ...(rest ? [{ quantity: 1, priceCents: rest }] : [])];
        expect(cartLimitProblem(atLimit)).toBeNull();
        expect(cartLimitProblem([...atLimit, { quantity: 1, priceCents: 1 }])).toMatch(
          /^A cart can be worth at most RM 1,000,000\.00/,
        );
      }),
    );
  });

  it('refuses more lines than the limit and more units of one item than the line limit', () => {
    fc.assert(
      fc.property(fc.array(line, { minLength: CART_MAX_LINES + 1, maxLength: CART_MAX_LINES + 20 }), (lines) => {
        expect(cartLimitProblem(lines)).toMatch(/at most 60 different items/);
      }),
      { numRuns: 50 },
    );
    expect(cartLimitProblem([{ quantity: LIMITS.cartQuantityMax + 1, priceCents: 1 }])).toMatch(
      /at most 9999 of one item/,
    );
    expect(cartLimitProblem([{ quantity: LIMITS.cartQuantityMax, priceCents: 1 }])).toBeNull();
  });
});
