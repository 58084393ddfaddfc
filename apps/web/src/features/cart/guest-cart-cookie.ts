import {
  CartData,
  GUEST_CART_MAX_LINES,
  LIMITS,
  LineAddOns,
  lineKey,
  positiveEntries,
  unsafeTextProblem,
} from '@shop/contract';
import { z } from 'zod';
import { GUEST_CART_MAX_BYTES, type GuestLine } from './guest-bag.ts';
import type { GuestCartReading, GuestLinesReading } from './guest-cart.ts';

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

const StoredLine = z.object({
  itemId: z.string().max(100),
  feature: z.string().max(60),
  quantity: z.number(),
  addOns: LineAddOns,
});

/**
 * Reads the customised lines' cookie the same way: a line that is malformed, has text the shop cannot
 * keep (a NUL, broken Unicode), no add-ons at all, or repeats another line's product, option and
 * add-ons is dropped, and the rest rewritten clean. The server checks the add-ons again at the merge.
 */
export function parseGuestLines(raw: string): GuestLinesReading {
  if (raw.length > GUEST_CART_MAX_BYTES) return { lines: [], clean: false };
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return { lines: [], clean: false };
  }
  if (!Array.isArray(json)) return { lines: [], clean: false };
  const lines: GuestLine[] = [];
  const keys = new Set<string>();
  for (const entry of json.slice(0, GUEST_CART_MAX_LINES)) {
    const parsed = StoredLine.safeParse(entry);
    if (!parsed.success) continue;
    const { itemId, feature, addOns } = parsed.data;
    const quantity = Math.min(Math.trunc(parsed.data.quantity), LIMITS.cartQuantityMax);
    const text = [addOns.message, addOns.card].filter((t) => t !== undefined);
    const key = `${itemId}\u0000${feature}\u0000${lineKey(addOns)}`;
    if (!(quantity >= 1) || lineKey(addOns) === '' || keys.has(key) || text.some((t) => unsafeTextProblem(t))) continue;
    keys.add(key);
    lines.push({ itemId, feature, quantity, addOns });
  }
  return { lines, clean: JSON.stringify(lines) === raw };
}
