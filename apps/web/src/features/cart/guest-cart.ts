import { GUEST_CART_MAX_LINES, LIMITS, lineKey, positiveEntries, type CartData, type LineAddOns } from '@shop/contract';
import Cookies from 'js-cookie';
import { readCookie } from '../../shared/cookie.ts';
import { GUEST_CART_COOKIE, GUEST_CART_LINES_COOKIE } from '../../shared/cookie-names.ts';
import { cookieStore } from '../../shared/cookie-store.ts';

/**
 * The id of this guest cart, generated with it and sent with the merge, so a merge repeated by a
 * second tab or a retry is recognised by the server and added only once.
 */
export const GUEST_CART_ID_COOKIE = 'guestCartId';
const COOKIE_OPTIONS = { expires: 1, path: '/', sameSite: 'lax' } as const;
/** Browsers drop cookies over 4096 bytes; stay clear of that with the name and attributes. */
export const GUEST_CART_MAX_BYTES = 3800;

export class GuestCartFullError extends Error {
  constructor() {
    super('Your bag is full. Log in to keep more items in it.');
  }
}

/** The cart read from the cookie, and whether the cookie held exactly that (else it is rewritten). */
export interface GuestCartReading {
  cart: CartData;
  clean: boolean;
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

/** The customised lines read from their cookie, and whether it held exactly that. */
export interface GuestLinesReading {
  lines: GuestLine[];
  clean: boolean;
}

const EMPTY: GuestCartReading = { cart: {}, clean: true };
const EMPTY_LINES: GuestLinesReading = { lines: [], clean: true };
const listeners = new Set<() => void>();
const cookie = cookieStore<GuestCartReading>(
  GUEST_CART_COOKIE,
  EMPTY,
  async () => (await import('./guest-cart-cookie.ts')).parseGuestCart,
  notify,
);
const linesCookie = cookieStore<GuestLinesReading>(
  GUEST_CART_LINES_COOKIE,
  EMPTY_LINES,
  async () => (await import('./guest-cart-cookie.ts')).parseGuestLines,
  notify,
);
let rewritten: GuestCartReading | undefined;
let rewrittenLines: GuestLinesReading | undefined;

export function readGuestCart(): CartData {
  const reading = cookie.read();
  if (!reading.clean && reading !== rewritten && typeof document !== 'undefined') {
    // Rewrite (or remove) what we could not trust, so the next read and the merge see clean data.
    rewritten = reading;
    queueMicrotask(() => writeGuestCart(reading.cart));
  }
  return reading.cart;
}

/** The customised lines of the guest cart. */
export function readGuestLines(): GuestLine[] {
  const reading = linesCookie.read();
  if (!reading.clean && reading !== rewrittenLines && typeof document !== 'undefined') {
    rewrittenLines = reading;
    queueMicrotask(() => writeGuestLines(reading.lines));
  }
  return reading.lines;
}

/** The cart as the cookie holds it now, for a change made from it (see CookieStore.exact). */
export async function currentGuestCart(): Promise<CartData> {
  await cookie.exact();
  return readGuestCart();
}

export async function currentGuestLines(): Promise<GuestLine[]> {
  await linesCookie.exact();
  return readGuestLines();
}

/** How many units of one product and option the guest cart holds, over all its lines. */
export function guestOptionQuantity(itemId: string, feature: string): number {
  const customised = readGuestLines().filter((l) => l.itemId === itemId && l.feature === feature);
  return (readGuestCart()[itemId]?.[feature] ?? 0) + customised.reduce((n, l) => n + l.quantity, 0);
}

const lineCount = () => positiveEntries(readGuestCart()).length + readGuestLines().length;

/** Both cookies share the merge id; it goes with the last of them. */
function keepMergeId(): void {
  if (readCookie(GUEST_CART_COOKIE) || readCookie(GUEST_CART_LINES_COOKIE)) {
    // Re-set the id too, so the cookies keep the same one-day life.
    Cookies.set(GUEST_CART_ID_COOKIE, guestCartMergeId() ?? randomId(), COOKIE_OPTIONS);
  } else Cookies.remove(GUEST_CART_ID_COOKIE, { path: '/' });
}

function writeGuestCart(cart: CartData): void {
  const entries = positiveEntries(cart);
  if (entries.length === 0) {
    Cookies.remove(GUEST_CART_COOKIE, { path: '/' });
    cookie.remember(undefined, EMPTY);
  } else {
    const clean: CartData = {};
    for (const e of entries) (clean[e.itemId] ??= {})[e.feature] = e.quantity;
    const json = JSON.stringify(clean);
    // js-cookie percent-encodes quotes and commas, so measure what the browser will store.
    if (
      encodeURIComponent(json).length > GUEST_CART_MAX_BYTES ||
      entries.length + readGuestLines().length > GUEST_CART_MAX_LINES
    ) {
      throw new GuestCartFullError();
    }
    Cookies.set(GUEST_CART_COOKIE, json, COOKIE_OPTIONS);
    cookie.remember(json, { cart: clean, clean: true });
  }
  keepMergeId();
  notify();
}

function writeGuestLines(lines: GuestLine[]): void {
  const kept = lines.filter((l) => l.quantity > 0);
  if (kept.length === 0) {
    Cookies.remove(GUEST_CART_LINES_COOKIE, { path: '/' });
    linesCookie.remember(undefined, EMPTY_LINES);
  } else {
    const clean = kept.map(({ itemId, feature, quantity, addOns }) => ({ itemId, feature, quantity, addOns }));
    const json = JSON.stringify(clean);
    // A card in Chinese or Tamil takes up to nine bytes a character once percent-encoded.
    if (
      encodeURIComponent(json).length > GUEST_CART_MAX_BYTES ||
      positiveEntries(readGuestCart()).length + kept.length > GUEST_CART_MAX_LINES
    ) {
      throw new GuestCartFullError();
    }
    Cookies.set(GUEST_CART_LINES_COOKIE, json, COOKIE_OPTIONS);
    linesCookie.remember(json, { lines: clean, clean: true });
  }
  keepMergeId();
  notify();
}

export function guestCartMergeId(): string | undefined {
  return validMergeId(readCookie(GUEST_CART_ID_COOKIE));
}

/** The merge id cookie's value if it is one we could have written (the server reads it from the request). */
export const validMergeId = (id: string | undefined): string | undefined =>
  id && /^[\w-]{8,64}$/.test(id) ? id : undefined;

export function clearGuestCart(): void {
  writeGuestLines([]);
  writeGuestCart({});
}

/**
 * Sets one line (0 removes it) in the guest cookies. The add-ons are part of what the line is: the
 * same cake with two messages is two lines, with the same one a single line.
 */
export async function setGuestLine(
  itemId: string,
  feature: string,
  quantity: number,
  addOns?: LineAddOns,
): Promise<void> {
  const key = lineKey(addOns);
  if (addOns && key !== '') {
    const lines = await currentGuestLines();
    const same = (l: GuestLine) => l.itemId === itemId && l.feature === feature && lineKey(l.addOns) === key;
    const capped = Math.min(quantity, LIMITS.cartQuantityMax);
    const next = lines.some(same)
      ? lines.map((l) => (same(l) ? { ...l, quantity: capped } : l))
      : [...lines, { itemId, feature, quantity: capped, addOns }];
    if (quantity > 0 && !lines.some(same) && lineCount() >= GUEST_CART_MAX_LINES) throw new GuestCartFullError();
    writeGuestLines(next.filter((l) => l.quantity > 0));
    return;
  }
  const cart = structuredClone(await currentGuestCart());
  if (quantity > 0) (cart[itemId] ??= {})[feature] = Math.min(quantity, LIMITS.cartQuantityMax);
  else if (cart[itemId]) {
    delete cart[itemId][feature];
    if (Object.keys(cart[itemId]).length === 0) delete cart[itemId];
  }
  writeGuestCart(cart);
}

/** Adds to one line of the guest cookie, capped at the largest quantity a line may hold. */
export async function addGuestLine(
  itemId: string,
  feature: string,
  quantity: number,
  addOns?: LineAddOns,
): Promise<void> {
  const key = lineKey(addOns);
  const current =
    addOns && key !== ''
      ? ((await currentGuestLines()).find(
          (l) => l.itemId === itemId && l.feature === feature && lineKey(l.addOns) === key,
        )?.quantity ?? 0)
      : ((await currentGuestCart())[itemId]?.[feature] ?? 0);
  await setGuestLine(itemId, feature, current + quantity, addOns);
}

/** Drops every line whose product is not in `knownIds` (deleted since it was added). */
export async function pruneGuestCart(knownIds: ReadonlySet<string>): Promise<string[]> {
  const cart = await currentGuestCart();
  const lines = await currentGuestLines();
  const unknown = [...new Set([...Object.keys(cart), ...lines.map((l) => l.itemId)])].filter((id) => !knownIds.has(id));
  if (unknown.length === 0) return [];
  const next = structuredClone(cart);
  for (const id of unknown) delete next[id];
  writeGuestLines(lines.filter((l) => knownIds.has(l.itemId)));
  writeGuestCart(next);
  return unknown;
}

/** crypto.randomUUID exists only on https or localhost; getRandomValues works everywhere. */
function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

function notify(): void {
  for (const l of listeners) l();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab may have changed the cookie: look again when this one comes back to the front.
  const onVisible = () => {
    if (document.visibilityState === 'visible') listener();
  };
  document.addEventListener('visibilitychange', onVisible);
  window.addEventListener('focus', listener);
  return () => {
    listeners.delete(listener);
    document.removeEventListener('visibilitychange', onVisible);
    window.removeEventListener('focus', listener);
  };
}

export function useGuestCart(): CartData {
  // As the service choice: rendered from the request's cookie until hydrated, so both renders agree.
  const reading = cookie.use(subscribe);
  if (!reading.clean && typeof document !== 'undefined') return readGuestCart();
  return reading.cart;
}

/** The guest cart's customised lines, rendered as the server read them until hydrated. */
export function useGuestLines(): GuestLine[] {
  const reading = linesCookie.use(subscribe);
  if (!reading.clean && typeof document !== 'undefined') return readGuestLines();
  return reading.lines;
}
