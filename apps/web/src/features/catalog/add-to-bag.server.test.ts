// @vitest-environment node
import type { ApiAnswer, ApiOptions, Product } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { GUEST_CART_COOKIE, GUEST_CART_LINES_COOKIE } from '../../shared/cookie-names.ts';
import { parseCookies } from '../../shared/cookie.ts';
import { GUEST_CART_ID_COOKIE, guestCookieText } from '../cart/guest-bag.ts';
import { parseGuestCart, parseGuestLines } from '../cart/guest-cart-cookie.ts';
import { readPostedAdd } from './add-to-bag-form.ts';
import { addedFlashCookie, addToBagAction, addToGuestBag, postedInput, takeAddedFlash } from './add-to-bag.server.ts';

const TEE: Product = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Cocoa Tee',
  price: 59,
  description: 'A tee.',
  image: [],
  features: ['S', 'M', 'L'],
  stock: { S: 0, M: 5, L: 3 },
  category: 'Apparel',
  subCategory: 'Tees',
  bestseller: false,
};

const CAKE: Product = {
  id: '22222222-2222-4222-8222-222222222222',
  name: 'Fudge Cake',
  price: 135,
  description: 'A cake.',
  image: [],
  features: ['Whole', 'Half'],
  customisation: {
    message: { maxLength: 30, price: 0 },
    candles: { max: 10, price: 0.5 },
    knife: { price: 1 },
    card: { maxLength: 120, price: 2 },
  },
  category: 'Bakery',
  subCategory: 'Cakes',
  bestseller: false,
};

const form = (fields: [string, string][]) => {
  const data = new FormData();
  for (const [name, value] of fields) data.append(name, value);
  return data;
};

const post = (path: string, fields: [string, string][], cookie = '') =>
  new Request(`http://shop.test${path}`, {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
  });

/** A fake of the load context's `api`: the calls it was given, and its one answer. */
function fakeApi(
  answer: ApiAnswer = { status: 200, body: { success: true, message: 'Added to cart' }, setCookie: [] },
) {
  const calls: { path: string; body: unknown; options: ApiOptions | undefined }[] = [];
  const api = (path: string, body: unknown, options?: ApiOptions) => {
    calls.push({ path, body, options });
    return Promise.resolve(answer);
  };
  return { api, calls };
}

/** What the action answered with `data()` (a refusal): its value and status. */
const refusalOf = (result: unknown) => result as { data: Record<string, unknown>; init: { status: number } };

/** The request cookie a browser sends back after these Set-Cookie lines. */
const cookieHeader = (setCookie: string[]) => setCookie.map((line) => line.slice(0, line.indexOf(';'))).join('; ');

describe('the posted form', () => {
  it('reads as the form holds it: the option, the quantity by the form rule, and the add-ons chosen', () => {
    const posted = readPostedAdd(
      form([
        ['feature', 'Half'],
        ['quantity', '2'],
        ['message', '  Selamat Hari Jadi  '],
        ['candles', '5'],
        ['knife', 'on'],
        // A card typed and then unticked is not a card.
        ['card', 'Love, Mak'],
      ]),
    );
    expect(postedInput(CAKE, posted)).toEqual({
      product: CAKE,
      feature: 'Half',
      quantity: 2,
      addOns: { message: 'Selamat Hari Jadi', candles: 5, knife: true },
    });
    const card = readPostedAdd(
      form([
        ['cardOn', 'on'],
        ['card', ' Love '],
        ['quantity', '0'],
      ]),
    );
    expect(postedInput(CAKE, card)).toMatchObject({ quantity: 1, addOns: { card: 'Love' } });
    // Add-ons a product does not offer are not read at all.
    expect(
      postedInput(
        TEE,
        readPostedAdd(
          form([
            ['feature', 'M'],
            ['message', 'Hi'],
            ['quantity', '12000'],
          ]),
        ),
      ),
    ).toEqual({
      product: TEE,
      feature: 'M',
      quantity: 9999,
      addOns: undefined,
    });
  });
});

