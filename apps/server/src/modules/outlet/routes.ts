import { ContentLangQuery, OutletListResponse } from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listOutlets } from './service.ts';

export const outletRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/outlet/outletList',
    { schema: { querystring: ContentLangQuery, response: { 200: OutletListResponse } } },
    async (request) => ({ success: true as const, outlets: await listOutlets(app.db, request.query.lang) }),
  );
};
