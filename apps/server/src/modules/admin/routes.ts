import fastifyMultipart from '@fastify/multipart';
import {
  ADMIN_IMAGE_MAX_BYTES,
  AdminMeResponse,
  AdminNewsListResponse,
  AdminNewsResponse,
  AdminOk,
  AdminOrderListResponse,
  AdminOrderQuery,
  AdminOrderResponse,
  BulkActionBody,
  BulkActionResponse,
  DashboardQuery,
  DashboardResponse,
  ProductionSheetQuery,
  ProductionSheetResponse,
  PreordersResponse,
  shopClock,
  AdminOutlet,
  AdminOutletListResponse,
  AdminProductListResponse,
  AdminProductQuery,
  AdminProductResponse,
  CatalogueNamesResponse,
  CategoryNameInput,
  CategoryNamesResponse,
  EditableSettings,
  EditableSettingsResponse,
  ImageKind,
  ImageUploadForm,
  ImageUploadResponse,
  NewsInput,
  OrderActionBody,
  OutletInput,
  PageQuery,
  ProductFlagsBody,
  ProductInput,
  ShippingSettings,
  ShippingSettingsResponse,
  SliderInput,
  SliderListResponse,
  SliderOrderBody,
  SliderText,
  TodayQuery,
  TodayResponse,
  PaymentRefundHandledResponse,
  PaymentRefundsResponse,
  ToVerifyResponse,
} from '@shop/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { localStorage, privateRoot } from '../../adapters/storage.ts';
import { AppError } from '../../lib/errors.ts';
import { uploadReadError } from '../../lib/multipart.ts';
import { createStripePayments } from '../../adapters/stripe.ts';
import { notifyStatusChange } from '../order/notify.ts';
import { closeCardSession } from '../payment/stripe.ts';
import { getShopSettings } from '../settings/service.ts';
import * as catalogue from '../product/staff.ts';
import { listCategoryNames, setCategoryName } from '../product/service.ts';
import * as content from './content.ts';
import { storeUploadedImage } from './images.ts';
import { screenshotHeaders } from '../payment/screenshot.ts';
import * as desk from './order-desk.ts';
import { productionSheet } from './production-sheet.ts';
import { sheetCsv } from './csv.ts';
import { salesDashboard } from './sales-dashboard.ts';
import { paymentNames, paymentSettingsRoutes } from './payments.ts';
import * as refunds from '../payment/refunds.ts';
import { searchSynonymRoutes } from './search-synonyms.ts';
import { searchInsightAdminRoutes } from './search-insight.ts';
import { seasonAdminRoutes } from './seasons.ts';
import { preordersByDay } from './preorders.ts';
import * as shop from './shop-settings.ts';

const IdParam = z.object({ id: z.string().max(100) });
const SerialParam = z.object({
  id: z.coerce
    .number({ error: 'Unknown id.' })
    .int('Unknown id.')
    .positive('Unknown id.')
    .max(2_147_483_647, 'Unknown id.'),
});

async function requireAdmin(request: FastifyRequest): Promise<void> {
  if (request.user?.role !== 'admin')
    throw new AppError('FORBIDDEN', 'Only a shop admin can change the catalogue and settings.');
}

/**
 * The back office under /api/admin. Authentication is an onRequest hook on this whole scope, so it
 * runs before body validation (a guest gets 401, not a 400 about the body) and no route added here
 * can forget it. Orders are for staff and admins; catalogue, content and settings for admins.
 */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireStaff);
  await app.register(fastifyMultipart, { limits: { fileSize: ADMIN_IMAGE_MAX_BYTES, files: 1, fields: 2, parts: 3 } });

  app.get('/api/admin/me', { schema: { response: { 200: AdminMeResponse } } }, async (request) => {
    const { id, email, name, role } = request.user!;
    return { success: true as const, user: { id, email, name, role } };
  });

  await app.register(orderDeskRoutes);
  await app.register(reportRoutes);
  await app.register(refundRoutes);
  await app.register(async (adminOnly) => {
    adminOnly.addHook('onRequest', requireAdmin);
    await adminOnly.register(catalogueRoutes);
    await adminOnly.register(searchSynonymRoutes);
    await adminOnly.register(searchInsightAdminRoutes);
    await adminOnly.register(seasonAdminRoutes);
    await adminOnly.register(contentRoutes);
    await adminOnly.register(settingsRoutes);
    await adminOnly.register(paymentSettingsRoutes);
  });
};

