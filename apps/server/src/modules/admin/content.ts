import { ADMIN_PAGE_SIZE, type AdminNewsItem, type AdminOutlet, type NewsInput, type OutletInput, type SliderInput, type SliderItem, type SliderText } from '@shop/contract';
import { and, asc, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { news, orders, outlets, sliderImages } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/errors.ts';

export async function listSlider(db: Db): Promise<SliderItem[]> {
  return db.select().from(sliderImages).orderBy(asc(sliderImages.position), asc(sliderImages.id));
}

export async function addSlide(db: Db, input: z.output<typeof SliderInput>): Promise<SliderItem> {
  const [row] = await db
    .insert(sliderImages)
    .values({ ...input, position: sql`coalesce((select max(position) + 1 from slider_images), 0)` })
    .returning();
  return row!;
}

/** Changes a banner's words (description, headline, subtitle); its picture and place stay. */
export async function updateSlideText(db: Db, id: number, text: z.output<typeof SliderText>): Promise<void> {
  const changed = await db.update(sliderImages).set(text).where(eq(sliderImages.id, id)).returning({ id: sliderImages.id });
  if (changed.length === 0) throw notFound('This slide does not exist.');
}

export async function removeSlide(db: Db, id: number): Promise<void> {
  const gone = await db.delete(sliderImages).where(eq(sliderImages.id, id)).returning({ id: sliderImages.id });
  if (gone.length === 0) throw notFound('This slide does not exist.');
}

/** The new order must name every slide once, so a stale screen cannot drop or duplicate one. */
export async function reorderSlides(db: Db, ids: number[]): Promise<SliderItem[]> {
  return db.transaction(async (tx) => {
    const current = await tx.select({ id: sliderImages.id }).from(sliderImages).for('update');
    const known = new Set(current.map((r) => r.id));
    if (ids.length !== known.size || new Set(ids).size !== ids.length || !ids.every((id) => known.has(id))) {
      throw new AppError('CONFLICT', 'The slides have changed since this page loaded. Please reload and try again.');
    }
    for (const [position, id] of ids.entries()) await tx.update(sliderImages).set({ position }).where(eq(sliderImages.id, id));
    return listSlider(tx);
  });
}

const toNews = (r: typeof news.$inferSelect): AdminNewsItem => ({
  id: r.id,
  title: r.title,
  date: r.date,
  description: r.description,
  imageUrl: r.imageUrl,
});

export async function listNews(db: Db, page: number): Promise<{ items: AdminNewsItem[]; hasMore: boolean }> {
  const rows = await db
    .select()
    .from(news)
    .orderBy(desc(news.date), desc(news.id))
    .offset((page - 1) * ADMIN_PAGE_SIZE)
    .limit(ADMIN_PAGE_SIZE + 1);
  return { items: rows.slice(0, ADMIN_PAGE_SIZE).map(toNews), hasMore: rows.length > ADMIN_PAGE_SIZE };
}

export async function saveNews(db: Db, id: number | null, input: z.output<typeof NewsInput>): Promise<AdminNewsItem> {
  const [row] =
    id === null
      ? await db.insert(news).values(input).returning()
      : await db.update(news).set(input).where(eq(news.id, id)).returning();
  if (!row) throw notFound('This news item does not exist.');
  return toNews(row);
}

export async function removeNews(db: Db, id: number): Promise<void> {
  const gone = await db.delete(news).where(eq(news.id, id)).returning({ id: news.id });
  if (gone.length === 0) throw notFound('This news item does not exist.');
}

const toOutlet = (r: typeof outlets.$inferSelect): AdminOutlet => ({
  id: r.id,
  title: r.title,
  street: r.street,
  city: r.city,
  zipcode: r.zipcode,
  state: r.state as AdminOutlet['state'],
  country: r.country,
  contactNumber: r.contactNumber,
  whatsappNumber: r.whatsappNumber,
  lat: r.lat,
  lng: r.lng,
  schedule: r.schedule as AdminOutlet['schedule'],
});

export async function listOutlets(db: Db): Promise<AdminOutlet[]> {
  return (await db.select().from(outlets).orderBy(asc(outlets.position), asc(outlets.id))).map(toOutlet);
}

export async function saveOutlet(db: Db, id: number | null, input: z.output<typeof OutletInput>): Promise<AdminOutlet> {
  const [row] =
    id === null
      ? await db
          .insert(outlets)
          .values({ ...input, position: sql`coalesce((select max(position) + 1 from outlets), 0)` })
          .returning()
      : await db.update(outlets).set(input).where(eq(outlets.id, id)).returning();
  if (!row) throw notFound('This outlet does not exist.');
  return toOutlet(row);
}

/** Refused while pickups at the outlet are still open, since those shoppers need its address. */
export async function removeOutlet(db: Db, id: number): Promise<void> {
  const [open] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(eq(orders.outletId, id), notInArray(orders.status, ['Completed', 'Order Cancelled'])));
  if (Number(open?.n ?? 0) > 0) {
    throw new AppError('CONFLICT', `This outlet still has ${open!.n} open pickup order(s). Complete or cancel them first.`);
  }
  const gone = await db.delete(outlets).where(eq(outlets.id, id)).returning({ id: outlets.id });
  if (gone.length === 0) throw notFound('This outlet does not exist.');
}
