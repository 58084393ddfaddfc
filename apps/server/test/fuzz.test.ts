import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import { fillCart, multipart, orderBodyFor, someProducts } from './helpers/checkout.ts';
import { createRouteApp, type ApiRoute } from './helpers/route-app.ts';
import { dbKinds, type DbKind, type TestApp } from './helpers/test-app.ts';
import { createUser, type TestUser } from './helpers/users.ts';

/**
 * Property-based bad input for every /api route the app registers: wrong types, missing and extra
 * fields, huge strings, deep JSON, odd numbers, invalid UTF-8, wrong content types, oversized bodies
 * and broken multipart. Every answer must be below 500, every refusal `{ success: false, message }`,
 * and a batch of refusals must leave the shop's tables exactly as they were. Generated strings hold
 * NUL, lone surrogates, other control characters and huge grapheme clusters, alone and inside
 * otherwise valid requests.
 */

// PGlite answers in-process; PostgreSQL pays a network round trip per query, so it gets fewer runs.
const RUNS: Record<DbKind, number> = { pglite: 60, postgres: 15 };
const STRIPE_ENV = { STRIPE_SECRET_KEY: 'sk_test_fuzz', STRIPE_WEBHOOK_SECRET: 'whsec_fuzz' };

/** Rate-limit counters move on refused logins by design; every other table must not. */
const CHECKED_TABLES = [
  'users',
  'sessions',
  'one_time_codes',
  'cart_items',
  'cart_merges',
  'orders',
  'order_items',
  'order_events',
  'products',
  'news',
  'outlets',
  'slider_images',
  'shipping_rates',
  'newsletter_subscriptions',
  'settings',
];

async function checksum(db: Db): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const table of CHECKED_TABLES) {
    const rows = await db.execute<{ n: number; h: string }>(
      sql.raw(`select count(*)::int as n, coalesce(sum(hashtext(t::text)::bigint), 0)::text as h from ${table} t`),
    );
    const row =
      (rows as unknown as { rows?: { n: number; h: string }[] }).rows?.[0] ??
      (rows as unknown as { n: number; h: string }[])[0];
    out[table] = `${row!.n}:${row!.h}`;
  }
  return out;
}

const hugeString = fc.integer({ min: 10_000, max: 80_000 }).map((n) => 'x'.repeat(n));
/** One character PostgreSQL, jsonb or a reader chokes on: NUL, a lone surrogate, another control character. */
const hostileChar = fc.oneof(
  fc.constantFrom('\u0000', '\ud800', '\udfff', '\u007f', '\u0085', '\u009b'),
  fc.integer({ min: 0, max: 0x1f }).map((c) => String.fromCharCode(c)),
  fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c)),
);
/** A letter carrying thousands of combining marks: one grapheme cluster, many code points. */
const longGrapheme = fc
  .tuple(fc.integer({ min: 50, max: 4000 }), fc.integer({ min: 0x300, max: 0x36f }))
  .map(([n, mark]) => `e${String.fromCharCode(mark).repeat(n)}`);
/** Ordinary-looking text with hostile characters or a huge grapheme cluster inside. */
const hostileText = fc
  .tuple(
    fc.string({ maxLength: 12 }),
    fc.oneof(
      hostileChar,
      longGrapheme,
      fc.array(hostileChar, { minLength: 2, maxLength: 6 }).map((a) => a.join('')),
    ),
    fc.string({ maxLength: 12 }),
  )
  .map(([a, b, c]) => a + b + c);
/**
 * Dates outside the shop's calendar window or outside any calendar: years 0000 and 9999, negative
 * and six-digit years as `Date#toISOString` writes them, impossible days, and near misses of the form.
 */
