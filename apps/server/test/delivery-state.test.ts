import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, shippingRates } from './helpers/tables.ts';
import { createCheckoutApp, deliveryAddress, fillCart, orderBodyFor, someProducts } from './helpers/checkout.ts';
import { dbKinds, type TestApp } from './helpers/test-app.ts';
import { createUser } from './helpers/users.ts';

/** The delivery fee follows the delivery address chosen in the service choice, not the state typed in the form. */
describe.each(dbKinds)('delivery state on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createCheckoutApp(kind);
  });
  afterAll(() => t.close());

  async function place(state: string, chosen: string, shippingCents: number) {
    const user = await createUser(t.database.db);
    const [p] = await someProducts(t.database.db, 1);
    await fillCart(t.database.db, user.id, [{ productId: p!.id, feature: p!.features[0] ?? '', quantity: 1 }]);
    const body = await orderBodyFor(t.database.db, user.id, {
      shippingCents,
      address: { ...deliveryAddress, state },
      service: { deliveryAddress: chosen },
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/order/place',
      headers: { token: user.token },
      payload: body,
    });
    return { res, user };
  }

  it('refuses a Kota Kinabalu delivery address with the state Selangor, naming the right state', async () => {
    const { res, user } = await place('Selangor', 'Kota Kinabalu, Sabah, Malaysia', 800);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe(
      'address.state: The delivery address you chose is in Sabah, not Selangor. Please choose Sabah as the state.',
    );
    expect(await t.database.db.select().from(orders).where(eq(orders.userId, user.id))).toHaveLength(0);
  });

  it("charges the chosen address's state when the form agrees", async () => {
    const [sabah] = await t.database.db.select().from(shippingRates).where(eq(shippingRates.state, 'Sabah'));
    const { res } = await place('Sabah', '88000 Kota Kinabalu, Sabah, Malaysia', sabah!.feeCents);
    expect(res.statusCode, res.body).toBe(200);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, res.json().orderId));
    expect(order!.shippingCents).toBe(sabah!.feeCents);
  });

  it('reads a federal territory as the state the shop charges it under, and lets an address without a state through', async () => {
    expect((await place('Selangor', 'Bukit Bintang, Kuala Lumpur, Malaysia', 800)).res.statusCode).toBe(200);
    expect((await place('Penang', 'Jalan Burma, Pulau Pinang, Malaysia', 800)).res.statusCode).toBe(200);
    expect((await place('Selangor', '12 Jalan Sabah', 800)).res.statusCode).toBe(200);
  });
});
