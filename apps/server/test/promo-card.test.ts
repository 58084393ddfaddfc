import { moneyString } from '@shop/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ocr } from '../src/adapters/ocr.ts';
import { orders, promoCodes } from './helpers/tables.ts';
import { createCheckoutApp, fillCart, orderBodyFor, someProducts } from './helpers/checkout.ts';
import { startFakeStripe, type FakeStripe } from './helpers/fake-stripe.ts';
import { dbKinds, type TestApp } from './helpers/test-app.ts';
import { createUser } from './helpers/users.ts';

const noOcr: Ocr = { recognize: async () => '', close: async () => {} };

describe.each(dbKinds)('a promo code paid by card on %s', (kind) => {
  let t: TestApp;
  let stripe: FakeStripe;
  beforeAll(async () => {
    stripe = await startFakeStripe({ webhookSecret: 'whsec_promo', deliver: async () => 200 });
    t = await createCheckoutApp(kind, { ocr: noOcr, env: { ...stripe.shopEnv, PUBLIC_URL: 'https://shop.example' } });
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });

  it('charges the discounted total as one line, since Checkout takes no negative lines', async () => {
    await t.database.db.insert(promoCodes).values({ code: 'CARD10', kind: 'percent', amount: 10 });
    const user = await createUser(t.database.db);
    const [p] = await someProducts(t.database.db, 1);
    await fillCart(t.database.db, user.id, [{ productId: p!.id, feature: p!.features[0] ?? '', quantity: 2 }]);
    const fee = await t.app.inject({
      method: 'POST',
      url: '/api/shipping/calculateShipping',
      headers: { token: user.token },
      payload: { state: 'Selangor' },
    });
    const shippingCents = Math.round(fee.json().shippingCost * 100);
    const body = await orderBodyFor(t.database.db, user.id, { shippingCents });
    const discount = Math.floor((p!.priceCents * 2 * 10) / 100);

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/order/stripe',
      headers: { token: user.token },
      payload: { ...body, promoCode: 'card10', price: { ...body.price, discount: moneyString(discount) } },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, res.json().orderId));
    expect(row!.totalCents).toBe(p!.priceCents * 2 + shippingCents - discount);
    const sent = stripe.sessions.at(-1)!.params;
    expect(sent.get('line_items[0][price_data][unit_amount]')).toBe(String(row!.totalCents));
    expect(sent.get('line_items[0][quantity]')).toBe('1');
    expect(sent.get('line_items[0][price_data][product_data][name]')).toContain('with promo code CARD10');
    expect(sent.get('line_items[1][quantity]')).toBeNull();
  });
});
