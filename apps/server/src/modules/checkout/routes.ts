import fastifyMultipart from '@fastify/multipart';
import {
  CancelOrderResponse,
  ContentLangQuery,
  IDEMPOTENCY_KEY_HEADER,
  IdempotencyKey,
  ORDER_MESSAGES,
  OrderDetailResponse,
  OrderIdBody,
  PlaceOrderBody,
  PlaceOrderResponse,
  SCREENSHOT_MAX_BYTES,
  StripeOrderResponse,
  UploadPaymentForm,
  UploadPaymentResponse,
  UserOrdersResponse,
  type PaymentMethod,
} from '@shop/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createTesseractOcr, type Ocr } from '../../adapters/ocr.ts';
import { localStorage, privateRoot } from '../../adapters/storage.ts';
import { createStripePayments } from '../../adapters/stripe.ts';
import { AppError } from '../../lib/errors.ts';
import { uploadReadError } from '../../lib/multipart.ts';
import { screenshotHeaders } from '../payment/screenshot.ts';
import { uploadPayment } from '../payment/service.ts';
import { getShopSettings } from '../settings/service.ts';
import { notifyOrderPlaced, notifyStatusChange } from '../order/notify.ts';
import * as service from '../order/service.ts';
import { shopperOrderDetail } from './service.ts';
import { closeCardSession, stripeWebhookRoutes, startCardPayment } from '../payment/stripe.ts';
import { expireOverdueOrders } from '../../jobs/payment-deadline.ts';
import { langOfRequest } from '../../lib/mail-text/index.ts';
import { dbRateLimiter } from '../../lib/rate-limit.ts';
import { countPromoTry } from '../promo/guesses.ts';

/** A shopper retrying a blurred screenshot needs a few tries; a flood of uploads is refused. */
export const UPLOADS_PER_ACCOUNT = { limit: 10, windowSeconds: 600 };
export const TOO_MANY_UPLOADS =
  'You have uploaded many screenshots in a short time. Please wait a few minutes and try again.';

export interface OrderRoutesOptions {
  /** Tests pass a fake; by default one tesseract worker starts on the first upload. */
  ocr?: Ocr;
}

function idempotencyKey(request: FastifyRequest): string | null {
  const raw = request.headers[IDEMPOTENCY_KEY_HEADER];
  if (raw === undefined) return null;
  const parsed = IdempotencyKey.safeParse(raw);
  if (!parsed.success) throw new AppError('INVALID_INPUT', parsed.error.issues[0]!.message);
  return parsed.data;
}

async function place(
  app: FastifyInstance,
  request: FastifyRequest,
  body: z.output<typeof PlaceOrderBody>,
  method: PaymentMethod,
) {
  if (body.promoCode) await countPromoTry(dbRateLimiter(app.db, app.config.now), request.user!.id, request.ip);
  const settings = await getShopSettings(app.db, app.config);
  const now = app.config.now();
  await expireOverdueOrders(app, now);
  const placed = await service.placeOrder(
    {
      db: app.db,
      settings,
      userId: request.user!.id,
      paymentMethod: method,
      idempotencyKey: idempotencyKey(request),
      now,
      lang: langOfRequest(request.headers['accept-language']),
    },
    body,
  );
  if (placed.created) app.afterAnswer.run(notifyOrderPlaced(app, placed.order.id), 'notifyOrderPlaced');
  return placed;
}

