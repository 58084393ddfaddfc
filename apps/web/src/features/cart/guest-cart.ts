import type { CartData, LineAddOns } from '@shop/contract';
import Cookies from 'js-cookie';
import { readCookie } from '../../shared/cookie.ts';
import { GUEST_CART_COOKIE, GUEST_CART_LINES_COOKIE } from '../../shared/cookie-names.ts';
import { cookieStore } from '../../shared/cookie-store.ts';
import {
  bagOptionQuantity,
  cartCookieValue,
  GUEST_CART_ID_COOKIE,
  guestCookieText,
  isCustomised,
  linesCookieValue,
  randomMergeId,
  validMergeId,
  withLineAdded,
  withLineSet,
  type GuestBag,
  type GuestLine,
} from './guest-bag.ts';

export {
  GUEST_CART_ID_COOKIE,
  GUEST_CART_MAX_BYTES,
  GuestCartFullError,
  validMergeId,
  type GuestLine,
} from './guest-bag.ts';

/** The cart read from the cookie, and whether the cookie held exactly that (else it is rewritten). */
export interface GuestCartReading {
  cart: CartData;
  clean: boolean;
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
export const guestOptionQuantity = (itemId: string, feature: string): number =>
  bagOptionQuantity({ cart: readGuestCart(), lines: readGuestLines() }, itemId, feature);

/** Both cookies share the merge id; it goes with the last of them. */
function keepMergeId(): void {
  if (readCookie(GUEST_CART_COOKIE) || readCookie(GUEST_CART_LINES_COOKIE)) {
    // Re-set the id too, so the cookies keep the same one-day life.
    document.cookie = guestCookieText(GUEST_CART_ID_COOKIE, guestCartMergeId() ?? randomMergeId());
  } else Cookies.remove(GUEST_CART_ID_COOKIE, { path: '/' });
}

function writeGuestCart(cart: CartData): void {
  const value = cartCookieValue({ cart, lines: readGuestLines() });
  if (!value) {
    Cookies.remove(GUEST_CART_COOKIE, { path: '/' });
    cookie.remember(undefined, EMPTY);
  } else {
    document.cookie = guestCookieText(GUEST_CART_COOKIE, value.json);
    cookie.remember(value.json, { cart: value.cart, clean: true });
  }
  keepMergeId();
  notify();
}

function writeGuestLines(lines: GuestLine[]): void {
  const value = linesCookieValue({ cart: readGuestCart(), lines });
  if (!value) {
    Cookies.remove(GUEST_CART_LINES_COOKIE, { path: '/' });
    linesCookie.remember(undefined, EMPTY_LINES);
  } else {
    document.cookie = guestCookieText(GUEST_CART_LINES_COOKIE, value.json);
    linesCookie.remember(value.json, { lines: value.lines, clean: true });
  }
  keepMergeId();
  notify();
}

export function guestCartMergeId(): string | undefined {
  return validMergeId(readCookie(GUEST_CART_ID_COOKIE));
}

export function clearGuestCart(): void {
  writeGuestLines([]);
  writeGuestCart({});
}

/** The bag as both cookies hold it now, for a change made from it. */
const currentBag = async (): Promise<GuestBag> => {
  const [cart, lines] = await Promise.all([currentGuestCart(), currentGuestLines()]);
  return { cart, lines };
};

/** Writes the cookie of the line that changed: the customised lines' or the plain cart's. */
function writeLine(next: GuestBag, addOns: LineAddOns | undefined): void {
  if (isCustomised(addOns)) writeGuestLines(next.lines);
  else writeGuestCart(next.cart);
}

/** Sets one line (0 removes it) in the guest cookies (see withLineSet). */
export async function setGuestLine(
  itemId: string,
  feature: string,
  quantity: number,
  addOns?: LineAddOns,
): Promise<void> {
  writeLine(withLineSet(await currentBag(), itemId, feature, quantity, addOns), addOns);
}

/**
 * Adds to one line of the guest cookie, capped at the largest quantity a line may hold. `then` runs
 * right after the write, in the same task: what it changes on screen renders with the bag's change.
 */
export async function addGuestLine(
  itemId: string,
  feature: string,
  quantity: number,
  addOns?: LineAddOns,
  then?: () => void,
): Promise<void> {
  writeLine(withLineAdded(await currentBag(), itemId, feature, quantity, addOns), addOns);
  then?.();
}

/**
 * Drops every line whose product was looked up (`checkedIds`) and is not in `knownIds` (deleted since
 * it was added). A product added after the look-up started is kept until a look-up covers it.
 */
export async function pruneGuestCart(
  knownIds: ReadonlySet<string>,
  checkedIds: ReadonlySet<string>,
): Promise<string[]> {
  const cart = await currentGuestCart();
  const lines = await currentGuestLines();
  const unknown = [...new Set([...Object.keys(cart), ...lines.map((l) => l.itemId)])].filter(
    (id) => checkedIds.has(id) && !knownIds.has(id),
  );
  if (unknown.length === 0) return [];
  const next = structuredClone(cart);
  for (const id of unknown) delete next[id];
  writeGuestLines(lines.filter((l) => !unknown.includes(l.itemId)));
  writeGuestCart(next);
  return unknown;
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
