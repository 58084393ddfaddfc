import { CartData, GUEST_CART_MAX_LINES, LIMITS, positiveEntries } from '@shop/contract';
import { GUEST_CART_MAX_BYTES, type GuestCartReading } from './guest-cart.ts';

/**
 * Reads a cookie written by us or tampered with: anything malformed, oversized or with bad quantities
 * is dropped (and a wholly unreadable cookie removed), so a bad cookie never breaks a page.
 */
export function parseGuestCart(raw: string): GuestCartReading {
  if (raw.length > GUEST_CART_MAX_BYTES) return { cart: {}, clean: false };
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return { cart: {}, clean: false };
  }
  const parsed = CartData.safeParse(json);
  if (!parsed.success) return { cart: {}, clean: false };
  const cart: CartData = {};
  let lines = 0;
  for (const { itemId, feature, quantity } of positiveEntries(parsed.data)) {
    if (lines >= GUEST_CART_MAX_LINES || itemId.length > 100 || feature.length > 60) continue;
    const q = Math.min(Math.trunc(quantity), LIMITS.cartQuantityMax);
    if (q < 1) continue;
    (cart[itemId] ??= {})[feature] = q;
    lines++;
  }
  return { cart, clean: JSON.stringify(cart) === raw };
}