describe('a guest add', () => {
  it("writes the bag's cookie as the browser's store does, with the bag's merge id kept", () => {
    const now = Date.parse('2026-03-01T04:05:06Z');
    const cookies = {
      [GUEST_CART_COOKIE]: JSON.stringify({ [TEE.id]: { L: 1 } }),
      [GUEST_CART_ID_COOKIE]: 'abcdef0123456789',
    };
    const added = addToGuestBag(cookies, { product: TEE, feature: 'M', quantity: 2 }, now);
    expect(added).toEqual({
      setCookie: [
        guestCookieText(GUEST_CART_COOKIE, JSON.stringify({ [TEE.id]: { L: 1, M: 2 } }), now),
        guestCookieText(GUEST_CART_ID_COOKIE, 'abcdef0123456789', now),
      ],
    });
  });

  it('starts a merge id with a new bag, and puts a customised line in the lines cookie', () => {
    const addOns = { message: 'Hi', knife: true as const };
    const added = addToGuestBag({}, { product: CAKE, feature: 'Whole', quantity: 1, addOns });
    if (!('setCookie' in added)) throw new Error(added.problem);
    const sent = parseCookies(cookieHeader(added.setCookie));
    expect(parseGuestLines(sent[GUEST_CART_LINES_COOKIE]!)).toEqual({
      lines: [{ itemId: CAKE.id, feature: 'Whole', quantity: 1, addOns }],
      clean: true,
    });
    expect(sent[GUEST_CART_COOKIE]).toBeUndefined();
    expect(sent[GUEST_CART_ID_COOKIE]).toMatch(/^[\da-f]{32}$/);
  });

  it('refuses more than the stock left, counting what the bag holds, and a sold-out option', () => {
    const cookies = { [GUEST_CART_COOKIE]: JSON.stringify({ [TEE.id]: { M: 4 } }) };
    expect(addToGuestBag(cookies, { product: TEE, feature: 'M', quantity: 2 })).toEqual({
      problem: 'Only 5 of Cocoa Tee (M) are left.',
    });
    expect(addToGuestBag({}, { product: TEE, feature: 'S', quantity: 1 })).toEqual({
      problem: 'Cocoa Tee (S) is sold out.',
    });
  });

  it('refuses add-ons past their limits or with text the shop cannot keep, and a full bag', () => {
    expect(addToGuestBag({}, { product: CAKE, feature: 'Whole', quantity: 1, addOns: { candles: 11 } })).toEqual({
      problem: 'At most 10 candles.',
    });
    expect(
      addToGuestBag({}, { product: CAKE, feature: 'Whole', quantity: 1, addOns: { message: 'a\u0000b' } }),
    ).toEqual({
      problem: 'The message or card has a character the shop cannot keep. Please retype it.',
    });
    const full = Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`p${i}`, { M: 1 }]));
    expect(
      addToGuestBag({ [GUEST_CART_COOKIE]: JSON.stringify(full) }, { product: TEE, feature: 'L', quantity: 1 }),
    ).toEqual({
      problem: 'Your bag is full. Log in to keep more items in it.',
    });
  });
});

