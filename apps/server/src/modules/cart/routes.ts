import {
  CartAddBody,
  CartGetResponse,
  CartMergeBody,
  CartMergeResponse,
  CartMessageResponse,
  CartProductsBody,
  CartProductsResponse,
  CartUpdateBody,
  ContentLangQuery,
} from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as service from './service.ts';

/** /api/cart/*: add and update take the token header; get and cartMerge also the session cookie. */
export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  // onRequest, so a call without a login gets 401 before its body is validated.
  const auth = { onRequest: app.requireUser };

  app.post(
    '/api/cart/add',
    { ...auth, schema: { body: CartAddBody, response: { 200: CartMessageResponse } } },
    async (request) => {
      const { quantity, ...line } = request.body;
      return service.addToCart(app.db, request.user!.id, line, quantity);
    },
  );

  app.post(
    '/api/cart/update',
    { ...auth, schema: { body: CartUpdateBody, response: { 200: CartMessageResponse } } },
    async (request) => {
      const { quantity, ...line } = request.body;
      return service.updateCart(app.db, request.user!.id, line, quantity);
    },
  );

  app.post(
    '/api/cart/get',
    // The spec sends an empty body; accept none, {} or anything else rather than refuse the read.
    { ...auth, schema: { body: z.unknown().optional(), response: { 200: CartGetResponse } } },
    async (request) => service.getCart(app.db, request.user!.id),
  );

  app.post(
    '/api/cart/cartMerge',
    { ...auth, schema: { body: CartMergeBody, response: { 200: CartMergeResponse } } },
    async (request) =>
      service.mergeCart(app.db, request.user!.id, request.body.cartData, request.body.mergeId, request.body.lines),
  );

  app.post(
    '/api/cart/products',
    {
      schema: { body: CartProductsBody, querystring: ContentLangQuery, response: { 200: CartProductsResponse } },
    },
    async (request) => ({
      success: true as const,
      products: await service.cartProducts(app.db, request.body.ids, request.query.lang),
    }),
  );
};
