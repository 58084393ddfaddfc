import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { shippingRates } from './schema.ts';

export type ShippingRateRow = typeof shippingRates.$inferSelect;

export async function findRate(db: Db, state: string): Promise<ShippingRateRow | null> {
  const [rate] = await db.select().from(shippingRates).where(eq(shippingRates.state, state)).limit(1);
  return rate ?? null;
}

export async function listRates(db: Db): Promise<ShippingRateRow[]> {
  return db.select().from(shippingRates);
}

export async function deleteRates(db: Db, states: string[]): Promise<void> {
  if (states.length > 0) await db.delete(shippingRates).where(inArray(shippingRates.state, states));
}

export async function upsertRate(db: Db, state: string, feeCents: number): Promise<void> {
  await db
    .insert(shippingRates)
    .values({ state, feeCents })
    .onConflictDoUpdate({ target: shippingRates.state, set: { feeCents } });
}
