import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc } from 'drizzle-orm';
import { orders, outlets, settings } from './helpers/tables.ts';
import { googleGeocoder } from '../src/adapters/geocoder/google.ts';
import { photonGeocoder } from '../src/adapters/geocoder/photon.ts';
import { GeocoderUnavailableError } from '../src/adapters/geocoder/types.ts';
import { loadConfig, ConfigError } from '../src/config.ts';
import { createTestApp, dbKinds, type TestApp } from './helpers/test-app.ts';
import { createUser } from './helpers/users.ts';

// Tuesday 10 March 2026, 10:30 in Kuala Lumpur.
const NOW = new Date('2026-03-10T02:30:00Z');

describe.each(dbKinds)('service slots and address suggestions on %s', (kind) => {
  let t: TestApp;
  let first: { id: number; title: string };
  beforeAll(async () => {
    t = await createTestApp(kind, { now: () => NOW });
    const rows = await t.database.db.select().from(outlets).orderBy(asc(outlets.position), asc(outlets.id));
    first = rows[0]!;
  });
  afterAll(() => t.close());

  const slots = (body: object) => t.app.inject({ method: 'POST', url: '/api/service/slots', payload: body });

  it('answers the 12 delivery slots of today with the past ones disabled', async () => {
    const res = await slots({ serviceType: 'delivery', date: '2026-03-10' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, today: '2026-03-10', date: '2026-03-10', nextOpenDate: null });
    expect(body.slots).toHaveLength(12);
    expect(body.slots[0]).toEqual({ slot: '10:00 - 11:00', available: false, reason: 'past' });
    expect(body.slots[1]).toEqual({ slot: '11:00 - 12:00', available: true, reason: null });
  });

  it('keeps pickup inside the outlet’s hours and says when it is closed, offering the next open day', async () => {
    // The first outlet closes on Mondays: 2026-03-16 is a Monday.
    const closed = (await slots({ serviceType: 'pickup', outletId: first.id, date: '2026-03-16' })).json();
    expect(closed.slots.every((s: { reason: string }) => s.reason === 'closed')).toBe(true);
    expect(closed.nextOpenDate).toBe('2026-03-17');
    // Weekdays 08:00 - 21:00: the 21:00 slot would end after closing.
    const open = (await slots({ serviceType: 'pickup', outletId: first.id, date: '2026-03-11' })).json();
    expect(open.slots.map((s: { reason: string | null }) => s.reason)).toEqual([...Array(11).fill(null), 'closed']);
  });

  it('marks a slot full at the capacity setting, not counting cancelled orders, per outlet and for delivery', async () => {
    const u = await createUser(t.database.db);
    const order = (over: Partial<typeof orders.$inferInsert>) => ({
      userId: u.id,
      status: 'Order Placed',
      paymentMethod: 'tng' as const,
      address: {
        firstName: 'A',
        lastName: 'B',
        email: 'a@b.co',
        street: 's',
        city: 'c',
        state: 'Selangor',
        zipcode: '40000',
        country: 'Malaysia',
        phone: '0123',
      },
      serviceType: 'delivery' as const,
      slotDate: '2026-03-12',
      slot: '14:00 - 15:00',
      productCents: 100,
      shippingCents: 0,
      totalCents: 100,
      paymentDeadline: new Date(),
      ...over,
    });
    await t.database.db
      .insert(settings)
      .values({ key: 'slotCapacity', value: 2 })
      .onConflictDoUpdate({ target: settings.key, set: { value: 2 } });
    await t.database.db
      .insert(orders)
      .values([
        order({}),
        order({ status: 'Order Cancelled' }),
        order({ serviceType: 'pickup', outletId: first.id }),
        order({ serviceType: 'pickup', outletId: first.id, status: 'Payment Submitted' }),
      ]);
    const reasonAt = async (body: object) =>
      (await slots(body)).json().slots.find((s: { slot: string }) => s.slot === '14:00 - 15:00').reason;
    expect(await reasonAt({ serviceType: 'delivery', date: '2026-03-12' })).toBe(null);
    expect(await reasonAt({ serviceType: 'pickup', outletId: first.id, date: '2026-03-12' })).toBe('full');
    await t.database.db.insert(orders).values(order({ status: 'Payment Verified' }));
    expect(await reasonAt({ serviceType: 'delivery', date: '2026-03-12' })).toBe('full');
    await t.database.db.delete(settings);
    expect(await reasonAt({ serviceType: 'delivery', date: '2026-03-12' })).toBe(null);
    await t.database.db.delete(orders);
  });

  it.each([
    [{ serviceType: 'pickup', date: '2026-03-11' }, 'outlet'],
    [{ serviceType: 'boat', date: '2026-03-11' }, 'serviceType'],
    [{ serviceType: 'delivery', date: '2026-02-30' }, 'does not exist'],
    [{ serviceType: 'delivery', date: '11/03/2026' }, 'YYYY-MM-DD'],
    [{ serviceType: 'delivery', date: '2026-06-01' }, 'within the next 30 days'],
  ])('refuses %j with 400', async (body, text) => {
    const res = await slots(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(text);
  });

  it('answers 404 for an unknown outlet', async () => {
    expect((await slots({ serviceType: 'pickup', outletId: 99999, date: '2026-03-11' })).statusCode).toBe(404);
  });

  const mapList = (input: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/general/generateMapList', payload: { input } });
  const geocode = (place_id: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/general/geocode', payload: { place_id } });

  it("finds Shah Alam, Selangor for 'Shah' in the spec shape, and geocodes it", async () => {
    const res = await mapList('Shah');
    expect(res.statusCode).toBe(200);
    const list = res.json().data.data as { description: string; place_id: string }[];
    const hit = list.find((s) => s.description === 'Shah Alam, Selangor, Malaysia');
    expect(hit).toBeDefined();
    expect(Object.keys(hit!).sort()).toEqual(['description', 'place_id']);
    const loc = (await geocode(hit!.place_id)).json();
    expect(loc.success).toBe(true);
    expect(loc.location.lat).toBeCloseTo(3.08, 1);
    expect(loc.location.lng).toBeCloseTo(101.53, 1);
  });

  it('finds the town of a postcode, keeping the street typed before it', async () => {
    const list = (await mapList('12 Jalan SS 21/37, 47400')).json().data.data;
    expect(list[0].description).toBe('12 Jalan SS 21/37, 47400 Petaling Jaya, Selangor, Malaysia');
    expect((await geocode(list[0].place_id)).json().location.lat).toBeCloseTo(3.1, 1);
    const kangar = (await mapList('01000')).json().data.data;
    expect(kangar[0].description).toBe('01000 Kangar, Perlis, Malaysia');
  });

  it('keeps the street when the town comes after a comma', async () => {
    const list = (await mapList('7 Jalan Tengku Ampuan, Shah Alam')).json().data.data;
    expect(list[0].description).toBe('7 Jalan Tengku Ampuan, Shah Alam, Selangor, Malaysia');
  });

  it('answers an empty list for nothing found, 400 under 3 characters, 404 for an unknown place', async () => {
    expect((await mapList('zzzqqq')).json()).toEqual({ success: true, data: { data: [] } });
    const short = await mapList('Sh');
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toContain('at least 3 characters');
    expect((await mapList(42)).statusCode).toBe(400);
    expect((await geocode('gz:atlantis--nowhere')).statusCode).toBe(404);
    expect((await geocode('')).statusCode).toBe(400);
  });
});

describe('production geocoders against a local fake', () => {
  let server: http.Server;
  let base: string;
  const seen: URL[] = [];
  let mode: 'ok' | 'denied' | 'broken' = 'ok';

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      const url = new URL(req.url!, 'http://fake');
      seen.push(url);
      res.setHeader('content-type', 'application/json');
      if (mode === 'broken') return res.writeHead(502).end('{}');
      if (url.pathname === '/maps/api/place/autocomplete/json') {
        if (mode === 'denied') return res.end(JSON.stringify({ status: 'REQUEST_DENIED', predictions: [] }));
        return res.end(
          JSON.stringify({
            status: 'OK',
            predictions: [{ description: 'Shah Alam, Selangor, Malaysia', place_id: 'ChIJ-shah', terms: [] }],
          }),
        );
      }
      if (url.pathname === '/maps/api/geocode/json') {
        if (url.searchParams.get('place_id') === 'missing')
          return res.end(JSON.stringify({ status: 'NOT_FOUND', results: [] }));
        return res.end(
          JSON.stringify({ status: 'OK', results: [{ geometry: { location: { lat: 3.0733, lng: 101.5185 } } }] }),
        );
      }
      if (url.pathname === '/api') {
        return res.end(
          JSON.stringify({
            features: [
              {
                geometry: { type: 'Point', coordinates: [101.5328, 3.0851] },
                properties: { name: 'Shah Alam', postcode: '40000', state: 'Selangor', country: 'Malaysia', osm_id: 1 },
              },
            ],
          }),
        );
      }
      res.writeHead(404).end('{}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('Google: suggestions limited to Malaysia with the key, and geocoding by place_id', async () => {
    mode = 'ok';
    const g = googleGeocoder({ apiKey: 'k-123', baseUrl: base, timeoutMs: 2000 });
    expect(await g.suggest('Shah')).toEqual([{ description: 'Shah Alam, Selangor, Malaysia', place_id: 'ChIJ-shah' }]);
    const asked = seen.at(-1)!;
    expect(asked.searchParams.get('key')).toBe('k-123');
    expect(asked.searchParams.get('components')).toBe('country:my');
    expect(await g.locate('ChIJ-shah')).toEqual({ lat: 3.0733, lng: 101.5185 });
    expect(await g.locate('missing')).toBeNull();
  });

  it('Google: a refused key or a broken service is GeocoderUnavailableError', async () => {
    const g = googleGeocoder({ apiKey: 'bad', baseUrl: base, timeoutMs: 2000 });
    mode = 'denied';
    await expect(g.suggest('Shah')).rejects.toBeInstanceOf(GeocoderUnavailableError);
    mode = 'broken';
    await expect(g.locate('x')).rejects.toBeInstanceOf(GeocoderUnavailableError);
    const nowhere = googleGeocoder({ apiKey: 'k', baseUrl: 'http://127.0.0.1:1', timeoutMs: 500 });
    await expect(nowhere.suggest('Shah')).rejects.toBeInstanceOf(GeocoderUnavailableError);
    mode = 'ok';
  });

  it('Photon: suggestions carry their coordinates in the place id', async () => {
    const p = photonGeocoder({ baseUrl: base, timeoutMs: 2000 });
    const [s] = await p.suggest('Shah');
    expect(s).toEqual({ description: 'Shah Alam, 40000, Selangor, Malaysia', place_id: 'ph:3.085100,101.532800' });
    expect(seen.at(-1)!.searchParams.get('bbox')).toBe('99.6,0.8,119.3,7.4');
    expect(await p.locate(s!.place_id)).toEqual({ lat: 3.0851, lng: 101.5328 });
    expect(await p.locate('ph:999,1')).toBeNull();
  });

  it('the app answers 503 with a message when the production service is down', async () => {
    mode = 'broken';
    const t = await createTestApp(dbKinds[0]!, {
      geocoder: { provider: 'google', googleApiKey: 'k', googleBaseUrl: base, timeoutMs: 1000 },
    });
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/general/generateMapList',
        payload: { input: 'Shah' },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe('Address suggestions are unavailable right now. Please type your full address.');
    } finally {
      await t.close();
      mode = 'ok';
    }
  });

  it('configuration picks the provider and insists on its settings', () => {
    expect(loadConfig({}).geocoder).toEqual({ provider: 'gazetteer' });
    expect(loadConfig({ GEOCODER: 'photon', PHOTON_URL: 'http://photon.local:2322' }).geocoder).toMatchObject({
      provider: 'photon',
    });
    expect(() => loadConfig({ GEOCODER: 'google' })).toThrow(ConfigError);
    expect(() => loadConfig({ GEOCODER: 'photon' })).toThrow(/PHOTON_URL/);
  });
});
