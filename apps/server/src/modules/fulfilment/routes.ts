import { SlotsBody, SlotsResponse } from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getSlots } from './service.ts';

export const serviceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/api/service/slots', { schema: { body: SlotsBody, response: { 200: SlotsResponse } } }, async (request) =>
    getSlots(app.db, request.body, app.config.now(), app.config.timeZone),
  );
};
