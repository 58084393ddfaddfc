import type { Db } from '../../src/db/client.ts';
import { orderEvents, orderItems, orders, products } from './tables.ts';

export interface ReportOrder {
  status: string;
  paymentMethod?: 'tng' | 'stripe';
  serviceType?: 'pickup' | 'delivery';
  outletId?: number | null;
  slotDate?: string;
  slot?: string;
  createdAt: Date;
  paymentDeadline?: Date;
  firstName?: string;
  email?: string;
  /** Overrides the sum of the lines (to test sums past 32 bits). */
  totalCents?: number;
  lines: { productId: string | null; name: string; feature: string; quantity: number; unitCents: number }[];
}

/** A product of a given kind, straight in the table, for sheets that group by kind. */
export async function insertProduct(
  db: Db,
  p: { name: string; category: string; subCategory: string; priceCents: number; features: string[] },
) {
  const [row] = await db
    .insert(products)
    .values({ slug: `report-${Math.random().toString(36).slice(2)}`, description: 'For the report tests.', ...p })
    .returning({ id: products.id });
  return row!.id;
}

/** An order with exactly these lines, as the checkout would have stored it. */
export async function insertReportOrder(db: Db, userId: string, o: ReportOrder): Promise<string> {
  const productCents = o.totalCents ?? o.lines.reduce((sum, l) => sum + l.quantity * l.unitCents, 0);
  const serviceType = o.serviceType ?? 'pickup';
  const [row] = await db
    .insert(orders)
    .values({
      userId,
      status: o.status,
      paymentMethod: o.paymentMethod ?? 'tng',
      address: {
        firstName: o.firstName ?? 'Siti',
        lastName: 'Aminah',
        email: o.email ?? 'siti@example.com',
        street: '1 Jalan Test',
        city: 'Petaling Jaya',
        state: 'Selangor',
        zipcode: '47400',
        country: 'Malaysia',
        phone: '0123456789',
      },
      serviceType,
      outletId: o.outletId === undefined ? (serviceType === 'pickup' ? 1 : null) : o.outletId,
      deliveryAddress: serviceType === 'delivery' ? '1 Jalan Test, Petaling Jaya' : null,
      slotDate: o.slotDate ?? '2026-12-02',
      slot: o.slot ?? '10:00 - 11:00',
      productCents,
      shippingCents: 0,
      totalCents: productCents,
      paymentDeadline: o.paymentDeadline ?? new Date(o.createdAt.getTime() + 2 * 3_600_000),
      createdAt: o.createdAt,
    })
    .returning({ id: orders.id });
  await db.insert(orderItems).values(o.lines.map((l) => ({ orderId: row!.id, image: [], ...l })));
  await db.insert(orderEvents).values({ orderId: row!.id, fromStatus: null, toStatus: o.status, actorUserId: userId });
  return row!.id;
}
