import { and, asc, eq, gte, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { seasonProducts, seasons } from './schema.ts';

export type SeasonRow = typeof seasons.$inferSelect;

/** Season products with their season's window, earliest window first. */
function seasonProductRows(db: Db, where?: SQL) {
  return db
    .select({
      productId: seasonProducts.productId,
      seasonId: seasons.id,
      seasonName: seasons.name,
      orderBy: seasons.orderBy,
      firstDay: seasons.firstDay,
      lastDay: seasons.lastDay,
    })
    .from(seasonProducts)
    .innerJoin(seasons, eq(seasons.id, seasonProducts.seasonId))
    .where(where)
    .orderBy(asc(seasons.firstDay), asc(seasons.id));
}

/** Of `productIds`, each one's seasons that have not ended by `today`, earliest window first. */
export async function liveSeasonsOf(db: Db, productIds: string[], today: string) {
  if (productIds.length === 0) return [];
  return seasonProductRows(db, and(inArray(seasonProducts.productId, productIds), gte(seasons.lastDay, today)));
}

/** Every season's products (a few hundred rows after years of seasons), earliest window first. */
export async function allSeasonProducts(db: Db) {
  return seasonProductRows(db);
}

export async function listSeasons(db: Db): Promise<SeasonRow[]> {
  return db.select().from(seasons).orderBy(asc(seasons.firstDay), asc(seasons.id));
}

export async function findSeason(db: Db, id: number): Promise<SeasonRow | null> {
  const [row] = await db.select().from(seasons).where(eq(seasons.id, id)).limit(1);
  return row ?? null;
}

/** Which products each season holds (deleted products' rows included: the caller drops those). */
export async function productIdsOfSeasons(db: Db, seasonIds: number[]) {
  if (seasonIds.length === 0) return [];
  return db
    .select({ seasonId: seasonProducts.seasonId, productId: seasonProducts.productId })
    .from(seasonProducts)
    .where(inArray(seasonProducts.seasonId, seasonIds));
}

export interface SeasonData {
  name: string;
  orderBy: string;
  firstDay: string;
  lastDay: string;
}

export async function insertSeason(db: Db, data: SeasonData, productIds: string[]): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(seasons).values(data).returning({ id: seasons.id });
    await setProducts(tx, row!.id, productIds);
    return row!.id;
  });
}

export async function updateSeason(db: Db, id: number, data: SeasonData, productIds: string[]): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx.update(seasons).set(data).where(eq(seasons.id, id)).returning({ id: seasons.id });
    if (rows.length === 0) return false;
    await setProducts(tx, id, productIds);
    return true;
  });
}

async function setProducts(db: Db, seasonId: number, productIds: string[]): Promise<void> {
  await db.delete(seasonProducts).where(eq(seasonProducts.seasonId, seasonId));
  if (productIds.length > 0) {
    await db.insert(seasonProducts).values(productIds.map((productId) => ({ seasonId, productId })));
  }
}

export async function deleteSeason(db: Db, id: number): Promise<boolean> {
  const rows = await db.delete(seasons).where(eq(seasons.id, id)).returning({ id: seasons.id });
  return rows.length > 0;
}
