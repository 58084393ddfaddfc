import { ContentLangQuery, SliderResponse } from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getSlider } from './service.ts';

export const sliderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/custom/getSliderImages',
    { schema: { querystring: ContentLangQuery, response: { 200: SliderResponse } } },
    async (request) => getSlider(app.db, request.query.lang),
  );
};
