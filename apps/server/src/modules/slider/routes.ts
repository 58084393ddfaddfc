import { SliderResponse } from '@shop/contract';
import { asc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sliderImages } from '../../db/schema.ts';

export const sliderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/custom/getSliderImages', { schema: { response: { 200: SliderResponse } } }, async () => {
    const rows = await app.db
      .select({ url: sliderImages.url })
      .from(sliderImages)
      .orderBy(asc(sliderImages.position), asc(sliderImages.id));
    return { success: true as const, sliderImages: rows.map((r) => r.url) };
  });
};
