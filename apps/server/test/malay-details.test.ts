import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from './helpers/tables.ts';
import { createCheckoutApp, deliveryAddress, fillCart, orderBodyFor } from './helpers/checkout.ts';
import { lastMailTo, outboxFiles } from './helpers/outbox.ts';
import { dbKinds, type TestApp } from './helpers/test-app.ts';
import { createUser, type TestUser } from './helpers/users.ts';

/** What the web app sends from a page under /ms. */
const MALAY = { 'accept-language': 'ms' };

/**
 * Staff give a product's options and ingredients, the product promises and the announcement a Malay
 * text beside the English; `?lang=ms` (and the settings' Malay fields) carry them, the English shows
 * where none is given, and the English answers stay the specified ones. An order placed in Malay is
 * mailed with the products' Malay names and options.
 */
describe.each(dbKinds)('Malay product details on %s', (kind) => {
  let t: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    t = await createCheckoutApp(kind);
    admin = await createUser(t.database.db, { role: 'admin' });
  });
  afterAll(() => t.close());

  const staff = (method: 'GET' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { token: admin.token }, ...(payload ? { payload } : {}) });
  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const bySlug = async (slug: string) =>
    (await t.database.db.select().from(products).where(eq(products.slug, slug)).limit(1))[0]!;
  const shopProduct = async (id: string, query = '') => (await get(`/api/product/${id}${query}`)).json().product;

  it('answers the demo loaf with Malay options and ingredients on a Malay ask only', async () => {
    const loaf = await bySlug('hokkaido-milk-loaf');
    const english = await shopProduct(loaf.id);
    expect(english).not.toHaveProperty('optionLabels');
    expect(english.features).toEqual(['Whole', 'Half']);
    expect(english.facts.ingredients).toBe('Wheat flour, milk, cream, sugar, butter, egg, yeast, salt');

    const malay = await shopProduct(loaf.id, '?lang=ms');
    // The options keep their English value (the bag's key); the labels name them in Malay.
    expect(malay.features).toEqual(['Whole', 'Half']);
    expect(malay.optionLabels).toEqual({ Whole: 'Sebiji', Half: 'Separuh' });
    expect(malay.facts.ingredients).toBe('Tepung gandum, susu, krim, gula, mentega, telur, yis, garam');

    // Sizes need no Malay: a shirt's answer carries no labels.
    const [shirt] = await t.database.db.select().from(products).where(eq(products.category, 'Men')).limit(1);
    expect(await shopProduct(shirt!.id, '?lang=ms')).not.toHaveProperty('optionLabels');
  });

  it("saves an option's Malay name, keeps it when left out, refuses an unknown option, and clears it", async () => {
    const bun = await bySlug('butter-sugar-bun');
    const admin0 = (await staff('GET', `/api/admin/products/${bun.id}`)).json().product;
    expect(admin0.optionNamesMs).toEqual({ 'Box of 4': 'Kotak 4 biji', 'Box of 8': 'Kotak 8 biji' });
    const { id: _id, deleted: _d, createdAt: _c, ...input } = admin0;
    const save = (body: object) => staff('PUT', `/api/admin/products/${bun.id}`, body);

    const saved = await save({ ...input, optionNamesMs: { 'Box of 4': ' Kotak isi 4 ', 'Box of 8': '' } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().product.optionNamesMs).toEqual({ 'Box of 4': 'Kotak isi 4' });
    // An option left empty shows in English on the Malay pages.
    expect((await shopProduct(bun.id, '?lang=ms')).optionLabels).toEqual({ 'Box of 4': 'Kotak isi 4' });

    const { optionNamesMs: _n, ...withoutMalay } = input;
    expect((await save({ ...withoutMalay, name: 'Butter Sugar Bun' })).json().product.optionNamesMs).toEqual({
      'Box of 4': 'Kotak isi 4',
    });

    const unknown = await save({ ...input, optionNamesMs: { 'Box of 12': 'Kotak 12 biji' } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain('A Malay name names an unknown option: Box of 12.');

    expect((await save({ ...input, optionNamesMs: null })).json().product.optionNamesMs).toBeNull();
    expect(await shopProduct(bun.id, '?lang=ms')).not.toHaveProperty('optionLabels');
  });

  it('saves the Malay ingredients beside the English, keeps them when left out, and falls back when cleared', async () => {
    const tart = await bySlug('portuguese-egg-tart');
    const url = `/api/admin/product/${tart.id}/facts`;
    const facts = (await staff('GET', url)).json().facts;
    expect(facts.ingredientsMs).toBe('Tepung gandum, mentega, krim, kuning telur, gula, susu');
    const body = { ingredients: 'Flour, butter, egg', allergens: facts.allergens, halalStatus: facts.halalStatus };

    const saved = await staff('PUT', url, { ...body, ingredientsMs: 'Tepung, mentega, telur' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().facts).toMatchObject({
      ingredients: 'Flour, butter, egg',
      ingredientsMs: 'Tepung, mentega, telur',
    });
    expect((await shopProduct(tart.id, '?lang=ms')).facts.ingredients).toBe('Tepung, mentega, telur');
    expect((await shopProduct(tart.id)).facts.ingredients).toBe('Flour, butter, egg');

    // A client that does not know the field keeps the Malay as it was.
    expect((await staff('PUT', url, body)).json().facts.ingredientsMs).toBe('Tepung, mentega, telur');

    expect((await staff('PUT', url, { ...body, ingredientsMs: '  ' })).json().facts.ingredientsMs).toBeNull();
    expect((await shopProduct(tart.id, '?lang=ms')).facts.ingredients).toBe('Flour, butter, egg');
    const long = await staff('PUT', url, { ...body, ingredientsMs: 'x'.repeat(1001) });
    expect(long.statusCode).toBe(400);
  });

  it('keeps Malay product promises and a Malay announcement in the settings, beside the English', async () => {
    const shop = async () => (await get('/api/custom/settings')).json().settings;
    const before = await shop();
    expect(before.announcementMs).toBe('');
    const cakes = before.productPromises.find((p: { kind: string }) => p.kind === 'Cakes');
    expect(cakes).toEqual({
      kind: 'Cakes',
      text: 'Made to order: the slot picker offers the first slot your cake can be ready.',
      textMs: 'Dibuat ikut tempahan: slot terawal yang ditawarkan ialah bila kek anda siap.',
    });

    const current = (await staff('GET', '/api/admin/settings')).json().settings;
    const productPromises = [
      { kind: 'Bread', text: 'Baked this morning.', textMs: 'Dibakar pagi ini.' },
      { kind: '*', text: 'Packed by hand.' },
    ];
    const saved = await staff('PUT', '/api/admin/settings', {
      ...current,
      announcement: 'Closed on Hari Raya.',
      announcementMs: ' Tutup pada Hari Raya. ',
      productPromises,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await shop()).toMatchObject({
      announcement: 'Closed on Hari Raya.',
      announcementMs: 'Tutup pada Hari Raya.',
      productPromises,
    });

    // Absent leaves the Malay announcement as it was.
    const { announcementMs: _a, ...englishOnly } = (await staff('GET', '/api/admin/settings')).json().settings;
    await staff('PUT', '/api/admin/settings', { ...englishOnly, announcement: 'Closed on Sunday.' });
    expect(await shop()).toMatchObject({ announcement: 'Closed on Sunday.', announcementMs: 'Tutup pada Hari Raya.' });
    const tooLong = await staff('PUT', '/api/admin/settings', {
      ...englishOnly,
      productPromises: [{ kind: 'Bread', text: 'Fresh.', textMs: 'x'.repeat(161) }],
    });
    expect(tooLong.statusCode).toBe(400);
  });

  async function placeLoafOrder(headers: Record<string, string>) {
    const user = await createUser(t.database.db);
    const loaf = await bySlug('hokkaido-milk-loaf');
    await fillCart(t.database.db, user.id, [{ productId: loaf.id, feature: 'Whole', quantity: 1 }]);
    const body = await orderBodyFor(t.database.db, user.id, {
      address: { ...deliveryAddress, city: 'George Town', zipcode: '10050', state: 'Penang' },
      service: { deliveryAddress: 'Jalan Burma, 10050 George Town, Pulau Pinang, Malaysia' },
    });
    const before = outboxFiles(t.config.dataDir).length;
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/order/place',
      headers: { token: user.token, ...headers },
      payload: body,
    });
    expect(placed.statusCode, placed.body).toBe(200);
    return lastMailTo(t.config.dataDir, user.email, before);
  }

  it('mails an order placed in Malay with the Malay names, options and state, an English one in English', async () => {
    const malay = await placeLoafOrder(MALAY);
    expect(malay.text).toMatch(/^1 x Roti Susu Hokkaido \(Sebiji\): RM/m);
    expect(malay.text).toContain(', Pulau Pinang');
    expect(malay.text).not.toContain('Hokkaido Milk Loaf');

    const english = await placeLoafOrder({});
    expect(english.text).toMatch(/^1 x Hokkaido Milk Loaf \(Whole\): RM/m);
    expect(english.text).toContain(', Penang');
    expect(english.text).not.toContain('Roti Susu Hokkaido');
  });
});
