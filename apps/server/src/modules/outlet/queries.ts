import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { outlets } from '../../db/schema.ts';

export type OutletRow = typeof outlets.$inferSelect;

export async function listOutletRows(db: Db): Promise<OutletRow[]> {
  return db.select().from(outlets).orderBy(asc(outlets.position), asc(outlets.id));
}

export async function findOutletRow(db: Db, id: number): Promise<OutletRow | null> {
  const rows = await db.select().from(outlets).where(eq(outlets.id, id)).limit(1);
  return rows[0] ?? null;
}
