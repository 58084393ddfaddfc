import sharp from 'sharp';
import type { Db } from '../../src/db/client.ts';
import { orderEvents, orderItems, orders, products } from './tables.ts';

/** A real PNG of the given size, made with sharp (fixtures are generated, not committed). */
export function pngImage(width = 900, height = 700, colour = '#c98b4a'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

export function multipartBody(
  fields: Record<string, string>,
  file: { name: string; data: Buffer; type: string } | null,
) {
  const boundary = `----admin${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="image"; filename="${file.name}"\r\ncontent-type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export interface OrderOverrides {
  status?: string;
  serviceType?: 'pickup' | 'delivery';
  outletId?: number | null;
  slotDate?: string;
  slot?: string;
  firstName?: string;
  email?: string;
  phone?: string;
  createdAt?: Date;
  screenshotKey?: string | null;
  ocrText?: string | null;
}

/** An order straight in the tables, in any status, the way the checkout would have stored it. */
export async function insertTestOrder(db: Db, userId: string, o: OrderOverrides = {}): Promise<string> {
  const [product] = await db.select().from(products).limit(1);
  const status = o.status ?? 'Payment Submitted';
  const [row] = await db
    .insert(orders)
    .values({
      userId,
      status,
      paymentMethod: 'tng',
      address: {
        firstName: o.firstName ?? 'Aisyah',
        lastName: 'Rahman',
        email: o.email ?? 'aisyah@example.com',
        street: '1 Jalan Test',
        city: 'Petaling Jaya',
        state: 'Selangor',
        zipcode: '47400',
        country: 'Malaysia',
        phone: o.phone ?? '0123456789',
      },
      serviceType: o.serviceType ?? 'pickup',
      outletId: o.outletId === undefined ? 1 : o.outletId,
      deliveryAddress: null,
      slotDate: o.slotDate ?? '2026-12-01',
      slot: o.slot ?? '10:00 - 11:00',
      productCents: product!.priceCents * 2,
      shippingCents: 0,
      totalCents: product!.priceCents * 2,
      paymentDeadline: new Date(Date.now() + 3_600_000),
      screenshotKey: o.screenshotKey ?? null,
      ocrText: o.ocrText ?? null,
      ...(o.createdAt ? { createdAt: o.createdAt } : {}),
    })
    .returning({ id: orders.id });
  await db.insert(orderItems).values({
    orderId: row!.id,
    productId: product!.id,
    name: product!.name,
    image: product!.images,
    feature: product!.features[0] ?? '',
    quantity: 2,
    unitCents: product!.priceCents,
  });
  await db.insert(orderEvents).values({ orderId: row!.id, fromStatus: null, toStatus: status, actorUserId: userId });
  return row!.id;
}
