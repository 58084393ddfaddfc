import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from './helpers/tables.ts';
import { isStorageFull, STORAGE_FULL_MESSAGE } from '../src/lib/storage-health.ts';
import { placeTestOrder } from './helpers/checkout.ts';
import { createTestApp, dbKinds, untilReady, type TestApp } from './helpers/test-app.ts';

/**
 * A full disk under the database, injected at the database itself: triggers raise PostgreSQL's own
 * `disk_full` error (SQLSTATE 53100, "No space left on device") on the writes an order placement and
 * the readiness probe make, the way PGlite and PostgreSQL refuse a write they cannot store.
 * Dropping the triggers is the space coming back.
 */
async function fillDisk(t: TestApp): Promise<void> {
  for (const statement of [
    `create or replace function test_disk_full() returns trigger language plpgsql as $$
     begin
       raise exception 'could not extend file "base/5/16384": No space left on device' using errcode = 'disk_full';
     end $$`,
    'create trigger test_disk_full_orders before insert on orders for each row execute function test_disk_full()',
    'create trigger test_disk_full_settings before insert or update on settings for each row execute function test_disk_full()',
  ]) {
    await t.database.db.execute(sql.raw(statement));
  }
}

async function freeDisk(t: TestApp): Promise<void> {
  await t.database.db.execute(sql.raw('drop trigger test_disk_full_orders on orders'));
  await t.database.db.execute(sql.raw('drop trigger test_disk_full_settings on settings'));
}

describe('isStorageFull', () => {
  it("knows PostgreSQL's disk_full, the file system's ENOSPC and its message, also as a cause", () => {
    expect(isStorageFull(Object.assign(new Error('could not extend file'), { code: '53100' }))).toBe(true);
    expect(isStorageFull(Object.assign(new Error('write failed'), { code: 'ENOSPC', errno: -28 }))).toBe(true);
    expect(
      isStorageFull(new Error('Failed query', { cause: new Error('ENOSPC: No space left on device, write') })),
    ).toBe(true);
    expect(isStorageFull(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(isStorageFull(new Error('Connection terminated'))).toBe(false);
  });
});

describe.each(dbKinds)('a full disk under the database on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await untilReady(t.app);
  });
  afterAll(() => t.close());

  const ready = () => t.app.inject({ method: 'GET', url: '/readyz' });

  it('answers 503 UNAVAILABLE, is not ready while writes fail, recovers without a restart and loses nothing acknowledged', async () => {
    const before = await placeTestOrder(t);
    expect(before.res.statusCode).toBe(200);
    expect((await ready()).statusCode).toBe(200);

    await fillDisk(t);
    const refused = await placeTestOrder(t);
    expect(refused.res.statusCode).toBe(503);
    expect(refused.res.headers['retry-after']).toBe('60');
    expect(refused.res.json()).toMatchObject({ success: false, code: 'UNAVAILABLE', message: STORAGE_FULL_MESSAGE });
    // Not ready, and stays so while the probe write fails; the process itself is alive.
    for (let i = 0; i < 2; i++) {
      const r = await ready();
      expect(r.statusCode).toBe(503);
      expect(r.json().message).toBe('The database cannot write: its storage is full.');
    }
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);

    await freeDisk(t);
    expect((await ready()).statusCode).toBe(200);
    const after = await placeTestOrder(t);
    expect(after.res.statusCode).toBe(200);

    // Both acknowledged orders are stored; the refused one left nothing behind.
    const ownerOf = async (userId: string) =>
      (
        await t.database.db
          .select({ id: orders.id })
          .from(orders)
          .where(sql`${orders.userId} = ${userId}`)
      ).map((o) => o.id);
    expect(await ownerOf(before.user.id)).toHaveLength(1);
    expect(await ownerOf(after.user.id)).toHaveLength(1);
    expect(await ownerOf(refused.user.id)).toEqual([]);
  });
});
