import { GUEST_CART_MAX_LINES, LIMITS, lineKey, positiveEntries, type CartData, type LineAddOns } from '@shop/contract';
import Cookies from 'js-cookie';

/*
 * The guest bag's two cookies as values, without a document: what an add makes of them and the text
 * each is written as. The browser's store (guest-cart.ts) writes them with `document.cookie`, and the
 * product page's action, for a form posted before (or without) the page's scripts, with Set-Cookie:
 * one code, so both write the same bytes and the same limits hold. No zod here: the store is on every
 * page's first download (the parsers, guest-cart-cookie.ts, are not).
 */

/**
 * The id of this guest cart, generated with it and sent with the merge, so a merge repeated by a
 * second tab or a retry is recognised by the server and added only once.
 */
export const GUEST_CART_ID_COOKIE = 'guestCartId';

/** The merge id cookie's value if it is one we could have written (the server reads it from the request). */
export const validMergeId = (id: string | undefined): string | undefined =>
  id && /^[\w-]{8,64}$/.test(id) ? id : undefined;

/** A new merge id. crypto.randomUUID exists only on https or localhost; getRandomValues works everywhere. */
export function randomMergeId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Browsers drop cookies over 4096 bytes; stay clear of that with the name and attributes. */
export const GUEST_CART_MAX_BYTES = 3800;

export class GuestCartFullError extends Error {
  constructor() {
    super('Your bag is full. Log in to keep more items in it.');
  }
}

/**
 * A customised line of the guest cart: a product and option with the add-ons typed for it. They live
 * in a cookie of their own beside the plain cart (whose shape the API specifies), which has no room for
 * a card's text; `addOns` always chooses something (a line without add-ons is a plain one).
 */
export interface GuestLine {
  itemId: string;
  feature: string;
  quantity: number;
  addOns: LineAddOns;
}

/** Both cookies' contents: the plain cart and the customised lines. */
export interface GuestBag {
  cart: CartData;
  lines: GuestLine[];
}

/** How many units of one product and option the bag holds, over all its lines. */
export function bagOptionQuantity(bag: GuestBag, itemId: string, feature: string): number {
  const customised = bag.lines.filter((l) => l.itemId === itemId && l.feature === feature);
  return (bag.cart[itemId]?.[feature] ?? 0) + customised.reduce((n, l) => n + l.quantity, 0);
}

/** The quantity the bag's line for this product, option and add-ons holds (0 when it has none). */
function lineQuantity(bag: GuestBag, itemId: string, feature: string, addOns?: LineAddOns): number {
  const key = lineKey(addOns);
  if (key === '') return bag.cart[itemId]?.[feature] ?? 0;
  return (
    bag.lines.find((l) => l.itemId === itemId && l.feature === feature && lineKey(l.addOns) === key)?.quantity ?? 0
  );
}

/**
 * The bag with one line set (0 removes it), capped at the largest quantity a line may hold. The
 * add-ons are part of what the line is: the same cake with two messages is two lines, with the same
 * one a single line. A new customised line past the bag's line limit is refused.
 */
export function withLineSet(
  bag: GuestBag,
  itemId: string,
  feature: string,
  quantity: number,
  addOns?: LineAddOns,
): GuestBag {
  const key = lineKey(addOns);
  const capped = Math.min(quantity, LIMITS.cartQuantityMax);
  if (addOns && key !== '') {
    const same = (l: GuestLine) => l.itemId === itemId && l.feature === feature && lineKey(l.addOns) === key;
    const exists = bag.lines.some(same);
    const lineCount = positiveEntries(bag.cart).length + bag.lines.length;
    if (quantity > 0 && !exists && lineCount >= GUEST_CART_MAX_LINES) throw new GuestCartFullError();
    const next = exists
      ? bag.lines.map((l) => (same(l) ? { ...l, quantity: capped } : l))
      : [...bag.lines, { itemId, feature, quantity: capped, addOns }];
    return { cart: bag.cart, lines: next.filter((l) => l.quantity > 0) };
  }
  const cart = structuredClone(bag.cart);
  if (quantity > 0) (cart[itemId] ??= {})[feature] = capped;
  else if (cart[itemId]) {
    delete cart[itemId][feature];
    if (Object.keys(cart[itemId]).length === 0) delete cart[itemId];
  }
  return { cart, lines: bag.lines };
}

/** The bag with `quantity` more on one line, capped at the largest quantity a line may hold. */
export const withLineAdded = (
  bag: GuestBag,
  itemId: string,
  feature: string,
  quantity: number,
  addOns?: LineAddOns,
): GuestBag => withLineSet(bag, itemId, feature, lineQuantity(bag, itemId, feature, addOns) + quantity, addOns);

/** Whether an add-on's line goes to the customised lines' cookie rather than the plain cart's. */
export const isCustomised = (addOns: LineAddOns | undefined): addOns is LineAddOns => lineKey(addOns) !== '';

/** The plain cart's cookie value (JSON), or undefined when it holds nothing (the cookie goes). */
export function cartCookieValue(bag: GuestBag): { cart: CartData; json: string } | undefined {
  const entries = positiveEntries(bag.cart);
  if (entries.length === 0) return undefined;
  const clean: CartData = {};
  for (const e of entries) (clean[e.itemId] ??= {})[e.feature] = e.quantity;
  const json = JSON.stringify(clean);
  // The cookie is written percent-encoded (quotes and commas), so measure what the browser will store.
  if (
    encodeURIComponent(json).length > GUEST_CART_MAX_BYTES ||
    entries.length + bag.lines.length > GUEST_CART_MAX_LINES
  )
    throw new GuestCartFullError();
  return { cart: clean, json };
}

/** The customised lines' cookie value (JSON), or undefined when there are none (the cookie goes). */
export function linesCookieValue(bag: GuestBag): { lines: GuestLine[]; json: string } | undefined {
  const kept = bag.lines.filter((l) => l.quantity > 0);
  if (kept.length === 0) return undefined;
  const clean = kept.map(({ itemId, feature, quantity, addOns }) => ({ itemId, feature, quantity, addOns }));
  const json = JSON.stringify(clean);
  // A card in Chinese or Tamil takes up to nine bytes a character once percent-encoded.
  if (
    encodeURIComponent(json).length > GUEST_CART_MAX_BYTES ||
    positiveEntries(bag.cart).length + kept.length > GUEST_CART_MAX_LINES
  ) {
    throw new GuestCartFullError();
  }
  return { lines: clean, json };
}

/** The guest cookies' life and reach: one day, the whole site, and sent with a form posted from it. */
export const GUEST_COOKIE_ATTRIBUTES = { expires: 1, path: '/', sameSite: 'lax' } as const;

/**
 * A guest cookie as js-cookie's `Cookies.set(name, value, GUEST_COOKIE_ATTRIBUTES)` writes it (its
 * encoding of the value, its attributes in its order), for `document.cookie` or a Set-Cookie header.
 * The cookies are read back with js-cookie's decoding (shared/cookie.ts) in the browser and on the
 * server, and other writers still use js-cookie itself; guest-bag.test.ts holds the two texts equal.
 */
export function guestCookieText(name: string, value: string, now = Date.now()): string {
  const attributes = { ...Cookies.attributes, ...GUEST_COOKIE_ATTRIBUTES };
  let text = `${name}=${Cookies.converter.write(value, name)}`;
  for (const [attribute, setting] of Object.entries(attributes)) {
    if (attribute === 'expires') text += `; expires=${new Date(now + Number(setting) * 864e5).toUTCString()}`;
    else if (setting) text += `; ${attribute}=${String(setting)}`;
  }
  return text;
}
