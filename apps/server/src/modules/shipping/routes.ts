import { CalculateShippingBody, CalculateShippingResponse } from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cartSubtotalCents } from '../cart/service.ts';
import { getShopSettings } from '../settings/service.ts';
import { shippingCents } from './service.ts';

export const shippingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/shipping/calculateShipping',
    {
      preHandler: app.requireUser,
      schema: { body: CalculateShippingBody, response: { 200: CalculateShippingResponse } },
    },
    async (request) => {
      const settings = await getShopSettings(app.db, app.config);
      // The subtotal comes from the cart the server holds, never from the posted cartProductList.
      const subtotalCents = await cartSubtotalCents(app.db, request.user!.id);
      const cents = await shippingCents(app.db, settings, {
        serviceType: request.body.serviceType ?? 'delivery',
        state: request.body.state,
        subtotalCents,
      });
      return { success: true as const, shippingCost: cents / 100 };
    },
  );
};
