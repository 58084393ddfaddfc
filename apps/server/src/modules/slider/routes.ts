import { SliderResponse } from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listSlides } from './queries.ts';

export const sliderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/custom/getSliderImages', { schema: { response: { 200: SliderResponse } } }, async () => {
    const slides = await listSlides(app.db);
    return { success: true as const, sliderImages: slides.map((s) => s.url), slides };
  });
};
