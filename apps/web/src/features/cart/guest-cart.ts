import { CartData, GUEST_CART_MAX_LINES, LIMITS, positiveEntries } from '@shop/contract';
import Cookies from 'js-cookie';
import { useSyncExternalStore } from 'react';
import { readCookie } from '../../shared/cookie.ts';

/** Spec §3: the guest cart lives in the cookie `guestCartData` as JSON, 1 day, path /. */
export const GUEST_CART_COOKIE = 'guestCartData';
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

const EMPTY: CartData = {};
let cachedRaw: string | undefined;
let cachedCart: CartData = EMPTY;
const listeners = new Set<() => void>();

/**
 * Reads a cookie written by us or tampered with: anything malformed, oversized or with bad quantities
 * is dropped (and a wholly unreadable cookie removed), so a bad cookie never breaks a page.
 */
export function parseGuestCart(raw: string | undefined): { cart: CartData; clean: boolean } {
  if (raw === undefined || raw === '') return { cart: EMPTY, clean: true };
  if (raw.length > GUEST_CART_MAX_BYTES) return { cart: EMPTY, clean: false };
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return { cart: EMPTY, clean: false };
  }
  const parsed = CartData.safeParse(json);
  if (!parsed.success) return { cart: EMPTY, clean: false };
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

export function readGuestCart(): CartData {
  const raw = readCookie(GUEST_CART_COOKIE);
  if (raw === cachedRaw) return cachedCart;
  const { cart, clean } = parseGuestCart(raw);
  cachedRaw = raw;
  cachedCart = cart;
  if (!clean && typeof document !== 'undefined') {
    // Rewrite (or remove) what we could not trust, so the next read and the merge see clean data.
    queueMicrotask(() => writeGuestCart(cart));
  }
  return cart;
}

export function writeGuestCart(cart: CartData): void {
  const entries = positiveEntries(cart);
  if (entries.length === 0) {
    Cookies.remove(GUEST_CART_COOKIE, { path: '/' });
    Cookies.remove(GUEST_CART_ID_COOKIE, { path: '/' });
  } else {
    const clean: CartData = {};
    for (const e of entries) (clean[e.itemId] ??= {})[e.feature] = e.quantity;
    const json = JSON.stringify(clean);
    // js-cookie percent-encodes quotes and commas, so measure what the browser will store.
    if (encodeURIComponent(json).length > GUEST_CART_MAX_BYTES || entries.length > GUEST_CART_MAX_LINES) {
      throw new GuestCartFullError();
    }
    Cookies.set(GUEST_CART_COOKIE, json, COOKIE_OPTIONS);
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
  writeGuestCart(EMPTY);
}

/** Sets one line (0 removes it) in the guest cookie. */
export function setGuestLine(itemId: string, feature: string, quantity: number): void {
  const cart = structuredClone(readGuestCart());
  if (quantity > 0) (cart[itemId] ??= {})[feature] = Math.min(quantity, LIMITS.cartQuantityMax);
  else if (cart[itemId]) {
    delete cart[itemId][feature];
    if (Object.keys(cart[itemId]).length === 0) delete cart[itemId];
  }
  writeGuestCart(cart);
}

/** Adds to one line of the guest cookie, capped at the largest quantity a line may hold. */
export function addGuestLine(itemId: string, feature: string, quantity: number): void {
  const current = readGuestCart()[itemId]?.[feature] ?? 0;
  setGuestLine(itemId, feature, current + quantity);
}

/** Drops every line whose product is not in `knownIds` (deleted since it was added). */
export function pruneGuestCart(knownIds: ReadonlySet<string>): string[] {
  const cart = readGuestCart();
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

function notify() {
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
  // As the service choice: the server renders the request's cookie, so both first renders agree.
  return useSyncExternalStore(subscribe, readGuestCart, readGuestCart);
}
