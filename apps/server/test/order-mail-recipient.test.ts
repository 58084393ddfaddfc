import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCheckoutApp, deliveryAddress, fillCart, orderBodyFor, someProducts } from './helpers/checkout.ts';
import { lastMailTo, outboxFiles, readMail } from './helpers/outbox.ts';
import { dbKinds, type TestApp } from './helpers/test-app.ts';
import { createUser } from './helpers/users.ts';

/** Order mails go to the account's own (verified) email, never to whatever the checkout form held. */
describe.each(dbKinds)('order mail recipient on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createCheckoutApp(kind);
  });
  afterAll(() => t.close());

  it("sends the confirmation and status mails to the account's email, nothing to the form's address", async () => {
    const user = await createUser(t.database.db);
    const [p] = await someProducts(t.database.db, 1);
    await fillCart(t.database.db, user.id, [{ productId: p!.id, feature: p!.features[0] ?? '', quantity: 1 }]);
    const body = await orderBodyFor(t.database.db, user.id, {
      address: { ...deliveryAddress, email: 'victim@example.com' },
    });
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/order/place',
      headers: { token: user.token },
      payload: body,
    });
    expect(placed.statusCode, placed.body).toBe(200);
    expect((await lastMailTo(t.config.dataDir, user.email)).subject).toMatch(/received$/);

    const before = outboxFiles(t.config.dataDir).length;
    await t.app.inject({
      method: 'POST',
      url: '/api/order/cancel',
      headers: { token: user.token },
      payload: { orderId: placed.json().orderId },
    });
    expect((await lastMailTo(t.config.dataDir, user.email, before)).subject).toMatch(/Order Cancelled$/);
    for (const file of outboxFiles(t.config.dataDir)) {
      const mail = await readMail(file);
      const to = [...(mail.to ?? []), ...(mail.cc ?? [])].map((a) => ('address' in a ? a.address : ''));
      expect(to).not.toContain('victim@example.com');
    }
  });
});
