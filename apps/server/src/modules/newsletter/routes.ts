import { SubscribeBody, SubscribeResponse } from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { subscribe } from './service.ts';

export const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/newsletter/subscribe',
    { schema: { body: SubscribeBody, response: { 200: SubscribeResponse } } },
    async (request) => {
      const { created } = await subscribe(app.db, request.body.email);
      return {
        success: true as const,
        message: created
          ? 'Thanks for subscribing! Your 20% welcome code is on its way.'
          : 'You are already subscribed. Watch your inbox for our next offer.',
      };
    },
  );
};
