import { ContentLangQuery, NewsItemResponse, NewsListQuery, NewsListResponse, shopClock } from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as service from './service.ts';

export const newsRoutes: FastifyPluginAsyncZod = async (app) => {
  const today = () => shopClock(app.config.now(), app.config.timeZone).date;
  app.get(
    '/api/news/all',
    { schema: { querystring: NewsListQuery, response: { 200: NewsListResponse } } },
    async (request) => service.listNews(app.db, request.query.page, request.query.limit, today(), request.query.lang),
  );

  app.get(
    '/api/news/:id',
    {
      schema: {
        params: z.object({ id: z.string().max(100) }),
        querystring: ContentLangQuery,
        response: { 200: NewsItemResponse },
      },
    },
    async (request) => service.getNewsItem(app.db, request.params.id, today(), request.query.lang),
  );
};
