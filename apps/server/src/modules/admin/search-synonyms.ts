import { AdminOk, SearchSynonymInput, SearchSynonymListResponse, SearchSynonymResponse } from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as synonyms from '../product/synonyms.ts';

const SynonymId = z.object({
  id: z.coerce
    .number({ error: 'Unknown id.' })
    .int('Unknown id.')
    .positive('Unknown id.')
    .max(2_147_483_647, 'Unknown id.'),
});

/** The search synonyms staff keep (Malay and English words for the same things). Admins only. */
export const searchSynonymRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/admin/search-synonyms', { schema: { response: { 200: SearchSynonymListResponse } } }, async () => ({
    success: true as const,
    synonyms: await synonyms.listSynonyms(app.db),
  }));

  app.post(
    '/api/admin/search-synonyms',
    { schema: { body: SearchSynonymInput, response: { 200: SearchSynonymResponse } } },
    async (request) => ({ success: true as const, synonym: await synonyms.createSynonym(app.db, request.body) }),
  );

  app.put(
    '/api/admin/search-synonyms/:id',
    { schema: { params: SynonymId, body: SearchSynonymInput, response: { 200: SearchSynonymResponse } } },
    async (request) => ({
      success: true as const,
      synonym: await synonyms.updateSynonym(app.db, request.params.id, request.body),
    }),
  );

  app.delete(
    '/api/admin/search-synonyms/:id',
    { schema: { params: SynonymId, response: { 200: AdminOk } } },
    async (request) => {
      await synonyms.deleteSynonym(app.db, request.params.id);
      return { success: true as const, message: 'Synonyms deleted.' };
    },
  );
};
