import { ADMIN_IMAGE_MAX_BYTES, PaymentQrTextBody, PaymentSettingsResponse } from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors.ts';
import { uploadReadError } from '../../lib/multipart.ts';
import { clearQr, merchantIsReceiver, paymentQrSettings, saveQrImage, saveQrText, shopQr } from '../payment/duitnow.ts';
import { refusedMethods } from '../payment/online-methods.ts';
import { getShopSettings } from '../settings/service.ts';
import type { PaymentNames } from './order-desk.ts';

/** The receiver name the screenshot check accepts, and the merchant name of the QR shoppers scan. */
export async function paymentNames(app: FastifyInstance): Promise<PaymentNames> {
  const [settings, qr] = await Promise.all([getShopSettings(app.db, app.config), shopQr(app.db, app.config)]);
  return {
    receiverName: settings.paymentReceiverName,
    qrMerchantName: qr?.qr.merchantName ?? null,
    qrMerchantMatches: qr ? merchantIsReceiver(qr.qr.merchantName, settings.paymentReceiverName) : null,
  };
}

async function answer(app: FastifyInstance): Promise<PaymentSettingsResponse> {
  const settings = await getShopSettings(app.db, app.config);
  const [qr, refused] = await Promise.all([
    paymentQrSettings(app.db, app.config, settings.paymentReceiverName),
    refusedMethods(app.db),
  ]);
  return { success: true as const, ...qr, refusedMethods: refused };
}

/** The shop's DuitNow QR (pasted text or the issued image) and what Stripe refused; admins only. */
export const paymentSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const reply = { response: { 200: PaymentSettingsResponse } };

  app.get('/api/admin/payments', { schema: reply }, () => answer(app));

  app.put('/api/admin/payments/qr', { schema: { ...reply, body: PaymentQrTextBody } }, async (request) => {
    await saveQrText(app.db, request.body.payload);
    return answer(app);
  });

  app.post('/api/admin/payments/qr-image', { schema: reply }, async (request) => {
    if (!request.isMultipart())
      throw new AppError('UNSUPPORTED_MEDIA', 'Send the QR image as multipart/form-data in the field image.');
    let image: Buffer | null = null;
    try {
      for await (const part of request.parts()) {
        if (part.type === 'file' && part.fieldname === 'image') image = await part.toBuffer();
        else if (part.type === 'file') await part.toBuffer();
      }
    } catch (err) {
      throw uploadReadError(
        app,
        err,
        `The image is larger than ${ADMIN_IMAGE_MAX_BYTES / 1024 / 1024} MB. Please upload a smaller one.`,
      );
    }
    if (!image || image.length === 0) throw new AppError('INVALID_INPUT', 'Choose an image of the QR code to upload.');
    await saveQrImage(app.db, image);
    return answer(app);
  });

  app.delete('/api/admin/payments/qr', { schema: reply }, async () => {
    await clearQr(app.db);
    return answer(app);
  });
};
