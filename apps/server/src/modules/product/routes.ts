import {
  ContentLangQuery,
  FacetsQuery,
  FacetsResponse,
  FetchProductsBody,
  FetchProductsResponse,
  ProductListQuery,
  ProductListResponse,
  ProductResponse,
} from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { shopClock } from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import * as service from './service.ts';
import * as insight from '../search-insight/service.ts';

/** The shop's calendar date: pre-orders and halal certificates are read on it. */
const today = (app: FastifyInstance) => shopClock(app.config.now(), app.config.timeZone).date;

export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/product/list',
    { schema: { querystring: ProductListQuery, response: { 200: ProductListResponse } } },
    async (request) => ({
      success: true as const,
      products: await service.listHomeProducts(app.db, request.query.view, today(app), request.query.lang),
    }),
  );

  app.post(
    '/api/product/fetchProducts',
    { schema: { querystring: ContentLangQuery, body: FetchProductsBody, response: { 200: FetchProductsResponse } } },
    async (request) => {
      const answer = await service.fetchProducts(app.db, request.body, today(app), request.query.lang);
      await insight.quietly(
        request.log,
        insight.recordProductsRead(app.db, app.config, request.ip, request.body, answer.totalProducts),
      );
      return answer;
    },
  );

  app.get(
    '/api/product/facets',
    { schema: { querystring: FacetsQuery, response: { 200: FacetsResponse } } },
    async (request) => service.getFacets(app.db, request.query, today(app)),
  );

  app.get(
    '/api/product/:id',
    {
      schema: {
        params: z.object({ id: z.string().max(100) }),
        querystring: ContentLangQuery,
        response: { 200: ProductResponse },
      },
    },
    async (request) => ({
      success: true as const,
      product: await service.getProduct(app.db, request.params.id, today(app), request.query.lang),
    }),
  );

  app.get(
    '/api/product/:id/related',
    {
      schema: {
        params: z.object({ id: z.string().max(100) }),
        querystring: ContentLangQuery,
        response: { 200: ProductListResponse },
      },
    },
    async (request) => ({
      success: true as const,
      products: await service.getRelatedProducts(app.db, request.params.id, today(app), request.query.lang),
    }),
  );
};