export const orderRoutes: FastifyPluginAsyncZod<OrderRoutesOptions> = async (app, opts) => {
  const ocr = app.metrics.countOcr(opts.ocr ?? createTesseractOcr());
  if (!opts.ocr) app.addHook('onClose', () => ocr.close());
  const files = localStorage(privateRoot(app.config));
  const uploadLimiter = dbRateLimiter(app.db, app.config.now);
  const cards = createStripePayments(app.config.stripe);

  await app.register(fastifyMultipart, {
    limits: { fileSize: SCREENSHOT_MAX_BYTES, files: 1, fields: 4, fieldSize: 1024, parts: 6 },
  });

  const auth = { preHandler: app.requireUser };

  app.post(
    '/api/order/place',
    { ...auth, schema: { body: PlaceOrderBody, response: { 200: PlaceOrderResponse } } },
    async (request) => {
      const { order, created } = await place(app, request, request.body, 'tng');
      return {
        success: true as const,
        orderId: order.id,
        message: created ? 'Order placed. Please make the payment within 2 hours.' : 'This order was already placed.',
      };
    },
  );

  // Both the first attempt and a resumed one answer the same way: where the browser goes to pay.
  const toCardPage = (orderId: string, url: string) => ({
    success: true as const,
    orderId,
    success_url: url,
    message: 'Redirecting to the card payment page.',
  });

  app.post(
    '/api/order/stripe',
    { ...auth, schema: { body: PlaceOrderBody, response: { 200: StripeOrderResponse } } },
    async (request) => {
      if (!cards) throw new AppError('NOT_CONFIGURED', ORDER_MESSAGES.cardsOff);
      const { order } = await place(app, request, request.body, 'stripe');
      return toCardPage(order.id, await startCardPayment(app, cards, order));
    },
  );

  app.post(
    '/api/order/stripe/resume',
    { ...auth, schema: { body: OrderIdBody, response: { 200: StripeOrderResponse } } },
    async (request) => {
      if (!cards) throw new AppError('NOT_CONFIGURED', ORDER_MESSAGES.cardsOff);
      const order = await service.ownOrder(app.db, request.user!.id, request.body.orderId);
      if (
        order.paymentMethod !== 'stripe' ||
        order.status !== 'Order Placed' ||
        order.paymentDeadline <= app.config.now()
      ) {
        throw new AppError('CONFLICT', 'This order is not waiting for a card payment.');
      }
      return toCardPage(order.id, await startCardPayment(app, cards, order));
    },
  );

  await app.register(stripeWebhookRoutes, { cards });

  app.post(
    '/api/order/userorders',
    { ...auth, schema: { querystring: ContentLangQuery, response: { 200: UserOrdersResponse } } },
    async (request) => ({
      success: true as const,
      orders: await service.listOrders(app.db, request.user!.id, request.query.lang),
    }),
  );

  app.post(
    '/api/order/orderdetail',
    { ...auth, schema: { querystring: ContentLangQuery, body: OrderIdBody, response: { 200: OrderDetailResponse } } },
    async (request) => ({
      success: true as const,
      orderDetail: await shopperOrderDetail(
        app.db,
        app.config,
        request.user!.id,
        request.body.orderId,
        request.query.lang,
      ),
    }),
  );

  app.post(
    '/api/order/cancel',
    { ...auth, schema: { body: OrderIdBody, response: { 200: CancelOrderResponse } } },
    async (request) => {
      const order = await service.cancelOrder(app.db, request.user!.id, request.body.orderId, (o) =>
        closeCardSession(app, cards, o),
      );
      app.afterAnswer.run(
        notifyStatusChange(app, order.id, 'Order Cancelled', service.CANCELLED_BY_SHOPPER),
        'notifyStatusChange',
      );
      return { success: true as const, message: 'Your order has been cancelled.' };
    },
  );

  app.post(
    '/api/order/uploadpayment',
    {
      ...auth,
      config: { openapi: { multipartForm: UploadPaymentForm } },
      schema: { response: { 200: UploadPaymentResponse } },
    },
    async (request) => {
      // Counted before the body is read, so a flood of uploads costs the shop one small query each.
      await uploadLimiter.consume(
        [{ key: `upload:user:${request.user!.id}`, rule: UPLOADS_PER_ACCOUNT }],
        TOO_MANY_UPLOADS,
      );
      if (!request.isMultipart()) {
        throw new AppError(
          'UNSUPPORTED_MEDIA',
          'Send the screenshot as multipart/form-data with the fields orderId and image.',
        );
      }
      let orderId = '';
      let image: Buffer | null = null;
      try {
        for await (const part of request.parts()) {
          if (part.type === 'file') {
            const data = await part.toBuffer();
            if (part.fieldname === 'image') image = data;
          } else if (part.fieldname === 'orderId' && typeof part.value === 'string') {
            orderId = part.value.trim();
          }
        }
      } catch (err) {
        throw uploadReadError(app, err, 'The screenshot is larger than 5 MB. Please upload a smaller image.');
      }
      if (!image || image.length === 0) throw new AppError('INVALID_INPUT', ORDER_MESSAGES.screenshotNull);
      if (!orderId) throw new AppError('INVALID_INPUT', 'orderId is required.');
      const settings = await getShopSettings(app.db, app.config);
      const result = await uploadPayment(
        {
          db: app.db,
          ocr,
          files,
          receiverName: settings.paymentReceiverName,
          currency: settings.currency,
          now: app.config.now,
        },
        request.user!.id,
        orderId,
        image,
      );
      if (result.previousStatus !== 'Payment Submitted')
        app.afterAnswer.run(notifyStatusChange(app, result.order.id, 'Payment Submitted', null), 'notifyStatusChange');
      return {
        success: true as const,
        message:
          result.amount.result === 'mismatch'
            ? 'Payment screenshot received. The amount on it differs from your order total, so our staff will check it.'
            : 'Payment screenshot received. We will verify it shortly.',
        amountCheck: result.amount.result,
      };
    },
  );

  app.get(
    '/api/order/:id/screenshot',
    {
      ...auth,
      config: { openapi: { fileResponse: 'image/*' } },
      schema: { params: z.object({ id: z.string().max(100) }) },
    },
    async (request, reply) => {
      const order = await service.ownOrder(app.db, request.user!.id, request.params.id);
      const data = order.screenshotKey ? await files.get(order.screenshotKey) : null;
      if (!data) throw new AppError('NOT_FOUND', 'No payment screenshot has been uploaded for this order.');
      return reply.headers(screenshotHeaders(order.screenshotKey!, order.id)).send(data);
    },
  );
};