/** Payments Stripe took for orders that could not keep them; staff and admins act on the open ones. */
const refundRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/admin/payment-refunds', { schema: { response: { 200: PaymentRefundsResponse } } }, async () => ({
    success: true as const,
    ...(await refunds.refundReport(app)),
  }));

  app.post(
    '/api/admin/payment-refunds/:id/handled',
    { schema: { params: SerialParam, response: { 200: PaymentRefundHandledResponse } } },
    async (request) => ({
      success: true as const,
      message: 'Marked as handled.',
      refund: await refunds.markHandled(app, request.params.id, request.user!.id),
    }),
  );
};

export const STAFF_CANCEL_PAID =
  'A Stripe payment for this order has been made or is being processed, so it was not cancelled. Wait for the payment to be verified, then cancel it if needed.';

const orderDeskRoutes: FastifyPluginAsyncZod = async (app) => {
  const privateFiles = localStorage(privateRoot(app.config));
  const cards = createStripePayments(app.config.stripe);
  const closePayment: desk.ClosePayment = async (order, reason) => {
    const sessionId = await closeCardSession(app, cards, order).catch((err: unknown) => {
      if (err instanceof AppError && err.code === 'CONFLICT') throw new AppError('CONFLICT', STAFF_CANCEL_PAID);
      throw err;
    });
    const refund = await refunds.refundBeforeCancel(app, cards, order, reason);
    return {
      sessionId,
      refunded: refund.refunded,
      finish: async (cancelled) => {
        await refund.finish(cancelled);
        // The order is cancelled by now: a row that could not be written is logged, not a failed cancel.
        if (cancelled)
          await refunds
            .listRefundByHand(app, order)
            .catch((err: unknown) =>
              app.log.error({ err, orderId: order.id }, 'e-wallet payment to send back could not be listed'),
            );
      },
    };
  };

  app.get(
    '/api/admin/orders',
    { schema: { querystring: AdminOrderQuery, response: { 200: AdminOrderListResponse } } },
    async (request) => {
      const settings = await getShopSettings(app.db, app.config);
      const clock = shopClock(app.config.now(), settings.timeZone);
      return {
        success: true as const,
        page: request.query.page,
        ...(await desk.listOrders(app.db, request.query, clock)),
      };
    },
  );

  // Staff plan the baking from it, like the production sheet: open to the desk, not only to admins.
  app.get('/api/admin/preorders', { schema: { response: { 200: PreordersResponse } } }, async () => {
    const settings = await getShopSettings(app.db, app.config);
    return {
      success: true as const,
      seasons: await preordersByDay(app.db, shopClock(app.config.now(), settings.timeZone).date),
    };
  });

  app.get('/api/admin/orders/to-verify', { schema: { response: { 200: ToVerifyResponse } } }, async () => ({
    success: true as const,
    ...(await desk.ordersToVerify(app.db)),
  }));

  app.post(
    '/api/admin/orders/bulk-action',
    { schema: { body: BulkActionBody, response: { 200: BulkActionResponse } } },
    async (request) => {
      const { moved, refused } = await desk.applyBulkAction(
        app.db,
        {
          ...request.body,
          actorUserId: request.user!.id,
          now: app.config.now(),
        },
        closePayment,
      );
      await desk.refundNotesForCancelled(
        { db: app.db, config: app.config, log: request.log },
        moved,
        request.body.reason,
      );
      for (const row of moved)
        app.afterAnswer.run(
          notifyStatusChange(app, row.id, row.status, request.body.reason ?? null),
          'notifyStatusChange',
        );
      return { success: true as const, moved: moved.map((r) => ({ id: r.id, status: r.status })), refused };
    },
  );

  app.get(
    '/api/admin/orders/today',
    { schema: { querystring: TodayQuery, response: { 200: TodayResponse } } },
    async (request) => {
      const settings = await getShopSettings(app.db, app.config);
      return {
        success: true as const,
        ...(await desk.ordersOfDay(app.db, request.query.date, settings.timeZone, app.config.now())),
      };
    },
  );

  app.get(
    '/api/admin/orders/:id',
    { schema: { params: IdParam, response: { 200: AdminOrderResponse } } },
    async (request) => ({
      success: true as const,
      order: await desk.orderDetail(app.db, request.params.id, await paymentNames(app)),
    }),
  );

  app.post(
    '/api/admin/orders/:id/action',
    { schema: { params: IdParam, body: OrderActionBody, response: { 200: AdminOrderResponse } } },
    async (request) => {
      const row = await desk.applyAction(
        app.db,
        {
          orderId: request.params.id,
          action: request.body.action,
          reason: request.body.reason,
          actorUserId: request.user!.id,
          now: app.config.now(),
        },
        closePayment,
      );
      await desk.refundNotesForCancelled(
        { db: app.db, config: app.config, log: request.log },
        [row],
        request.body.reason,
      );
      app.afterAnswer.run(
        notifyStatusChange(app, row.id, row.status, request.body.reason ?? null),
        'notifyStatusChange',
      );
      return { success: true as const, order: await desk.orderDetail(app.db, row.id, await paymentNames(app)) };
    },
  );

  app.get(
    '/api/admin/orders/:id/screenshot',
    { config: { openapi: { fileResponse: 'image/*' } }, schema: { params: IdParam } },
    async (request, reply) => {
      const order = await desk.requireOrder(app.db, request.params.id);
      const data = order.screenshotKey ? await privateFiles.get(order.screenshotKey) : null;
      if (!data) throw new AppError('NOT_FOUND', 'No payment screenshot has been uploaded for this order.');
      return reply.headers(screenshotHeaders(order.screenshotKey!, order.id)).send(data);
    },
  );
};

