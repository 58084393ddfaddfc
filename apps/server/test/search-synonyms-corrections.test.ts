import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FetchProductsResponse } from '@shop/contract';
import { createTestApp, dbKinds, type TestApp } from './helpers/test-app.ts';
import { createUser, type TestUser } from './helpers/users.ts';

describe.each(dbKinds)('search synonyms, corrections, ranking and the word dictionary on %s', (kind) => {
  let t: TestApp;
  let admin: TestUser;
  let staff: TestUser;
  let image: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await createUser(t.database.db, { role: 'admin' });
    staff = await createUser(t.database.db, { role: 'staff' });
    const any = await search('tee');
    image = any.products[0]!.image[0]!;
  });
  afterAll(() => t.close());

  async function search(productName: string, extra: Record<string, unknown> = {}): Promise<FetchProductsResponse> {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/product/fetchProducts',
      payload: { productName, page: 1, amount: 48, ...extra },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  }
  const names = async (text: string) => (await search(text)).products.map((p) => p.name);

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
    token = admin.token,
  ) => t.app.inject({ method, url, headers: { token }, ...(payload ? { payload } : {}) });

  const newProduct = async (name: string, extra: Record<string, unknown> = {}) => {
    const res = await call('POST', '/api/admin/products', {
      name,
      description: 'Made for the search tests.',
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
    expect(res.statusCode, res.body).toBe(200);
    return res.json().product as { id: string; name: string };
  };

  describe('Malay and English synonyms', () => {
    it('finds English names by the Malay word and Malay names by the English word', async () => {
      const roti = await names('roti');
      expect(roti).toEqual(
        expect.arrayContaining(['Hokkaido Milk Loaf', 'Country Sourdough Boule', 'Butter Sugar Bun']),
      );
      expect(await names('kek')).toEqual(expect.arrayContaining(['Dark Chocolate Fudge Cake', 'Pandan Swiss Roll']));
      // 'gula' is a Malay term with the synonym 'sugar': each finds the other's products.
      expect(await names('sugar')).toEqual(expect.arrayContaining(['Butter Sugar Bun', 'Gula Melaka Caramel Cake']));
      expect(await names('gula')).toEqual(expect.arrayContaining(['Gula Melaka Caramel Cake', 'Butter Sugar Bun']));
    });

    it('combines a Malay word with another, and keeps each word required', async () => {
      const found = await search('baju kanak-kanak');
      expect(found.products.length).toBeGreaterThan(2);
      expect(found.products.every((p) => p.category === 'Kids' && p.subCategory === 'Topwear')).toBe(true);
      const women = await search('seluar perempuan');
      expect(women.products.length).toBeGreaterThan(1);
      // Matches in the name, type or category come first; a description may mention the words too.
      const first = (found: FetchProductsResponse) => found.products.slice(0, 2);
      expect(first(women).every((p) => p.category === 'Women' && p.subCategory === 'Bottomwear')).toBe(true);
      expect(
        first(await search('seluar lelaki')).every((p) => p.category === 'Men' && p.subCategory === 'Bottomwear'),
      ).toBe(true);
    });

    it('forgives a typo in a Malay word', async () => {
      expect(await names('seluat')).toEqual(expect.arrayContaining(['Stretch Chino Trousers']));
    });

    it('completes a Malay word while it is still being typed', async () => {
      expect(await names('selu')).toEqual(expect.arrayContaining(['Stretch Chino Trousers']));
      const kids = await search('kanak');
      expect(kids.products.length).toBeGreaterThan(2);
      expect(kids.products.every((p) => p.category === 'Kids')).toBe(true);
      // A word of five letters or more completes only while it is the last one typed.
      expect(await names('kanak tee')).toEqual([]);
      expect((await search('tee kanak')).products.every((p) => p.category === 'Kids')).toBe(true);
    });

    it('lets staff list, add, edit and delete synonyms, and searches follow at once', async () => {
      const list = await call('GET', '/api/admin/search-synonyms');
      expect(list.statusCode).toBe(200);
      expect(list.json().synonyms).toEqual(
        expect.arrayContaining([expect.objectContaining({ term: 'roti', synonyms: ['bread', 'loaf', 'bun'] })]),
      );

      expect(await names('sedap')).toEqual([]);
      const created = await call('POST', '/api/admin/search-synonyms', { term: ' Sedap ', synonyms: ['croissant'] });
      expect(created.statusCode, created.body).toBe(200);
      const entry = created.json().synonym;
      expect(entry).toMatchObject({ term: 'sedap', synonyms: ['croissant'] });
      expect(await names('sedap')).toEqual(['All-Butter Croissant']);

      const edited = await call('PUT', `/api/admin/search-synonyms/${entry.id}`, {
        term: 'sedap',
        synonyms: ['baguette'],
      });
      expect(edited.statusCode, edited.body).toBe(200);
      expect(await names('sedap')).toEqual(['Classic French Baguette']);

      expect((await call('DELETE', `/api/admin/search-synonyms/${entry.id}`)).statusCode).toBe(200);
      expect(await names('sedap')).toEqual([]);
      expect((await call('DELETE', `/api/admin/search-synonyms/${entry.id}`)).statusCode).toBe(404);
      expect(
        (await call('PUT', `/api/admin/search-synonyms/${entry.id}`, { term: 'sedap', synonyms: ['x'] })).statusCode,
      ).toBe(404);
    });

    it.each([
      [{ term: 'roti', synonyms: ['toast'] }, 409, "'roti' already has synonyms"],
      [{ term: '', synonyms: ['bread'] }, 400, 'Term is required.'],
      [{ term: 'two words', synonyms: ['bread'] }, 400, 'Term must be one word'],
      [{ term: 'roti2', synonyms: [] }, 400, 'Add at least one synonym.'],
      [{ term: 'roti2', synonyms: ['bread', 'bread'] }, 400, 'Synonyms must be different'],
      [{ term: 'roti2', synonyms: ['roti2'] }, 400, 'A term cannot be its own synonym.'],
      [{ term: 'roti2', synonyms: ['a;b'] }, 400, 'Each synonym must be one word'],
      [{ term: 'x'.repeat(41), synonyms: ['bread'] }, 400, 'Term is too long'],
      // A search leaves a stop word out: a synonym of it would never take effect.
      [{ term: 'the', synonyms: ['bread'] }, 400, 'Term cannot be a word searches leave out'],
      [{ term: 'roti2', synonyms: ['bread', 'and'] }, 400, 'Each synonym cannot be a word searches leave out'],
      [{ term: 'roti2', synonyms: ['bread'], extra: 1 }, 400, 'extra'],
    ])('refuses %j with %i and a message', async (payload, status, message) => {
      const res = await call('POST', '/api/admin/search-synonyms', payload);
      expect(res.statusCode).toBe(status);
      expect(res.json()).toMatchObject({ success: false, message: expect.stringContaining(message) });
    });

    it('refuses an edit taking another entry’s term, and a bad id', async () => {
      const kek = (await call('GET', '/api/admin/search-synonyms'))
        .json()
        .synonyms.find((s: { term: string }) => s.term === 'kek');
      expect(
        (await call('PUT', `/api/admin/search-synonyms/${kek.id}`, { term: 'roti', synonyms: ['cake'] })).statusCode,
      ).toBe(409);
      expect((await call('DELETE', '/api/admin/search-synonyms/abc')).statusCode).toBe(400);
    });

    it('keeps the synonyms to admins', async () => {
      expect((await t.app.inject({ method: 'GET', url: '/api/admin/search-synonyms' })).statusCode).toBe(401);
      expect((await call('GET', '/api/admin/search-synonyms', undefined, staff.token)).statusCode).toBe(403);
      expect(
        (await call('POST', '/api/admin/search-synonyms', { term: 'a', synonyms: ['b'] }, staff.token)).statusCode,
      ).toBe(403);
    });
  });

  describe('corrections', () => {
    it('offers the nearest match when nothing matches: "Did you mean \'apricot\'?"', async () => {
      expect(await search('aprcit')).toMatchObject({ products: [], totalProducts: 0, correction: 'apricot' });
      expect(await search('aprcit custrd')).toMatchObject({ products: [], correction: 'apricot custard' });
    });

    it('offers nothing when nothing is near, and no correction when the search finds something', async () => {
      const none = await search('xqzvw');
      expect(none.products).toEqual([]);
      expect(none.correction).toBeUndefined();
      const found = await search('aprcot');
      expect(found.products.map((p) => p.name)).toContain('Apricot Custard Danish');
      expect(found.correction).toBeUndefined();
    });

    it('offers a correction only if it finds something within the chosen filters', async () => {
      expect((await search('aprcit', { category: ['Men'] })).correction).toBeUndefined();
    });
  });

  describe('ranking', () => {
    it('puts exact matches before prefix matches', async () => {
      const bun = await names('bun');
      const bunga = bun.indexOf('Bunga Raya Midi Dress');
      expect(bunga).toBeGreaterThan(-1);
      expect(bun.slice(0, bunga)).toEqual(expect.arrayContaining(['Butter Sugar Bun', 'Kaya Butter Bun']));
    });

    it('puts prefix matches before typo matches, even newer ones', async () => {
      await newProduct('Spain Olive Loaf');
      const found = await names('sprin');
      expect(found.indexOf('Spain Olive Loaf')).toBeGreaterThan(-1);
      expect(found.indexOf('Strawberry Sprinkle Donut')).toBeGreaterThan(-1);
      expect(found.indexOf('Strawberry Sprinkle Donut')).toBeLessThan(found.indexOf('Spain Olive Loaf'));
      const typo = await names('sprinkel');
      expect(typo[0]).toBe('Strawberry Sprinkle Donut');
    });

    it('puts name matches before type or category matches before description matches', async () => {
      await newProduct('Plain Oat Loaf', { description: 'Goes well with quokka jam.' });
      await newProduct('Quokka Crumb Cake', { subCategory: 'Cakes' });
      const found = await names('quokka');
      expect(found).toEqual(['Quokka Crumb Cake', 'Plain Oat Loaf']);
      const cakes = await names('cakes');
      const firstWithoutCake = cakes.findIndex((n) => !/cake/i.test(n));
      expect(firstWithoutCake).toBeGreaterThan(3);
      expect(cakes.slice(firstWithoutCake).some((n) => /cake/i.test(n))).toBe(false);
    });

    it('then best sellers, then newer products', async () => {
      await newProduct('Wombat Rye Loaf', { bestseller: true });
      await newProduct('Wombat Milk Loaf');
      await newProduct('Wombat Seed Loaf');
      expect(await names('wombat')).toEqual(['Wombat Rye Loaf', 'Wombat Seed Loaf', 'Wombat Milk Loaf']);
    });
  });

  describe('the word dictionary follows the catalogue', () => {
    it("finds a new product's words at once, typos included", async () => {
      expect(await names('rambutn')).toEqual([]);
      await newProduct('Rambutan Chiffon Slice', { subCategory: 'Cakes' });
      expect(await names('rambutn')).toEqual(['Rambutan Chiffon Slice']);
      expect(await names('rambutan')).toEqual(['Rambutan Chiffon Slice']);
    });

    it("stops suggesting a deleted or hidden product's words, and follows a rename", async () => {
      const durian = await newProduct('Durianberry Tart', { subCategory: 'Pastries' });
      expect(await names('durianbery')).toEqual(['Durianberry Tart']);
      expect((await call('PATCH', `/api/admin/products/${durian.id}`, { deleted: true })).statusCode).toBe(200);
      expect(await search('durianbery')).toMatchObject({ products: [], suggestions: [] });
      expect((await search('durianbery')).correction).toBeUndefined();
      expect((await search('durianberri')).correction).toBeUndefined();

      expect((await call('PATCH', `/api/admin/products/${durian.id}`, { deleted: false })).statusCode).toBe(200);
      expect(await names('durianbery')).toEqual(['Durianberry Tart']);
      expect((await call('PATCH', `/api/admin/products/${durian.id}`, { hidden: true })).statusCode).toBe(200);
      expect((await search('durianberri')).correction).toBeUndefined();
      expect((await call('PATCH', `/api/admin/products/${durian.id}`, { hidden: false })).statusCode).toBe(200);

      const put = await call('PUT', `/api/admin/products/${durian.id}`, {
        name: 'Mangosteen Tart',
        description: 'Made for the search tests.',
        price: 12,
        category: 'Bakery',
        subCategory: 'Pastries',
        features: [],
        images: [image],
        bestseller: false,
        hidden: false,
        leadTimeHours: 0,
        stock: null,
      });
      expect(put.statusCode, put.body).toBe(200);
      expect(await names('mangostene')).toEqual(['Mangosteen Tart']);
      expect((await search('durianberri')).correction).toBeUndefined();
      expect(await names('durianbery')).toEqual([]);
    });
  });
});
