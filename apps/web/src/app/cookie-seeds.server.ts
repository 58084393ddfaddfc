import { parseGuestCart, parseGuestLines } from '../features/cart/guest-cart-cookie.ts';
import { parseSelection } from '../features/service/selection-cookie.ts';
import { GUEST_CART_COOKIE, GUEST_CART_LINES_COOKIE, USER_SELECTION_COOKIE } from '../shared/cookie-names.ts';
import { parseCookies } from '../shared/cookie.ts';
import type { CookieSeeds } from '../shared/cookie-seeds.ts';

const PARSERS: Record<string, (raw: string) => unknown> = {
  [USER_SELECTION_COOKIE]: parseSelection,
  [GUEST_CART_COOKIE]: parseGuestCart,
  [GUEST_CART_LINES_COOKIE]: parseGuestLines,
};

/** The request's cookie-backed choices (service choice, guest bag), parsed with the contract schemas. */
export function readCookieSeeds(header: string): CookieSeeds {
  const cookies = parseCookies(header);
  const seeds: CookieSeeds = {};
  for (const [name, parse] of Object.entries(PARSERS)) {
    const raw = cookies[name];
    if (raw) seeds[name] = { raw, value: parse(raw) };
  }
  return seeds;
}
