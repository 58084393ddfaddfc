import type { Slide } from '@shop/contract';
import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sliderImages } from '../../db/schema.ts';

/** The slider's banners in their shown order. */
export async function listSlides(db: Db): Promise<Slide[]> {
  return db
    .select({ url: sliderImages.url, alt: sliderImages.alt, headline: sliderImages.headline, subtitle: sliderImages.subtitle })
    .from(sliderImages)
    .orderBy(asc(sliderImages.position), asc(sliderImages.id));
}
