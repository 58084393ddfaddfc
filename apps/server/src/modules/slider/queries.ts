import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sliderImages } from '../../db/schema.ts';

/** The slider's image URLs in their shown order. */
export async function listSlideUrls(db: Db): Promise<string[]> {
  const rows = await db
    .select({ url: sliderImages.url })
    .from(sliderImages)
    .orderBy(asc(sliderImages.position), asc(sliderImages.id));
  return rows.map((r) => r.url);
}
