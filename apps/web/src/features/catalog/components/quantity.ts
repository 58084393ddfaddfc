import { LIMITS } from '@shop/contract';

/** Parsed as an integer; a non-number or a value below 1 becomes 1 (and a cart line holds at most 9999). */
export function normalizeQuantity(text: string): number {
  const n = Number.parseInt(text, 10);
  if (Number.isNaN(n) || n < 1) return 1;
  return Math.min(n, LIMITS.cartQuantityMax);
}
