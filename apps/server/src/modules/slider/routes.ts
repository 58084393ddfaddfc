import { SliderResponse } from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listSlideUrls } from './queries.ts';

export const sliderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/custom/getSliderImages', { schema: { response: { 200: SliderResponse } } }, async () => ({
    success: true as const,
    sliderImages: await listSlideUrls(app.db),
  }));
};
