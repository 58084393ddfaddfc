import {
  SearchInsightQuery,
  SearchInsightResponse,
  SearchInsightSettings,
  SearchInsightSettingsResponse,
} from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as insight from '../search-insight/service.ts';

/** The back office's search insight. Admins only (registered in the admin scope). */
export const searchInsightAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/search-insight',
    { schema: { querystring: SearchInsightQuery, response: { 200: SearchInsightResponse } } },
    async (request) => insight.searchInsight(app.db, app.config, request.query.from, request.query.to),
  );

  app.put(
    '/api/admin/search-insight/settings',
    {
      schema: { body: SearchInsightSettings, response: { 200: SearchInsightSettingsResponse } },
    },
    async (request) => ({
      success: true as const,
      retentionDays: await insight.setRetention(app.db, app.config, request.body.retentionDays),
    }),
  );
};
