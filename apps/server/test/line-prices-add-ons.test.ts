import {
  moneyString,
  TIME_SLOTS,
  unitCents,
  type AdminProduct,
  type LineAddOns,
  type PlaceOrderBody,
  type Product,
} from '@shop/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems, orders, products } from './helpers/tables.ts';
import { createCheckoutApp, deliveryAddress, someProducts, tomorrow } from './helpers/checkout.ts';
import { lastMailTo } from './helpers/outbox.ts';
import { dbKinds, type TestApp } from './helpers/test-app.ts';
import { createUser, type TestUser } from './helpers/users.ts';

const OFFER = {
  message: { maxLength: 30, price: 0 },
  candles: { max: 10, price: 0.5 },
  knife: { price: 1 },
  card: { maxLength: 120, price: 2 },
};

describe.each(dbKinds)('option prices and add-ons on %s', (kind) => {
  let t: TestApp;
  let admin: TestUser;
  let cake: AdminProduct; // Half RM 68, Whole RM 135, customisable
  let plain: { id: string; features: string[]; priceCents: number };

  beforeAll(async () => {
    t = await createCheckoutApp(kind);
    admin = await createUser(t.database.db, { role: 'admin' });
    const [base, other] = await someProducts(t.database.db, 2);
    plain = other!;
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${base!.id}`,
      headers: { token: admin.token },
      payload: {
        name: 'Chocolate Test Cake',
        description: base!.description,
        price: 135,
        category: base!.category,
        subCategory: base!.subCategory,
        features: ['Half', 'Whole'],
        images: base!.images,
        bestseller: false,
        hidden: false,
        leadTimeHours: 0,
        stock: { Half: 20, Whole: 5 },
        optionPrices: { Half: 68 },
        customisation: OFFER,
      },
    });
    expect(res.statusCode).toBe(200);
    cake = res.json().product;
  });
  afterAll(() => t.close());

  const post = (url: string, user: TestUser, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, headers: { token: user.token, ...headers }, payload: payload as object });
  const cartOf = async (user: TestUser) =>
    (await t.app.inject({ method: 'POST', url: '/api/cart/get', headers: { token: user.token }, payload: {} })).json();
  const birthday = { message: 'Happy 7th, Aisyah!', candles: 7, card: 'Love, Mak' };

  /** The place-order body for the user's cart as the storefront builds it: unit price = option + add-ons. */
  async function bodyFor(user: TestUser, shippingCost: number, note?: string): Promise<PlaceOrderBody> {
    const cart = await cartOf(user);
    const product: Product = (await t.app.inject({ method: 'GET', url: `/api/product/${cake.id}` })).json().product;
    const lines: { itemId: string; feature: string; quantity: number; addOns?: LineAddOns }[] = cart.lines;
    const items = lines.map((l) => {
      const cents = unitCents(product, l.feature, l.addOns);
      return {
        id: l.itemId,
        feature: l.feature,
        quantity: l.quantity,
        price: cents / 100,
        ...(l.addOns ? { addOns: l.addOns } : {}),
      };
    });
    const subtotal = items.reduce((n, i) => n + Math.round(i.price * 100) * i.quantity, 0);
    return {
      address: deliveryAddress,
      items,
      price: { productPrice: moneyString(subtotal), shippingPrice: moneyString(Math.round(shippingCost * 100)) },
      service: {
        serviceType: 'delivery',
        deliveryAddress: 'Bukit Bintang, Kuala Lumpur',
        calendarDate: tomorrow(),
        deliveryTime: TIME_SLOTS[2]!,
      },
      ...(note === undefined ? {} : { note }),
    };
  }

  it('sells each option at its own price: product, tiles and the admin form read the same prices', async () => {
    expect(cake.optionPrices).toEqual({ Half: 68 });
    expect(cake.customisation).toEqual(OFFER);
    const res = await t.app.inject({ method: 'GET', url: `/api/product/${cake.id}` });
    expect(res.json().product).toMatchObject({
      price: 135,
      optionPrices: { Half: 68 },
      customisation: OFFER,
      features: ['Half', 'Whole'],
    });
    // A product without option prices or add-ons answers the specified shape, no new fields.
    const other = (await t.app.inject({ method: 'GET', url: `/api/product/${plain.id}` })).json().product;
    expect(other).not.toHaveProperty('optionPrices');
    expect(other).not.toHaveProperty('customisation');
  });

  it('refuses option prices for unknown options and add-on offers over the ceilings', async () => {
    const base = { ...cake, images: cake.images };
    const { id: _id, deleted: _d, createdAt: _c, ...input } = base;
    const put = (payload: unknown) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/admin/products/${cake.id}`,
        headers: { token: admin.token },
        payload: payload as object,
      });
    expect((await put({ ...input, optionPrices: { Quarter: 30 } })).statusCode).toBe(400);
    expect((await put({ ...input, customisation: { message: { maxLength: 5000, price: 0 } } })).statusCode).toBe(400);
    expect((await put({ ...input, customisation: { knife: { price: -1 } } })).statusCode).toBe(400);
  });

  it('keys a cart line by product, option and add-ons: two messages are two lines, the same one adds up', async () => {
    const u = await createUser(t.database.db);
    expect(
      (
        await post('/api/cart/add', u, {
          itemId: cake.id,
          feature: 'Half',
          quantity: 1,
          addOns: { message: 'Happy Birthday Ali' },
        })
      ).statusCode,
    ).toBe(200);
    await post('/api/cart/add', u, {
      itemId: cake.id,
      feature: 'Half',
      quantity: 1,
      addOns: { message: 'Selamat Hari Jadi' },
    });
    await post('/api/cart/add', u, {
      itemId: cake.id,
      feature: 'Half',
      quantity: 1,
      addOns: { message: '  Happy Birthday Ali ' },
    });
    await post('/api/cart/add', u, { itemId: cake.id, feature: 'Half', quantity: 1 });
    const cart = await cartOf(u);
    expect(cart.cartData).toEqual({ [cake.id]: { Half: 4 } });
    expect(cart.lines).toEqual([
      { itemId: cake.id, feature: 'Half', quantity: 1 },
      { itemId: cake.id, feature: 'Half', quantity: 2, addOns: { message: 'Happy Birthday Ali' } },
      { itemId: cake.id, feature: 'Half', quantity: 1, addOns: { message: 'Selamat Hari Jadi' } },
    ]);
    // The line is named by its add-ons for an update and a removal.
    await post('/api/cart/update', u, {
      itemId: cake.id,
      feature: 'Half',
      quantity: 3,
      addOns: { message: 'Selamat Hari Jadi' },
    });
    await post('/api/cart/update', u, {
      itemId: cake.id,
      feature: 'Half',
      quantity: 0,
      addOns: { message: 'Happy Birthday Ali' },
    });
    expect((await cartOf(u)).lines).toEqual([
      { itemId: cake.id, feature: 'Half', quantity: 1 },
      { itemId: cake.id, feature: 'Half', quantity: 3, addOns: { message: 'Selamat Hari Jadi' } },
    ]);
  });

  it('shares the option stock across its lines', async () => {
    const u = await createUser(t.database.db);
    await post('/api/cart/add', u, { itemId: cake.id, feature: 'Whole', quantity: 3, addOns: { message: 'A' } });
    const over = await post('/api/cart/add', u, {
      itemId: cake.id,
      feature: 'Whole',
      quantity: 3,
      addOns: { message: 'B' },
    });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toMatch(/Only 5 of Chocolate Test Cake \(Whole\) are left/);
  });

  it('refuses add-ons the product does not offer or over its limits with 400', async () => {
    const u = await createUser(t.database.db);
    const add = (addOns: unknown, itemId = cake.id, feature = 'Half') =>
      post('/api/cart/add', u, { itemId, feature, quantity: 1, addOns });
    const cases: [unknown, RegExp][] = [
      [{ message: 'x'.repeat(31) }, /message can be at most 30 characters/],
      [{ candles: 11 }, /At most 10 candles/],
      [{ candles: 2.5 }, /whole number/],
      [{ card: 'y'.repeat(121) }, /card can be at most 120 characters/],
      [{ glitter: true }, /./],
    ];
    for (const [addOns, message] of cases) {
      const res = await add(addOns);
      expect(res.statusCode, JSON.stringify(addOns)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    const plainFeature = plain.features[0] ?? '';
    const notCustom = await add({ message: 'Hi' }, plain.id, plainFeature);
    expect(notCustom.statusCode).toBe(400);
    expect(notCustom.json().message).toBe('This product cannot be customised.');
    expect((await cartOf(u)).cartData).toEqual({});
  });

  it('refuses hostile text with 400 and keeps HTML as text', async () => {
    const u = await createUser(t.database.db);
    for (const message of ['a\u0000b', 'a\ud800b', 'z'.repeat(10_000)]) {
      const res = await post('/api/cart/add', u, {
        itemId: cake.id,
        feature: 'Half',
        quantity: 1,
        addOns: { message },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message: expect.any(String) });
    }
    const note = await post('/api/order/place', u, { note: 'n'.repeat(10_000) });
    expect(note.statusCode).toBe(400);
    const html = '<img src=x onerror=alert(1)>';
    expect(
      (await post('/api/cart/add', u, { itemId: cake.id, feature: 'Half', quantity: 1, addOns: { card: html } }))
        .statusCode,
    ).toBe(200);
    expect((await cartOf(u)).lines[0].addOns).toEqual({ card: html });
  });

  it('prices the option plus its add-ons, refuses a tampered add-on price with 409 and stores the line as bought', async () => {
    const u = await createUser(t.database.db);
    await post('/api/cart/add', u, {
      itemId: cake.id,
      feature: 'Half',
      quantity: 1,
      addOns: { ...birthday, knife: true },
    });
    await post('/api/cart/add', u, { itemId: cake.id, feature: 'Whole', quantity: 1 });
    const shipping = await post('/api/shipping/calculateShipping', u, { state: 'Selangor', cartProductList: [] });
    expect(shipping.statusCode).toBe(200);

    const body = await bodyFor(u, shipping.json().shippingCost, 'Less sugar please <b>thanks</b>');
    // 68 + 7 candles x 0.50 + knife 1 + card 2 = 74.50; the whole cake 135.
    expect(body.items.map((i) => i.price).sort()).toEqual([135, 74.5]);
    const tampered = { ...body, items: body.items.map((i) => (i.addOns ? { ...i, price: 68 } : i)) };
    const refused = await post('/api/order/place', u, tampered);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('PRICE_CHANGED');
    const otherMessage = {
      ...body,
      items: body.items.map((i) => (i.addOns ? { ...i, addOns: { ...i.addOns, message: 'Other' } } : i)),
    };
    expect((await post('/api/order/place', u, otherMessage)).statusCode).toBe(409);

    const headers = { 'idempotency-key': `cake-${u.id}` };
    const [a, b] = await Promise.all([
      post('/api/order/place', u, body, headers),
      post('/api/order/place', u, body, headers),
    ]);
    expect(a.statusCode).toBe(200);
    expect(b.json().orderId).toBe(a.json().orderId);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, a.json().orderId));
    expect(order!.productCents).toBe(7450 + 13500);
    expect(order!.note).toBe('Less sugar please <b>thanks</b>');
    expect(await t.database.db.select().from(cartItems).where(eq(cartItems.userId, u.id))).toEqual([]);
    const [row] = await t.database.db.select({ stock: products.stock }).from(products).where(eq(products.id, cake.id));
    expect(row!.stock).toMatchObject({ Half: expect.any(Number), Whole: expect.any(Number) });

    const detail = (await post('/api/order/orderdetail', u, { orderId: a.json().orderId })).json().orderDetail;
    expect(detail.note).toBe('Less sugar please <b>thanks</b>');
    const half = detail.items.find((i: { feature: string }) => i.feature === 'Half');
    expect(half).toMatchObject({ price: 74.5, addOnsPrice: 6.5, addOns: { ...birthday, knife: true } });
    expect(detail.items.find((i: { feature: string }) => i.feature === 'Whole')).not.toHaveProperty('addOns');
    const listed = (await post('/api/order/userorders', u, {})).json().orders[0];
    expect(listed.items.find((i: { feature: string }) => i.feature === 'Half').addOns).toEqual({
      ...birthday,
      knife: true,
    });

    const mail = await lastMailTo(t.config.dataDir, u.email);
    expect(mail.text).toContain('Message: Happy 7th, Aisyah!');
    expect(mail.text).toContain('Candles: 7');
    expect(mail.text).toContain('Card: Love, Mak');
    expect(mail.html).toContain('Your note for the shop: Less sugar please &lt;b&gt;thanks&lt;/b&gt;');

    const staff = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${a.json().orderId}`,
      headers: { token: admin.token },
    });
    expect(JSON.stringify(staff.json())).toContain('Happy 7th, Aisyah!');
    const sheet = (
      await t.app.inject({
        method: 'GET',
        url: `/api/admin/production-sheet?date=${tomorrow()}&location=delivery`,
        headers: { token: admin.token },
      })
    ).json();
    const line = sheet.groups
      .flatMap((g: { lines: unknown[] }) => g.lines)
      .find((l: { name: string; feature: string }) => l.name === 'Chocolate Test Cake' && l.feature === 'Half');
    expect(line.orders).toContainEqual(
      expect.objectContaining({
        id: a.json().orderId,
        quantity: 1,
        addOns: { ...birthday, knife: true },
        note: 'Less sugar please <b>thanks</b>',
      }),
    );
  });

  it('merges a guest cart with customised lines once, leaving out add-ons the product refuses', async () => {
    const u = await createUser(t.database.db);
    await post('/api/cart/add', u, { itemId: cake.id, feature: 'Half', quantity: 1, addOns: { message: 'Hi' } });
    const guest = {
      cartData: { [cake.id]: { Whole: 1 } },
      lines: [
        { itemId: cake.id, feature: 'Half', quantity: 2, addOns: { message: 'Hi' } },
        { itemId: cake.id, feature: 'Half', quantity: 1, addOns: { message: 'Yo', candles: 3 } },
        { itemId: cake.id, feature: 'Half', quantity: 1, addOns: { message: 'x'.repeat(40) } },
      ],
      mergeId: `merge-${u.id.slice(0, 8)}`,
    };
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/cart/cartMerge',
      headers: { token: u.token },
      payload: guest,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      merged: true,
      message: expect.stringMatching(/1 item is no longer available/),
    });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/cart/cartMerge',
      headers: { token: u.token },
      payload: guest,
    });
    expect(again.json().merged).toBe(false);
    expect((await cartOf(u)).lines).toEqual([
      { itemId: cake.id, feature: 'Half', quantity: 3, addOns: { message: 'Hi' } },
      { itemId: cake.id, feature: 'Half', quantity: 1, addOns: { message: 'Yo', candles: 3 } },
      { itemId: cake.id, feature: 'Whole', quantity: 1 },
    ]);
  });

  it('refuses a guest line with hostile text at the merge with 400, adding nothing, and keeps HTML as text', async () => {
    const u = await createUser(t.database.db);
    const merge = (addOns: Record<string, unknown>) =>
      post('/api/cart/cartMerge', u, {
        cartData: { [cake.id]: { Whole: 1 } },
        lines: [{ itemId: cake.id, feature: 'Half', quantity: 1, addOns }],
      });
    for (const addOns of [
      { message: 'a\u0000b' },
      { card: 'a\ud800b' },
      { card: 'z'.repeat(10_000) },
      { message: 'Hi', price: 0 },
    ]) {
      const res = await merge(addOns);
      expect(res.statusCode, JSON.stringify(addOns).slice(0, 40)).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message: expect.any(String) });
    }
    expect((await cartOf(u)).cartData).toEqual({});
    const html = '<script>alert(1)</script>';
    expect((await merge({ message: html })).statusCode).toBe(200);
    expect((await cartOf(u)).lines).toContainEqual({
      itemId: cake.id,
      feature: 'Half',
      quantity: 1,
      addOns: { message: html },
    });
  });

  it('places a merged guest cart re-pricing its add-ons, refuses a tampered add-on price with 409, and the production sheet shows them as typed', async () => {
    const u = await createUser(t.database.db);
    const guestCard = 'Happy birthday, sayang!\nLove, Mak & Abah';
    const merged = await post('/api/cart/cartMerge', u, {
      cartData: {},
      lines: [
        {
          itemId: cake.id,
          feature: 'Half',
          quantity: 1,
          addOns: { message: 'Selamat Hari Jadi', candles: 5, knife: true, card: guestCard },
        },
        { itemId: cake.id, feature: 'Half', quantity: 1, addOns: { message: 'Tahniah' } },
      ],
      mergeId: `guest-${u.id.slice(0, 8)}`,
    });
    expect(merged.statusCode, merged.body).toBe(200);
    expect(merged.json().lines).toHaveLength(2);
    const shipping = (
      await post('/api/shipping/calculateShipping', u, { state: 'Selangor', cartProductList: [] })
    ).json().shippingCost;
    const body = await bodyFor(u, shipping, 'Tulis dengan coklat putih');
    // 68 + 5 candles x 0.50 + knife 1 + card 2 = 73.50; the second cake 68 (its message is free).
    expect(body.items.map((i) => i.price).sort()).toEqual([68, 73.5]);
    const tampered = { ...body, items: body.items.map((i) => (i.addOns?.card ? { ...i, price: 68 } : i)) };
    const refused = await post('/api/order/place', u, tampered);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('PRICE_CHANGED');
    const placed = await post('/api/order/place', u, body);
    expect(placed.statusCode, placed.body).toBe(200);

    const sheet = (
      await t.app.inject({
        method: 'GET',
        url: `/api/admin/production-sheet?date=${tomorrow()}&location=delivery`,
        headers: { token: admin.token },
      })
    ).json();
    const line = sheet.groups
      .flatMap((g: { lines: unknown[] }) => g.lines)
      .find((l: { name: string; feature: string }) => l.name === 'Chocolate Test Cake' && l.feature === 'Half');
    const mine = line.orders.filter((o: { id: string }) => o.id === placed.json().orderId);
    expect(mine).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          quantity: 1,
          addOns: { message: 'Selamat Hari Jadi', candles: 5, knife: true, card: guestCard },
          note: 'Tulis dengan coklat putih',
        }),
        expect.objectContaining({ quantity: 1, addOns: { message: 'Tahniah' }, note: 'Tulis dengan coklat putih' }),
      ]),
    );
  });
});
