import { LIMITS } from '@shop/contract';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cartItems, cartMerges, products } from '../../db/schema.ts';

export type ProductRow = typeof products.$inferSelect;

const visible = and(isNull(products.deletedAt), eq(products.hidden, false));

/** Only ids that look like ours reach PostgreSQL, which would reject a malformed uuid with an error. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (id: string) => UUID.test(id);

export async function findVisibleProducts(db: Db, ids: readonly string[]): Promise<ProductRow[]> {
  const valid = [...new Set(ids)].filter(isUuid);
  if (valid.length === 0) return [];
  return db
    .select()
    .from(products)
    .where(and(inArray(products.id, valid), visible));
}

/**
 * One statement per change: concurrent adds to one line both count, and concurrent sets never fail
 * on the primary key (the upsert takes the row lock).
 */
export async function addToLine(db: Db, userId: string, productId: string, feature: string, quantity: number): Promise<void> {
  await db
    .insert(cartItems)
    .values({ userId, productId, feature, quantity })
    .onConflictDoUpdate({
      target: [cartItems.userId, cartItems.productId, cartItems.feature],
      set: {
        quantity: sql`least(${cartItems.quantity} + excluded.quantity, ${LIMITS.cartQuantityMax})`,
        updatedAt: sql`now()`,
      },
    });
}

export async function setLine(db: Db, userId: string, productId: string, feature: string, quantity: number): Promise<void> {
  await db
    .insert(cartItems)
    .values({ userId, productId, feature, quantity })
    .onConflictDoUpdate({
      target: [cartItems.userId, cartItems.productId, cartItems.feature],
      set: { quantity: sql`excluded.quantity`, updatedAt: sql`now()` },
    });
}

export async function deleteLine(db: Db, userId: string, productId: string, feature: string): Promise<void> {
  await db
    .delete(cartItems)
    .where(and(eq(cartItems.userId, userId), eq(cartItems.productId, productId), eq(cartItems.feature, feature)));
}

export interface StoredLine {
  productId: string;
  feature: string;
  quantity: number;
  name: string;
  available: boolean;
}

export async function listLines(db: Db, userId: string): Promise<StoredLine[]> {
  return db
    .select({
      productId: cartItems.productId,
      feature: cartItems.feature,
      quantity: cartItems.quantity,
      name: products.name,
      available: sql<boolean>`(${products.deletedAt} is null and not ${products.hidden})`,
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(and(eq(cartItems.userId, userId), sql`${cartItems.quantity} > 0`))
    // A stable order, so a row does not jump when its quantity changes.
    .orderBy(cartItems.productId, cartItems.feature);
}

export async function deleteProductsFromCart(db: Db, userId: string, productIds: string[]): Promise<void> {
  if (productIds.length === 0) return;
  await db.delete(cartItems).where(and(eq(cartItems.userId, userId), inArray(cartItems.productId, productIds)));
}

/** True when this merge key is new for the user (and now recorded); false when it was applied before. */
export async function claimMerge(db: Db, userId: string, mergeKey: string): Promise<boolean> {
  const rows = await db
    .insert(cartMerges)
    .values({ userId, mergeKey })
    .onConflictDoNothing()
    .returning({ key: cartMerges.mergeKey });
  return rows.length > 0;
}

/** The cart's lines with their current prices, for the cart limits. */
export async function pricedLines(db: Db, userId: string): Promise<{ productId: string; feature: string; quantity: number; priceCents: number }[]> {
  return db
    .select({ productId: cartItems.productId, feature: cartItems.feature, quantity: cartItems.quantity, priceCents: products.priceCents })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(and(eq(cartItems.userId, userId), sql`${cartItems.quantity} > 0`));
}
