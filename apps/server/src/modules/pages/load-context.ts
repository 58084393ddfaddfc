import {
  CartGetResponse,
  FacetsQuery,
  FacetsResponse,
  FetchProductsBody,
  FetchProductsResponse,
  NewsItemResponse,
  NewsListQuery,
  NewsListResponse,
  OrderDetailResponse,
  OutletListResponse,
  ProductListResponse,
  ProductResponse,
  ProfileResponse,
  SettingsResponse,
  SliderResponse,
  UserOrdersResponse,
  type StorefrontReads,
  shopClock,
} from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { isDatabaseUnreachable } from '../../lib/error-handler.ts';
import { AppError } from '../../lib/errors.ts';
import * as news from '../news/service.ts';
import { getProfile } from '../auth/profile.ts';
import { getCart } from '../cart/service.ts';
import { shopperOrderDetail } from '../checkout/service.ts';
import { listOrders, orderFacts } from '../order/service.ts';
import { listOutlets } from '../outlet/service.ts';
import * as products from '../product/service.ts';
import * as insight from '../search-insight/service.ts';
import { getShopSettings } from '../settings/service.ts';
import { getSlider } from '../slider/service.ts';

/**
 * A failed read as React Router's loaders throw it: a Response with the status the API would have
 * answered (an unknown id is 404, a database that is away 503), which the page's error boundary shows.
 */
function routeError(error: unknown): unknown {
  if (error instanceof AppError) return new Response(error.message, { status: error.status });
  if (isDatabaseUnreachable(error)) return new Response('The shop is briefly unavailable.', { status: 503 });
  return error;
}

/** Each answer goes through the API's own response schema, so a page carries exactly what the API would. */
const answer =
  <S extends z.ZodType>(schema: S) =>
  async (read: () => Promise<unknown>): Promise<z.infer<S>> => {
    try {
      return schema.parse(await read());
    } catch (error) {
      throw routeError(error);
    }
  };

/** A read of one thing by id: null when it does not exist, as the API's 404. */
const orNull =
  <T>(read: () => Promise<T>) =>
  async (): Promise<T | null> => {
    try {
      return await read();
    } catch (error) {
      if (error instanceof Response && error.status === 404) return null;
      throw error;
    }
  };

/**
 * The public reads of the storefront's loaders, from the services the API routes call. `client` (the
 * request's address) is what the search insight's per-client cap counts, as for the API's searches.
 */
export function storefrontReads(app: FastifyInstance, client: string): StorefrontReads {
  const { db, config } = app;
  const today = () => shopClock(config.now(), config.timeZone).date;
  return {
    settings: () =>
      answer(SettingsResponse)(async () => ({ success: true, settings: await getShopSettings(db, config) })),
    slider: (lang) => answer(SliderResponse)(() => getSlider(db, lang)),
    homeProducts: (view, lang) =>
      answer(ProductListResponse)(async () => ({
        success: true,
        products: await products.listHomeProducts(db, view, today(), lang),
      })),
    facets: (query = {}) => answer(FacetsResponse)(() => products.getFacets(db, parsed(FacetsQuery, query), today())),
    products: (body, lang, { countSearch = true } = {}) =>
      answer(FetchProductsResponse)(async () => {
        const request = parsed(FetchProductsBody, body);
        const found = await products.fetchProducts(db, request, today(), lang);
        // A search the collection page loads counts for staff's insight, as one the API answers.
        if (countSearch)
          await insight.quietly(app.log, insight.recordProductsRead(db, config, client, request, found.totalProducts));
        return found;
      }),
    product: (id, lang) =>
      orNull(() =>
        answer(ProductResponse)(async () => ({
          success: true,
          product: await products.getProduct(db, id, today(), lang),
        })),
      )(),
    relatedProducts: (id, lang) =>
      orNull(() =>
        answer(ProductListResponse)(async () => ({
          success: true,
          products: await products.getRelatedProducts(db, id, today(), lang),
        })),
      )(),
    newsList: (page, limit, lang) =>
      answer(NewsListResponse)(async () => {
        const query = parsed(NewsListQuery, { page, limit, lang });
        return news.listNews(db, query.page, query.limit, shopClock(config.now(), config.timeZone).date, query.lang);
      }),
    newsItem: (id, lang) =>
      orNull(() =>
        answer(NewsItemResponse)(() => news.getNewsItem(db, id, shopClock(config.now(), config.timeZone).date, lang)),
      )(),
    outlets: (lang) =>
      answer(OutletListResponse)(async () => ({ success: true, outlets: await listOutlets(db, lang) })),
    userOrders: (userId, lang) =>
      answer(UserOrdersResponse)(async () => ({ success: true, orders: await listOrders(db, userId, lang) })),
    cart: (userId) => answer(CartGetResponse)(() => getCart(db, userId)),
    profile: (userId) => answer(ProfileResponse)(() => getProfile(db, orderFacts, userId)),
    orderDetail: (userId, orderId, lang) =>
      orNull(() =>
        answer(OrderDetailResponse)(async () => ({
          success: true,
          orderDetail: await shopperOrderDetail(db, config, userId, orderId, lang),
        })),
      )(),
  };
}

/** A loader's request checked as the API checks the same request: out of bounds is a 400, not a 500. */
function parsed<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw new AppError('INVALID_INPUT', result.error.issues[0]?.message ?? 'Invalid request.');
  return result.data;
}
