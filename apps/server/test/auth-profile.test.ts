import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import type { OrderAddress } from '../src/modules/auth/address.ts';
import { orderItems, orders } from './helpers/tables.ts';
import { call } from './helpers/auth-calls.ts';
import { createTestApp, dbKinds, type TestApp } from './helpers/test-app.ts';
import { createUser } from './helpers/users.ts';

const home: OrderAddress = {
  firstName: 'Aina',
  lastName: 'Rahman',
  email: 'aina@example.com',
  phone: '0123456789',
  street: '12 Jalan Bukit Bintang',
  city: 'Kuala Lumpur',
  state: 'Selangor',
  zipcode: '55100',
  country: 'Malaysia',
};
const office: OrderAddress = { ...home, street: '3 Persiaran KLCC', zipcode: '50088' };
const pickup: OrderAddress = { ...home, street: '', city: '', state: '', zipcode: '', country: '' };

let seq = 0;
/** Orders belong to another issue; the profile only reads them, so rows are made directly. */
async function insertOrder(db: Db, userId: string, address: OrderAddress, totalCents = 4250) {
  const createdAt = new Date(Date.UTC(2026, 0, 1, 0, ++seq));
  const [row] = await db
    .insert(orders)
    .values({
      userId,
      status: 'Order Placed',
      paymentMethod: 'tng',
      address,
      serviceType: address.street ? 'delivery' : 'pickup',
      slotDate: '2026-01-02',
      slot: '10:00 - 11:00',
      productCents: totalCents - 1000,
      shippingCents: 1000,
      totalCents,
      paymentDeadline: new Date(createdAt.getTime() + 7_200_000),
      createdAt,
    })
    .returning({ id: orders.id });
  await db.insert(orderItems).values([
    { orderId: row!.id, name: 'Sourdough', image: [], feature: '', quantity: 2, unitCents: 1200 },
    { orderId: row!.id, name: 'Tee', image: [], feature: 'M', quantity: 1, unitCents: 850 },
  ]);
  return row!.id;
}

interface Profile {
  user: { name: string; email: string };
  addresses: (OrderAddress & { id: string })[];
  recentOrders: { id: string; date: number; status: string; amount: number; itemCount: number }[];
}

describe.each(dbKinds)('my profile (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('a new account has no addresses and no orders', async () => {
    const user = await createUser(t.database.db, { name: 'Nadia' });
    const res = await call(t.app, 'GET', '/api/user/profile', undefined, { token: user.token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      user: { name: 'Nadia', email: user.email },
      addresses: [],
      recentOrders: [],
    });
  });

  it('lists the distinct delivery addresses of past orders and the latest 3 orders', async () => {
    const user = await createUser(t.database.db);
    await insertOrder(t.database.db, user.id, home, 1000);
    await insertOrder(t.database.db, user.id, office, 2000);
    await insertOrder(t.database.db, user.id, pickup, 3000);
    const newest = await insertOrder(t.database.db, user.id, { ...home, city: ' Kuala Lumpur ' }, 4000);
    const p = (await call(t.app, 'GET', '/api/user/profile', undefined, { token: user.token })).json<Profile>();
    expect(p.addresses.map((a) => a.street)).toEqual([home.street, office.street]);
    expect(p.recentOrders.map((o) => o.amount)).toEqual([40, 30, 20]);
    expect(p.recentOrders[0]).toMatchObject({ id: newest, status: 'Order Placed', itemCount: 3 });
  });

  it('edits an address and keeps the edit; another user cannot edit it', async () => {
    const user = await createUser(t.database.db);
    const other = await createUser(t.database.db);
    await insertOrder(t.database.db, user.id, home);
    await insertOrder(t.database.db, other.id, office);
    const before = (await call(t.app, 'GET', '/api/user/profile', undefined, { token: user.token })).json<Profile>();
    const id = before.addresses[0]!.id;
    const { id: _drop, ...fields } = before.addresses[0]!;
    const res = await call(
      t.app,
      'POST',
      '/api/user/address',
      { id, address: { ...fields, street: '99 Jalan Baru' } },
      { token: user.token },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().addresses[0]).toMatchObject({ id, street: '99 Jalan Baru' });
    const after = (await call(t.app, 'GET', '/api/user/profile', undefined, { token: user.token })).json<Profile>();
    expect(after.addresses).toHaveLength(1);
    expect(after.addresses[0]!.street).toBe('99 Jalan Baru');

    const stolen = await call(t.app, 'POST', '/api/user/address', { id, address: fields }, { token: other.token });
    expect(stolen.statusCode).toBe(404);
    const otherView = (
      await call(t.app, 'GET', '/api/user/profile', undefined, { token: other.token })
    ).json<Profile>();
    expect(otherView.addresses.map((a) => a.street)).toEqual([office.street]);
    expect(otherView.recentOrders).toHaveLength(1);

    const invalid = await call(
      t.app,
      'POST',
      '/api/user/address',
      { id, address: { ...fields, zipcode: 'abc' } },
      { token: user.token },
    );
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe('address.zipcode: Postcode must be 5 digits.');
  });

  it('renames the account; a blank name is refused', async () => {
    const user = await createUser(t.database.db);
    const res = await call(t.app, 'POST', '/api/user/profile', { name: '  Farah Lim ' }, { token: user.token });
    expect(res.json()).toMatchObject({ success: true, user: { name: 'Farah Lim' } });
    const blank = await call(t.app, 'POST', '/api/user/profile', { name: '   ' }, { token: user.token });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('name: Name is required.');
  });

  it('requires login', async () => {
    expect((await call(t.app, 'GET', '/api/user/profile')).statusCode).toBe(401);
  });
});
