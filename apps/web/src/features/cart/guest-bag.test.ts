import { GUEST_CART_MAX_LINES } from '@shop/contract';
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GUEST_CART_COOKIE, GUEST_CART_LINES_COOKIE } from '../../shared/cookie-names.ts';
import { parseCookies } from '../../shared/cookie.ts';
import {
  bagOptionQuantity,
  cartCookieValue,
  GUEST_COOKIE_ATTRIBUTES,
  GuestCartFullError,
  guestCookieText,
  linesCookieValue,
  withLineAdded,
  type GuestBag,
} from './guest-bag.ts';
import { parseGuestCart, parseGuestLines } from './guest-cart-cookie.ts';

const A = '11111111-1111-4111-8111-111111111111';
const EMPTY: GuestBag = { cart: {}, lines: [] };

afterEach(() => {
  vi.useRealTimers();
  for (const name of [GUEST_CART_COOKIE, GUEST_CART_LINES_COOKIE]) Cookies.remove(name, { path: '/' });
});

describe('guestCookieText', () => {
  // The other cookie writers, and every reader, are js-cookie's: the guest bag's text must be its text.
  it.each([
    ['the plain cart', GUEST_CART_COOKIE, JSON.stringify({ [A]: { M: 2, '': 1 } })],
    [
      'customised lines with markup, commas, line breaks and other scripts',
      GUEST_CART_LINES_COOKIE,
      JSON.stringify([
        {
          itemId: A,
          feature: 'Half',
          quantity: 1,
          addOns: { message: '<b>Hari Jadi</b>; 5%', card: 'Love,\nMak 生日快乐' },
        },
      ]),
    ],
  ])('writes %s exactly as js-cookie does', (_, name, value) => {
    vi.useFakeTimers({ now: new Date('2026-03-01T04:05:06Z') });
    expect(guestCookieText(name, value)).toBe(Cookies.set(name, value, GUEST_COOKIE_ATTRIBUTES));
    expect(guestCookieText(name, value)).toMatch(/; path=\/; expires=Mon, 02 Mar 2026 04:05:06 GMT; sameSite=lax$/);
  });

  it('is read back as written, by the cookie reader the server and the browser share', () => {
    const json = JSON.stringify([{ itemId: A, feature: 'Half', quantity: 2, addOns: { message: 'Selamat; 100%' } }]);
    const text = guestCookieText(GUEST_CART_LINES_COOKIE, json);
    const pair = text.slice(0, text.indexOf(';'));
    expect(parseCookies(pair)[GUEST_CART_LINES_COOKIE]).toBe(json);
    expect(parseGuestLines(json).clean).toBe(true);
  });
});

describe('the guest bag as values', () => {
  it('adds to a line, keeping a customised line apart from the plain one', () => {
    const birthday = { message: 'Hi' };
    let bag = withLineAdded(EMPTY, A, 'Half', 2);
    bag = withLineAdded(bag, A, 'Half', 1, birthday);
    bag = withLineAdded(bag, A, 'Half', 3);
    expect(bag).toEqual({
      cart: { [A]: { Half: 5 } },
      lines: [{ itemId: A, feature: 'Half', quantity: 1, addOns: birthday }],
    });
    expect(bagOptionQuantity(bag, A, 'Half')).toBe(6);
    expect(parseGuestCart(cartCookieValue(bag)!.json)).toEqual({ cart: { [A]: { Half: 5 } }, clean: true });
  });

  it('caps a line at the largest quantity and leaves the bag it was given alone', () => {
    const bag = withLineAdded(EMPTY, A, 'M', 9000);
    expect(withLineAdded(bag, A, 'M', 9000).cart[A]!.M).toBe(9999);
    expect(bag.cart[A]!.M).toBe(9000);
  });

  it('refuses a bag past what a cookie holds, in lines or in bytes', () => {
    const cart = Object.fromEntries(
      Array.from({ length: GUEST_CART_MAX_LINES + 1 }, (_, i) => [`${String(i).padStart(8, '0')}-x`, { M: 1 }]),
    );
    expect(() => cartCookieValue({ cart, lines: [] })).toThrow(GuestCartFullError);
    const card = '生日快乐'.repeat(150);
    expect(() => linesCookieValue(withLineAdded(EMPTY, A, 'Half', 1, { card }))).toThrow(GuestCartFullError);
    expect(cartCookieValue(EMPTY)).toBeUndefined();
  });
});
