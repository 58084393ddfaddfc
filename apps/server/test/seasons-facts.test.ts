import { addDays, shopClock, TIME_SLOTS } from '@shop/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from './helpers/tables.ts';
import { createCheckoutApp, fillCart, orderBodyFor, someProducts } from './helpers/checkout.ts';
import { type TestApp } from './helpers/test-app.ts';
import { dbKinds } from './helpers/test-app.ts';
import { getShopSettings } from '../src/modules/settings/service.ts';
import { shippingCents } from '../src/modules/shipping/service.ts';
import { createUser, type TestUser } from './helpers/users.ts';

const ZONE = 'Asia/Kuala_Lumpur';
const DAY = 86_400_000;
const today = () => shopClock(new Date(), ZONE).date;

async function productBySlug(t: TestApp, slug: string) {
  const [row] = await t.database.db.select().from(products).where(eq(products.slug, slug)).limit(1);
  return row!;
}

/** The demo season (seeded relative to today): order by today + 10, collect today + 17 to today + 20. */
describe.each(dbKinds)('festive pre-orders on %s', (kind) => {
  let t: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    t = await createCheckoutApp(kind);
    admin = await createUser(t.database.db, { role: 'admin' });
  });
  afterAll(() => t.close());

  const slots = (productIds: string[], date: string) =>
    t.app.inject({ method: 'POST', url: '/api/service/slots', payload: { serviceType: 'delivery', date, productIds } });

  async function place(app: TestApp, productIds: string[], date: string) {
    const user = await createUser(app.database.db);
    const rows = await Promise.all(
      productIds.map((id) => app.database.db.select().from(products).where(eq(products.id, id))),
    );
    await fillCart(
      app.database.db,
      user.id,
      rows.map(([p]) => ({ productId: p!.id, feature: p!.features[0] ?? '', quantity: 1 })),
    );
    const subtotalCents = rows.reduce((n, [p]) => n + p!.priceCents, 0);
    const settings = await getShopSettings(app.database.db, app.config);
    const shipping = await shippingCents(app.database.db, settings, {
      serviceType: 'delivery',
      state: 'Selangor',
      subtotalCents,
    });
    const body = await orderBodyFor(app.database.db, user.id, {
      shippingCents: shipping,
      service: { calendarDate: date, deliveryTime: TIME_SLOTS[4]! },
    });
    return app.app.inject({ method: 'POST', url: '/api/order/place', headers: { token: user.token }, payload: body });
  }

  it('shows the pre-order on the product and the collection', async () => {
    const raya = await productBySlug(t, 'raya-cookie-jar-trio');
    const res = await t.app.inject({ method: 'GET', url: `/api/product/${raya.id}` });
    expect(res.json().product.preorder).toEqual({
      seasonId: expect.any(Number),
      seasonName: 'Hari Raya Cookies',
      orderBy: addDays(today(), 10),
      firstDay: addDays(today(), 17),
      lastDay: addDays(today(), 20),
      closed: false,
    });
    const [everyday] = await someProducts(t.database.db, 1);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/product/${everyday!.id}` })).json().product.preorder,
    ).toBeUndefined();
    const shelf = await t.app.inject({
      method: 'POST',
      url: '/api/product/fetchProducts',
      payload: { productName: 'raya cookie', page: 1, amount: 5 },
    });
    expect(shelf.json().products.find((p: { id: string }) => p.id === raya.id)?.preorder?.seasonName).toBe(
      'Hari Raya Cookies',
    );
  });

  it('offers only the window to a bag of season products, and placement agrees', async () => {
    const raya = await productBySlug(t, 'raya-cookie-jar-trio');
    const early = await slots([raya.id], addDays(today(), 3));
    expect(early.statusCode).toBe(200);
    expect(early.json().season).toEqual({
      seasonName: 'Hari Raya Cookies',
      firstDay: addDays(today(), 17),
      lastDay: addDays(today(), 20),
    });
    expect(
      early.json().slots.every((s: { available: boolean; reason: string }) => !s.available && s.reason === 'season'),
    ).toBe(true);
    const inside = await slots([raya.id], addDays(today(), 18));
    expect(inside.json().slots.every((s: { available: boolean }) => s.available)).toBe(true);

    const refused = await place(t, [raya.id], addDays(today(), 3));
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().message).toMatch(
      /^Hari Raya Cookies pre-orders are collected or delivered .+\. Please choose a day in that window\.$/,
    );
    const placed = await place(t, [raya.id], addDays(today(), 18));
    expect(placed.statusCode, placed.body).toBe(200);

    // Staff see it on its collection day, with every day of the window listed.
    const staff = await createUser(t.database.db, { role: 'staff' });
    const desk = await t.app.inject({ method: 'GET', url: '/api/admin/preorders', headers: { token: staff.token } });
    const season = desk.json().seasons.find((s: { name: string }) => s.name === 'Hari Raya Cookies');
    expect(season.days.map((d: { date: string }) => d.date)).toEqual([17, 18, 19, 20].map((n) => addDays(today(), n)));
    expect(season.days[1].lines).toEqual([{ name: 'Raya Cookie Jar Trio', feature: 'Set of 3 jars', quantity: 1 }]);
    expect(season.days[0].lines).toEqual([]);
  });

  it('refuses a bag mixing season and everyday products, in the picker and at placement, with one message', async () => {
    const raya = await productBySlug(t, 'raya-cookie-jar-trio');
    const [everyday] = await someProducts(t.database.db, 1);
    const answer = await slots([raya.id, everyday!.id], addDays(today(), 18));
    expect(answer.json().bagProblem).toMatch(
      /^Hari Raya Cookies pre-orders are collected .+, so they need an order of their own\./,
    );
    expect(answer.json().slots.some((s: { available: boolean }) => s.available)).toBe(false);
    const placed = await place(t, [raya.id, everyday!.id], addDays(today(), 18));
    expect(placed.statusCode, placed.body).toBe(409);
    expect(placed.json().message).toBe(answer.json().bagProblem);
  });

  it('takes no order for the season once its order-by date has passed', async () => {
    const later = await createCheckoutApp(kind, { overrides: { now: () => new Date(Date.now() + 12 * DAY) } });
    try {
      const raya = await productBySlug(later, 'raya-cookie-jar-trio');
      const product = (await later.app.inject({ method: 'GET', url: `/api/product/${raya.id}` })).json().product;
      expect(product.preorder.closed).toBe(true);
      const placed = await place(later, [raya.id], addDays(today(), 18));
      expect(placed.statusCode, placed.body).toBe(409);
      expect(placed.json().message).toMatch(
        /^Pre-orders for Hari Raya Cookies closed on \d{1,2} \w{3}\. Please remove them from your bag\.$/,
      );
    } finally {
      await later.close();
    }
  }, 180_000);

  it('lets staff define a season, beyond the usual booking window, and checks its dates', async () => {
    const call = (method: 'POST' | 'PUT' | 'DELETE' | 'GET', url: string, payload?: object, token = admin.token) =>
      t.app.inject({ method, url, headers: { token }, ...(payload ? { payload } : {}) });
    const [cake] = await someProducts(t.database.db, 1, true);
    const season = {
      name: 'Deepavali Murukku',
      orderBy: addDays(today(), 30),
      firstDay: addDays(today(), 40),
      lastDay: addDays(today(), 42),
      productIds: [cake!.id],
    };
    const customer = await createUser(t.database.db);
    expect((await call('POST', '/api/admin/seasons', season, customer.token)).statusCode).toBe(403);
    const backwards = await call('POST', '/api/admin/seasons', { ...season, orderBy: season.firstDay });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toMatch(/order-by date must come before the first day/);
    expect((await call('POST', '/api/admin/seasons', { ...season, lastDay: addDays(today(), 39) })).statusCode).toBe(
      400,
    );
    expect(
      (await call('POST', '/api/admin/seasons', { ...season, productIds: ['00000000-0000-4000-8000-000000000000'] }))
        .statusCode,
    ).toBe(400);
    const made = await call('POST', '/api/admin/seasons', season);
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json().season.products).toEqual([{ id: cake!.id, name: cake!.name }]);

    const far = await slots([cake!.id], addDays(today(), 41));
    expect(far.statusCode, far.body).toBe(200);
    expect(far.json().slots.some((s: { available: boolean }) => s.available)).toBe(true);
    expect((await slots([], addDays(today(), 41))).statusCode).toBe(400);

    const id = made.json().season.id;
    expect((await call('DELETE', `/api/admin/seasons/${id}`)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/admin/seasons/${id}`)).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/product/${cake!.id}` })).json().product.preorder,
    ).toBeUndefined();
  });
});

describe.each(dbKinds)('product facts on %s', (kind) => {
  let t: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    t = await createCheckoutApp(kind);
    admin = await createUser(t.database.db, { role: 'admin' });
  });
  afterAll(() => t.close());

  const product = async (slug: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/product/${(await productBySlug(t, slug)).id}` })).json().product;
  const putFacts = async (slug: string, body: object) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/admin/product/${(await productBySlug(t, slug)).id}/facts`,
      headers: { token: admin.token },
      payload: body,
    });
  const collection = async (filter: object) =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/product/fetchProducts',
        payload: { page: 1, amount: 100, ...filter },
      })
    ).json() as {
      products: { name: string; category: string; facts?: { allergens: string[]; halal: { status: string } | null } }[];
      totalProducts: number;
    };

  it('shows stated facts, claims nothing by default, and shows none on apparel', async () => {
    const boule = await product('country-sourdough-boule');
    expect(boule.facts).toEqual({
      ingredients: 'Wheat flour, water, salt, yeast (natural leaven)',
      allergens: ['gluten'],
      halal: { status: 'certified', certificateNo: 'JAKIM-1234-5678 (example)', expiry: expect.any(String) },
      example: true,
    });
    expect((await product('pandan-swiss-roll')).facts).toBeUndefined();
    expect((await product('red-velvet-slice-box')).facts.halal).toEqual({ status: 'not-halal' });
    const [shirt] = await t.database.db.select().from(products).where(eq(products.category, 'Men')).limit(1);
    expect(
      (await putFacts(shirt!.slug, { ingredients: 'Cotton', allergens: [], halalStatus: null })).json().message,
    ).toBe('Apparel carries no food facts.');
  });

  it('shows no certification once the certificate has expired', async () => {
    expect((await product('all-butter-croissant')).facts.halal).toBeNull();
    const base = {
      ingredients: 'Wheat flour, butter',
      allergens: ['gluten', 'milk'],
      halalStatus: 'certified',
      certificateNo: 'JAKIM-1',
    };
    expect((await putFacts('all-butter-croissant', { ...base, certificateExpiry: today() })).statusCode).toBe(200);
    expect((await product('all-butter-croissant')).facts.halal).toEqual({
      status: 'certified',
      certificateNo: 'JAKIM-1',
      expiry: today(),
    });
    expect((await product('all-butter-croissant')).facts.example).toBe(false);
    await putFacts('all-butter-croissant', { ...base, certificateExpiry: addDays(today(), -1) });
    expect((await product('all-butter-croissant')).facts.halal).toBeNull();
    const noNumber = await putFacts('all-butter-croissant', {
      ...base,
      certificateNo: null,
      certificateExpiry: today(),
    });
    expect(noNumber.statusCode).toBe(400);
    expect(noNumber.json().message).toMatch(/certificate number and expiry date/);
  });

  it('refuses hostile or unknown facts with a clear 400', async () => {
    const base = { ingredients: 'Flour', allergens: ['gluten'], halalStatus: null };
    expect((await putFacts('classic-french-baguette', { ...base, ingredients: 'Flour\u0000' })).statusCode).toBe(400);
    expect((await putFacts('classic-french-baguette', { ...base, ingredients: 'x'.repeat(10_000) })).statusCode).toBe(
      400,
    );
    expect((await putFacts('classic-french-baguette', { ...base, allergens: ['pork'] })).statusCode).toBe(400);
    expect((await putFacts('classic-french-baguette', { ...base, halalStatus: 'halal-ish' })).statusCode).toBe(400);
    const html = await putFacts('hokkaido-milk-loaf', { ...base, ingredients: '<b>Flour</b>' });
    expect(html.json().facts.ingredients).toBe('<b>Flour</b>');
  });

  it('filters the collection by a current halal certificate and by allergens left out', async () => {
    const certified = await collection({ halalCertified: true });
    expect(certified.totalProducts).toBeGreaterThan(0);
    expect(certified.products.every((p) => p.facts?.halal?.status === 'certified')).toBe(true);
    expect(certified.products.map((p) => p.name)).toContain('Country Sourdough Boule');
    expect(certified.products.map((p) => p.name)).not.toContain('All-Butter Croissant');

    const noMilk = await collection({ freeFrom: ['milk', 'egg'] });
    expect(noMilk.products.length).toBeGreaterThan(0);
    expect(noMilk.products.every((p) => p.facts && !p.facts.allergens.some((a) => a === 'milk' || a === 'egg'))).toBe(
      true,
    );
    expect(noMilk.products.map((p) => p.name)).toContain('Classic French Baguette');
    expect(noMilk.products.map((p) => p.name)).not.toContain('Pandan Swiss Roll');
    expect(noMilk.products.every((p) => p.category === 'Bakery')).toBe(true);

    const both = await collection({ halalCertified: true, freeFrom: ['sesame'], productName: 'sourdough' });
    expect(both.products.map((p) => p.name)).toEqual(['Country Sourdough Boule']);
    const badAllergen = await t.app.inject({
      method: 'POST',
      url: '/api/product/fetchProducts',
      payload: { page: 1, amount: 5, freeFrom: ['pork'] },
    });
    expect(badAllergen.statusCode).toBe(400);
  });
});
