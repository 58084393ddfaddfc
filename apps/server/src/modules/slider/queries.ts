import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sliderImages } from '../../db/schema.ts';

/** The slider's image URLs in their shown order (the first `limit` of them when given). */
export async function listSlideUrls(db: Db, limit?: number): Promise<string[]> {
  const query = db
    .select({ url: sliderImages.url })
    .from(sliderImages)
    .orderBy(asc(sliderImages.position), asc(sliderImages.id));
  const rows = limit === undefined ? await query : await query.limit(limit);
  return rows.map((r) => r.url);
}
