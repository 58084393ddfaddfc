import { addDays, SERVICE_BOOKING_DAYS, shopClock, TIME_SLOTS } from '@shop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCheckoutApp, fillCart, orderBodyFor, someProducts } from './helpers/checkout.ts';
import { dbKinds, type TestApp } from './helpers/test-app.ts';
import { createUser } from './helpers/users.ts';
import { eq } from 'drizzle-orm';
import { outlets } from './helpers/tables.ts';

/** Placement applies the very rules the slot picker shows: the same date window, hours and capacity. */
describe.each(dbKinds)('placement follows the slots answer on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createCheckoutApp(kind);
  });
  afterAll(() => t.close());

  async function attempt(date: string, slot = TIME_SLOTS[5]!) {
    const user = await createUser(t.database.db);
    const [p] = await someProducts(t.database.db, 1);
    await fillCart(t.database.db, user.id, [{ productId: p!.id, feature: p!.features[0] ?? '', quantity: 1 }]);
    const body = await orderBodyFor(t.database.db, user.id, { service: { calendarDate: date, deliveryTime: slot } });
    const [slots, placed] = [
      await t.app.inject({ method: 'POST', url: '/api/service/slots', payload: { serviceType: 'delivery', date } }),
      await t.app.inject({ method: 'POST', url: '/api/order/place', headers: { token: user.token }, payload: body }),
    ];
    return { slots, placed };
  }

  it('refuses an order for a date the slot picker does not offer (2099-12-31), with the same message', async () => {
    const { slots, placed } = await attempt('2099-12-31');
    expect(slots.statusCode).toBe(400);
    expect(placed.statusCode, placed.body).toBe(400);
    expect(placed.json().message).toBe(slots.json().message);
    expect(placed.json().message).toBe(`Choose a date within the next ${SERVICE_BOOKING_DAYS} days.`);
  });

  it('accepts the last day of the window and refuses the day after, like the slots answer', async () => {
    const today = shopClock(new Date(), 'Asia/Kuala_Lumpur').date;
    const last = await attempt(addDays(today, SERVICE_BOOKING_DAYS));
    expect(last.slots.statusCode).toBe(200);
    expect(last.placed.statusCode, last.placed.body).toBe(200);
    const after = await attempt(addDays(today, SERVICE_BOOKING_DAYS + 1));
    expect(after.slots.statusCode).toBe(400);
    expect(after.placed.statusCode, after.placed.body).toBe(400);
  });

  it('accepts a pickup in exactly the slots the picker offers at an outlet, and refuses the rest with their reason', async () => {
    const [outlet] = await t.database.db.select().from(outlets).limit(1);
    const days = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
    const schedule = days.map((day) => ({ day, available: true, operatingTime: { start: '12:00', end: '17:00' } }));
    await t.database.db.update(outlets).set({ schedule }).where(eq(outlets.id, outlet!.id));
    const date = addDays(shopClock(new Date(), 'Asia/Kuala_Lumpur').date, 3);
    const offered = await t.app.inject({
      method: 'POST',
      url: '/api/service/slots',
      payload: { serviceType: 'pickup', outletId: outlet!.id, date },
    });
    const slots = offered.json().slots as { slot: string; available: boolean; reason: string | null }[];
    expect(slots.some((s) => s.reason === 'closed')).toBe(true);
    for (const s of slots) {
      const user = await createUser(t.database.db);
      const [p] = await someProducts(t.database.db, 1);
      await fillCart(t.database.db, user.id, [{ productId: p!.id, feature: p!.features[0] ?? '', quantity: 1 }]);
      const body = await orderBodyFor(t.database.db, user.id, {
        shippingCents: 0,
        service: { serviceType: 'pickup', outletId: outlet!.id, calendarDate: date, deliveryTime: s.slot },
      });
      const placed = await t.app.inject({
        method: 'POST',
        url: '/api/order/place',
        headers: { token: user.token },
        payload: body,
      });
      expect(placed.statusCode, `${s.slot}: ${placed.body}`).toBe(s.available ? 200 : 409);
      if (s.reason === 'closed')
        expect(placed.json().message).toBe('The outlet is not open during this time slot. Please choose another.');
    }
  });
});
