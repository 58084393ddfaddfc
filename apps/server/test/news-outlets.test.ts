import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEWS_MAX_LIMIT } from '@shop/contract';
import { news, outlets } from './helpers/tables.ts';
import { findOutletById, outletHoursOn, outletOpenStatus } from '../src/modules/outlet/service.ts';
import { createTestApp, dbKinds, type TestApp } from './helpers/test-app.ts';

const XSS_BODY = 'Before.<script>alert("xss")</script>\n\n<img src=x onerror="alert(1)">After.';

interface ListedNews {
  id: number;
  title: string;
  date: string;
}

describe.each(dbKinds)('news and outlets on %s', (kind) => {
  let t: TestApp;
  /** 20 stories: two share each date, so the id must break ties for paging to be stable. */
  const TOTAL = 20;
  let newestFirst: number[];

  beforeAll(async () => {
    t = await createTestApp(kind);
    const db = t.database.db;
    await db.delete(news);
    const rows = await db
      .insert(news)
      .values(
        Array.from({ length: TOTAL }, (_, i) => ({
          title: `Story ${i + 1}`,
          description: i === 0 ? XSS_BODY : `Body of story ${i + 1}.`,
          date: `2026-10-${String(1 + Math.floor(i / 2)).padStart(2, '0')}`,
          imageUrl: i % 3 === 0 ? null : `/media/news/story-${i + 1}-800.webp`,
        })),
      )
      .returning({ id: news.id });
    // Same-date pairs: the higher id is listed first.
    newestFirst = rows.map((r) => r.id).reverse();
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  describe('GET /api/news/all', () => {
    it('answers items and totalPages in the spec shape, 9 a page by default', async () => {
      const res = await get('/api/news/all?page=1&limit=9');
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(Object.keys(body).sort()).toEqual(['items', 'page', 'success', 'totalPages']);
      expect(body).toMatchObject({ success: true, totalPages: 3, page: 1 });
      expect(body.items).toHaveLength(9);
      expect(Object.keys(body.items[0]).sort()).toEqual(['date', 'description', 'id', 'image_url', 'title']);
      expect(body.items.map((n: ListedNews) => n.id)).toEqual(newestFirst.slice(0, 9));
      expect((await get('/api/news/all')).json().items).toHaveLength(9);
    });

    it('gives null image_url for a story without a picture', async () => {
      const items: { image_url: string | null }[] = (await get('/api/news/all?limit=50')).json().items;
      expect(items.some((n) => n.image_url === null)).toBe(true);
      expect(items.some((n) => n.image_url?.startsWith('/media/news/'))).toBe(true);
    });

    it('pages through every story exactly once, the last page holding the rest', async () => {
      const seen: number[] = [];
      for (let page = 1; page <= 3; page++) {
        seen.push(...(await get(`/api/news/all?page=${page}&limit=9`)).json().items.map((n: ListedNews) => n.id));
      }
      expect(seen).toEqual(newestFirst);
      expect((await get('/api/news/all?page=3&limit=9')).json().items).toHaveLength(2);
    });

    it('answers no items past the last page, with the real totalPages', async () => {
      const res = await get('/api/news/all?page=4&limit=9');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ items: [], totalPages: 3, page: 4 });
    });

    it.each(['100000', '99999999999999999999'])('clamps the huge limit %s to the maximum', async (limit) => {
      const res = await get(`/api/news/all?page=1&limit=${limit}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().items).toHaveLength(Math.min(TOTAL, NEWS_MAX_LIMIT));
      expect(res.json().totalPages).toBe(1);
    });

    it('counts totalPages for the limit asked for', async () => {
      const res = await get('/api/news/all?limit=7');
      expect(res.json()).toMatchObject({ totalPages: Math.ceil(TOTAL / 7) });
      expect(res.json().items).toHaveLength(7);
    });

    it.each([
      ['page=0', 'Page must be at least 1.'],
      ['page=-1', 'Page must be at least 1.'],
      ['page=abc', 'Page must be a whole number.'],
      ['page=1.5', 'Page must be a whole number.'],
      ['page=1e9', 'Page is too large.'],
      ['page=1&page=2', 'Page must be a whole number.'],
      ['limit=0', 'Limit must be at least 1.'],
      ['limit=x', 'Limit must be a whole number.'],
      ['limit=-3', 'Limit must be at least 1.'],
    ])('refuses %s with 400 and a clear message', async (query, message) => {
      const res = await get(`/api/news/all?${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false });
      expect(res.json().message).toContain(message);
    });
  });

  describe('GET /api/news/:id', () => {
    it('answers the story with its neighbours in list order and its place in the list', async () => {
      const middle = newestFirst[10]!;
      const res = await get(`/api/news/${middle}`);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.item.id).toBe(middle);
      expect(body.previous).toEqual({ id: newestFirst[9], title: expect.any(String) });
      expect(body.next).toEqual({ id: newestFirst[11], title: expect.any(String) });
      expect(body.position).toBe(11);
    });

    it('has no previous for the newest story and no next for the oldest', async () => {
      expect((await get(`/api/news/${newestFirst[0]}`)).json()).toMatchObject({ previous: null, position: 1 });
      expect((await get(`/api/news/${newestFirst.at(-1)}`)).json()).toMatchObject({ next: null, position: TOTAL });
    });

    it('returns a stored script or onerror attribute as plain text, never altered into markup', async () => {
      const oldest = newestFirst.at(-1)!;
      const res = await get(`/api/news/${oldest}`);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.json().item.description).toBe(XSS_BODY);
    });

    it.each(['999999', '0', 'abc', '1.5', '-1', '99999999999999999999', "1'or'1'='1"])(
      'answers 404 for the unknown id %s',
      async (id) => {
        const res = await get(`/api/news/${encodeURIComponent(id)}`);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
      },
    );
  });

  describe('GET /api/outlet/outletList', () => {
    it('lists the outlets in the spec shape with a map link and coordinates', async () => {
      const res = await get('/api/outlet/outletList');
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.success).toBe(true);
      expect(body.outlets.length).toBeGreaterThan(0);
      // The shop's one addition: the notes staff wrote, only when they wrote any (docs/decisions.md).
      const { notes, ...o } = body.outlets[0];
      expect(notes === undefined || typeof notes === 'string').toBe(true);
      expect(Object.keys(o).sort()).toEqual(
        ['address', 'contactNumber', 'googleMap', 'id', 'lat', 'lng', 'schedule', 'title', 'whatsappNumber'].sort(),
      );
      expect(Object.keys(o.address).sort()).toEqual(['city', 'country', 'state', 'street', 'zipcode']);
      expect(o.googleMap).toBe(`https://www.google.com/maps/search/?api=1&query=${o.lat},${o.lng}`);
      expect(o.schedule[0]).toEqual({
        day: expect.any(String),
        available: expect.any(Boolean),
        operatingTime: { start: expect.any(String), end: expect.any(String) },
      });
    });

    it('falls back to the contact number when an outlet has no WhatsApp number', async () => {
      const [row] = await t.database.db
        .insert(outlets)
        .values({
          title: 'Roti & Rupa Test Kiosk',
          street: '1 Jalan Ujian',
          city: 'Ipoh',
          zipcode: '30000',
          state: 'Perak',
          country: 'Malaysia',
          contactNumber: '05-253 1234',
          whatsappNumber: null,
          lat: 4.5975,
          lng: 101.0901,
          schedule: [{ day: 'Monday', available: true, operatingTime: { start: '08:00', end: '20:00' } }],
          position: 99,
        })
        .returning({ id: outlets.id });
      const listed = (await get('/api/outlet/outletList')).json().outlets;
      const kiosk = listed.find((o: { id: number }) => o.id === row!.id);
      expect(kiosk.whatsappNumber).toBe('05-253 1234');
      expect(listed.at(-1).id).toBe(row!.id);

      const found = await findOutletById(t.database.db, row!.id);
      expect(found?.title).toBe('Roti & Rupa Test Kiosk');
      expect(outletHoursOn(found!, '2026-11-23')).toEqual({ start: '08:00', end: '20:00' });
      expect(outletHoursOn(found!, '2026-11-24')).toBeNull();
      expect(outletOpenStatus(found!, new Date('2026-11-23T19:59:00+08:00'), 'Asia/Kuala_Lumpur').open).toBe(true);
      expect(await findOutletById(t.database.db, 0)).toBeNull();
      expect(await findOutletById(t.database.db, 2 ** 40)).toBeNull();
    });
  });
});
