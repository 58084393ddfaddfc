import { CorrectionAcceptedBody, SearchEventResponse, SearchOpenedBody } from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as insight from './service.ts';

/**
 * What shoppers' pages report: a product opened from a search's results, a correction taken (counted
 * only when it is the one `offered` says the shop gives). A report is counted or not, never refused
 * for the shop's own fault (`quietly`).
 */
export const searchInsightPublicRoutes: FastifyPluginAsyncZod<{ offered: insight.OfferedCorrection }> = async (
  app,
  { offered },
) => {
  app.post(
    '/api/product/searchOpened',
    { schema: { body: SearchOpenedBody, response: { 200: SearchEventResponse } } },
    async (request) => {
      await insight.quietly(request.log, insight.recordOpened(app.db, app.config, request.ip, request.body.query));
      return { success: true as const };
    },
  );

  app.post(
    '/api/product/correctionAccepted',
    { schema: { body: CorrectionAcceptedBody, response: { 200: SearchEventResponse } } },
    async (request) => {
      const { query, correction } = request.body;
      await insight.quietly(
        request.log,
        insight.recordCorrection(app.db, app.config, offered, request.ip, query, correction),
      );
      return { success: true as const };
    },
  );
};
