import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { LIMITS, wallClock, type SearchInsightResponse } from '@shop/contract';
import { storefrontReads } from '../src/modules/pages/load-context.ts';
import { DAY_ROWS } from '../src/modules/search-insight/service.ts';
import { createTestApp, dbKinds, type TestApp } from './helpers/test-app.ts';
import { createUser, type TestUser } from './helpers/users.ts';

describe.each(dbKinds)('search insight for staff on %s', (kind) => {
  let t: TestApp;
  let admin: TestUser;
  let staff: TestUser;
  // Each database's tests search from addresses of their own: the cap per client is per process.
  const net = kind === 'pglite' ? '10.1' : '10.2';
  const shopper = `${net}.0.1`;
  beforeAll(async () => {
    // The production cap, small here so the flood below stays short.
    t = await createTestApp(
      kind,
      {},
      {
        // The web build too: the collection page's own loads are counted.
        env: { SEARCH_INSIGHT_CLIENT_DAILY: '20', WEB_DIST: inject('webBuild') },
      },
    );
    admin = await createUser(t.database.db, { role: 'admin' });
    staff = await createUser(t.database.db, { role: 'staff' });
  });
  afterAll(() => t.close());

  const dayOffset = (days: number) => {
    const c = wallClock(new Date(Date.now() + days * 86_400_000), t.config.timeZone);
    return `${c.year}-${String(c.month).padStart(2, '0')}-${String(c.day).padStart(2, '0')}`;
  };
  const search = async (productName: string, from = shopper, page = 1) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/product/fetchProducts',
      remoteAddress: from,
      payload: { productName, page, amount: 12 },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ totalProducts: number; correction?: string }>();
  };
  const post = (url: string, payload: object, from = shopper) =>
    t.app.inject({ method: 'POST', url, remoteAddress: from, payload });
  const insight = async (from = dayOffset(-400 + 40), to = dayOffset(0), token = admin.token) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/search-insight?from=${from}&to=${to}`,
      headers: { token },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<SearchInsightResponse>();
  };
  const rows = async (table: string) => {
    const r = (await t.database.db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as {
      rows: { n: number }[];
    };
    return Number(r.rows[0]!.n);
  };
  const oldRow = (days: number, query: string) =>
    t.database.db.execute(
      sql`insert into search_stats (day, query, searches, empty) values (${dayOffset(-days)}::date, ${query}, 3, 3)`,
    );

  it("forgets counts older than 90 days with the day's first search, by default", async () => {
    await oldRow(100, 'ancient');
    await oldRow(80, 'recent');
    await search('kaya');
    const seen = await insight(dayOffset(-365), dayOffset(0));
    expect(seen.retentionDays).toBe(90);
    expect(seen.empty.map((q) => q.query)).toEqual(['recent']);
  });

  it('counts searches per normalised query and day, those that found nothing, and only first pages', async () => {
    await search('Croissant');
    await search('  croissant ');
    await search('croissant', shopper, 2);
    await search('zzqxv');
    await search('zzqxv');
    const seen = await insight(dayOffset(-10), dayOffset(0));
    expect(seen.top).toEqual(
      expect.arrayContaining([
        { query: 'croissant', searches: 2 },
        { query: 'zzqxv', searches: 2 },
      ]),
    );
    expect(seen.empty).toEqual([{ query: 'zzqxv', searches: 2 }]);
    const today = seen.days.find((d) => d.day === dayOffset(0))!;
    expect(today).toMatchObject({ searches: 5, empty: 2 });
    // Nothing about who searched is stored: the table has only the day, the text, counts, and the
    // order of the day's first searches (which query a full day lets go first).
    const columns = (await t.database.db.execute(
      sql`select column_name from information_schema.columns where table_name = 'search_stats' order by 1`,
    )) as unknown as { rows: { column_name: string }[] };
    expect(columns.rows.map((c) => c.column_name)).toEqual(['day', 'empty', 'opened', 'query', 'searches', 'seq']);
  });

  it("counts a search on the shop's day by the shop's clock, not the machine's", async () => {
    const realNow = t.config.now;
    // The shop's clock three days behind the machine's (as CLOCK_OFFSET_FILE sets it).
    t.config.now = () => new Date(Date.now() - 3 * 86_400_000);
    try {
      await search('clockedqq', `${net}.7.1`);
    } finally {
      t.config.now = realNow;
    }
    const seen = await insight(dayOffset(-3), dayOffset(-3));
    expect(seen.top).toEqual([{ query: 'clockedqq', searches: 1 }]);
    expect((await insight(dayOffset(0), dayOffset(0))).top.map((q) => q.query)).not.toContain('clockedqq');
  });

  it('does not count a search with nothing visible (a bidi mark, zero-width spaces)', async () => {
    const from = `${net}.7.2`;
    const before = await rows('search_stats');
    for (const text of ['\u202e', '\u200b\u200b', ' \u2060\u202e ', '\u2800']) await search(text, from);
    expect(await rows('search_stats')).toBe(before);
    // A visible word beside the mark is still a search, kept without the mark.
    await search('\u202ebidiqq', from);
    expect(await rows('search_stats')).toBe(before + 1);
    // Out of the lists the later tests read.
    await t.database.db.execute(sql`delete from search_stats where query = 'bidiqq'`);
  });

  it('lists searches whose results nobody opened, and the corrections shoppers took', async () => {
    expect((await insight()).unopened.map((q) => q.query)).toEqual(['croissant', 'kaya']);
    expect((await post('/api/product/searchOpened', { query: 'CROISSANT' })).statusCode).toBe(200);
    expect((await insight()).unopened.map((q) => q.query)).toEqual(['kaya']);

    const typo = await search('aprcit danish');
    const correction = typo.correction!;
    expect(correction).toBe('apricot danish');
    expect((await post('/api/product/correctionAccepted', { query: 'aprcit danish', correction })).statusCode).toBe(
      200,
    );
    // A correction for a text nobody searched today is not counted.
    await post('/api/product/correctionAccepted', { query: 'never searched', correction: 'x' });
    expect((await insight()).corrections).toEqual([{ query: 'aprcit danish', correction, accepted: 1 }]);
  });

  it('takes the opening of a search as long as a search may be', async () => {
    const long = Array(30).fill('kaya').join(' ');
    expect(long.length).toBeGreaterThan(100);
    expect((await search(long, `${net}.0.9`)).totalProducts).toBeGreaterThan(0);
    expect((await insight()).unopened.map((q) => q.query)).toContain(long);
    expect((await post('/api/product/searchOpened', { query: long }, `${net}.0.9`)).statusCode).toBe(200);
    expect((await insight()).unopened.map((q) => q.query)).not.toContain(long);
    const tooLong = await post('/api/product/searchOpened', { query: 'k'.repeat(LIMITS.searchTextMax + 1) });
    expect(tooLong.statusCode).toBe(400);
  });

  it('refuses bad input with a clear message', async () => {
    const empty = await post('/api/product/searchOpened', { query: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('Give the search text.');
    const backwards = await t.app.inject({
      method: 'GET',
      url: `/api/admin/search-insight?from=${dayOffset(0)}&to=${dayOffset(-3)}`,
      headers: { token: admin.token },
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toContain('The period ends before it starts.');
    const tooLong = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/search-insight/settings',
      headers: { token: admin.token },
      payload: { retentionDays: 0 },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toContain('at least 1 day');
  });

  it('is for admins: staff and guests are refused', async () => {
    const asStaff = await t.app.inject({
      method: 'GET',
      url: `/api/admin/search-insight?from=${dayOffset(-1)}&to=${dayOffset(0)}`,
      headers: { token: staff.token },
    });
    expect(asStaff.statusCode).toBe(403);
    const asGuest = await t.app.inject({
      method: 'GET',
      url: `/api/admin/search-insight?from=${dayOffset(-1)}&to=${dayOffset(0)}`,
    });
    expect(asGuest.statusCode).toBe(401);
  });

  it('forgets at once what is older than a retention staff set', async () => {
    await oldRow(50, 'fifty');
    await oldRow(10, 'ten');
    const set = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/search-insight/settings',
      headers: { token: admin.token },
      payload: { retentionDays: 30 },
    });
    expect(set.statusCode, set.body).toBe(200);
    const seen = await insight(dayOffset(-365), dayOffset(0));
    expect(seen.retentionDays).toBe(30);
    expect(seen.empty.map((q) => q.query)).toContain('ten');
    expect(seen.empty.map((q) => q.query)).not.toContain('fifty');
    expect(seen.empty.map((q) => q.query)).not.toContain('recent');
  });

  it(
    'counts one client at most a capped number of times a day, so a flood cannot grow the table',
    { timeout: 180_000 },
    async () => {
      const before = await rows('search_stats');
      const flooder = `${net}.9.9`;
      for (let i = 0; i < t.config.clientLimits.searchInsightDaily + 50; i++) await search(`flood${i}qq`, flooder);
      expect(await rows('search_stats')).toBe(before + t.config.clientLimits.searchInsightDaily);
      // Another shopper is still counted.
      await search('flood-other', `${net}.9.10`);
      expect(await rows('search_stats')).toBe(before + t.config.clientLimits.searchInsightDaily + 1);
    },
  );

  it('turns a search that found nothing into a synonym that finds products at once', async () => {
    expect((await search('gateaux')).totalProducts).toBe(0);
    await search('Gateaux');
    expect((await insight(dayOffset(0), dayOffset(0))).empty.map((q) => q.query)).toContain('gateaux');
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/admin/search-synonyms',
      headers: { token: admin.token },
      payload: { term: 'gateaux', synonyms: ['cake'] },
    });
    expect(added.statusCode, added.body).toBe(200);
    expect((await search('gateaux')).totalProducts).toBeGreaterThan(0);
  });

  it('counts a search the collection page loads (its first page only), as one the API answers', async () => {
    const shop = storefrontReads(t.app, shopper);
    const body = { productName: 'Pagesearchqq', amount: LIMITS.collectionPageSize, category: [], subCategory: [] };
    await shop.products({ ...body, page: 1, sort: 'relevant' });
    await shop.products({ ...body, page: 2, sort: 'relevant' });
    await shop.products({
      page: 1,
      amount: LIMITS.collectionPageSize,
      category: [],
      subCategory: [],
      sort: 'relevant',
    });
    // Read from the table: the flood above fills the insight's lists with searches counted once.
    const counted = (await t.database.db.execute(
      sql`select searches, empty from search_stats where query = 'pagesearchqq'`,
    )) as unknown as { rows: { searches: number; empty: number }[] };
    expect(counted.rows).toEqual([{ searches: 1, empty: 1 }]);
  });

  it('counts the collection page of a search once: its URL for a later page is the same search', async () => {
    const page = async (url: string) => {
      const res = await t.app.inject({ method: 'GET', url, remoteAddress: `${net}.7.3` });
      expect(res.statusCode, url).toBe(200);
    };
    await page('/collection?q=Pagelinkqq&page=2');
    await page('/collection?q=Pagelinkqq&page=7');
    await page('/ms/collection?q=pagelinkqq');
    const counted = (await t.database.db.execute(
      sql`select searches from search_stats where query = 'pagelinkqq'`,
    )) as unknown as { rows: { searches: number }[] };
    expect(counted.rows).toEqual([{ searches: 1 }]);
  });

  const stored = async (query: string) => {
    const found = (await t.database.db.execute(
      sql`select searches, empty, opened from search_stats where query = ${query} and day = ${dayOffset(0)}::date`,
    )) as unknown as { rows: { searches: number; empty: number; opened: number }[] };
    return found.rows[0] ?? null;
  };

  it('counts an IPv6 client by its /64, as the shop limits one', async () => {
    const cap = t.config.clientLimits.searchInsightDaily;
    const before = await rows('search_stats');
    const prefix = kind === 'pglite' ? '2001:db8:1:1' : '2001:db8:2:1';
    for (let i = 1; i <= cap + 5; i++) await search(`six${i}qq`, `${prefix}::${i.toString(16)}`);
    expect(await rows('search_stats')).toBe(before + cap);
    await search('sixotherqq', `${prefix.slice(0, -1)}2::1`);
    expect(await stored('sixotherqq')).not.toBeNull();
  });

  it('counts no correction for a search that found something: none was offered', async () => {
    const from = `${net}.12.6`;
    const found = await search('croisant', from);
    expect(found.totalProducts).toBeGreaterThan(0);
    expect(found.correction).toBeUndefined();
    await post('/api/product/correctionAccepted', { query: 'croisant', correction: 'croissant' }, from);
    expect((await insight()).corrections.filter((c) => c.query === 'croisant')).toEqual([]);
  });

  it('counts only the correction the shop offers for the search', async () => {
    const from = `${net}.12.1`;
    const typo = await search('aprcit', from);
    expect(typo.correction).toBe('apricot');
    await post('/api/product/correctionAccepted', { query: 'aprcit', correction: 'free money here' }, from);
    await post('/api/product/correctionAccepted', { query: 'aprcit', correction: 'aprcit' }, from);
    expect((await insight()).corrections.filter((c) => c.query === 'aprcit')).toEqual([]);
    await post('/api/product/correctionAccepted', { query: 'aprcit', correction: 'Apricot' }, from);
    expect((await insight()).corrections.filter((c) => c.query === 'aprcit')).toEqual([
      { query: 'aprcit', correction: 'apricot', accepted: 1 },
    ]);
  });

  it('counts an opening only for a search that found something', async () => {
    const from = `${net}.12.2`;
    expect((await search('qqnothingqq', from)).totalProducts).toBe(0);
    await post('/api/product/searchOpened', { query: 'qqnothingqq' }, from);
    expect(await stored('qqnothingqq')).toEqual({ searches: 1, empty: 1, opened: 0 });
  });

  it("keeps no search holding a shopper's email address, phone or card number", async () => {
    const from = `${net}.12.3`;
    const before = await rows('search_stats');
    const personal = [
      'ali.abu@gmail.com',
      'Ali +60 12-345 6789 Jalan Ampang',
      'kek 900101-14-5678',
      '4111 1111 1111 1111',
      '012/345/6789',
      '012 345 678',
      '\u0660\u0661\u0662\u0663\u0664\u0665\u0666\u0667\u0668\u0669',
    ];
    for (const text of personal) await search(text, from);
    expect(await rows('search_stats')).toBe(before);
    // Dates, prices, weights, years and codes are no one's details.
    const ordinary = ['kek 1kg 2026', '2024-12-25', 'christmas 25 12 2024', 'rm 12.50 2024', 'sku 1234567'];
    for (const text of ordinary) await search(text, from);
    for (const text of ordinary) expect(await stored(text), text).not.toBeNull();
  });

  it('keeps a search as staff can read it: no bidi controls, no stacked marks, no longer than a search', async () => {
    const from = `${net}.12.4`;
    await search('\u202ekek\u202c lapis\u2066', from);
    expect(await stored('kek lapis')).not.toBeNull();
    // A search splits words at the mark, as at a space.
    await search('kaya \u200e bun\u200etoast', from);
    expect(await stored('kaya bun toast')).not.toBeNull();
    await search(`ze${'\u0301'.repeat(150)}x`, from);
    expect(await stored(`zé${'\u0301'.repeat(2)}x`)).not.toBeNull();
    // Each of these letters is 18 once normalised: a text of 3,600 is no search staff can read.
    const before = await rows('search_stats');
    await search('\ufdfa'.repeat(LIMITS.searchTextMax), from);
    expect(await rows('search_stats')).toBe(before);
  });

  it('shows nothing older than the retention, even before the day has forgotten it', async () => {
    // Today's first search has forgotten the old days already; a row older than 30 days appears after.
    await oldRow(40, 'stale');
    const seen = await insight(dayOffset(-365), dayOffset(0));
    expect(seen.retentionDays).toBe(30);
    expect(seen.empty.map((q) => q.query)).not.toContain('stale');
    expect(seen.days.every((d) => d.day >= dayOffset(-29))).toBe(true);
  });

  it('asks for a missing period with a clear message', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/search-insight',
      headers: { token: admin.token },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Choose the first day of the period.');
  });

  it('saves a synonym as searches read it, so a ligature or full-width term still finds', async () => {
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/admin/search-synonyms',
      headers: { token: admin.token },
      payload: { term: 'ｋｕｅｈ', synonyms: ['ﬁnancier', 'croissant'] },
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().synonym).toMatchObject({ term: 'kueh', synonyms: ['financier', 'croissant'] });
    expect((await search('kueh', `${net}.12.5`)).totalProducts).toBeGreaterThan(0);
    expect((await search('ｋｕｅｈ', `${net}.12.5`)).totalProducts).toBeGreaterThan(0);
  });

  it('keeps counting new searches once the day is full, letting the least searched, oldest first, go', async () => {
    const today = dayOffset(0);
    // A query searched twice, then the day filled with one-offs, the first of them the oldest.
    await search('twiceqq', `${net}.13.1`);
    await search('twiceqq', `${net}.13.1`);
    const room = DAY_ROWS - (await rows(`search_stats where day = '${today}'`));
    await t.database.db.execute(
      sql`insert into search_stats (day, query, searches, empty)
          select ${today}::date, 'filler' || g, 1, 1 from generate_series(1, ${room}) g`,
    );
    const oldest = (await t.database.db.execute(
      sql`select query from search_stats where day = ${today}::date and searches = 1 order by seq limit 3`,
    )) as unknown as { rows: { query: string }[] };
    const [first, second, third] = oldest.rows.map((r) => r.query);
    await t.database.db.execute(
      sql`insert into search_corrections_accepted (day, query, correction, accepted) values (${today}::date, ${first!}, 'x', 1)`,
    );
    await search('newcomerqq', `${net}.13.2`);
    await search('latecomerqq', `${net}.13.3`);
    expect(await stored('newcomerqq')).toEqual({ searches: 1, empty: 1, opened: 0 });
    expect(await stored('latecomerqq')).not.toBeNull();
    expect(await rows(`search_stats where day = '${today}'`)).toBe(DAY_ROWS);
    // The two oldest one-offs of the day went; what was searched twice stayed.
    expect(await stored('twiceqq')).toEqual({ searches: 2, empty: 2, opened: 0 });
    expect(await stored(first!)).toBeNull();
    const corrections = (await t.database.db.execute(
      sql`select count(*)::int as n from search_corrections_accepted where query = ${first!}`,
    )) as unknown as { rows: { n: number }[] };
    expect(corrections.rows[0]!.n, 'a query let go takes its corrections').toBe(0);
    expect(await stored(second!)).toBeNull();
    expect(await stored(third!)).not.toBeNull();
    // Many new queries at once, each from its own address: none is lost to another's trimming.
    const many = Array.from({ length: 40 }, (_, i) => `togetherqq${i}`);
    await Promise.all(many.map((text, i) => search(text, `${net}.15.${i + 1}`)));
    for (const text of many) expect(await stored(text), text).not.toBeNull();
    expect(await rows(`search_stats where day = '${today}'`)).toBeLessThanOrEqual(DAY_ROWS + many.length);
    await t.database.db.execute(sql`delete from search_stats where query like 'filler%'`);
  });

  it('answers a search whose count cannot be written (a full disk), from the API and the collection page', async () => {
    await t.database.db.execute(sql`alter table search_stats rename to search_stats_away`);
    try {
      expect((await search('croissant', `${net}.14.1`)).totalProducts).toBeGreaterThan(0);
      const page = await t.app.inject({ method: 'GET', url: '/collection?q=croissant', remoteAddress: `${net}.14.1` });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('Croissant');
      // The shopper's reports are answered too: a count that cannot be written is only logged.
      expect((await post('/api/product/searchOpened', { query: 'croissant' }, `${net}.14.1`)).statusCode).toBe(200);
      const taken = await post(
        '/api/product/correctionAccepted',
        { query: 'aprcit', correction: 'apricot' },
        `${net}.14.1`,
      );
      expect(taken.statusCode).toBe(200);
    } finally {
      await t.database.db.execute(sql`alter table search_stats_away rename to search_stats`);
    }
  });
});
