import type { SliderResponse } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { listSlides } from './queries.ts';

/** The home slider as the storefront reads it: the slides, and their URLs alone as the spec names them. */
export async function getSlider(db: Db): Promise<SliderResponse> {
  const slides = await listSlides(db);
  return { success: true, sliderImages: slides.map((s) => s.url), slides };
}