const hostileDate = fc.oneof(
  fc.constantFrom(
    '0000-01-01',
    '0000-01-29',
    '9999-12-31',
    '9999-12-01',
    '-0001-01-01',
    '-000001-12',
    '-000001-12-03',
    '+275760-09-13',
    '2026-02-30',
    '2026-13-01',
    '2026-00-00',
    '1999-12-31',
    '2100-01-01',
  ),
  fc
    .tuple(fc.integer({ min: -9999, max: 99_999 }), fc.integer({ min: 0, max: 13 }), fc.integer({ min: 0, max: 32 }))
    // Only dates no shop calendar holds: outside 2000-2099, or a month or day that does not exist.
    .filter(
      ([y, m, d]) => y < 2000 || y > 2099 || m < 1 || m > 12 || d < 1 || d > new Date(Date.UTC(y, m, 0)).getUTCDate(),
    )
    .map(
      ([y, m, d]) =>
        `${y < 0 ? '-' : ''}${String(Math.abs(y)).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`,
    ),
);
const weirdString = fc.oneof(
  hostileText,
  hostileDate,
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 50 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '\ud800',
    '../../etc/passwd',
    "'; drop table orders; --",
    '<script>alert(1)</script>',
    '%00',
    '__proto__',
    'constructor',
    '1e309',
    'NaN',
    '-0',
  ),
  fc.uuid(),
);
const weirdNumber = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(-1, 0, 0.5, -0.0001, 1e308, -1e308, 2 ** 53 + 1, 2 ** 31, -(2 ** 31) - 1),
);
const leaf = fc.oneof(weirdString, weirdNumber, fc.boolean(), fc.constant(null));
const weirdValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    leaf,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(weirdString, tie('value'), { maxKeys: 4 }),
  ),
})).value;

/** The top-level field names a route's zod body schema declares (so generated bodies hit real fields). */
function bodyKeys(route: ApiRoute): string[] {
  const body = (route.options.schema as { body?: { shape?: Record<string, unknown> } } | undefined)?.body;
  return body?.shape ? Object.keys(body.shape) : [];
}

/** An object with some of the route's own fields (random wrong values), maybe extra ones, maybe huge. */
const fieldBody = (keys: string[]) =>
  fc
    .record({
      picked: fc.subarray(keys),
      values: fc.array(
        fc.oneof(
          weirdValue,
          hugeString.map((s) => s.slice(0, 5000)),
        ),
        { minLength: keys.length, maxLength: keys.length },
      ),
      extra: fc.dictionary(fc.string({ maxLength: 12 }), weirdValue, { maxKeys: 3 }),
    })
    .map(({ picked, values, extra }) => ({ ...extra, ...Object.fromEntries(picked.map((k, i) => [k, values[i]])) }));

/** The paths of every string in a JSON value. */
function stringLeaves(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (typeof value === 'string') return [path];
  if (Array.isArray(value)) return value.flatMap((v, i) => stringLeaves(v, [...path, i]));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => stringLeaves(v, [...path, k]));
  return [];
}

/** A deep copy of `value` with the string at `path` replaced. */
function withLeaf(value: unknown, path: (string | number)[], text: string): unknown {
  if (path.length === 0) return text;
  const [head, ...rest] = path;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, unknown>;
  copy[head!] = withLeaf(copy[head!], rest, text);
  return copy;
}

const deepJson = fc.integer({ min: 500, max: 20_000 }).map((d) => '['.repeat(d) + ']'.repeat(d));

type Payload = { payload: string | Buffer; contentType: string };

/** Raw bodies that are broken below the JSON level. */
const rawBody: fc.Arbitrary<Payload> = fc.oneof(
  deepJson.map((p) => ({ payload: p, contentType: 'application/json' })),
  fc
    .constantFrom(
      '{',
      '{"a":',
      'null',
      '[]',
      '"x"',
      '1',
      'true',
      '{"__proto__":{"polluted":1}}',
      '{"constructor":{"prototype":{"x":1}}}',
    )
    .map((p) => ({
      payload: p,
      contentType: 'application/json',
    })),
  // Bytes that are not UTF-8 (lone continuation bytes, overlong forms, a truncated sequence).
  fc.uint8Array({ minLength: 1, maxLength: 64 }).map((bytes) => ({
    payload: Buffer.concat([
      Buffer.from('{"email":"'),
      Buffer.from([0xff, 0xfe, 0xc0, 0xaf, ...bytes, 0xe2, 0x82]),
      Buffer.from('"}'),
    ]),
    contentType: 'application/json',
  })),
  fc
    .constantFrom(
      'text/plain',
      'application/xml',
      'application/x-www-form-urlencoded',
      'image/png',
      'application/json; charset=utf-16',
      'multipart/form-data',
    )
    .map((ct) => ({
      payload: ct.startsWith('application/json') ? '{}' : 'a=1&b=2',
      contentType: ct,
    })),
  fc
    .integer({ min: 70 * 1024, max: 700 * 1024 })
    .map((n) => ({ payload: JSON.stringify({ pad: 'y'.repeat(n) }), contentType: 'application/json' })),
);