/** The production sheet (JSON for the screen, CSV for a spreadsheet) and the sales dashboard: staff read both. */
const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  const sheetFor = async (query: z.output<typeof ProductionSheetQuery>) => {
    const settings = await getShopSettings(app.db, app.config);
    return productionSheet(app.db, { ...query, timeZone: settings.timeZone, now: app.config.now() });
  };

  app.get(
    '/api/admin/production-sheet',
    { schema: { querystring: ProductionSheetQuery, response: { 200: ProductionSheetResponse } } },
    async (request) => ({
      success: true as const,
      ...(await sheetFor(request.query)),
    }),
  );

  app.get(
    '/api/admin/production-sheet.csv',
    { config: { openapi: { fileResponse: 'text/csv' } }, schema: { querystring: ProductionSheetQuery } },
    async (request, reply) => {
      const sheet = await sheetFor(request.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="production-${sheet.date}-${sheet.location}.csv"`)
        .header('cache-control', 'no-store')
        .send(sheetCsv(sheet));
    },
  );

  app.get(
    '/api/admin/dashboard',
    { schema: { querystring: DashboardQuery, response: { 200: DashboardResponse } } },
    async (request) => {
      const settings = await getShopSettings(app.db, app.config);
      return {
        success: true as const,
        ...(await salesDashboard(app.db, { ...request.query, timeZone: settings.timeZone, now: app.config.now() })),
      };
    },
  );
};

async function readImageUpload(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<{ kind: string; data: Buffer | null }> {
  if (!request.isMultipart()) {
    throw new AppError('UNSUPPORTED_MEDIA', 'Send the image as multipart/form-data with the fields kind and image.');
  }
  let kind = '';
  let data: Buffer | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const buffer = await part.toBuffer();
        if (part.fieldname === 'image') data = buffer;
      } else if (part.fieldname === 'kind' && typeof part.value === 'string') {
        kind = part.value;
      }
    }
  } catch (err) {
    throw uploadReadError(
      app,
      err,
      `The image is larger than ${ADMIN_IMAGE_MAX_BYTES / 1024 / 1024} MB. Please upload a smaller one.`,
    );
  }
  return { kind, data };
}

const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/admin/images',
    { config: { openapi: { multipartForm: ImageUploadForm } }, schema: { response: { 200: ImageUploadResponse } } },
    async (request) => {
      const upload = await readImageUpload(app, request);
      const kind = ImageKind.safeParse(upload.kind);
      if (!kind.success) throw new AppError('INVALID_INPUT', 'kind must be product, slider or news.');
      if (!upload.data || upload.data.length === 0) throw new AppError('INVALID_INPUT', 'Choose an image to upload.');
      return { success: true as const, url: await storeUploadedImage(app.media, kind.data, upload.data) };
    },
  );

  app.get(
    '/api/admin/products',
    { schema: { querystring: AdminProductQuery, response: { 200: AdminProductListResponse } } },
    async (request) => ({
      success: true as const,
      page: request.query.page,
      ...(await catalogue.listAdminProducts(app.db, request.query)),
    }),
  );

  app.get('/api/admin/products/names', { schema: { response: { 200: CatalogueNamesResponse } } }, async () => ({
    success: true as const,
    ...(await catalogue.catalogueNames(app.db)),
  }));

  app.get('/api/admin/category-names', { schema: { response: { 200: CategoryNamesResponse } } }, async () => ({
    success: true as const,
    names: await listCategoryNames(app.db),
  }));

  app.put(
    '/api/admin/category-names',
    { schema: { body: CategoryNameInput, response: { 200: CategoryNamesResponse } } },
    async (request) => {
      await setCategoryName(app.db, request.body.name, request.body.nameMs);
      return { success: true as const, names: await listCategoryNames(app.db) };
    },
  );

  app.get(
    '/api/admin/products/:id',
    { schema: { params: IdParam, response: { 200: AdminProductResponse } } },
    async (request) => ({
      success: true as const,
      product: await catalogue.getAdminProduct(app.db, request.params.id),
    }),
  );

  app.post(
    '/api/admin/products',
    { schema: { body: ProductInput, response: { 200: AdminProductResponse } } },
    async (request) => ({
      success: true as const,
      product: await catalogue.createProduct(app.db, request.body),
    }),
  );

  app.put(
    '/api/admin/products/:id',
    { schema: { params: IdParam, body: ProductInput, response: { 200: AdminProductResponse } } },
    async (request) => ({
      success: true as const,
      product: await catalogue.updateProduct(app.db, request.params.id, request.body),
    }),
  );

  app.patch(
    '/api/admin/products/:id',
    { schema: { params: IdParam, body: ProductFlagsBody, response: { 200: AdminProductResponse } } },
    async (request) => ({
      success: true as const,
      product: await catalogue.setProductFlags(app.db, request.params.id, request.body),
    }),
  );
};

const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/admin/slider', { schema: { response: { 200: SliderListResponse } } }, async () => ({
    success: true as const,
    items: await content.listSlider(app.db),
  }));
  app.post(
    '/api/admin/slider',
    { schema: { body: SliderInput, response: { 200: SliderListResponse } } },
    async (request) => {
      await content.addSlide(app.db, request.body);
      return { success: true as const, items: await content.listSlider(app.db) };
    },
  );
  app.put(
    '/api/admin/slider/order',
    { schema: { body: SliderOrderBody, response: { 200: SliderListResponse } } },
    async (request) => ({
      success: true as const,
      items: await content.reorderSlides(app.db, request.body.ids),
    }),
  );
  app.put(
    '/api/admin/slider/:id',
    { schema: { params: SerialParam, body: SliderText, response: { 200: SliderListResponse } } },
    async (request) => {
      await content.updateSlideText(app.db, request.params.id, request.body);
      return { success: true as const, items: await content.listSlider(app.db) };
    },
  );
  app.delete(
    '/api/admin/slider/:id',
    { schema: { params: SerialParam, response: { 200: AdminOk } } },
    async (request) => {
      await content.removeSlide(app.db, request.params.id);
      return { success: true as const, message: 'Slide removed.' };
    },
  );

  app.get(
    '/api/admin/news',
    { schema: { querystring: PageQuery, response: { 200: AdminNewsListResponse } } },
    async (request) => ({
      success: true as const,
      page: request.query.page,
      ...(await content.listNews(app.db, request.query.page)),
    }),
  );
  app.post(
    '/api/admin/news',
    { schema: { body: NewsInput, response: { 200: AdminNewsResponse } } },
    async (request) => ({
      success: true as const,
      item: await content.saveNews(app.db, null, request.body),
    }),
  );
  app.put(
    '/api/admin/news/:id',
    { schema: { params: SerialParam, body: NewsInput, response: { 200: AdminNewsResponse } } },
    async (request) => ({
      success: true as const,
      item: await content.saveNews(app.db, request.params.id, request.body),
    }),
  );
  app.delete(
    '/api/admin/news/:id',
    { schema: { params: SerialParam, response: { 200: AdminOk } } },
    async (request) => {
      await content.removeNews(app.db, request.params.id);
      return { success: true as const, message: 'News item deleted.' };
    },
  );

  app.get('/api/admin/outlets', { schema: { response: { 200: AdminOutletListResponse } } }, async () => ({
    success: true as const,
    outlets: await content.listOutlets(app.db),
  }));
  const OutletResponse = z.object({ success: z.literal(true), outlet: AdminOutlet });
  app.post(
    '/api/admin/outlets',
    { schema: { body: OutletInput, response: { 200: OutletResponse } } },
    async (request) => ({
      success: true as const,
      outlet: await content.saveOutlet(app.db, null, request.body),
    }),
  );
  app.put(
    '/api/admin/outlets/:id',
    { schema: { params: SerialParam, body: OutletInput, response: { 200: OutletResponse } } },
    async (request) => ({
      success: true as const,
      outlet: await content.saveOutlet(app.db, request.params.id, request.body),
    }),
  );
  app.delete(
    '/api/admin/outlets/:id',
    { schema: { params: SerialParam, response: { 200: AdminOk } } },
    async (request) => {
      await content.removeOutlet(app.db, request.params.id);
      return { success: true as const, message: 'Outlet removed.' };
    },
  );
};

const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/admin/shipping', { schema: { response: { 200: ShippingSettingsResponse } } }, async () => ({
    success: true as const,
    ...(await shop.getShipping(app.db, app.config)),
  }));
  app.put(
    '/api/admin/shipping',
    { schema: { body: ShippingSettings, response: { 200: ShippingSettingsResponse } } },
    async (request) => {
      await shop.saveShipping(app.db, request.body);
      return { success: true as const, ...(await shop.getShipping(app.db, app.config)) };
    },
  );

  app.get('/api/admin/settings', { schema: { response: { 200: EditableSettingsResponse } } }, async () => ({
    success: true as const,
    settings: await shop.getEditableSettings(app.db, app.config),
  }));
  app.put(
    '/api/admin/settings',
    { schema: { body: EditableSettings, response: { 200: EditableSettingsResponse } } },
    async (request) => {
      await shop.saveEditableSettings(app.db, request.body);
      return { success: true as const, settings: await shop.getEditableSettings(app.db, app.config) };
    },
  );
};
