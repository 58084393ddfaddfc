import { GUEST_CART_MAX_LINES } from './cart-lines.ts';
import { LIMITS } from './constants.ts';

/** A signed-in cart holds at most as many lines as a guest cart can, so a merge always fits. */
export const CART_MAX_LINES = GUEST_CART_MAX_LINES;
/** RM 1,000,000: with the shipping fee, every order total stays far inside a 32-bit integer of cents. */
export const CART_MAX_CENTS = 100_000_000;

export interface PricedLine {
  quantity: number;
  priceCents: number;
}

/**
 * The subtotal in cents. Within the limits (60 lines of at most 9,999 units at most RM 100,000) it
 * stays below 2^53, where a JS number counts cents exactly; a cart over them is refused on its sum.
 */
export function subtotalCents(lines: readonly PricedLine[]): number {
  return lines.reduce((n, l) => n + l.priceCents * l.quantity, 0);
}

/** Why a cart holding `lines` cannot be accepted, in the shopper's words, or null when it can. */
export function cartLimitProblem(lines: readonly PricedLine[]): string | null {
  if (lines.length > CART_MAX_LINES) {
    return `A cart can hold at most ${CART_MAX_LINES} different items. Please remove some first.`;
  }
  if (lines.some((l) => l.quantity > LIMITS.cartQuantityMax)) {
    return `You can order at most ${LIMITS.cartQuantityMax} of one item.`;
  }
  if (subtotalCents(lines) > CART_MAX_CENTS) {
    return 'A cart can be worth at most RM 1,000,000.00. For a larger order, please contact the shop.';
  }
  return null;
}