/** Broken multipart for the screenshot upload: wrong boundaries, missing parts, wrong files, oversized. */
const badMultipart = (orderIds: string[]): fc.Arbitrary<Payload> =>
  fc.oneof(
    fc
      .record({
        orderId: fc.oneof(weirdString, fc.constantFrom(...orderIds)),
        bytes: fc.uint8Array({ maxLength: 256 }),
      })
      .map(({ orderId, bytes }) => {
        const m = multipart(
          { orderId: String(orderId).slice(0, 900) },
          { name: 'x.png', type: 'image/png', data: Buffer.from(bytes) },
        );
        return { payload: m.payload, contentType: m.headers['content-type'] };
      }),
    fc.constantFrom(...orderIds).map((orderId) => {
      const m = multipart({ orderId });
      return { payload: m.payload, contentType: m.headers['content-type'] };
    }),
    fc.constantFrom(...orderIds).map((orderId) => {
      // A PNG signature followed by garbage: sniffs as an image, fails to decode.
      const m = multipart(
        { orderId },
        {
          name: 'r.png',
          type: 'image/png',
          data: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(300, 7)]),
        },
      );
      return { payload: m.payload, contentType: m.headers['content-type'] };
    }),
    fc.constantFrom(...orderIds).map((orderId) => {
      const m = multipart(
        { orderId },
        { name: 'big.png', type: 'image/png', data: Buffer.alloc(5 * 1024 * 1024 + 10, 1) },
      );
      return { payload: m.payload, contentType: m.headers['content-type'] };
    }),
    fc
      .string({ maxLength: 200 })
      .map((s) => ({ payload: `--b\r\n${s}`, contentType: 'multipart/form-data; boundary=b' })),
    fc.constant({ payload: '--other\r\n\r\n--other--', contentType: 'multipart/form-data; boundary=b' }),
    fc.constant({ payload: 'x', contentType: 'multipart/form-data' }),
    fc.constantFrom(...orderIds).map((orderId) => {
      // Two files and ten fields: over the part limits.
      const boundary = 'lim';
      const part = (name: string, body: string, file = false) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${file ? '; filename="a.png"\r\nContent-Type: image/png' : ''}\r\n\r\n${body}\r\n`;
      const body =
        [
          part('orderId', orderId),
          ...Array.from({ length: 10 }, (_, i) => part(`f${i}`, 'v')),
          part('image', 'a', true),
          part('image', 'b', true),
        ].join('') + `--${boundary}--\r\n`;
      return { payload: body, contentType: `multipart/form-data; boundary=${boundary}` };
    }),
  );

/** Every byte percent-encoded (lone surrogates become U+FFFD, as a browser would send them). */
const percentEncode = (s: string) =>
  [...Buffer.from(s, 'utf8')].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');

const pathSegment = fc.oneof(
  weirdString.map((s) => percentEncode(s.slice(0, 300))),
  fc.constantFrom('%00', '%ff', '%', '..%2F..%2Fetc', 'a'.repeat(3000), '-1', '1.5', 'null'),
);
const queryString = fc
  .dictionary(
    fc.constantFrom(
      'page',
      'limit',
      'q',
      'sort',
      'category',
      'status',
      'from',
      'to',
      'date',
      'x',
      'minPrice',
      'outletId',
    ),
    fc.oneof(weirdString, hostileDate, weirdNumber.map(String)),
    { maxKeys: 5 },
  )
  .map((d) =>
    Object.entries(d)
      .map(([k, v]) => `${k}=${percentEncode(String(v).slice(0, 2000))}`)
      .join('&'),
  );

describe.each(dbKinds)('bad input fuzzing on %s', (kind) => {
  let t: TestApp & { routes: ApiRoute[] };
  let shopper: TestUser;
  let admin: TestUser;
  let orderIds: string[];

  beforeAll(async () => {
    t = await createRouteApp(kind, { env: STRIPE_ENV });
    [shopper, admin] = await Promise.all([createUser(t.database.db), createUser(t.database.db, { role: 'admin' })]);
    orderIds = ['00000000-0000-4000-8000-000000000000', 'not-an-order'];
  });
  afterAll(() => t.close());

  it('never answers 5xx, refuses with { success: false, message } and leaves the tables unchanged', async () => {
    const routes = t.routes.filter((r) => r.method !== 'HEAD');
    // Every route the app registers, the public slot call and the date-taking back-office reads included.
    expect(routes.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining([
        'POST /api/service/slots',
        'GET /api/admin/dashboard',
        'GET /api/admin/production-sheet',
        'GET /api/admin/orders/today',
      ]),
    );
    let tried = 0;
    const failures: string[] = [];

    const send = async (route: ApiRoute, opts: InjectOptions): Promise<LightMyRequestResponse> => {
      tried++;
      const res = await t.app.inject(opts);
      const label = `${opts.method} ${String(opts.url).slice(0, 120)} -> ${res.statusCode}`;
      if (res.statusCode >= 500) failures.push(`${label}: ${res.body.slice(0, 200)}`);
      else if (res.statusCode >= 400) {
        let body: unknown;
        try {
          body = res.json();
        } catch {
          failures.push(`${label}: not JSON: ${res.body.slice(0, 100)}`);
        }
        const ok =
          typeof body === 'object' &&
          body !== null &&
          (body as { success?: unknown }).success === false &&
          typeof (body as { message?: unknown }).message === 'string';
        if (body !== undefined && !ok) failures.push(`${label}: bad error shape ${res.body.slice(0, 200)}`);
      }
      return res;
    };

    for (const route of routes) {
      const token = route.guard === 'staff' ? admin.token : shopper.token;
      const headers = { token, 'x-forwarded-for': '203.0.113.9' };
      const url = (segment: string, query: string) => route.url.replace(/:\w+/g, segment) + (query ? `?${query}` : '');
      const before = await checksum(t.database.db);
      let accepted = 0;

      const withBody = route.method !== 'GET' && route.method !== 'DELETE';
      const isUpload = route.url === '/api/order/uploadpayment' || route.url === '/api/admin/images';
      const bodies: fc.Arbitrary<Payload> = isUpload
        ? fc.oneof(badMultipart(orderIds), rawBody)
        : fc.oneof(
            fc
              .oneof(fieldBody(bodyKeys(route)), weirdValue)
              .map((v) => ({ payload: JSON.stringify(v) ?? 'null', contentType: 'application/json' })),
            rawBody,
          );

      await fc.assert(
        fc.asyncProperty(pathSegment, queryString, bodies, async (segment, query, body) => {
          const res = await send(route, {
            method: route.method as InjectOptions['method'],
            url: url(segment, query),
            headers: withBody ? { ...headers, 'content-type': body.contentType } : headers,
            ...(withBody ? { payload: body.payload } : {}),
          });
          if (res.statusCode < 400) accepted++;
        }),
        { numRuns: RUNS[kind], seed: 909 },
      );

      // The changes of accepted requests are theirs; only a route that accepted none must have changed nothing.
      if (accepted === 0) {
        const after = await checksum(t.database.db);
        if (JSON.stringify(after) !== JSON.stringify(before)) {
          failures.push(
            `${route.method} ${route.url}: refused requests changed ${CHECKED_TABLES.filter((k) => after[k] !== before[k]).join(', ')}`,
          );
        }
      }
    }

    console.log(`fuzz (${kind}): ${tried} malformed requests over ${routes.length} routes`);
    expect(failures).toEqual([]);
    expect(tried).toBeGreaterThan(routes.length * RUNS[kind] - 1);
  }, 600_000);

  it('answers 400 to a hostile date in any date the API takes, and /healthz still answers', async () => {
    const user = await createUser(t.database.db);
    const [p] = await someProducts(t.database.db, 1);
    await fillCart(t.database.db, user.id, [{ productId: p!.id, feature: p!.features[0] ?? '', quantity: 1 }]);
    const order = await orderBodyFor(t.database.db, user.id);
    type Call = (date: string) => InjectOptions;
    const staffGet =
      (url: string): Call =>
      (date) => ({ method: 'GET', url: url.replace('$', encodeURIComponent(date)), headers: { token: admin.token } });
    const calls: Call[] = [
      (date) => ({ method: 'POST', url: '/api/service/slots', payload: { serviceType: 'delivery', date } }),
      (date) => ({ method: 'POST', url: '/api/service/slots', payload: { serviceType: 'pickup', outletId: 1, date } }),
      (date) => ({
        method: 'POST',
        url: '/api/order/place',
        headers: { token: user.token },
        payload: { ...order, service: { ...order.service, calendarDate: date } },
      }),
      (date) => ({
        method: 'POST',
        url: '/api/admin/news',
        headers: { token: admin.token },
        payload: { title: 'Raya', date, description: 'Open late', imageUrl: null },
      }),
      staffGet('/api/admin/dashboard?to=$'),
      staffGet('/api/admin/dashboard?from=$'),
      staffGet('/api/admin/dashboard?from=2026-01-01&to=$'),
      staffGet('/api/admin/production-sheet?date=$'),
      staffGet('/api/admin/production-sheet.csv?date=$'),
      staffGet('/api/admin/orders/today?date=$'),
      staffGet('/api/admin/orders?date=$'),
    ];
    const failures: string[] = [];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...calls), hostileDate, async (call, date) => {
        const opts = call(date);
        const res = await t.app.inject(opts);
        if (res.statusCode !== 400)
          failures.push(`${opts.method} ${String(opts.url)} ${date} -> ${res.statusCode}: ${res.body.slice(0, 160)}`);
      }),
      { numRuns: RUNS[kind] * 3, seed: 911 },
    );
    expect(failures).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  }, 600_000);

  it('answers 400 naming the field (or cleans search text) when one string of a valid request is hostile', async () => {
    const user = await createUser(t.database.db);
    const [p] = await someProducts(t.database.db, 1);
    await fillCart(t.database.db, user.id, [{ productId: p!.id, feature: p!.features[0] ?? '', quantity: 1 }]);
    const samples: { url: string; token: string | null; body: unknown }[] = [
      {
        url: '/api/product/fetchProducts',
        token: null,
        body: { productName: 'roti', page: 1, amount: 5, category: ['Bakery'] },
      },
      { url: '/api/user/profile', token: shopper.token, body: { name: 'Aina Rahman' } },
      { url: '/api/newsletter/subscribe', token: null, body: { email: 'aina@example.com' } },
      { url: '/api/general/generateMapList', token: null, body: { input: 'Jalan Bukit Bintang' } },
      {
        url: '/api/admin/news',
        token: admin.token,
        body: { title: 'Raya', date: '2026-04-01', description: 'Open late', imageUrl: null },
      },
      { url: '/api/order/place', token: user.token, body: await orderBodyFor(t.database.db, user.id) },
    ];
    const failures: string[] = [];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...samples), fc.nat(), hostileText, async (sample, pick, text) => {
        const paths = stringLeaves(sample.body);
        const target = paths[pick % paths.length]!;
        const res = await t.app.inject({
          method: 'POST',
          url: sample.url,
          headers: sample.token ? { token: sample.token } : {},
          payload: withLeaf(sample.body, target, text) as object,
        });
        const label = `${sample.url} ${target.join('.')}=${JSON.stringify(text).slice(0, 60)} -> ${res.statusCode}`;
        if (res.statusCode >= 500) failures.push(`${label}: ${res.body.slice(0, 200)}`);
        if (res.statusCode === 400 && !res.json().message.includes(':'))
          failures.push(`${label}: no field in ${res.body.slice(0, 200)}`);
      }),
      { numRuns: RUNS[kind] * 3, seed: 910 },
    );
    expect(failures).toEqual([]);
  }, 600_000);
});
