import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { registerLoadShedding } from '../src/lib/load-shedding.ts';
import { createTestApp, dbKinds, untilReady, type TestApp } from './helpers/test-app.ts';

function expectShed(res: { statusCode: number; headers: Record<string, unknown>; json: () => unknown }) {
  expect(res.statusCode).toBe(503);
  expect(res.headers['retry-after']).toBe('7');
  expect(res.json()).toMatchObject({
    success: false,
    code: 'UNAVAILABLE',
    message: 'The shop is very busy right now. Please try again in a few seconds.',
  });
}

/** Keeps the event loop busy, as a burst of synchronous work (or a starved CPU) does. */
function block(ms: number): void {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    // spin
  }
}

describe.each(dbKinds)('load shedding by event-loop delay on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    const base = loadConfig({ NODE_ENV: 'test' }).shedding;
    // The threshold injected: a loop late by 100 ms on average over a 200 ms sample sheds.
    t = await createTestApp(kind, {
      shedding: { ...base, maxEventLoopDelayMs: 100, sampleIntervalMs: 200, retryAfterSeconds: 7 },
    });
    await untilReady(t.app);
  });
  afterAll(() => t.close());

  it('answers 503 with Retry-After while the loop is late, keeps health checks up, and recovers', async () => {
    // Starting the app (or a busy machine) may have made a late sample already: wait for a quiet one.
    for (let i = 0; i < 500 && t.app.isUnderPressure(); i++) await new Promise((r) => setTimeout(r, 20));
    expect((await t.app.inject({ method: 'GET', url: '/api/custom/settings' })).statusCode).toBe(200);
    // The sample after a long block is late; until it is taken, block again.
    for (let i = 0; i < 10 && !t.app.isUnderPressure(); i++) {
      block(1000);
      await new Promise((r) => setTimeout(r, 5));
    }
    expect(t.app.isUnderPressure()).toBe(true);
    const health = await t.app.inject({ method: 'GET', url: '/healthz' });
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    const shed = await t.app.inject({ method: 'GET', url: '/api/custom/settings' });
    const search = await t.app.inject({
      method: 'POST',
      url: '/api/product/fetchProducts',
      payload: { productName: 'kaya', page: 1, amount: 12 },
    });
    // All four were answered within the one sample that found the loop late.
    expect(t.app.isUnderPressure()).toBe(true);
    expect(health.statusCode).toBe(200);
    expect(ready.statusCode).toBe(200);
    expectShed(shed);
    expectShed(search);

    // The next quiet sample ends it.
    let status = 503;
    for (let i = 0; i < 200 && status === 503; i++) {
      await new Promise((r) => setTimeout(r, 20));
      status = (await t.app.inject({ method: 'GET', url: '/api/custom/settings' })).statusCode;
    }
    expect(status).toBe(200);
  });
});

it('a refused request never reaches its route', async () => {
  const app = Fastify({ logger: false });
  const base = loadConfig({ NODE_ENV: 'test' }).shedding;
  await registerLoadShedding(
    app,
    { ...base, maxEventLoopDelayMs: 100, sampleIntervalMs: 200, retryAfterSeconds: 7, maxPoolWaiting: 0 },
    { waiting: () => 0 },
    { heavy: () => true },
  );
  // As the shop's own hooks do, the answer is finished after a turn of the loop, not at once.
  app.addHook('onSend', async (_request, _reply, payload) => payload);
  let ran = 0;
  app.get('/work', async () => {
    ran++;
    return { success: true };
  });
  await app.ready();
  try {
    for (let i = 0; i < 10 && !app.isUnderPressure(); i++) {
      block(1000);
      await new Promise((r) => setTimeout(r, 5));
    }
    expect(app.isUnderPressure()).toBe(true);
    expectShed(await app.inject({ method: 'GET', url: '/work' }));
    await new Promise((r) => setTimeout(r, 50));
    expect(ran, 'the route ran for a request already refused').toBe(0);
  } finally {
    await app.close();
  }
});

describe.skipIf(!dbKinds.includes('postgres'))('load shedding by pool wait on postgres', () => {
  let t: TestApp;
  beforeAll(async () => {
    const base = loadConfig({ NODE_ENV: 'test' }).shedding;
    // The threshold injected: more than one query waiting for a connection sheds.
    t = await createTestApp('postgres', {
      shedding: { ...base, maxEventLoopDelayMs: 0, maxPoolWaiting: 1, retryAfterSeconds: 7 },
    });
  });
  afterAll(() => t.close());

  it('answers 503 with Retry-After while queries queue for the pool, health checks still answer', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    // The test pool has 5 connections: 7 transactions held open leave 2 waiting.
    const holders = Array.from({ length: 7 }, () =>
      t.database.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await gate;
      }),
    );
    for (let i = 0; i < 500 && t.database.waiting() < 2; i++) await new Promise((r) => setTimeout(r, 10));
    expect(t.database.waiting()).toBe(2);

    expectShed(await t.app.inject({ method: 'GET', url: '/api/product/facets' }));
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);

    release();
    await Promise.all(holders);
    expect(t.database.waiting()).toBe(0);
    expect((await t.app.inject({ method: 'GET', url: '/api/product/facets' })).statusCode).toBe(200);
  });
});
