import { SliderResponse } from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getSlider } from './service.ts';

export const sliderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/custom/getSliderImages', { schema: { response: { 200: SliderResponse } } }, async () =>
    getSlider(app.db),
  );
};
