import { GUEST_CART_MAX_LINES, LIMITS, positiveEntries, type CartData } from '@shop/contract';
import Cookies from 'js-cookie';
import { readCookie } from '../../shared/cookie.ts';
import { GUEST_CART_COOKIE } from '../../shared/cookie-names.ts';
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

const EMPTY: GuestCartReading = { cart: {}, clean: true };
const listeners = new Set<() => void>();
const cookie = cookieStore<GuestCartReading>(
  GUEST_CART_COOKIE,
  EMPTY,
  async () => (await import('./guest-cart-cookie.ts')).parseGuestCart,
  notify,
);
let rewritten: GuestCartReading | undefined;

export function readGuestCart(): CartData {
  const reading = cookie.read();
  if (!reading.clean && reading !== rewritten && typeof document !== 'undefined') {
    // Rewrite (or remove) what we could not trust, so the next read and the merge see clean data.
    rewritten = reading;
    queueMicrotask(() => writeGuestCart(reading.cart));
  }
  return reading.cart;
}

/** The cart as the cookie holds it now, for a change made from it (see CookieStore.exact). */
async function currentGuestCart(): Promise<CartData> {
  await cookie.exact();
  return readGuestCart();
}

function writeGuestCart(cart: CartData): void {
  const entries = positiveEntries(cart);
  if (entries.length === 0) {
    Cookies.remove(GUEST_CART_COOKIE, { path: '/' });
    Cookies.remove(GUEST_CART_ID_COOKIE, { path: '/' });
    cookie.remember(undefined, EMPTY);
  } else {
    const clean: CartData = {};
    for (const e of entries) (clean[e.itemId] ??= {})[e.feature] = e.quantity;
    const json = JSON.stringify(clean);
    // js-cookie percent-encodes quotes and commas, so measure what the browser will store.
    if (encodeURIComponent(json).length > GUEST_CART_MAX_BYTES || entries.length > GUEST_CART_MAX_LINES) {
      throw new GuestCartFullError();
    }
    Cookies.set(GUEST_CART_COOKIE, json, COOKIE_OPTIONS);
    cookie.remember(json, { cart: clean, clean: true });
    // Re-set the id too, so both cookies keep the same one-day life.
    Cookies.set(GUEST_CART_ID_COOKIE, guestCartMergeId() ?? randomId(), COOKIE_OPTIONS);
  }
  notify();
}

export function guestCartMergeId(): string | undefined {
  const id = readCookie(GUEST_CART_ID_COOKIE);
  return id && /^[\w-]{8,64}$/.test(id) ? id : undefined;
}

export function clearGuestCart(): void {
  writeGuestCart({});
}

/** Sets one line (0 removes it) in the guest cookie. */
export async function setGuestLine(itemId: string, feature: string, quantity: number): Promise<void> {
  const cart = structuredClone(await currentGuestCart());
  if (quantity > 0) (cart[itemId] ??= {})[feature] = Math.min(quantity, LIMITS.cartQuantityMax);
  else if (cart[itemId]) {
    delete cart[itemId][feature];
    if (Object.keys(cart[itemId]).length === 0) delete cart[itemId];
  }
  writeGuestCart(cart);
}

/** Adds to one line of the guest cookie, capped at the largest quantity a line may hold. */
export async function addGuestLine(itemId: string, feature: string, quantity: number): Promise<void> {
  const current = (await currentGuestCart())[itemId]?.[feature] ?? 0;
  await setGuestLine(itemId, feature, current + quantity);
}

/** Drops every line whose product is not in `knownIds` (deleted since it was added). */
export async function pruneGuestCart(knownIds: ReadonlySet<string>): Promise<string[]> {
  const cart = await currentGuestCart();
  const unknown = Object.keys(cart).filter((id) => !knownIds.has(id));
  if (unknown.length === 0) return [];
  const next = structuredClone(cart);
  for (const id of unknown) delete next[id];
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
