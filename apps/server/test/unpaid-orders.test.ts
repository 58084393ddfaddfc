import { DEFAULT_MAX_UNPAID_ORDERS, TIME_SLOTS } from '@shop/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { orders, products, settings } from './helpers/tables.ts';
import { createCheckoutApp, fillCart, orderBodyFor, someProducts, tomorrow } from './helpers/checkout.ts';
import { dbKinds, type TestApp } from './helpers/test-app.ts';
import { createUser, type TestUser } from './helpers/users.ts';

/**
 * An unpaid order holds its slot and its stock only while it can still be paid: at most
 * `maxUnpaidOrders` per account at a time, and the hold ends the moment it is cancelled or its
 * payment deadline passes (before the deadline job has run).
 */
describe.each(dbKinds)('unpaid orders on %s', (kind) => {
  let t: TestApp;
  let clock = Date.now();
  beforeAll(async () => {
    t = await createCheckoutApp(kind, { overrides: { now: () => new Date(clock) } });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    clock = Date.now();
    await t.database.db.delete(settings);
  });

  const post = (url: string, user: TestUser, payload: unknown) =>
    t.app.inject({ method: 'POST', url, headers: { token: user.token }, payload: payload as object });

  async function placeFor(user: TestUser, productId: string, feature: string, slot: string, date = tomorrow()) {
    await fillCart(t.database.db, user.id, [{ productId, feature, quantity: 1 }]);
    return post(
      '/api/order/place',
      user,
      await orderBodyFor(t.database.db, user.id, { service: { calendarDate: date, deliveryTime: slot } }),
    );
  }

  it(`lets one account hold at most ${DEFAULT_MAX_UNPAID_ORDERS} unpaid orders, then says why; a cancel makes room`, async () => {
    const user = await createUser(t.database.db);
    const [p] = await someProducts(t.database.db, 1);
    const feature = p!.features[0] ?? '';
    const ids: string[] = [];
    for (let i = 0; i < DEFAULT_MAX_UNPAID_ORDERS; i++) {
      const res = await placeFor(user, p!.id, feature, TIME_SLOTS[i]!);
      expect(res.statusCode, res.body).toBe(200);
      ids.push(res.json().orderId);
    }
    const refused = await placeFor(user, p!.id, feature, TIME_SLOTS[5]!);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      `You already have ${DEFAULT_MAX_UNPAID_ORDERS} orders awaiting payment. Please pay for or cancel one of them before placing another.`,
    );
    expect(await t.database.db.select().from(orders).where(eq(orders.userId, user.id))).toHaveLength(
      DEFAULT_MAX_UNPAID_ORDERS,
    );

    await post('/api/order/cancel', user, { orderId: ids[0] });
    expect(
      (
        await post(
          '/api/order/place',
          user,
          await orderBodyFor(t.database.db, user.id, { service: { deliveryTime: TIME_SLOTS[5]! } }),
        )
      ).statusCode,
    ).toBe(200);
  });

  it('follows the maxUnpaidOrders setting', async () => {
    await t.database.db.insert(settings).values({ key: 'maxUnpaidOrders', value: 1 });
    const user = await createUser(t.database.db);
    const [p] = await someProducts(t.database.db, 1);
    expect((await placeFor(user, p!.id, p!.features[0] ?? '', TIME_SLOTS[0]!)).statusCode).toBe(200);
    const second = await placeFor(user, p!.id, p!.features[0] ?? '', TIME_SLOTS[1]!);
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toMatch(/^You already have 1 order awaiting payment\./);
  });

  it("releases an unpaid order's slot and stock exactly when it is cancelled, or when its deadline passes", async () => {
    await t.database.db.insert(settings).values({ key: 'slotCapacity', value: 1 });
    // A product no other test here orders: their unpaid orders expire with the moved clock too.
    const p = (await someProducts(t.database.db, 3))[2];
    const feature = p!.features[0] ?? '';
    await t.database.db
      .update(products)
      .set({ stock: { [feature]: 1 } })
      .where(eq(products.id, p!.id));
    const slot = TIME_SLOTS[8]!;
    const date = tomorrow();
    const slotState = async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/service/slots',
        payload: { serviceType: 'delivery', date },
      });
      return (res.json().slots as { slot: string; reason: string | null }[]).find((s) => s.slot === slot)!.reason;
    };
    const stockLeft = async () =>
      (await t.database.db.select({ stock: products.stock }).from(products).where(eq(products.id, p!.id)))[0]!.stock![
        feature
      ];

    const [a, b, c] = await Promise.all([1, 2, 3].map(() => createUser(t.database.db)));
    const first = await placeFor(a!, p!.id, feature, slot, date);
    expect(first.statusCode, first.body).toBe(200);
    expect(await slotState()).toBe('full');
    expect(await stockLeft()).toBe(0);
    expect((await placeFor(b!, p!.id, feature, slot, date)).statusCode).toBe(409);

    await post('/api/order/cancel', a!, { orderId: first.json().orderId });
    expect(await slotState()).toBe(null);
    expect(await stockLeft()).toBe(1);
    const second = await post(
      '/api/order/place',
      b!,
      await orderBodyFor(t.database.db, b!.id, { service: { calendarDate: date, deliveryTime: slot } }),
    );
    expect(second.statusCode, second.body).toBe(200);

    const [held] = await t.database.db.select().from(orders).where(eq(orders.id, second.json().orderId));
    clock = held!.paymentDeadline.getTime() - 1;
    expect(await slotState()).toBe('full');
    expect((await placeFor(c!, p!.id, feature, slot, date)).statusCode).toBe(409);
    clock = held!.paymentDeadline.getTime();
    expect(await slotState()).toBe(null);
    const third = await post(
      '/api/order/place',
      c!,
      await orderBodyFor(t.database.db, c!.id, { service: { calendarDate: date, deliveryTime: slot } }),
    );
    expect(third.statusCode, third.body).toBe(200);
    const [expired] = await t.database.db.select().from(orders).where(eq(orders.id, held!.id));
    expect(expired!.status).toBe('Order Cancelled');
    expect(await stockLeft()).toBe(0);
  });
});
