import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, outlets, products } from './helpers/tables.ts';
import { insertTestOrder, multipartBody, pngImage } from './helpers/admin.ts';
import { createTestApp, dbKinds, type TestApp } from './helpers/test-app.ts';
import { createUser, type TestUser } from './helpers/users.ts';

/**
 * Staff give categories and types, slider banners, outlets' notes and the notice bar Malay texts
 * beside the English; the shop's reads answer them on `?lang=ms` (the settings carry both lists), the
 * English where none is given, and the English answers stay as they were.
 */
describe.each(dbKinds)('Malay shop content on %s', (kind) => {
  let t: TestApp;
  let admin: TestUser;
  let shopper: TestUser;
  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await createUser(t.database.db, { role: 'admin' });
    shopper = await createUser(t.database.db, { name: 'Aisyah Rahman' });
  });
  afterAll(() => t.close());

  const staff = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { token: admin.token }, ...(payload ? { payload } : {}) });
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  async function giftProduct(): Promise<{ id: string }> {
    const body = multipartBody({ kind: 'product' }, { name: 'p.png', data: await pngImage(), type: 'image/png' });
    const image = (
      await t.app.inject({
        method: 'POST',
        url: '/api/admin/images',
        headers: { token: admin.token, ...body.headers },
        payload: body.payload,
      })
    ).json().url as string;
    const created = await staff('POST', '/api/admin/products', {
      name: 'Kuih Raya Hamper',
      description: 'Three jars of cookies in a rattan basket.',
      price: 120,
      category: 'Festive Boxes',
      subCategory: 'Hampers',
      features: [],
      images: [image],
      bestseller: false,
      hidden: false,
      leadTimeHours: 0,
      stock: null,
    });
    expect(created.statusCode, created.body).toBe(200);
    return created.json().product;
  }

  it('lists every category and type for staff, and names them in Malay in the facets and products', async () => {
    const gift = await giftProduct();
    const listed = (await staff('GET', '/api/admin/category-names')).json().names;
    expect(listed).toEqual(
      expect.arrayContaining([
        { name: 'Bakery', kind: 'category', nameMs: 'Bakeri' },
        { name: 'Festive Boxes', kind: 'category', nameMs: null },
        { name: 'Hampers', kind: 'type', nameMs: null },
      ]),
    );
    const facet = async (query: string, name: string) =>
      ((await get(`/api/product/facets${query}`)).json().categories as { name: string; label?: string }[]).find(
        (f) => f.name === name,
      );
    // The English answer is the specified one: no labels, even for a category with a Malay name.
    expect(await facet('', 'Bakery')).not.toHaveProperty('label');
    expect(await facet('?lang=ms', 'Bakery')).toMatchObject({ name: 'Bakery', label: 'Bakeri' });
    // No Malay name yet: the English name alone, on the Malay ask too.
    expect(await facet('?lang=ms', 'Festive Boxes')).not.toHaveProperty('label');

    const page = async () =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/product/fetchProducts?lang=ms',
          payload: { page: 1, amount: 10, category: ['Festive Boxes'] },
        })
      ).json().products[0];
    expect(await page()).not.toHaveProperty('categoryLabel');

    const saved = await staff('PUT', '/api/admin/category-names', {
      name: 'Festive Boxes',
      nameMs: ' Kotak Perayaan ',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().names).toContainEqual({ name: 'Festive Boxes', kind: 'category', nameMs: 'Kotak Perayaan' });
    await staff('PUT', '/api/admin/category-names', { name: 'Hampers', nameMs: 'Hamper' });

    expect(await facet('?lang=ms', 'Festive Boxes')).toMatchObject({ label: 'Kotak Perayaan' });
    // The kept Malay page is not served with the old names.
    expect(await page()).toMatchObject({
      category: 'Festive Boxes',
      categoryLabel: 'Kotak Perayaan',
      subCategoryLabel: 'Hamper',
    });
    const malay = (await get(`/api/product/${gift.id}?lang=ms`)).json().product;
    expect(malay).toMatchObject({ category: 'Festive Boxes', categoryLabel: 'Kotak Perayaan' });
    const english = (await get(`/api/product/${gift.id}`)).json().product;
    expect(english).not.toHaveProperty('categoryLabel');
    expect(english).not.toHaveProperty('subCategoryLabel');

    // Empty takes the Malay name away: the English shows again.
    await staff('PUT', '/api/admin/category-names', { name: 'Festive Boxes', nameMs: '' });
    expect(await facet('?lang=ms', 'Festive Boxes')).not.toHaveProperty('label');
    expect((await get(`/api/product/${gift.id}?lang=ms`)).json().product).not.toHaveProperty('categoryLabel');
  });

  it('keeps the category names to staff and refuses a name too long or a language unknown', async () => {
    expect((await get('/api/admin/category-names')).statusCode).toBe(401);
    const long = await staff('PUT', '/api/admin/category-names', { name: 'Bakery', nameMs: 'x'.repeat(61) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toMatch(/at most 60 characters/);
    expect((await get('/api/product/facets?lang=fr')).statusCode).toBe(400);
  });

  it("answers the slider's words in Malay where staff gave them, English otherwise", async () => {
    const slides = async (query: string) => (await get(`/api/custom/getSliderImages${query}`)).json().slides;
    const english = await slides('');
    expect(english[0]).toMatchObject({ headline: 'Fresh from the oven, every morning' });
    expect(Object.keys(english[0]).sort()).toEqual(['alt', 'headline', 'subtitle', 'url']);
    expect((await slides('?lang=ms'))[0]).toMatchObject({
      url: english[0].url,
      headline: 'Segar dari ketuhar, setiap pagi',
    });

    const item = (await staff('GET', '/api/admin/slider')).json().items[0];
    expect(item).toMatchObject({ headlineMs: 'Segar dari ketuhar, setiap pagi' });
    const edited = await staff('PUT', `/api/admin/slider/${item.id}`, {
      alt: item.alt,
      headline: item.headline,
      subtitle: item.subtitle,
      headlineMs: '',
      subtitleMs: 'Dibakar setiap pagi.',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await slides('?lang=ms'))[0]).toMatchObject({
      headline: 'Fresh from the oven, every morning',
      subtitle: 'Dibakar setiap pagi.',
      // Absent leaves the Malay description as it was.
      alt: expect.stringMatching(/^Roti sourdough/),
    });
  });

  it("answers the outlets' notes in Malay where staff gave them, English otherwise, none when none", async () => {
    const list = async (query: string) =>
      (await get(`/api/outlet/outletList${query}`)).json().outlets as { id: number; notes?: string }[];
    const [first] = await list('');
    expect(first!.notes).toMatch(/^Free parking/);
    expect((await list('?lang=ms'))[0]!.notes).toMatch(/^Parkir percuma/);

    const rows = (await staff('GET', '/api/admin/outlets')).json().outlets as Record<string, unknown>[];
    const { id: _id, ...input } = rows.find((o) => o.id === first!.id)!;
    const saved = await staff('PUT', `/api/admin/outlets/${first!.id}`, { ...input, notesMs: null });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().outlet).toMatchObject({ notesMs: null, notes: first!.notes });
    expect((await list('?lang=ms'))[0]!.notes).toBe(first!.notes);

    await t.database.db.update(outlets).set({ notes: null, notesMs: null }).where(eq(outlets.id, first!.id));
    for (const query of ['', '?lang=ms']) expect((await list(query))[0]).not.toHaveProperty('notes');
  });

  it('keeps Malay notice messages beside the English ones, and drops the default Malay once staff reword', async () => {
    const shop = async () => (await get('/api/custom/settings')).json().settings;
    expect((await shop()).noticeMessagesMs[0]).toMatch(/^Penghantaran dengan motosikal/);

    const current = (await staff('GET', '/api/admin/settings')).json().settings;
    const { noticeMessagesMs: _ms, ...englishOnly } = current;
    await staff('PUT', '/api/admin/settings', { ...englishOnly, noticeMessages: ['Closed on Sunday 5 May.'] });
    expect(await shop()).toMatchObject({ noticeMessages: ['Closed on Sunday 5 May.'], noticeMessagesMs: [] });

    const both = await staff('PUT', '/api/admin/settings', {
      ...current,
      noticeMessages: ['Closed on Sunday 5 May.'],
      noticeMessagesMs: ['Tutup pada Ahad, 5 Mei.'],
    });
    expect(both.statusCode, both.body).toBe(200);
    expect(both.json().settings.noticeMessagesMs).toEqual(['Tutup pada Ahad, 5 Mei.']);
    expect((await shop()).noticeMessagesMs).toEqual(['Tutup pada Ahad, 5 Mei.']);
  });

  it("names an order's items in Malay on a Malay ask, keeping the English record", async () => {
    const orderId = await insertTestOrder(t.database.db, shopper.id);
    const [item] = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    const [product] = await t.database.db.select().from(products).where(eq(products.id, item!.productId!));
    expect(product!.nameMs).toBeTruthy();

    const post = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, headers: { token: shopper.token }, payload });
    const listed = async (query: string) =>
      ((await post(`/api/order/userorders${query}`, {})).json().orders as { id: string; items: { name: string }[] }[])
        .find((o) => o.id === orderId)!
        .items.map((i) => i.name);
    const detail = async (query: string) =>
      ((await post(`/api/order/orderdetail${query}`, { orderId })).json().orderDetail.items as { name: string }[]).map(
        (i) => i.name,
      );
    expect(await listed('?lang=ms')).toEqual([product!.nameMs]);
    expect(await detail('?lang=ms')).toEqual([product!.nameMs]);
    expect(await listed('')).toEqual([item!.name]);
    expect(await detail('')).toEqual([item!.name]);

    // A product without a Malay name keeps the name it was ordered under.
    await t.database.db.update(products).set({ nameMs: null }).where(eq(products.id, product!.id));
    expect(await detail('?lang=ms')).toEqual([item!.name]);
    const [record] = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    expect(record!.name).toBe(item!.name);
  });
});
