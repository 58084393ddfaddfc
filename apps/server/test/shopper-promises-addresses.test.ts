import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from './helpers/tables.ts';
import { insertTestOrder } from './helpers/admin.ts';
import { createCheckoutApp } from './helpers/checkout.ts';
import { dbKinds, type TestApp } from './helpers/test-app.ts';
import { createUser, type TestUser } from './helpers/users.ts';

// Issue 38, points 7 and 10 as the API sees them: saved addresses offered for the delivery area, and
// the product page's promises kept in the settings.

const address = (street: string, zipcode: string, city: string, state: string) => ({
  firstName: 'Aisyah',
  lastName: 'Rahman',
  email: 'aisyah@example.com',
  phone: '0123456789',
  street,
  city,
  state,
  zipcode,
  country: 'Malaysia',
});

describe.each(dbKinds)('saved addresses and product promises on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createCheckoutApp(kind);
  });
  afterAll(() => t.close());

  const get = (url: string, user?: TestUser) =>
    t.app.inject({ method: 'GET', url, headers: user ? { token: user.token } : {} });

  async function customerWith(addresses: ReturnType<typeof address>[]) {
    const user = await createUser(t.database.db);
    for (const a of addresses) {
      const id = await insertTestOrder(t.database.db, user.id);
      await t.database.db.update(orders).set({ address: a }).where(eq(orders.id, id));
    }
    return user;
  }

  describe('saved addresses for the delivery area', () => {
    it("offers only the area's state, the same postcode first, then the same town", async () => {
      const user = await customerWith([
        address('9 Jalan Sultan', '46000', 'Petaling Jaya', 'Selangor'),
        address('3 Lebuh Chulia', '10200', 'George Town', 'Penang'),
        address('5 Jalan SS 2/64', '47300', 'Petaling Jaya', 'Selangor'),
        address('7 Jalan Kebun', '40460', 'Shah Alam', 'Selangor'),
      ]);
      const area = encodeURIComponent('Jalan SS 2/64, 47300 Petaling Jaya, Selangor, Malaysia');
      const res = await get(`/api/user/addresses?area=${area}`, user);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json() as { area: { state: string }; addresses: { street: string }[] };
      expect(body.area.state).toBe('Selangor');
      expect(body.addresses.map((a) => a.street)).toEqual(['5 Jalan SS 2/64', '9 Jalan Sultan', '7 Jalan Kebun']);
    });

    it('offers none for an area in a state without saved addresses, or an unknown area', async () => {
      const user = await customerWith([address('9 Jalan Sultan', '46000', 'Petaling Jaya', 'Selangor')]);
      for (const area of ['Kota Bharu, Kelantan, Malaysia', 'somewhere nobody knows']) {
        const res = await get(`/api/user/addresses?area=${encodeURIComponent(area)}`, user);
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json().addresses).toEqual([]);
      }
    });

    it("never shows another account's addresses, and asks a stranger to sign in", async () => {
      await customerWith([address('9 Jalan Sultan', '46000', 'Petaling Jaya', 'Selangor')]);
      const other = await createUser(t.database.db);
      const area = encodeURIComponent('Petaling Jaya, Selangor, Malaysia');
      expect((await get(`/api/user/addresses?area=${area}`, other)).json().addresses).toEqual([]);
      expect((await get(`/api/user/addresses?area=${area}`)).statusCode).toBe(401);
    });

    it.each([
      ['no area', ''],
      ['an empty area', '?area='],
      ['an area too long', `?area=${'a'.repeat(301)}`],
      ['an unknown parameter', '?area=Ipoh&x=1'],
      ['a NUL byte', '?area=Ipoh%00'],
    ])('refuses %s with a clear 400', async (_, query) => {
      const user = await createUser(t.database.db);
      const res = await get(`/api/user/addresses${query}`, user);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toBeTruthy();
    });
  });

  describe('product promises', () => {
    it('promise no cash on delivery, no return of food and no return promise on a cake', async () => {
      const { settings } = (await get('/api/custom/settings')).json() as {
        settings: { productPromises: { kind: string; text: string }[] };
      };
      const all = settings.productPromises.map((p) => p.text).join(' ');
      expect(all).not.toMatch(/cash on delivery|100% original/i);
      const forKind = (k: string) =>
        settings.productPromises.filter((p) => p.kind === k || p.kind === '*').map((p) => p.text);
      expect(forKind('Bakery').join(' ')).toMatch(/Food cannot be returned/);
      expect([...forKind('Bakery'), ...forKind('Cakes')].join(' ')).not.toMatch(/within 7 days/);
      expect(forKind('Men').join(' ')).toMatch(/within 7 days/);
    });

    it('staff edit them in the settings and the storefront reads the edit; a promise without a kind is refused', async () => {
      const admin = await createUser(t.database.db, { role: 'admin' });
      const call = (method: 'GET' | 'PUT', payload?: object) =>
        t.app.inject({
          method,
          url: '/api/admin/settings',
          headers: { token: admin.token },
          ...(payload ? { payload } : {}),
        });
      const current = (await call('GET')).json().settings;
      const productPromises = [{ kind: 'Cakes', text: 'Candles on request.' }];
      const saved = await call('PUT', { ...current, productPromises });
      expect(saved.statusCode, saved.body).toBe(200);
      expect((await get('/api/custom/settings')).json().settings.productPromises).toEqual(productPromises);
      const bad = await call('PUT', { ...current, productPromises: [{ kind: ' ', text: 'Fresh.' }] });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toContain('Each promise names a kind.');
      const tooMany = await call('PUT', {
        ...current,
        productPromises: Array.from({ length: 31 }, () => productPromises[0]),
      });
      expect(tooMany.statusCode).toBe(400);
      await call('PUT', current);
    });
  });
});
