import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sliderImages } from './schema.ts';

/** The slider's banners in their shown order, with their words in both languages. */
export async function listSlides(db: Db) {
  return db
    .select({
      url: sliderImages.url,
      alt: sliderImages.alt,
      headline: sliderImages.headline,
      subtitle: sliderImages.subtitle,
      altMs: sliderImages.altMs,
      headlineMs: sliderImages.headlineMs,
      subtitleMs: sliderImages.subtitleMs,
    })
    .from(sliderImages)
    .orderBy(asc(sliderImages.position), asc(sliderImages.id));
}

export type SlideRow = typeof sliderImages.$inferSelect;

/** Every banner with its id and place, as the back office edits them. */
export async function listSlideRows(db: Db): Promise<SlideRow[]> {
  return db.select().from(sliderImages).orderBy(asc(sliderImages.position), asc(sliderImages.id));
}

export async function insertSlide(
  db: Db,
  slide: Omit<typeof sliderImages.$inferInsert, 'position'>,
): Promise<SlideRow> {
  const [row] = await db
    .insert(sliderImages)
    .values({ ...slide, position: sql`coalesce((select max(position) + 1 from slider_images), 0)` })
    .returning();
  return row!;
}

/** False when no such slide exists. */
export async function updateSlide(
  db: Db,
  id: number,
  set: Partial<typeof sliderImages.$inferInsert>,
): Promise<boolean> {
  const changed = await db
    .update(sliderImages)
    .set(set)
    .where(eq(sliderImages.id, id))
    .returning({ id: sliderImages.id });
  return changed.length > 0;
}

/** False when no such slide exists. */
export async function deleteSlide(db: Db, id: number): Promise<boolean> {
  const gone = await db.delete(sliderImages).where(eq(sliderImages.id, id)).returning({ id: sliderImages.id });
  return gone.length > 0;
}

/** The slides' ids, locked until the transaction ends, so two reorders cannot interleave. */
export async function lockSlideIds(tx: Db): Promise<number[]> {
  const rows = await tx.select({ id: sliderImages.id }).from(sliderImages).for('update');
  return rows.map((r) => r.id);
}
