import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  addGuestLine,
  GUEST_CART_ID_COOKIE,
  GuestCartFullError,
  guestCartMergeId,
  guestOptionQuantity,
  pruneGuestCart,
  readGuestCart,
  readGuestLines,
  setGuestLine,
} from './guest-cart.ts';
import { GUEST_CART_COOKIE, GUEST_CART_LINES_COOKIE } from '../../shared/cookie-names.ts';
import { parseGuestCart, parseGuestLines } from './guest-cart-cookie.ts';

const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';
const tick = () => new Promise((r) => setTimeout(r, 0));

afterEach(() => {
  Cookies.remove(GUEST_CART_COOKIE, { path: '/' });
  Cookies.remove(GUEST_CART_ID_COOKIE, { path: '/' });
  Cookies.remove(GUEST_CART_LINES_COOKIE, { path: '/' });
});

describe('guest cart cookie', () => {
  it('ignores entries of 0 or less, truncates and caps quantities', () => {
    const raw = JSON.stringify({ [A]: { M: 2, L: 0, S: -1 }, [B]: { '': 2.7, XL: 20000 } });
    expect(parseGuestCart(raw)).toEqual({ cart: { [A]: { M: 2 }, [B]: { '': 2, XL: 9999 } }, clean: false });
    expect(parseGuestCart(JSON.stringify({ [A]: { M: 2 } }))).toEqual({ cart: { [A]: { M: 2 } }, clean: true });
  });

  it.each([['not json'], ['[1,2]'], ['{"a":{"M":"two"}}'], ['"text"'], [`{"${A}":{"M":1}}${' '.repeat(4000)}`]])(
    'cleans up a malformed or oversized cookie %#',
    async (raw) => {
      document.cookie = `${GUEST_CART_COOKIE}=${encodeURIComponent(raw)}; path=/`;
      expect(readGuestCart()).toEqual({});
      // The first text from elsewhere loads the parser; the reads that follow rewrite the cookie.
      await vi.waitFor(async () => {
        readGuestCart();
        await tick();
        expect(Cookies.get(GUEST_CART_COOKIE)).toBeUndefined();
      });
    },
  );

  it('adds up lines, removes them at 0, and keeps one merge id with the cart', async () => {
    await addGuestLine(A, 'M', 2);
    await addGuestLine(A, 'M', 3);
    await addGuestLine(B, '', 1);
    expect(JSON.parse(Cookies.get(GUEST_CART_COOKIE)!)).toEqual({ [A]: { M: 5 }, [B]: { '': 1 } });
    const id = guestCartMergeId();
    expect(id).toMatch(/^[\da-f]{32}$/);
    await setGuestLine(A, 'M', 0);
    expect(guestCartMergeId()).toBe(id);
    expect(readGuestCart()).toEqual({ [B]: { '': 1 } });
    await setGuestLine(B, '', 0);
    expect(Cookies.get(GUEST_CART_COOKIE)).toBeUndefined();
    expect(Cookies.get(GUEST_CART_ID_COOKIE)).toBeUndefined();
  });

  it('prunes products that no longer exist', async () => {
    await addGuestLine(A, 'M', 1);
    await addGuestLine(B, '', 1);
    await expect(pruneGuestCart(new Set([B]), new Set([A, B]))).resolves.toEqual([A]);
    expect(readGuestCart()).toEqual({ [B]: { '': 1 } });
  });

  it('keeps a product added after the look-up started, which the look-up did not ask about', async () => {
    await addGuestLine(A, 'M', 1);
    await addGuestLine(B, '', 1);
    // The look-up asked about A only (B came later) and found it.
    await expect(pruneGuestCart(new Set([A]), new Set([A]))).resolves.toEqual([]);
    expect(readGuestCart()).toEqual({ [A]: { M: 1 }, [B]: { '': 1 } });
  });

  it('refuses to grow past what a cookie can hold', async () => {
    const ids = Array.from({ length: 80 }, (_, i) => `${String(i).padStart(8, '0')}-1111-4111-8111-111111111111`);
    const addAll = async () => {
      for (const id of ids) await addGuestLine(id, 'M', 1);
    };
    await expect(addAll()).rejects.toThrow(GuestCartFullError);
    expect(Object.keys(readGuestCart()).length).toBeLessThan(80);
  });
});

describe('guest cart customised lines', () => {
  const birthday = { message: 'Selamat Hari Jadi <b>Aisyah</b>', candles: 7, card: 'Love,\nMak' };

  it('keeps two messages as two lines and the same one as one, beside the plain cart', async () => {
    await addGuestLine(A, 'Half', 1);
    await addGuestLine(A, 'Half', 1, birthday);
    await addGuestLine(A, 'Half', 2, birthday);
    await addGuestLine(A, 'Half', 1, { message: 'Other' });
    expect(readGuestCart()).toEqual({ [A]: { Half: 1 } });
    expect(readGuestLines()).toEqual([
      { itemId: A, feature: 'Half', quantity: 3, addOns: birthday },
      { itemId: A, feature: 'Half', quantity: 1, addOns: { message: 'Other' } },
    ]);
    expect(JSON.parse(Cookies.get(GUEST_CART_LINES_COOKIE)!)).toHaveLength(2);
    expect(guestOptionQuantity(A, 'Half')).toBe(5);
    const id = guestCartMergeId();
    await setGuestLine(A, 'Half', 0);
    expect(guestCartMergeId()).toBe(id);
    await setGuestLine(A, 'Half', 0, birthday);
    await setGuestLine(A, 'Half', 0, { message: 'Other' });
    expect(readGuestLines()).toEqual([]);
    expect(Cookies.get(GUEST_CART_LINES_COOKIE)).toBeUndefined();
    expect(Cookies.get(GUEST_CART_ID_COOKIE)).toBeUndefined();
  });

  it('prunes customised lines of products that no longer exist', async () => {
    await addGuestLine(A, 'Half', 1, birthday);
    await addGuestLine(B, '', 1);
    await expect(pruneGuestCart(new Set([B]), new Set([A, B]))).resolves.toEqual([A]);
    expect(readGuestLines()).toEqual([]);
  });

  it('refuses a card text the cookie cannot hold', async () => {
    await expect(addGuestLine(A, 'Half', 1, { card: '生日快乐'.repeat(150) })).rejects.toThrow(GuestCartFullError);
    expect(readGuestLines()).toEqual([]);
  });

  it('drops lines that are malformed, without add-ons or with text the shop cannot keep', () => {
    const good = { itemId: A, feature: 'Half', quantity: 2, addOns: { message: 'Hi' } };
    const raw = JSON.stringify([
      good,
      { ...good, addOns: { message: 'a\u0000b' } },
      { ...good, addOns: { card: 'a\ud800b' } },
      { ...good, addOns: {} },
      { ...good, addOns: { message: 'x'.repeat(150) } },
      { ...good, quantity: 0, addOns: { message: 'Yo' } },
      { ...good, addOns: { message: 'Hi', script: 1 } },
    ]);
    expect(parseGuestLines(raw)).toEqual({ lines: [good], clean: false });
    expect(parseGuestLines(JSON.stringify([good]))).toEqual({ lines: [good], clean: true });
    expect(parseGuestLines('{"not":"a list"}')).toEqual({ lines: [], clean: false });
    expect(parseGuestLines(JSON.stringify([{ ...good, addOns: { card: 'x'.repeat(10_000) } }]))).toEqual({
      lines: [],
      clean: false,
    });
  });
});
