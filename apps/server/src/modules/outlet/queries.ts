import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { outlets } from './schema.ts';

export type OutletRow = typeof outlets.$inferSelect;

export async function listOutletRows(db: Db): Promise<OutletRow[]> {
  return db.select().from(outlets).orderBy(asc(outlets.position), asc(outlets.id));
}

export async function findOutletRow(db: Db, id: number): Promise<OutletRow | null> {
  const rows = await db.select().from(outlets).where(eq(outlets.id, id)).limit(1);
  return rows[0] ?? null;
}

export async function outletRowsByIds(db: Db, ids: number[]): Promise<OutletRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(outlets).where(inArray(outlets.id, ids));
}

/** Each outlet's place when sorted by title (the database's collation), equal titles sharing one. */
export async function outletTitleRanks(db: Db): Promise<{ id: number; rank: number }[]> {
  return db
    .select({ id: outlets.id, rank: sql<number>`dense_rank() over (order by ${outlets.title})::int` })
    .from(outlets);
}

/** A new outlet (placed last) when `id` is null; null when the outlet to change does not exist. */
export async function saveOutletRow(
  db: Db,
  id: number | null,
  values: Omit<typeof outlets.$inferInsert, 'position'>,
): Promise<OutletRow | null> {
  const [row] =
    id === null
      ? await db
          .insert(outlets)
          .values({ ...values, position: sql`coalesce((select max(position) + 1 from outlets), 0)` })
          .returning()
      : await db.update(outlets).set(values).where(eq(outlets.id, id)).returning();
  return row ?? null;
}

/** False when no such outlet exists. */
export async function deleteOutlet(db: Db, id: number): Promise<boolean> {
  const gone = await db.delete(outlets).where(eq(outlets.id, id)).returning({ id: outlets.id });
  return gone.length > 0;
}
