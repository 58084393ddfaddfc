import { SlotsBody, SlotsResponse } from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getSlots, type BookedSlots } from './service.ts';

/** `bookedSlots`: the order module's count of each slot's orders (it sits above this module). */
export const serviceRoutes: FastifyPluginAsyncZod<{ bookedSlots: BookedSlots }> = async (app, { bookedSlots }) => {
  app.post('/api/service/slots', { schema: { body: SlotsBody, response: { 200: SlotsResponse } } }, async (request) =>
    getSlots(app.db, bookedSlots, request.body, app.config.now(), app.config.timeZone),
  );
};
