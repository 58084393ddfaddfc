import {
  AdminFactsBody,
  AdminFactsResponse,
  AdminOk,
  SeasonBody,
  SeasonListResponse,
  SeasonResponse,
} from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { setFacts, getAdminFacts } from '../product/facts.ts';
import { invalidateCatalogue, isProductId } from '../product/service.ts';
import * as seasons from '../season/service.ts';
import { seasonProducts } from '../product/service.ts';
import { notFound } from '../../lib/errors.ts';

const SeasonParam = z.object({
  id: z.coerce
    .number({ error: 'Unknown id.' })
    .int('Unknown id.')
    .positive('Unknown id.')
    .max(2_147_483_647, 'Unknown id.'),
});
const ProductParam = z.object({ id: z.string().max(100) });

function productId(id: string): string {
  if (!isProductId(id)) throw notFound('This product does not exist.');
  return id;
}

/**
 * The back office's festive seasons and product facts. Admins only (registered in the admin scope).
 * Both change what the catalogue shows, so each write forgets this instance's cached pages.
 */
export const seasonAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/admin/seasons', { schema: { response: { 200: SeasonListResponse } } }, async () => ({
    success: true as const,
    seasons: await seasons.listSeasons(app.db, seasonProducts),
  }));

  app.post(
    '/api/admin/seasons',
    { schema: { body: SeasonBody, response: { 200: SeasonResponse } } },
    async (request) => {
      const season = await seasons.createSeason(app.db, seasonProducts, request.body);
      invalidateCatalogue(app.db);
      return { success: true as const, season };
    },
  );

  app.put(
    '/api/admin/seasons/:id',
    { schema: { params: SeasonParam, body: SeasonBody, response: { 200: SeasonResponse } } },
    async (request) => {
      const season = await seasons.updateSeason(app.db, seasonProducts, request.params.id, request.body);
      invalidateCatalogue(app.db);
      return { success: true as const, season };
    },
  );

  app.delete(
    '/api/admin/seasons/:id',
    { schema: { params: SeasonParam, response: { 200: AdminOk } } },
    async (request) => {
      await seasons.deleteSeason(app.db, request.params.id);
      invalidateCatalogue(app.db);
      return { success: true as const, message: 'Season deleted.' };
    },
  );

  app.get(
    '/api/admin/product/:id/facts',
    { schema: { params: ProductParam, response: { 200: AdminFactsResponse } } },
    async (request) => ({
      success: true as const,
      facts: await getAdminFacts(app.db, productId(request.params.id)),
    }),
  );

  app.put(
    '/api/admin/product/:id/facts',
    { schema: { params: ProductParam, body: AdminFactsBody, response: { 200: AdminFactsResponse } } },
    async (request) => {
      const facts = await setFacts(app.db, productId(request.params.id), request.body);
      invalidateCatalogue(app.db);
      return { success: true as const, facts };
    },
  );
};
