import {
  AdminPromoListQuery,
  AdminPromoListResponse,
  AdminPromoResponse,
  PromoCodeInput,
  ValidatePromoBody,
  ValidatePromoResponse,
} from '@shop/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors.ts';
import { dbRateLimiter } from '../../lib/rate-limit.ts';
import { cartSubtotalCents } from '../cart/service.ts';
import { getShopSettings } from '../settings/service.ts';
import { countPromoTry } from './guesses.ts';
import * as promo from './service.ts';

const IdParam = z.object({
  id: z.coerce
    .number({ error: 'Unknown id.' })
    .int('Unknown id.')
    .positive('Unknown id.')
    .max(2_147_483_647, 'Unknown id.'),
});

async function requireAdmin(request: FastifyRequest): Promise<void> {
  if (request.user?.role !== 'admin')
    throw new AppError('FORBIDDEN', 'Only a shop admin can create or disable promo codes.');
}

/** The shopper's promo check and the back office's codes (admins only: a code changes prices). */
export const promoRoutes: FastifyPluginAsyncZod = async (app) => {
  const limiter = dbRateLimiter(app.db, app.config.now);
  app.post(
    '/api/promo/validate',
    { preHandler: app.requireUser, schema: { body: ValidatePromoBody, response: { 200: ValidatePromoResponse } } },
    async (request) => {
      await countPromoTry(limiter, request.user!.id, request.ip);
      const settings = await getShopSettings(app.db, app.config);
      // The subtotal is the server's copy of the cart, as the order will price it.
      const subtotal = await cartSubtotalCents(app.db, request.user!.id);
      const quoted = await promo.quote(app.db, request.body.code, {
        userId: request.user!.id,
        email: request.user!.email,
        subtotalCents: subtotal,
        now: app.config.now(),
        currency: settings.currency,
      });
      return {
        success: true as const,
        code: quoted.code,
        discount: quoted.discountCents / 100,
        message: `Promo code ${quoted.code} applied.`,
      };
    },
  );

  await app.register(adminPromoRoutes);
};

const adminPromoRoutes: FastifyPluginAsyncZod = async (admin) => {
  admin.addHook('onRequest', admin.requireStaff);
  admin.addHook('onRequest', requireAdmin);

  admin.get(
    '/api/admin/promo-codes',
    { schema: { querystring: AdminPromoListQuery, response: { 200: AdminPromoListResponse } } },
    async (request) => ({
      success: true as const,
      ...(await promo.listCodes(admin.db, request.query.page, request.query.welcome === '1')),
    }),
  );

  admin.post(
    '/api/admin/promo-codes',
    { schema: { body: PromoCodeInput, response: { 200: AdminPromoResponse } } },
    async (request) => {
      const settings = await getShopSettings(admin.db, admin.config);
      const row = await promo.createCode(admin.db, request.body, {
        now: admin.config.now(),
        timeZone: settings.timeZone,
      });
      return { success: true as const, message: `Promo code ${row.code} created.`, code: promo.toAdminCode(row) };
    },
  );

  admin.post(
    '/api/admin/promo-codes/:id/disable',
    { schema: { params: IdParam, response: { 200: AdminPromoResponse } } },
    async (request) => {
      const row = await promo.disableCode(admin.db, request.params.id, admin.config.now());
      return { success: true as const, message: `Promo code ${row.code} disabled.`, code: promo.toAdminCode(row) };
    },
  );
};