describe('addToBagAction', () => {
  const guest = { shopper: null, api: fakeApi().api };

  it('answers a guest add with a redirect to the page (in its language) carrying the bag and the flash', async () => {
    const res = (await addToBagAction(
      post(`/ms/product/${TEE.id}`, [
        ['feature', 'M'],
        ['quantity', '2'],
      ]),
      TEE,
      guest,
      'ms',
    )) as Response;
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`/ms/product/${TEE.id}#purchase`);
    const cookies = parseCookies(cookieHeader(res.headers.getSetCookie()));
    expect(parseGuestCart(cookies[GUEST_CART_COOKIE]!).cart).toEqual({ [TEE.id]: { M: 2 } });

    // The page the redirect opens reads the flash once, and clears it.
    const page = new Request(`http://shop.test/ms/product/${TEE.id}`, {
      headers: { cookie: cookieHeader(res.headers.getSetCookie()) },
    });
    const flash = takeAddedFlash(page, TEE);
    expect(flash.added).toEqual({ feature: 'M', quantity: 2 });
    expect(flash.headers.getSetCookie()).toEqual(['addedToBag=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax']);
    expect(takeAddedFlash(page, CAKE).added).toBeNull();
  });

  it('keeps a cake’s message in the bag and in the confirmation', async () => {
    const res = (await addToBagAction(
      post(`/product/${CAKE.id}`, [
        ['feature', 'Whole'],
        ['quantity', '1'],
        ['message', 'Selamat Hari Jadi Aisyah'],
      ]),
      CAKE,
      guest,
      'en',
    )) as Response;
    const cookie = cookieHeader(res.headers.getSetCookie());
    expect(parseGuestLines(parseCookies(cookie)[GUEST_CART_LINES_COOKIE]!).lines).toEqual([
      { itemId: CAKE.id, feature: 'Whole', quantity: 1, addOns: { message: 'Selamat Hari Jadi Aisyah' } },
    ]);
    const page = new Request(`http://shop.test/product/${CAKE.id}`, { headers: { cookie } });
    expect(takeAddedFlash(page, CAKE).added).toEqual({
      feature: 'Whole',
      quantity: 1,
      addOns: { message: 'Selamat Hari Jadi Aisyah' },
    });
  });

  it('answers a form without an option with the form as posted, and writes nothing', async () => {
    const result = refusalOf(
      await addToBagAction(
        post(`/product/${CAKE.id}`, [
          ['quantity', '3'],
          ['message', 'Hi'],
        ]),
        CAKE,
        guest,
        'en',
      ),
    );
    expect(result.init.status).toBe(400);
    expect(result.data).toEqual({
      ok: false,
      missingOption: true,
      posted: {
        feature: null,
        quantity: '3',
        draft: { message: 'Hi', candles: '', knife: false, cardOn: false, card: '' },
      },
    });
  });

  it("words a guest's refusal in the page's language", async () => {
    const cookie = `${GUEST_CART_COOKIE}=${encodeURIComponent(JSON.stringify({ [TEE.id]: { L: 3 } }))}`;
    const refused = refusalOf(
      await addToBagAction(post(`/ms/product/${TEE.id}`, [['feature', 'L']], cookie), TEE, guest, 'ms'),
    );
    expect(refused.init.status).toBe(409);
    expect(refused.data.message).toBe('Hanya tinggal 3 Cocoa Tee (L).');
    const unknown = refusalOf(
      await addToBagAction(post(`/ms/product/${TEE.id}`, [['feature', 'XXL']]), TEE, guest, 'ms'),
    );
    expect(unknown.data.message).toBe('Sila pilih satu pilihan dahulu.');
  });

  it("adds a signed-in shopper's line through the API, as the script does", async () => {
    const { api, calls } = fakeApi();
    const res = (await addToBagAction(
      post(`/product/${CAKE.id}`, [
        ['feature', 'Half'],
        ['quantity', '2'],
        ['candles', '3'],
      ]),
      CAKE,
      { shopper: { id: 'u1' }, api },
      'en',
    )) as Response;
    expect(calls).toEqual([
      {
        path: '/api/cart/add',
        body: { itemId: CAKE.id, feature: 'Half', quantity: 2, addOns: { candles: 3 } },
        options: undefined,
      },
    ]);
    expect(res.status).toBe(303);
    // A signed-in shopper's bag is the server's: only the flash is set.
    expect(res.headers.getSetCookie().map((c) => c.split('=')[0])).toEqual(['addedToBag']);
  });

  it("hands back the API's refusal in the page's language", async () => {
    const { api } = fakeApi({
      status: 409,
      body: { success: false, message: 'Only 1 of Cocoa Tee (M) is left.', code: 'CONFLICT' },
      setCookie: [],
    });
    const refused = refusalOf(
      await addToBagAction(
        post(`/ms/product/${TEE.id}`, [
          ['feature', 'M'],
          ['quantity', '2'],
        ]),
        TEE,
        { shopper: { id: 'u1' }, api },
        'ms',
      ),
    );
    expect(refused.init.status).toBe(409);
    expect(refused.data).toMatchObject({ ok: false, message: 'Hanya tinggal 1 Cocoa Tee (M).' });
  });
});

describe('the flash cookie', () => {
  it('leaves the add-ons out rather than outgrow a cookie', () => {
    // 300 characters of four bytes each: 3,600 bytes once percent-encoded.
    const card = '🎂'.repeat(300);
    const flash = addedFlashCookie(CAKE.id, { feature: 'Whole', quantity: 1, addOns: { card } });
    expect(flash.length).toBeLessThan(3200);
    const page = new Request('http://shop.test/', { headers: { cookie: flash.slice(0, flash.indexOf(';')) } });
    expect(takeAddedFlash(page, CAKE).added).toEqual({ feature: 'Whole', quantity: 1 });
  });

  it.each([
    'not json',
    JSON.stringify({ itemId: TEE.id, feature: 'XXL', quantity: 1 }),
    JSON.stringify({ itemId: TEE.id, feature: 'M', quantity: 0 }),
  ])('ignores (and clears) a flash the add did not write: %s', (raw) => {
    const page = new Request('http://shop.test/', { headers: { cookie: `addedToBag=${encodeURIComponent(raw)}` } });
    const flash = takeAddedFlash(page, TEE);
    expect(flash.added).toBeNull();
    expect(flash.headers.getSetCookie()).toHaveLength(1);
  });
});
