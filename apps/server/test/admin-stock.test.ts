import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../src/db/schema.ts';
import { decrementStock, restoreStock } from '../src/modules/admin/stock.ts';
import { openTestDatabase, dbKinds } from './helpers/test-app.ts';
import type { Database } from '../src/db/client.ts';

describe.each(dbKinds)('stock on %s', (kind) => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase(kind));
  });
  afterAll(async () => {
    await database.close();
    await drop();
  });

  async function productWithStock(stock: Record<string, number> | null) {
    const [p] = await database.db.select().from(products).limit(1).offset(Math.floor(Math.random() * 40));
    await database.db.update(products).set({ stock }).where(eq(products.id, p!.id));
    return p!;
  }
  const stockOf = async (id: string) => (await database.db.select({ s: products.stock }).from(products).where(eq(products.id, id)))[0]!.s;

  it('takes quantities off tracked stock and refuses more than is left, naming it', async () => {
    const p = await productWithStock({ Small: 3, Large: 1 });
    await database.db.transaction((tx) => decrementStock(tx, [{ productId: p.id, feature: 'Small', quantity: 2 }]));
    expect(await stockOf(p.id)).toEqual({ Small: 1, Large: 1 });
    const tooMany = database.db.transaction((tx) =>
      decrementStock(tx, [
        { productId: p.id, feature: 'Large', quantity: 1 },
        { productId: p.id, feature: 'Small', quantity: 2 },
      ]),
    );
    await expect(tooMany).rejects.toMatchObject({ code: 'CONFLICT', message: expect.stringContaining(`Only 1 of ${p.name} (Small) is left.`) });
    // Nothing of the failed order was taken.
    expect(await stockOf(p.id)).toEqual({ Small: 1, Large: 1 });
    await database.db.transaction((tx) => restoreStock(tx, [{ productId: p.id, feature: 'Small', quantity: 2 }]));
    expect(await stockOf(p.id)).toEqual({ Small: 3, Large: 1 });
  });

  it('leaves untracked products alone', async () => {
    const p = await productWithStock(null);
    await database.db.transaction((tx) => decrementStock(tx, [{ productId: p.id, feature: 'x', quantity: 500 }]));
    expect(await stockOf(p.id)).toBeNull();
  });

  it.skipIf(kind === 'pglite')('sells the last loaf once when two orders race for it', async () => {
    const p = await productWithStock({ Whole: 1 });
    const attempt = () =>
      database.db.transaction(async (tx) => {
        await decrementStock(tx, [{ productId: p.id, feature: 'Whole', quantity: 1 }]);
        // Hold the transaction open a moment, as the rest of an order placement would.
        await new Promise((r) => setTimeout(r, 50));
        return 'bought';
      });
    const results = await Promise.allSettled(Array.from({ length: 6 }, attempt));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.filter((r) => r.status === 'rejected').map((r) => (r as PromiseRejectedResult).reason.message)).toEqual(
      Array(5).fill(`${p.name} (Whole) is sold out. Please lower the quantity in your cart.`),
    );
    expect(await stockOf(p.id)).toEqual({ Whole: 0 });
  });
});
