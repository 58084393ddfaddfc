import { LIMITS } from '@shop/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cartItems, cartMerges } from './schema.ts';
import type { StoredAddOns } from '../product/add-ons.ts';

/** Only ids that look like ours reach PostgreSQL, which would reject a malformed uuid with an error. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (id: string) => UUID.test(id);

/** A line's identity: product, option and the add-ons' key (`lineKey`, '' for a plain line). */
export interface LineId {
  productId: string;
  feature: string;
  lineKey: string;
}

const sameLine = (userId: string, line: LineId) =>
  and(
    eq(cartItems.userId, userId),
    eq(cartItems.productId, line.productId),
    eq(cartItems.feature, line.feature),
    eq(cartItems.lineKey, line.lineKey),
  );
const lineTarget = [cartItems.userId, cartItems.productId, cartItems.feature, cartItems.lineKey];

/**
 * One statement per change: concurrent adds to one line both count, and concurrent sets never fail
 * on the primary key (the upsert takes the row lock).
 */
export async function addToLine(
  db: Db,
  userId: string,
  line: LineId,
  addOns: StoredAddOns,
  quantity: number,
): Promise<void> {
  await db
    .insert(cartItems)
    .values({ userId, ...line, addOns, quantity })
    .onConflictDoUpdate({
      target: lineTarget,
      set: {
        quantity: sql`least(${cartItems.quantity} + excluded.quantity, ${LIMITS.cartQuantityMax})`,
        updatedAt: sql`now()`,
      },
    });
}

export async function setLine(
  db: Db,
  userId: string,
  line: LineId,
  addOns: StoredAddOns,
  quantity: number,
): Promise<void> {
  await db
    .insert(cartItems)
    .values({ userId, ...line, addOns, quantity })
    .onConflictDoUpdate({ target: lineTarget, set: { quantity: sql`excluded.quantity`, updatedAt: sql`now()` } });
}

export async function deleteLine(db: Db, userId: string, line: LineId): Promise<void> {
  await db.delete(cartItems).where(sameLine(userId, line));
}

/** The cart's rows with a quantity, in a stable order, so a row does not jump when its quantity changes. */
export async function cartRows(
  db: Db,
  userId: string,
): Promise<(LineId & { addOns: StoredAddOns; quantity: number })[]> {
  return db
    .select({
      productId: cartItems.productId,
      feature: cartItems.feature,
      lineKey: cartItems.lineKey,
      addOns: cartItems.addOns,
      quantity: cartItems.quantity,
    })
    .from(cartItems)
    .where(and(eq(cartItems.userId, userId), sql`${cartItems.quantity} > 0`))
    .orderBy(asc(cartItems.productId), asc(cartItems.feature), asc(cartItems.lineKey));
}

export async function clearCart(db: Db, userId: string): Promise<void> {
  await db.delete(cartItems).where(eq(cartItems.userId, userId));
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
