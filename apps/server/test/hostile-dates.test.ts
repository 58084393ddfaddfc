import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillCart, orderBodyFor, someProducts } from './helpers/checkout.ts';
import { createTestApp, dbKinds, type TestApp } from './helpers/test-app.ts';
import { createUser, type TestUser } from './helpers/users.ts';

/**
 * Every date the API takes is parsed once, by the contract's CalendarDate, into a day from
 * 2000-01-01 to 2099-12-31. `to=0000-01-01` on the dashboard once sent its day loop round forever
 * (the event loop blocked, memory grew until the process died); year 0000 and 9999 answered 500
 * elsewhere. A refusal here is a 400 with the contract's message.
 */
const OUT_OF_WINDOW = 'Choose a date from 2000-01-01 to 2099-12-31.';
const HOSTILE: [string, string][] = [
  ['0000-01-01', OUT_OF_WINDOW],
  ['0000-01-29', OUT_OF_WINDOW],
  ['9999-12-31', OUT_OF_WINDOW],
  ['-0001-01-01', 'Dates are written YYYY-MM-DD.'],
  ['-000001-12-01', 'Dates are written YYYY-MM-DD.'],
  ['2026-02-30', 'This date does not exist.'],
];

describe.each(dbKinds)('hostile dates on %s', (kind) => {
  let t: TestApp;
  let admin: TestUser;
  let shopper: TestUser;

  beforeAll(async () => {
    t = await createTestApp(kind, { now: () => new Date('2026-11-30T02:00:00Z') });
    [admin, shopper] = await Promise.all([createUser(t.database.db, { role: 'admin' }), createUser(t.database.db)]);
    const [p] = await someProducts(t.database.db, 1);
    await fillCart(t.database.db, shopper.id, [{ productId: p!.id, feature: p!.features[0] ?? '', quantity: 1 }]);
  });
  afterAll(() => t.close());

  const refusal = (res: { statusCode: number; json(): { message: string } }) => ({
    status: res.statusCode,
    message: res.json().message,
  });
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { token: admin.token } });
  const post = (url: string, token: string | null, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: token ? { token } : {}, payload });

  it.each(HOSTILE)('answers 400 to %s on every back-office read that takes a date', async (date, message) => {
    for (const url of [
      `/api/admin/dashboard?to=${date}`,
      `/api/admin/dashboard?from=${date}`,
      `/api/admin/dashboard?from=${date}&to=${date}`,
      `/api/admin/production-sheet?date=${date}`,
      `/api/admin/production-sheet.csv?date=${date}`,
      `/api/admin/orders/today?date=${date}`,
      `/api/admin/orders?date=${date}`,
    ]) {
      const r = refusal(await get(url));
      expect(r.status, url).toBe(400);
      expect(r.message, url).toContain(message);
    }
  });

  it('answers 400 to a period at the far end of the calendar, and to one longer than a year', async () => {
    expect(refusal(await get('/api/admin/dashboard?from=9999-12-01&to=9999-12-31'))).toMatchObject({ status: 400 });
    const long = refusal(await get('/api/admin/dashboard?from=2000-01-01&to=2099-12-31'));
    expect(long).toEqual({ status: 400, message: 'Choose a period of at most 366 days.' });
    // The window's first day: the default 30-day start falls in 1999, which is counted, never looped over.
    const first = await get('/api/admin/dashboard?to=2000-01-01');
    expect(first.statusCode).toBe(200);
    expect(first.json().days).toHaveLength(30);
  });

  it('keeps answering /healthz after the request that once hung the process', async () => {
    expect((await get('/api/admin/dashboard?to=0000-01-01')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });

  it.each(HOSTILE)(
    'answers 400 to %s on the public slot call, order placement, news and promo codes',
    async (date, message) => {
      const slots = refusal(await post('/api/service/slots', null, { serviceType: 'delivery', date }));
      expect(slots.status).toBe(400);
      expect(slots.message).toContain(message);

      const body = await orderBodyFor(t.database.db, shopper.id, { service: { calendarDate: date } });
      const placed = refusal(await post('/api/order/place', shopper.token, body));
      expect(placed.status).toBe(400);
      expect(placed.message).toContain(message);

      const news = refusal(
        await post('/api/admin/news', admin.token, { title: 'Raya', date, description: 'Open late', imageUrl: null }),
      );
      expect(news.status).toBe(400);
      expect(news.message).toContain(message);

      const code = refusal(
        await post('/api/admin/promo-codes', admin.token, {
          code: 'DATES10',
          kind: 'percent',
          amount: 10,
          expiresOn: date,
        }),
      );
      expect(code.status).toBe(400);
      expect(code.message).toContain(message);
    },
  );

  describe('back-office reads from another site', () => {
    const read = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'GET',
        url: '/api/admin/dashboard',
        headers: { cookie: `token=${admin.token}`, host: 'shop.test', ...headers },
      });

    it('refuses a cookie-only read that another site started (a clicked link or a form)', async () => {
      for (const headers of <Record<string, string>[]>[
        { 'sec-fetch-site': 'cross-site' },
        { 'sec-fetch-site': 'same-site' },
        { origin: 'https://evil.example' },
      ]) {
        const res = await read(headers);
        expect(res.statusCode, JSON.stringify(headers)).toBe(403);
        expect(res.json().message).toBe('Open the back office from the shop’s own pages.');
      }
    });

    it("serves the shop's own pages, a typed address, and any request carrying the token header", async () => {
      expect((await read({ 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);
      expect((await read({ 'sec-fetch-site': 'none' })).statusCode).toBe(200);
      expect((await read({ 'sec-fetch-site': 'same-origin', origin: 'http://shop.test' })).statusCode).toBe(200);
      const withToken = await t.app.inject({
        method: 'GET',
        url: '/api/admin/dashboard',
        headers: { token: admin.token, 'sec-fetch-site': 'cross-site' },
      });
      expect(withToken.statusCode).toBe(200);
    });

    it("leaves a shopper's own cookie reads alone", async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/user/profile',
        headers: { cookie: `token=${shopper.token}`, 'sec-fetch-site': 'cross-site' },
      });
      expect(res.statusCode).toBe(200);
    });
  });
});
