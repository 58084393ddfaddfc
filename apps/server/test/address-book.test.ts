import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import type { OrderAddress } from '../src/modules/auth/address.ts';
import { orders } from './helpers/tables.ts';
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

/** The address book reads past orders only, so rows are made directly. */
async function orderTo(db: Db, userId: string, address: OrderAddress, createdAt: Date) {
  await db.insert(orders).values({
    userId,
    status: 'Order Placed',
    paymentMethod: 'tng',
    address,
    serviceType: 'delivery',
    slotDate: '2026-01-02',
    slot: '10:00 - 11:00',
    productCents: 1000,
    shippingCents: 800,
    totalCents: 1800,
    paymentDeadline: new Date(createdAt.getTime() + 7_200_000),
    createdAt,
  });
}

describe.each(dbKinds)('the address book and the delivery form (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const addresses = async (token: string) =>
    (await call(t.app, 'GET', '/api/user/profile', undefined, { token })).json().addresses as (OrderAddress & {
      id: string;
    })[];
  const past = (minutes: number) => new Date(Date.now() - minutes * 60_000);

  it('shows one entry for the same place typed differently, and for an edit that equals another', async () => {
    const user = await createUser(t.database.db);
    await orderTo(t.database.db, user.id, home, past(30));
    await orderTo(
      t.database.db,
      user.id,
      { ...home, street: ' 12,  jalan BUKIT bintang. ', phone: '0199999999' },
      past(20),
    );
    await orderTo(t.database.db, user.id, office, past(10));
    const list = await addresses(user.token);
    expect(list.map((a) => a.zipcode)).toEqual(['50088', '55100']);

    const { id, ...fields } = list[0]!;
    const saved = await call(
      t.app,
      'POST',
      '/api/user/address',
      { id, address: { ...fields, street: '12 Jalan Bukit Bintang', zipcode: '55100' } },
      { token: user.token },
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json().addresses).toHaveLength(1);
  });

  it('deletes an address of the account only; a later order to it brings it back', async () => {
    const user = await createUser(t.database.db);
    const other = await createUser(t.database.db);
    await orderTo(t.database.db, user.id, home, past(30));
    await orderTo(t.database.db, user.id, office, past(20));
    const [first, second] = await addresses(user.token);

    const stolen = await call(t.app, 'DELETE', `/api/user/addresses/${first!.id}`, undefined, { token: other.token });
    expect([stolen.statusCode, stolen.json().message]).toEqual([404, 'This address is not in your account.']);
    expect(await addresses(user.token)).toHaveLength(2);
    expect((await call(t.app, 'DELETE', `/api/user/addresses/${first!.id}`)).statusCode).toBe(401);
    const bad = await call(t.app, 'DELETE', '/api/user/addresses/not-an-id', undefined, { token: user.token });
    expect(bad.statusCode).toBe(404);

    const deleted = await call(t.app, 'DELETE', `/api/user/addresses/${first!.id}`, undefined, { token: user.token });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toMatchObject({ success: true, message: 'Address deleted.' });
    expect(deleted.json().addresses.map((a: OrderAddress) => a.street)).toEqual([second!.street]);
    expect((await addresses(user.token)).map((a) => a.street)).toEqual([second!.street]);

    await orderTo(t.database.db, user.id, first!, new Date(Date.now() + 60_000));
    expect((await addresses(user.token)).map((a) => a.street)).toEqual([first!.street, second!.street]);
  });

  it('splits the service choice into street, city, postcode and state for the delivery form', async () => {
    const parts = async (address: string) =>
      (await call(t.app, 'POST', '/api/general/addressParts', { address })).json().address;
    expect(await parts('12 Jalan Sultan Idris Shah, 30000 Ipoh, Perak, Malaysia')).toEqual({
      street: '12 Jalan Sultan Idris Shah',
      city: 'Ipoh',
      zipcode: '30000',
      state: 'Perak',
    });
    expect(await parts('George Town, Penang, Malaysia')).toEqual({
      street: '',
      city: 'George Town',
      zipcode: '',
      state: 'Penang',
    });
    expect(await parts('Lorong 5, Kota Kinabalu, Sabah, Malaysia')).toEqual({
      street: 'Lorong 5',
      city: 'Kota Kinabalu',
      zipcode: '',
      state: 'Sabah',
    });
    // A federal territory takes the state around it, as the delivery form's list has no territories.
    expect((await parts('50088 Kuala Lumpur, Kuala Lumpur, Malaysia')).state).toBe('Selangor');
    expect(await parts('Somewhere unknown')).toEqual({ street: 'Somewhere unknown', city: '', zipcode: '', state: '' });
    const empty = await call(t.app, 'POST', '/api/general/addressParts', { address: ' ' });
    expect([empty.statusCode, empty.json().message]).toEqual([400, 'address: Choose an address.']);
  });
});
