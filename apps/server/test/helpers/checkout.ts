import { moneyString, shopClock, TIME_SLOTS, type PlaceOrderBody } from '@shop/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Ocr } from '../../src/adapters/ocr.ts';
import type { Config } from '../../src/config.ts';
import type { Db } from '../../src/db/client.ts';
import { cartItems, products } from './tables.ts';
import { createTestApp, type DbKind, type TestApp } from './test-app.ts';
import { createUser } from './users.ts';

/** createTestApp with the order module's seams: a stand-in OCR and extra environment (Stripe). */
export function createCheckoutApp(
  kind: DbKind,
  opts: { ocr?: Ocr; env?: Record<string, string>; overrides?: Partial<Config> } = {},
): Promise<TestApp> {
  return createTestApp(kind, opts.overrides, {
    ...(opts.env ? { env: opts.env } : {}),
    deps: opts.ocr ? { ocr: opts.ocr } : {},
  });
}

export async function someProducts(db: Db, n: number, leadTime = false) {
  return db
    .select()
    .from(products)
    .where(leadTime ? sql`${products.leadTimeHours} > 0` : eq(products.leadTimeHours, 0))
    .orderBy(asc(products.seq))
    .limit(n);
}

export async function fillCart(
  db: Db,
  userId: string,
  lines: { productId: string; feature: string; quantity: number }[],
) {
  await db.insert(cartItems).values(lines.map((l) => ({ ...l, userId })));
}

/** Tomorrow in the shop's time zone: always a valid date with every slot still open. */
export function tomorrow(timeZone = 'Asia/Kuala_Lumpur'): string {
  return shopClock(new Date(Date.now() + 86_400_000), timeZone).date;
}

export const deliveryAddress = {
  firstName: 'Aisyah',
  lastName: 'Rahman',
  email: 'aisyah@example.com',
  street: '12 Jalan Bukit Bintang',
  city: 'Kuala Lumpur',
  state: 'Selangor',
  zipcode: '55100',
  country: 'Malaysia',
  phone: '0123456789',
};

/** The body the place-order screen would send for the user's current cart, priced like the server. */
export async function orderBodyFor(
  db: Db,
  userId: string,
  opts: {
    shippingCents?: number;
    service?: Partial<PlaceOrderBody['service']>;
    address?: Record<string, unknown>;
  } = {},
): Promise<PlaceOrderBody> {
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      priceCents: products.priceCents,
      feature: cartItems.feature,
      quantity: cartItems.quantity,
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(and(eq(cartItems.userId, userId)));
  const subtotal = rows.reduce((n, r) => n + r.priceCents * r.quantity, 0);
  return {
    address: opts.address ?? deliveryAddress,
    items: rows.map((r) => ({
      id: r.id,
      name: r.name,
      price: r.priceCents / 100,
      feature: r.feature,
      quantity: r.quantity,
    })),
    price: { productPrice: moneyString(subtotal), shippingPrice: moneyString(opts.shippingCents ?? 800) },
    service: {
      serviceType: 'delivery',
      deliveryAddress: 'Bukit Bintang, Kuala Lumpur',
      calendarDate: tomorrow(),
      deliveryTime: TIME_SLOTS[2]!,
      ...opts.service,
    },
  };
}

/**
 * A new customer with `quantity` of the first product without lead time in the cart places an order
 * through `url` (the e-wallet route by default), with an idempotency key when `idempotent`.
 */
export async function placeTestOrder(t: TestApp, opts: { url?: string; quantity?: number; idempotent?: boolean } = {}) {
  const user = await createUser(t.database.db);
  const [product] = await someProducts(t.database.db, 1);
  await fillCart(t.database.db, user.id, [
    { productId: product!.id, feature: product!.features[0] ?? '', quantity: opts.quantity ?? 1 },
  ]);
  const body = await orderBodyFor(t.database.db, user.id);
  const headers = { token: user.token, ...(opts.idempotent ? { 'idempotency-key': `order-${user.id}` } : {}) };
  const res = await t.app.inject({ method: 'POST', url: opts.url ?? '/api/order/place', headers, payload: body });
  return { user, product: product!, body, headers, res };
}

/** A multipart body built by hand, so the test controls names, types and bytes exactly. */
export function multipart(fields: Record<string, string>, file?: { name: string; type: string; data: Buffer }) {
  const boundary = '----storefront-test-boundary';
  const chunks: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
