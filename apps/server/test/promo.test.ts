import { moneyString, NEWSLETTER_MESSAGES, type PlaceOrderBody } from '@shop/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cancelOverdueOrders } from '../src/jobs/payment-deadline.ts';
import { orders, promoCodes, promoRedemptions } from './helpers/tables.ts';
import { createCheckoutApp, fillCart, orderBodyFor, someProducts } from './helpers/checkout.ts';
import { PROMO_VALIDATE_LIMITS, TOO_MANY_PROMO_TRIES } from '../src/modules/promo/guesses.ts';
import { nextClientIp, subscribeAndConfirm } from './helpers/newsletter.ts';
import { lastMailTo, outboxFiles } from './helpers/outbox.ts';
import { dbKinds, type TestApp } from './helpers/test-app.ts';
import { createUser, type TestUser } from './helpers/users.ts';

describe.each(dbKinds)('promo codes on %s', (kind) => {
  let t: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    t = await createCheckoutApp(kind);
    admin = await createUser(t.database.db, { role: 'admin' });
  });
  afterAll(() => t.close());

  const post = (url: string, user: TestUser | null, payload?: unknown) =>
    t.app.inject({ method: 'POST', url, headers: user ? { token: user.token } : {}, payload: payload as object });

  async function shopper(quantity = 1, email?: string) {
    const user = await createUser(t.database.db, email ? { email } : {});
    const [p] = await someProducts(t.database.db, 1);
    await fillCart(t.database.db, user.id, [{ productId: p!.id, feature: p!.features[0] ?? '', quantity }]);
    return { user, unitCents: p!.priceCents };
  }

  async function createCode(input: Record<string, unknown>) {
    const res = await post('/api/admin/promo-codes', admin, input);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().code as { id: number; code: string };
  }

  async function orderWith(user: TestUser, code: string | undefined, discountCents: number): Promise<PlaceOrderBody> {
    const shipping = await post('/api/shipping/calculateShipping', user, { state: 'Selangor' });
    const body = await orderBodyFor(t.database.db, user.id, {
      shippingCents: Math.round(shipping.json().shippingCost * 100),
    });
    return {
      ...body,
      ...(code ? { promoCode: code } : {}),
      price: { ...body.price, discount: moneyString(discountCents) },
    };
  }

  let seq = 0;
  const uniqueCode = (prefix: string) => `${prefix}${++seq}${kind === 'postgres' ? 'P' : 'L'}`;

  describe('the newsletter welcome code', () => {
    it('mails a 20% one-use code once per email, after the confirmation, however often the form is sent', async () => {
      const email = `fan-${kind}@example.com`;
      const mail = await subscribeAndConfirm(t.app, t.config.dataDir, email);
      const code = /\bWELCOME-[A-Z0-9]{8}\b/.exec(mail.text ?? '')?.[0];
      expect(code).toBeDefined();
      expect(mail.text).toContain('20% off');

      const mailsBefore = outboxFiles(t.config.dataDir).length;
      for (const again of [email.toUpperCase(), email.replace('@', '+more@')]) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/newsletter/subscribe',
          payload: { email: again },
          remoteAddress: nextClientIp(),
        });
        expect(res.json().message).toBe(NEWSLETTER_MESSAGES.subscribed);
      }
      await t.app.afterAnswer.settled();
      expect(outboxFiles(t.config.dataDir).length).toBe(mailsBefore);
      const codes = await t.database.db.select().from(promoCodes).where(eq(promoCodes.email, email));
      expect(codes).toHaveLength(1);
      expect(codes[0]).toMatchObject({ code, kind: 'percent', amount: 20, maxUses: 1 });
      const days = (codes[0]!.expiresAt!.getTime() - codes[0]!.createdAt.getTime()) / 86_400_000;
      expect(Math.round(days)).toBe(30);
    });

    it('takes 20% off for the subscriber, is refused to another account, and works only once', async () => {
      const email = `buyer-${kind}@example.com`;
      const code = /\bWELCOME-[A-Z0-9]{8}\b/.exec(
        (await subscribeAndConfirm(t.app, t.config.dataDir, email)).text ?? '',
      )![0];

      const stranger = await shopper();
      const refused = await post('/api/promo/validate', stranger.user, { code });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(
        'This promo code belongs to another account. Sign in with the email it was sent to.',
      );

      const { user, unitCents } = await shopper(3, email);
      const subtotal = unitCents * 3;
      const expected = Math.floor(subtotal * 0.2);
      const ok = await post('/api/promo/validate', user, { code: ` ${code.toLowerCase()} ` });
      expect(ok.json()).toMatchObject({ success: true, code, discount: expected / 100 });

      const mailsBeforeOrder = outboxFiles(t.config.dataDir).length;
      const placed = await post('/api/order/place', user, await orderWith(user, code, expected));
      expect(placed.statusCode, placed.body).toBe(200);
      const orderId = placed.json().orderId as string;
      const [row] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
      expect(row).toMatchObject({
        promoCode: code,
        discountCents: expected,
        totalCents: subtotal + row!.shippingCents - expected,
      });

      const detail = (await post('/api/order/orderdetail', user, { orderId })).json().orderDetail;
      expect(detail.promoCode).toBe(code);
      expect(detail.price.discount).toBe(moneyString(expected));
      expect(detail.amount).toBe((subtotal + row!.shippingCents - expected) / 100);
      const listed = (await post('/api/order/userorders', user)).json().orders[0];
      expect(listed).toMatchObject({ id: orderId, promoCode: code, price: { discount: moneyString(expected) } });

      const confirmation = await lastMailTo(t.config.dataDir, email, mailsBeforeOrder);
      expect(confirmation.text).toContain(`Discount (${code}): -RM ${moneyString(expected)}`);

      await fillCart(t.database.db, user.id, [
        { productId: (await someProducts(t.database.db, 1))[0]!.id, feature: '', quantity: 1 },
      ]);
      const twice = await post('/api/promo/validate', user, { code });
      expect(twice.statusCode).toBe(409);
      expect(twice.json().message).toBe('You have already used this promo code.');
    });
  });

  describe('rules and refusals', () => {
    it('refuses an unknown, a disabled and an expired code, each with its own message', async () => {
      const { user } = await shopper();
      const unknown = await post('/api/promo/validate', user, { code: 'NOPE' });
      expect([unknown.statusCode, unknown.json().message]).toEqual([
        400,
        'This promo code does not exist. Please check the spelling.',
      ]);

      const off = await createCode({ code: uniqueCode('OFF'), kind: 'percent', amount: 10 });
      const disabled = await post(`/api/admin/promo-codes/${off.id}/disable`, admin);
      expect(disabled.json().code.active).toBe(false);
      const refused = await post('/api/promo/validate', user, { code: off.code });
      expect([refused.statusCode, refused.json().message]).toEqual([400, 'This promo code is no longer active.']);

      const old = await createCode({ code: uniqueCode('OLD'), kind: 'percent', amount: 10, expiresOn: '2020-01-31' });
      const expired = await post('/api/promo/validate', user, { code: old.code });
      expect([expired.statusCode, expired.json().message]).toEqual([400, 'This promo code has expired.']);
    });

    it('needs the minimum subtotal, and caps a fixed amount at the subtotal', async () => {
      const { user, unitCents } = await shopper(1);
      const min = await createCode({ code: uniqueCode('MIN'), kind: 'fixed', amount: 5, minSubtotal: 1_000 });
      const low = await post('/api/promo/validate', user, { code: min.code });
      expect([low.statusCode, low.json().message]).toEqual([
        400,
        'This promo code needs a subtotal of at least RM 1,000.00.',
      ]);

      const big = await createCode({ code: uniqueCode('BIG'), kind: 'fixed', amount: 99_999.99 });
      const capped = await post('/api/promo/validate', user, { code: big.code });
      expect(capped.json().discount).toBe(unitCents / 100);
      const placed = await post('/api/order/place', user, await orderWith(user, big.code, unitCents));
      expect(placed.statusCode, placed.body).toBe(200);
      const [row] = await t.database.db.select().from(orders).where(eq(orders.id, placed.json().orderId));
      expect(row!.totalCents).toBe(row!.shippingCents);
    });

    it('stops at its total uses', async () => {
      const two = await createCode({ code: uniqueCode('TWO'), kind: 'percent', amount: 5, maxUses: 2 });
      for (let i = 0; i < 2; i++) {
        const { user, unitCents } = await shopper();
        const res = await post('/api/order/place', user, await orderWith(user, two.code, Math.floor(unitCents * 0.05)));
        expect(res.statusCode, res.body).toBe(200);
      }
      const { user } = await shopper();
      const third = await post('/api/promo/validate', user, { code: two.code });
      expect([third.statusCode, third.json().message]).toEqual([409, 'This promo code has been fully redeemed.']);
    });

    it('answers 409 to a tampered discount and keeps the cart', async () => {
      const { user, unitCents } = await shopper(2);
      const noCode = await post('/api/order/place', user, await orderWith(user, undefined, 100));
      expect(noCode.statusCode).toBe(409);
      const code = await createCode({ code: uniqueCode('TEN'), kind: 'percent', amount: 10 });
      const tooMuch = await post(
        '/api/order/place',
        user,
        await orderWith(user, code.code, Math.floor(unitCents * 2 * 0.1) + 1),
      );
      expect(tooMuch.statusCode).toBe(409);
      expect(tooMuch.json().message).toMatch(/discount has changed/);
      expect(await t.database.db.select().from(orders).where(eq(orders.userId, user.id))).toHaveLength(0);
      const fair = await post(
        '/api/order/place',
        user,
        await orderWith(user, code.code, Math.floor(unitCents * 2 * 0.1)),
      );
      expect(fair.statusCode, fair.body).toBe(200);
    });

    it('lets only one of two simultaneous orders use a one-use code', async () => {
      const once = await createCode({ code: uniqueCode('ONCE'), kind: 'fixed', amount: 1, maxUses: 1 });
      const a = await shopper();
      const b = await shopper();
      const [ra, rb] = await Promise.all([
        post('/api/order/place', a.user, await orderWith(a.user, once.code, 100)),
        post('/api/order/place', b.user, await orderWith(b.user, once.code, 100)),
      ]);
      expect([ra.statusCode, rb.statusCode].sort()).toEqual([200, 409]);
      const loser = ra.statusCode === 409 ? ra : rb;
      expect(loser.json().message).toBe('This promo code has been fully redeemed.');
      const [row] = await t.database.db.select().from(promoCodes).where(eq(promoCodes.id, once.id));
      expect(row!.usedCount).toBe(1);
    });
  });

  describe('a cancelled order gives its code back', () => {
    /** Fills `user`'s cart with one item and places an order with `code`; returns the order's id. */
    async function placeWith(user: TestUser, code: string, percent: number): Promise<string> {
      const [p] = await someProducts(t.database.db, 1);
      await fillCart(t.database.db, user.id, [{ productId: p!.id, feature: p!.features[0] ?? '', quantity: 1 }]);
      const discount = Math.floor((p!.priceCents * percent) / 100);
      const placed = await post('/api/order/place', user, await orderWith(user, code, discount));
      expect(placed.statusCode, placed.body).toBe(200);
      return placed.json().orderId as string;
    }
    /** A signed-in shopper with an empty cart. */
    const newShopper = (email?: string) => createUser(t.database.db, email ? { email } : {});
    const usedCount = async (id: number) =>
      (await t.database.db.select().from(promoCodes).where(eq(promoCodes.id, id)))[0]!.usedCount;
    const welcomeCodeFor = async (email: string) => {
      const code = /\bWELCOME-[A-Z0-9]{8}\b/.exec(
        (await subscribeAndConfirm(t.app, t.config.dataDir, email)).text ?? '',
      )![0];
      const [row] = await t.database.db.select().from(promoCodes).where(eq(promoCodes.code, code));
      return { code, id: row!.id };
    };

    it('the shopper who cancels may use the welcome code again, and only once more', async () => {
      const email = `again-${kind}@example.com`;
      const welcome = await welcomeCodeFor(email);
      const user = await newShopper(email);
      const first = await placeWith(user, welcome.code, 20);
      expect(await usedCount(welcome.id)).toBe(1);

      const cancelled = await post('/api/order/cancel', user, { orderId: first });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect(await usedCount(welcome.id)).toBe(0);
      const [row] = await t.database.db.select().from(orders).where(eq(orders.id, first));
      // The cancelled order keeps the record of the discount it was placed with.
      expect(row).toMatchObject({ status: 'Order Cancelled', promoCode: welcome.code });

      await placeWith(user, welcome.code, 20);
      expect(await usedCount(welcome.id)).toBe(1);
      const third = await post('/api/promo/validate', user, { code: welcome.code });
      expect([third.statusCode, third.json().message]).toEqual([409, 'You have already used this promo code.']);
      // Still the subscriber's own: the use given back is not a use for anyone else.
      const stranger = await shopper();
      expect((await post('/api/promo/validate', stranger.user, { code: welcome.code })).statusCode).toBe(400);
    });

    it('a use cancelled by staff is free again for the next shopper', async () => {
      const once = await createCode({ code: uniqueCode('STAFF'), kind: 'percent', amount: 10, maxUses: 1 });
      const a = await newShopper();
      const orderId = await placeWith(a, once.code, 10);
      const b = await shopper();
      expect((await post('/api/promo/validate', b.user, { code: once.code })).statusCode).toBe(409);

      const staffCancel = await post(`/api/admin/orders/${orderId}/action`, admin, {
        action: 'cancel',
        reason: 'The customer phoned to cancel.',
      });
      expect(staffCancel.statusCode, staffCancel.body).toBe(200);
      expect(await usedCount(once.id)).toBe(0);
      expect((await post('/api/promo/validate', b.user, { code: once.code })).statusCode).toBe(200);
    });

    it('an unpaid order cancelled at its deadline gives the code back; an order still open keeps its use', async () => {
      const code = await createCode({ code: uniqueCode('LATE'), kind: 'percent', amount: 5, maxUses: 10 });
      const late = await newShopper();
      const lateOrder = await placeWith(late, code.code, 5);
      const kept = await newShopper();
      const keptOrder = await placeWith(kept, code.code, 5);
      expect(await usedCount(code.id)).toBe(2);

      // The job runs just after the first order's deadline; the second one may still be paid for a day.
      const [due] = await t.database.db.select().from(orders).where(eq(orders.id, lateOrder));
      const after = new Date(due!.paymentDeadline.getTime() + 1);
      await t.database.db
        .update(orders)
        .set({ paymentDeadline: new Date(after.getTime() + 86_400_000) })
        .where(eq(orders.id, keptOrder));
      const cancelled = await cancelOverdueOrders(t.database.db, after);
      expect(cancelled).toContain(lateOrder);
      expect(cancelled).not.toContain(keptOrder);

      expect(await usedCount(code.id)).toBe(1);
      const left = await t.database.db.select().from(promoRedemptions).where(eq(promoRedemptions.promoCodeId, code.id));
      expect(left.map((r) => r.orderId)).toEqual([keptOrder]);
      await fillCart(t.database.db, kept.id, [
        { productId: (await someProducts(t.database.db, 1))[0]!.id, feature: '', quantity: 1 },
      ]);
      expect((await post('/api/promo/validate', kept, { code: code.code })).statusCode).toBe(409);
    });

    it('a code given back is still refused once it has been disabled', async () => {
      const code = await createCode({ code: uniqueCode('GONE'), kind: 'percent', amount: 5 });
      const user = await newShopper();
      const orderId = await placeWith(user, code.code, 5);
      await post(`/api/admin/promo-codes/${code.id}/disable`, admin);
      expect((await post('/api/order/cancel', user, { orderId })).statusCode).toBe(200);
      expect(await usedCount(code.id)).toBe(0);
      await fillCart(t.database.db, user.id, [
        { productId: (await someProducts(t.database.db, 1))[0]!.id, feature: '', quantity: 1 },
      ]);
      const refused = await post('/api/promo/validate', user, { code: code.code });
      expect([refused.statusCode, refused.json().message]).toEqual([400, 'This promo code is no longer active.']);
    });
  });

  describe('the back office', () => {
    it('lets an admin create, list and disable codes, and nobody else', async () => {
      const code = uniqueCode('SALE');
      const created = await createCode({
        code: code.toLowerCase(),
        kind: 'fixed',
        amount: 12.5,
        minSubtotal: 50,
        maxUses: 100,
        expiresOn: '2099-12-31',
      });
      expect(created).toMatchObject({
        code,
        amount: 12.5,
        minSubtotal: 50,
        maxUses: 100,
        usedCount: 0,
        active: true,
        email: null,
      });

      const duplicate = await post('/api/admin/promo-codes', admin, { code, kind: 'percent', amount: 5 });
      expect([duplicate.statusCode, duplicate.json().message]).toEqual([
        409,
        `The code ${code} already exists. Choose another.`,
      ]);
      const badPercent = await post('/api/admin/promo-codes', admin, {
        code: uniqueCode('X'),
        kind: 'percent',
        amount: 150,
      });
      expect([badPercent.statusCode, badPercent.json().message]).toEqual([
        400,
        'amount: A percentage is a whole number from 1 to 100.',
      ]);
      const badChars = await post('/api/admin/promo-codes', admin, { code: 'no spaces', kind: 'percent', amount: 5 });
      expect(badChars.statusCode).toBe(400);
      const farExpiry = await post('/api/admin/promo-codes', admin, {
        code: 'FAR',
        kind: 'percent',
        amount: 5,
        expiresOn: '9999-12-31',
      });
      expect([farExpiry.statusCode, farExpiry.json().message]).toEqual([
        400,
        'expiresOn: Choose a date from 2000-01-01 to 2099-12-31.',
      ]);

      const list = await t.app.inject({
        method: 'GET',
        url: '/api/admin/promo-codes',
        headers: { token: admin.token },
      });
      expect(list.json().codes.map((c: { code: string }) => c.code)).toContain(code);
      expect(list.json().codes.every((c: { email: string | null }) => c.email === null)).toBe(true);
      const welcome = await t.app.inject({
        method: 'GET',
        url: '/api/admin/promo-codes?welcome=1',
        headers: { token: admin.token },
      });
      expect(welcome.json().codes.every((c: { email: string | null }) => c.email !== null)).toBe(true);

      const customer = await createUser(t.database.db);
      const staff = await createUser(t.database.db, { role: 'staff' });
      expect((await post('/api/admin/promo-codes', null, { code: 'A1', kind: 'percent', amount: 5 })).statusCode).toBe(
        401,
      );
      expect(
        (await post('/api/admin/promo-codes', customer, { code: 'A1', kind: 'percent', amount: 5 })).statusCode,
      ).toBe(403);
      expect((await post('/api/admin/promo-codes', staff, { code: 'A1', kind: 'percent', amount: 5 })).statusCode).toBe(
        403,
      );
      expect((await post(`/api/admin/promo-codes/${created.id}/disable`, customer)).statusCode).toBe(403);
      expect((await post('/api/admin/promo-codes/2147483647/disable', admin)).statusCode).toBe(404);
    });
  });

  describe('guessing codes', () => {
    const validate = (user: TestUser, code: string, remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/promo/validate',
        headers: { token: user.token },
        payload: { code },
        remoteAddress,
      });

    it('is limited per account: past the limit even a real code is refused with a clear 429', async () => {
      const ip = nextClientIp();
      const { user } = await shopper();
      const real = await createCode({ code: uniqueCode('REAL'), kind: 'percent', amount: 5 });
      for (let i = 0; i < PROMO_VALIDATE_LIMITS.perAccount.limit; i++) {
        expect((await validate(user, `GUESS${i}`, ip)).statusCode).toBe(400);
      }
      const over = await validate(user, real.code, ip);
      expect(over.statusCode).toBe(429);
      expect(over.json().message).toBe(TOO_MANY_PROMO_TRIES);
      // Another shopper on another network is not held up by it.
      const other = await shopper();
      expect((await validate(other.user, real.code, nextClientIp())).statusCode).toBe(200);
    });

    it('is limited per client, across accounts', async () => {
      const ip = nextClientIp();
      const accounts = await Promise.all([1, 2, 3, 4].map(() => shopper()));
      const perAccount = PROMO_VALIDATE_LIMITS.perIp.limit / accounts.length;
      for (const { user } of accounts) {
        for (let i = 0; i < perAccount; i++) expect((await validate(user, `NOPE${i}`, ip)).statusCode).toBe(400);
      }
      const fresh = await shopper();
      const over = await validate(fresh.user, 'NOPE', ip);
      expect(over.statusCode).toBe(429);
      expect(over.json().message).toBe(TOO_MANY_PROMO_TRIES);
    });

    it('counts codes tried through order placement too, so placing is no way around the limit', async () => {
      // An unknown code refuses the order with 400 and a real one answers otherwise (placed, or 409
      // for the discount the body got wrong): without this, placement was an unlimited guessing oracle.
      const ip = nextClientIp();
      const { user } = await shopper();
      const real = await createCode({ code: uniqueCode('ORACLE'), kind: 'percent', amount: 5 });
      const place = async (code: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/order/place',
          headers: { token: user.token },
          payload: await orderWith(user, code, 0),
          remoteAddress: ip,
        });
      for (let i = 0; i < PROMO_VALIDATE_LIMITS.perAccount.limit; i++) {
        expect((await place(`GUESS${i}`)).statusCode).toBe(400);
      }
      const over = await place(real.code);
      expect(over.statusCode).toBe(429);
      expect(over.json().message).toBe(TOO_MANY_PROMO_TRIES);
      expect((await validate(user, real.code, ip)).statusCode).toBe(429);
      expect(await t.database.db.select().from(orders).where(eq(orders.userId, user.id))).toHaveLength(0);
      // An order without a code is not a guess and is not held up.
      const plain = await t.app.inject({
        method: 'POST',
        url: '/api/order/place',
        headers: { token: user.token },
        payload: await orderWith(user, undefined, 0),
        remoteAddress: ip,
      });
      expect(plain.statusCode, plain.body).toBe(200);
    });
  });

  it('reads a welcome mail as a person would: the code stands on its own line', async () => {
    const email = `reader-${kind}@example.com`;
    const mail = await subscribeAndConfirm(t.app, t.config.dataDir, email);
    expect(mail.subject).toBe('Roti & Rupa: your 20% welcome code');
    expect((mail.text ?? '').split('\n').some((l) => /^WELCOME-[A-Z0-9]{8}$/.test(l.trim()))).toBe(true);
  });
});
