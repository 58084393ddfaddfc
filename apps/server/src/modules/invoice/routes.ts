import {
  AdminEInvoiceListResponse,
  AdminEInvoiceQuery,
  AdminOrderInvoiceResponse,
  EInvoiceSettings,
  EInvoiceSettingsResponse,
  OrderInvoiceResponse,
  ProductTaxBody,
  ProductTaxList,
  SuccessOnly,
} from '@shop/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createEInvoiceGateway, type EInvoiceGateway } from '../../adapters/myinvois/index.ts';
import { AppError } from '../../lib/errors.ts';
import * as service from './service.ts';

const OrderParam = z.object({ orderId: z.string().max(100) });
const IdParam = z.object({ id: z.string().max(100) });

declare module 'fastify' {
  interface FastifyInstance {
    /** The e-invoice adapter (MyInvois, or the data folder); main.ts's job uses the same one. */
    einvoiceGateway: EInvoiceGateway;
  }
}

/** Decorated on the root instance (buildApp calls it), so the job outside the routes shares the adapter. */
export function decorateEInvoiceGateway(app: FastifyInstance): void {
  app.decorate('einvoiceGateway', createEInvoiceGateway(app.config));
}

async function requireAdmin(request: FastifyRequest): Promise<void> {
  if (request.user?.role !== 'admin')
    throw new AppError('FORBIDDEN', 'Only a shop admin can change the e-invoice settings and tax categories.');
}

/**
 * Receipts and e-invoices: the shopper's receipt and request form under /api/invoice, the staff's
 * list, resend and downloads under /api/admin/einvoices, and the admin's settings and tax categories.
 */
export const invoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = () => ({ db: app.db, config: app.config, gateway: app.einvoiceGateway });
  const auth = { preHandler: app.requireUser };

  app.get(
    '/api/invoice/order/:orderId',
    { ...auth, schema: { params: OrderParam, response: { 200: OrderInvoiceResponse } } },
    async (request) => ({
      success: true as const,
      ...(await service.orderInvoiceView(ctx(), request.user!.id, request.params.orderId)),
    }),
  );

  app.post(
    '/api/invoice/order/:orderId/request',
    // The body is checked by the service (it gives MyInvois' format rules as messages), so any object passes here.
    {
      ...auth,
      schema: { params: OrderParam, body: z.record(z.string(), z.unknown()), response: { 200: SuccessOnly } },
    },
    async (request) => {
      await service.requestEInvoice(ctx(), request.user!.id, request.params.orderId, request.body);
      return { success: true as const, message: 'Your e-invoice request has been received.' };
    },
  );

  app.get(
    '/api/invoice/receipt/:orderId',
    { ...auth, config: { openapi: { fileResponse: 'application/pdf' } }, schema: { params: OrderParam } },
    async (request, reply) => {
      return sendReceipt(reply, await service.receiptPdf(ctx(), request.params.orderId, request.user!.id));
    },
  );

  await app.register(async (scope) => {
    const staff = scope.withTypeProvider<ZodTypeProvider>();
    staff.addHook('onRequest', app.requireStaff);

    staff.get(
      '/api/admin/einvoices',
      { schema: { querystring: AdminEInvoiceQuery, response: { 200: AdminEInvoiceListResponse } } },
      async (request) => ({
        success: true as const,
        ...(await service.adminList(ctx(), request.query.status, request.query.page)),
      }),
    );

    staff.post(
      '/api/admin/einvoices/:id/resend',
      { schema: { params: IdParam, response: { 200: SuccessOnly } } },
      async (request) => {
        const row = await service.resend(ctx(), request.params.id);
        return { success: true as const, message: `${row.number} will be sent again.` };
      },
    );

    staff.get(
      '/api/admin/einvoices/:id/document',
      { config: { openapi: { fileResponse: 'application/json' } }, schema: { params: IdParam } },
      async (request, reply) => {
        const { number, json } = await service.documentOf(ctx(), request.params.id);
        return reply
          .type('application/json')
          .header('content-disposition', `attachment; filename="${number.replace(/[^A-Za-z0-9_-]/g, '_')}.json"`)
          .send(json);
      },
    );

    staff.get(
      '/api/admin/einvoices/order/:orderId',
      { schema: { params: OrderParam, response: { 200: AdminOrderInvoiceResponse } } },
      async (request) => ({ success: true as const, ...(await service.adminOrderView(ctx(), request.params.orderId)) }),
    );

    staff.get(
      '/api/admin/receipt/:orderId',
      { config: { openapi: { fileResponse: 'application/pdf' } }, schema: { params: OrderParam } },
      async (request, reply) => {
        return sendReceipt(reply, await service.receiptPdf(ctx(), request.params.orderId, null));
      },
    );

    await staff.register(async (adminScope) => {
      const admin = adminScope.withTypeProvider<ZodTypeProvider>();
      admin.addHook('onRequest', requireAdmin);

      admin.get(
        '/api/admin/einvoice-settings',
        { schema: { response: { 200: EInvoiceSettingsResponse } } },
        async () => {
          const settings = await service.einvoiceSettings(app.db, app.config);
          return {
            success: true as const,
            settings,
            missing: service.missingSettings(settings),
            mode: app.einvoiceGateway.mode,
          };
        },
      );

      admin.put(
        '/api/admin/einvoice-settings',
        { schema: { body: EInvoiceSettings, response: { 200: EInvoiceSettingsResponse } } },
        async (request) => {
          await service.saveEInvoiceSettings(app.db, request.body);
          const settings = await service.einvoiceSettings(app.db, app.config);
          return {
            success: true as const,
            settings,
            missing: service.missingSettings(settings),
            mode: app.einvoiceGateway.mode,
          };
        },
      );

      admin.get('/api/admin/tax-categories', { schema: { response: { 200: ProductTaxList } } }, async () => ({
        success: true as const,
        products: (await service.taxCategories(app.db)) as z.infer<typeof ProductTaxList>['products'],
      }));

      admin.put(
        '/api/admin/tax-categories',
        { schema: { body: ProductTaxBody, response: { 200: SuccessOnly } } },
        async (request) => {
          await service.setTaxCategory(app.db, request.body.productId, request.body.category);
          return { success: true as const, message: 'Tax category saved.' };
        },
      );
    });
  });
};

/** A receipt opens in the browser's PDF viewer and is never kept by a cache shared with others. */
function sendReceipt(reply: FastifyReply, receipt: { pdf: Buffer; number: string }) {
  return reply
    .type('application/pdf')
    .header('content-disposition', `inline; filename="receipt-${receipt.number}.pdf"`)
    .header('cache-control', 'private, no-store')
    .send(receipt.pdf);
}
