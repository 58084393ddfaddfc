import { SubscribeBody, SubscribeResponse } from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendWelcomeCode } from '../promo/notify.ts';
import { subscribe } from './service.ts';

export const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/newsletter/subscribe',
    { schema: { body: SubscribeBody, response: { 200: SubscribeResponse } } },
    async (request) => {
      const { welcome } = await subscribe(app.db, request.body.email, app.config.now());
      if (welcome) void sendWelcomeCode(app, welcome);
      return {
        success: true as const,
        message: welcome
          ? 'Thanks for subscribing! Your 20% welcome code is on its way.'
          : 'You are already subscribed. Watch your inbox for our next offer.',
      };
    },
  );
};
