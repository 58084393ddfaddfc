import type { CartData } from './cart.ts';

// Schema-free, so the header's bag count can use it without zod (apps/web/vite.config.ts).

/** A cart quantity is at most 4 characters (so at most 9999) and at least 1. */
export const CART_QUANTITY_MAX_CHARS = 4;

/**
 * A guest cart may hold at most this many lines: it lives in a cookie, and browsers drop cookies
 * over 4 KB (a line costs about 50 bytes of JSON).
 */
export const GUEST_CART_MAX_LINES = 60;

/** Only lines with a positive quantity count. */
export function positiveEntries(cart: CartData): { itemId: string; feature: string; quantity: number }[] {
  const out: { itemId: string; feature: string; quantity: number }[] = [];
  for (const [itemId, features] of Object.entries(cart)) {
    for (const [feature, quantity] of Object.entries(features)) {
      if (Number.isFinite(quantity) && quantity > 0) out.push({ itemId, feature, quantity });
    }
  }
  return out;
}

/** The header's item count: the sum of positive quantities. */
export function cartCount(cart: CartData): number {
  return positiveEntries(cart).reduce((n, e) => n + e.quantity, 0);
}
