import { createHash } from 'node:crypto';
import { cartLimitProblem, LIMITS, NO_FEATURE, positiveEntries, type CartData, type Product } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { invalid, notFound } from '../../lib/errors.ts';
import { checkCartStock, checkStock } from '../product/stock.ts';
import { toApiProduct } from '../product/service.ts';
import * as q from './queries.ts';

// Reads other modules need; the queries file itself stays private to this module.
export { cartLines, cartSubtotalCents, clearCart, type CartLine } from './queries.ts';

const GONE = 'This product does not exist or is no longer available.';

/** The product must exist and the feature be one of its features (or NO_FEATURE when it has none). */
async function requireLine(db: Db, itemId: string, feature: string): Promise<q.ProductRow> {
  const [product] = await q.findVisibleProducts(db, [itemId]);
  if (!product) throw notFound(GONE);
  if (!featureFits(product, feature)) {
    throw invalid(
      product.features.length === 0
        ? 'This product has no options to choose from.'
        : `Choose one of: ${product.features.join(', ')}.`,
    );
  }
  return product;
}

function featureFits(product: q.ProductRow, feature: string): boolean {
  return product.features.length === 0 ? feature === NO_FEATURE : product.features.includes(feature);
}

/**
 * Refuses a change that would take the cart over its limits (lines, units of one item, value), so
 * the shopper hears why now rather than at checkout. `quantity` is what the line would then hold.
 */
async function assertCartFits(db: Db, userId: string, product: q.ProductRow, feature: string, quantity: (held: number) => number) {
  const lines = await q.cartLines(db, userId);
  const same = (l: { productId: string; feature: string }) => l.productId === product.id && l.feature === feature;
  const held = lines.find(same)?.quantity ?? 0;
  const after = [...lines.filter((l) => !same(l)), { quantity: Math.min(quantity(held), LIMITS.cartQuantityMax), priceCents: product.priceCents }];
  const problem = cartLimitProblem(after);
  if (problem) throw invalid(problem);
}

export async function addToCart(db: Db, userId: string, itemId: string, feature: string, quantity: number) {
  const product = await requireLine(db, itemId, feature);
  await assertCartFits(db, userId, product, feature, (held) => held + quantity);
  await checkCartStock(db, userId, product.id, feature, quantity);
  await q.addToLine(db, userId, product.id, feature, quantity);
  return { success: true as const, message: 'Added to cart.' };
}

/** Sets a line to `quantity`; 0 removes it, which works even for a product deleted since. */
export async function updateCart(db: Db, userId: string, itemId: string, feature: string, quantity: number) {
  if (quantity === 0) {
    if (q.isUuid(itemId)) await q.deleteLine(db, userId, itemId.toLowerCase(), feature);
    return { success: true as const, message: 'Item removed from cart.' };
  }
  const product = await requireLine(db, itemId, feature);
  await assertCartFits(db, userId, product, feature, () => quantity);
  await checkStock(db, product.id, feature, quantity);
  await q.setLine(db, userId, product.id, feature, quantity);
  return { success: true as const, message: 'Cart updated.' };
}

function toCartData(lines: { productId: string; feature: string; quantity: number }[]): CartData {
  const cart: CartData = {};
  for (const l of lines) (cart[l.productId] ??= {})[l.feature] = l.quantity;
  return cart;
}

/**
 * The customer's cart. Lines of products deleted or hidden since they were added are dropped here,
 * and their names returned once, so the shopper is told rather than finding them gone silently.
 */
export async function getCart(db: Db, userId: string): Promise<{ success: true; cartData: CartData; removed: string[] }> {
  const lines = await q.cartLines(db, userId);
  const gone = lines.filter((l) => !l.available);
  if (gone.length) await q.deleteProductsFromCart(db, userId, [...new Set(gone.map((l) => l.productId))]);
  return {
    success: true,
    cartData: toCartData(lines.filter((l) => l.available)),
    removed: [...new Set(gone.map((l) => l.name))],
  };
}

/**
 * The key of one merge: the cart content in a canonical order plus the browser's merge id. The same
 * guest cart sent twice (a double submit, two tabs, a retry) has the same key and is added once.
 */
export function mergeKey(entries: { itemId: string; feature: string; quantity: number }[], mergeId: string | undefined): string {
  const canonical = entries
    .map((e) => JSON.stringify([e.itemId.toLowerCase(), e.feature, e.quantity]))
    .sort()
    .join('\n');
  return createHash('sha256')
    .update(`${mergeId ?? ''}\n${canonical}`)
    .digest('base64url');
}

/**
 * After login the guest cart is added to the account, quantities adding up per product and
 * feature. Entries of 0 or less are ignored; lines of unknown products or features are left out.
 */
export async function mergeCart(db: Db, userId: string, guest: CartData, mergeId: string | undefined) {
  const entries = positiveEntries(guest)
    .map((e) => ({ ...e, quantity: Math.min(Math.trunc(e.quantity), LIMITS.cartQuantityMax) }))
    .filter((e) => e.quantity >= 1);
  const products = new Map((await q.findVisibleProducts(db, entries.map((e) => e.itemId))).map((p) => [p.id, p]));
  const usable = entries.filter((e) => {
    const product = products.get(e.itemId.toLowerCase());
    return product !== undefined && featureFits(product, e.feature);
  });
  const key = mergeKey(entries, mergeId);

  const merged = await db.transaction(async (tx) => {
    // The claim and the adds commit together: a second identical merge waits on the claim's row
    // lock and then finds it taken, and a failed add leaves the merge unclaimed for a retry.
    if (!(await q.claimMerge(tx, userId, key))) return false;
    for (const e of usable) await q.addToLine(tx, userId, e.itemId.toLowerCase(), e.feature, e.quantity);
    return true;
  });

  const skipped = entries.length - usable.length;
  const { cartData } = await getCart(db, userId);
  let message = merged ? 'Your guest cart was added to your account.' : 'This guest cart was already added to your account.';
  if (merged && skipped > 0) {
    message += ` ${skipped === 1 ? '1 item is' : `${skipped} items are`} no longer available and ${skipped === 1 ? 'was' : 'were'} left out.`;
  }
  return { success: true as const, message, cartData, merged };
}

/** Product data for cart rows, by id: unknown, deleted and hidden products are simply absent. */
export async function cartProducts(db: Db, ids: string[]): Promise<Product[]> {
  return (await q.findVisibleProducts(db, ids.map((id) => id.toLowerCase()))).map(toApiProduct);
}
