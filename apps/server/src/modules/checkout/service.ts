import type { ContentLang, OrderDetail } from '@shop/contract';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { orderDetail } from '../order/service.ts';
import { paymentQrFor, shopQr } from '../payment/duitnow.ts';
import { getShopSettings } from '../settings/service.ts';

/** One of the shopper's orders as the order page shows it: with the shop's payment receiver and QR. */
export async function shopperOrderDetail(
  db: Db,
  config: Config,
  userId: string,
  orderId: string,
  lang: ContentLang = 'en',
): Promise<OrderDetail> {
  const [settings, qr] = await Promise.all([getShopSettings(db, config), shopQr(db, config)]);
  return orderDetail(
    db,
    userId,
    orderId,
    { receiverName: settings.paymentReceiverName, qrFor: (order) => paymentQrFor(qr?.qr ?? null, order) },
    lang,
  );
}
