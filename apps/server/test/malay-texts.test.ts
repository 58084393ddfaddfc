import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody, pngImage } from './helpers/admin.ts';
import { createTestApp, dbKinds, type TestApp } from './helpers/test-app.ts';
import { createUser, type TestUser } from './helpers/users.ts';

/**
 * Staff give a product Malay texts beside the English; the shop's reads answer them on `?lang=ms`
 * and the English where none is given, in the specified shape.
 */
describe.each(dbKinds)('Malay product texts on %s', (kind) => {
  let t: TestApp;
  let admin: TestUser;
  let image: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await createUser(t.database.db, { role: 'admin' });
    const body = multipartBody({ kind: 'product' }, { name: 'p.png', data: await pngImage(), type: 'image/png' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/images',
      headers: { token: admin.token, ...body.headers },
      payload: body.payload,
    });
    image = res.json().url as string;
  });
  afterAll(() => t.close());

  const staff = (method: 'POST' | 'PUT', url: string, payload: object) =>
    t.app.inject({ method, url, headers: { token: admin.token }, payload });
  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const product = (extra: object = {}) => ({
    name: 'Pandan Pull-Apart Bread',
    description: 'Soft milk bread swirled with pandan.',
    price: 12,
    category: 'Bakery',
    subCategory: 'Bread',
    features: [],
    images: [image],
    bestseller: false,
    hidden: false,
    leadTimeHours: 0,
    stock: null,
    ...extra,
  });

  it('answers the Malay texts on a Malay ask and the English otherwise, in the specified shape', async () => {
    const created = await staff(
      'POST',
      '/api/admin/products',
      product({ nameMs: '  Roti Sobek Pandan ', descriptionMs: 'Roti susu lembut berpusar pandan.' }),
    );
    expect(created.statusCode, created.body).toBe(200);
    const saved = created.json().product;
    expect(saved).toMatchObject({ nameMs: 'Roti Sobek Pandan', descriptionMs: 'Roti susu lembut berpusar pandan.' });

    const malay = (await get(`/api/product/${saved.id}?lang=ms`)).json().product;
    expect(malay).toMatchObject({ name: 'Roti Sobek Pandan', description: 'Roti susu lembut berpusar pandan.' });
    expect(malay).not.toHaveProperty('nameMs');
    for (const url of [`/api/product/${saved.id}`, `/api/product/${saved.id}?lang=en`]) {
      expect((await get(url)).json().product).toMatchObject({ name: 'Pandan Pull-Apart Bread' });
    }
    const latest = (await get('/api/product/list?view=latest&lang=ms')).json().products as {
      id: string;
      name: string;
    }[];
    expect(latest.find((p) => p.id === saved.id)?.name).toBe('Roti Sobek Pandan');

    // The same collection page in each language is its own answer: neither is served the other's.
    const page = (lang: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/product/fetchProducts${lang}`,
        payload: { page: 1, amount: 50, category: ['Bakery'] },
      });
    const names = async (lang: string) =>
      ((await page(lang)).json().products as { id: string; name: string }[]).find((p) => p.id === saved.id)?.name;
    expect(await names('?lang=ms')).toBe('Roti Sobek Pandan');
    expect(await names('')).toBe('Pandan Pull-Apart Bread');
    expect(await names('?lang=ms')).toBe('Roti Sobek Pandan');
  });

  it("names the bag's products in Malay on a Malay ask", async () => {
    const saved = (await staff('POST', '/api/admin/products', product({ nameMs: 'Roti Sobek Pandan' }))).json()
      .product as { id: string };
    const bag = async (query: string) =>
      (await t.app.inject({ method: 'POST', url: `/api/cart/products${query}`, payload: { ids: [saved.id] } })).json()
        .products as { name: string }[];
    expect((await bag('?lang=ms')).map((p) => p.name)).toEqual(['Roti Sobek Pandan']);
    expect((await bag('')).map((p) => p.name)).toEqual(['Pandan Pull-Apart Bread']);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/cart/products?lang=xx', payload: { ids: [] } })).statusCode,
    ).toBe(400);
  });

  it('falls back to the English where no Malay text is given, and staff can clear one', async () => {
    const created = (await staff('POST', '/api/admin/products', product({ nameMs: 'Roti Pandan' }))).json().product;
    expect(created).toMatchObject({ nameMs: 'Roti Pandan', descriptionMs: null });
    expect((await get(`/api/product/${created.id}?lang=ms`)).json().product).toMatchObject({
      name: 'Roti Pandan',
      description: 'Soft milk bread swirled with pandan.',
    });

    // Absent leaves the Malay text alone; empty clears it.
    const kept = await staff('PUT', `/api/admin/products/${created.id}`, product());
    expect(kept.json().product.nameMs).toBe('Roti Pandan');
    const cleared = await staff(
      'PUT',
      `/api/admin/products/${created.id}`,
      product({ nameMs: '  ', descriptionMs: null }),
    );
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().product).toMatchObject({ nameMs: null, descriptionMs: null });
    expect((await get(`/api/product/${created.id}?lang=ms`)).json().product.name).toBe('Pandan Pull-Apart Bread');
  });

  it('refuses an unknown language and hostile Malay text with 400, and keeps markup as plain text', async () => {
    const created = (await staff('POST', '/api/admin/products', product())).json().product;
    const unknown = await get(`/api/product/${created.id}?lang=fr`);
    expect(unknown.statusCode).toBe(400);

    for (const [nameMs, message] of [
      ['Roti\u0000', /NUL/],
      ['Roti\ud800', /broken Unicode/],
      ['x'.repeat(121), /Malay name can be at most 120 characters/],
    ] as const) {
      const res = await staff('PUT', `/api/admin/products/${created.id}`, product({ nameMs }));
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    const markup = '<img src=x onerror=alert(1)> Roti';
    const saved = await staff('PUT', `/api/admin/products/${created.id}`, product({ nameMs: markup }));
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await get(`/api/product/${created.id}?lang=ms`)).json().product.name).toBe(markup);
  });

  it('answers a news story in Malay where staff gave it, English otherwise, neighbours too', async () => {
    const story = (extra: object) => ({
      title: 'Pandan week',
      date: '2020-01-02',
      description: 'Pandan everything.',
      imageUrl: null,
      ...extra,
    });
    const older = (
      await staff('POST', '/api/admin/news', story({ titleMs: 'Minggu Pandan', descriptionMs: 'Semua serba pandan.' }))
    ).json().item;
    expect(older).toMatchObject({ titleMs: 'Minggu Pandan', descriptionMs: 'Semua serba pandan.' });
    const newer = (await staff('POST', '/api/admin/news', story({ title: 'Durian season', date: '2020-01-03' }))).json()
      .item;
    expect(newer).toMatchObject({ titleMs: null, descriptionMs: null });

    const malay = (await get(`/api/news/${older.id}?lang=ms`)).json();
    expect(malay.item).toMatchObject({ title: 'Minggu Pandan', description: 'Semua serba pandan.' });
    expect(malay.previous).toMatchObject({ id: newer.id, title: 'Durian season' });
    expect((await get(`/api/news/${newer.id}?lang=ms`)).json().next).toMatchObject({
      id: older.id,
      title: 'Minggu Pandan',
    });
    expect((await get(`/api/news/${older.id}`)).json().item.title).toBe('Pandan week');
    const list = (await get('/api/news/all?page=1&limit=50&lang=ms')).json().items as { id: number; title: string }[];
    expect(list.find((n) => n.id === older.id)?.title).toBe('Minggu Pandan');
    expect(list.find((n) => n.id === newer.id)?.title).toBe('Durian season');

    const cleared = await staff('PUT', `/api/admin/news/${older.id}`, story({ titleMs: '', descriptionMs: '' }));
    expect(cleared.json().item).toMatchObject({ titleMs: null, descriptionMs: null });
    expect((await get(`/api/news/${older.id}?lang=ms`)).json().item.title).toBe('Pandan week');
    const hostile = await staff('PUT', `/api/admin/news/${older.id}`, story({ titleMs: 'Minggu\u0007' }));
    expect(hostile.statusCode).toBe(400);
  });
});
