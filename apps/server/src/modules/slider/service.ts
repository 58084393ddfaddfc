import type { ContentLang, SliderResponse } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { listSlides } from './queries.ts';

/**
 * The home slider as the storefront reads it: the slides, and their URLs alone as the spec names them.
 * In Malay (`lang` ms) each word staff gave in Malay replaces its English one.
 */
export async function getSlider(db: Db, lang: ContentLang = 'en'): Promise<SliderResponse> {
  const rows = await listSlides(db);
  const malay = lang === 'ms';
  const slides = rows.map((r) => ({
    url: r.url,
    alt: (malay && r.altMs) || r.alt,
    headline: (malay && r.headlineMs) || r.headline,
    subtitle: (malay && r.subtitleMs) || r.subtitle,
  }));
  return { success: true, sliderImages: slides.map((s) => s.url), slides };
}
