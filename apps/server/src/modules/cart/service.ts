import { createHash } from 'node:crypto';
import {
  addOnsProblem,
  cartLimitProblem,
  LIMITS,
  lineKey,
  NO_FEATURE,
  positiveEntries,
  type CartData,
  type CartLineEntry,
  type ContentLang,
  type LineAddOns,
  type Product,
} from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { invalid, notFound } from '../../lib/errors.ts';
import { checkStock } from '../product/stock.ts';
import { findVisibleProducts, linePrice, offerToApi, toApiProduct, type FullProductRow } from '../product/service.ts';
import { cartLines, type CartLine } from './lines.ts';
import * as q from './queries.ts';

// Reads other modules need; the queries file itself stays private to this module.
export { clearCart } from './queries.ts';
export { cartLines, type CartLine } from './lines.ts';

/** The cart's subtotal in sen: each available line at its option's price plus its add-ons. */
export async function cartSubtotalCents(db: Db, userId: string): Promise<number> {
  const lines = await cartLines(db, userId);
  return lines
    .filter((l) => l.available)
    .reduce((n, l) => n + linePrice(l.pricing, l.feature, l.addOns).unitCents * l.quantity, 0);
}

const GONE = 'This product does not exist or is no longer available.';

/** What the shopper names a line by: a product, an option and (for a customised product) its add-ons. */
export interface LineRequest {
  itemId: string;
  feature: string;
  addOns?: LineAddOns | undefined;
}

/** The product must exist, the feature be one of its options (or NO_FEATURE) and the add-ons fit it. */
async function requireLine(db: Db, line: LineRequest): Promise<{ product: FullProductRow; id: q.LineId }> {
  const [product] = await findVisibleProducts(db, [line.itemId]);
  if (!product) throw notFound(GONE);
  const problem = lineProblem(product, line);
  if (problem) throw invalid(problem);
  return { product, id: { productId: product.id, feature: line.feature, lineKey: lineKey(line.addOns) } };
}

function lineProblem(product: FullProductRow, line: LineRequest): string | null {
  if (!featureFits(product, line.feature)) {
    return product.features.length === 0
      ? 'This product has no options to choose from.'
      : `Choose one of: ${product.features.join(', ')}.`;
  }
  return addOnsProblem(product.customisation ? offerToApi(product.customisation) : undefined, line.addOns);
}

function featureFits(product: FullProductRow, feature: string): boolean {
  return product.features.length === 0 ? feature === NO_FEATURE : product.features.includes(feature);
}

const sameId = (a: q.LineId, b: q.LineId) =>
  a.productId === b.productId && a.feature === b.feature && a.lineKey === b.lineKey;

/**
 * Refuses a change that would take the cart over its limits (lines, units of one item, value) or
 * over the option's stock (which all lines of the option share), so the shopper hears why now
 * rather than at checkout. `quantity` is what the line would then hold.
 */
async function assertCartFits(
  db: Db,
  userId: string,
  target: { product: FullProductRow; id: q.LineId },
  addOns: LineAddOns,
  quantity: (held: number) => number,
) {
  const lines = await cartLines(db, userId);
  const held = lines.find((l) => sameId(l, target.id))?.quantity ?? 0;
  const wanted = Math.min(quantity(held), LIMITS.cartQuantityMax);
  const others = lines.filter((l) => !sameId(l, target.id));
  const priced = others.map((l) => ({
    quantity: l.quantity,
    priceCents: linePrice(l.pricing, l.feature, l.addOns).unitCents,
  }));
  const problem = cartLimitProblem([
    ...priced,
    { quantity: wanted, priceCents: linePrice(target.product, target.id.feature, addOns).unitCents },
  ]);
  if (problem) throw invalid(problem);
  const sameOption = others.filter((l) => l.productId === target.id.productId && l.feature === target.id.feature);
  await checkStock(db, target.id.productId, target.id.feature, wanted + sameOption.reduce((n, l) => n + l.quantity, 0));
}

export async function addToCart(db: Db, userId: string, line: LineRequest, quantity: number) {
  const target = await requireLine(db, line);
  const addOns = line.addOns ?? {};
  await assertCartFits(db, userId, target, addOns, (held) => held + quantity);
  await q.addToLine(db, userId, target.id, addOns, quantity);
  return { success: true as const, message: 'Added to cart.' };
}

/** Sets a line to `quantity`; 0 removes it, which works even for a product deleted since. */
export async function updateCart(db: Db, userId: string, line: LineRequest, quantity: number) {
  if (quantity === 0) {
    if (q.isUuid(line.itemId)) {
      await q.deleteLine(db, userId, {
        productId: line.itemId.toLowerCase(),
        feature: line.feature,
        lineKey: lineKey(line.addOns),
      });
    }
    return { success: true as const, message: 'Item removed from cart.' };
  }
  const target = await requireLine(db, line);
  const addOns = line.addOns ?? {};
  await assertCartFits(db, userId, target, addOns, () => quantity);
  await q.setLine(db, userId, target.id, addOns, quantity);
  return { success: true as const, message: 'Cart updated.' };
}

/** The specified shape: each product and option summed over its lines (customised ones included). */
function toCartData(lines: { productId: string; feature: string; quantity: number }[]): CartData {
  const cart: CartData = {};
  for (const l of lines) {
    const options = (cart[l.productId] ??= {});
    options[l.feature] = (options[l.feature] ?? 0) + l.quantity;
  }
  return cart;
}

function toEntries(lines: CartLine[]): CartLineEntry[] {
  return lines.map((l) => ({
    itemId: l.productId,
    feature: l.feature,
    quantity: l.quantity,
    ...(l.lineKey ? { addOns: l.addOns } : {}),
  }));
}

/**
 * The customer's cart. Lines of products deleted or hidden since they were added are dropped here,
 * and their names returned once, so the shopper is told rather than finding them gone silently.
 * `lines` comes only with a customised line: a plain cart answers exactly the specified shape.
 */
export async function getCart(
  db: Db,
  userId: string,
): Promise<{ success: true; cartData: CartData; removed: string[]; lines?: CartLineEntry[] }> {
  const lines = await cartLines(db, userId);
  const gone = lines.filter((l) => !l.available);
  if (gone.length) await q.deleteProductsFromCart(db, userId, [...new Set(gone.map((l) => l.productId))]);
  const kept = lines.filter((l) => l.available);
  return {
    success: true,
    cartData: toCartData(kept),
    removed: [...new Set(gone.map((l) => l.name))],
    // Only a cart with a customised line needs more than the specified shape says.
    ...(kept.some((l) => l.lineKey !== '') ? { lines: toEntries(kept) } : {}),
  };
}

interface MergeEntry extends LineRequest {
  quantity: number;
}

/**
 * The key of one merge: the cart content in a canonical order plus the browser's merge id. The same
 * guest cart sent twice (a double submit, two tabs, a retry) has the same key and is added once.
 */
export function mergeKey(entries: MergeEntry[], mergeId: string | undefined): string {
  const canonical = entries
    .map((e) =>
      JSON.stringify([
        e.itemId.toLowerCase(),
        e.feature,
        e.quantity,
        ...(e.addOns && lineKey(e.addOns) ? [lineKey(e.addOns)] : []),
      ]),
    )
    .sort()
    .join('\n');
  return createHash('sha256')
    .update(`${mergeId ?? ''}\n${canonical}`)
    .digest('base64url');
}

const usableQuantity = (e: MergeEntry) => ({
  ...e,
  quantity: Math.min(Math.trunc(e.quantity), LIMITS.cartQuantityMax),
});

/**
 * After login the guest cart is added to the account, quantities adding up per line (product,
 * option and add-ons). Entries of 0 or less are ignored; lines of unknown products or options, or
 * with add-ons the product does not take, are left out.
 */
export async function mergeCart(
  db: Db,
  userId: string,
  guest: CartData,
  mergeId: string | undefined,
  guestLines: MergeEntry[] = [],
) {
  const entries = [
    ...positiveEntries(guest),
    ...guestLines.filter((l) => Number.isFinite(l.quantity) && l.quantity > 0),
  ]
    .map(usableQuantity)
    .filter((e) => e.quantity >= 1);
  const products = new Map(
    (
      await findVisibleProducts(
        db,
        entries.map((e) => e.itemId),
      )
    ).map((p) => [p.id, p]),
  );
  const usable = entries.filter((e) => {
    const product = products.get(e.itemId.toLowerCase());
    return product !== undefined && lineProblem(product, e) === null;
  });
  const key = mergeKey(entries, mergeId);

  const merged = await db.transaction(async (tx) => {
    // The claim and the adds commit together: a second identical merge waits on the claim's row
    // lock and then finds it taken, and a failed add leaves the merge unclaimed for a retry.
    if (!(await q.claimMerge(tx, userId, key))) return false;
    for (const e of usable) {
      const id = { productId: e.itemId.toLowerCase(), feature: e.feature, lineKey: lineKey(e.addOns) };
      await q.addToLine(tx, userId, id, e.addOns ?? {}, e.quantity);
    }
    return true;
  });

  const skipped = entries.length - usable.length;
  const { cartData, lines } = await getCart(db, userId);
  let message = merged
    ? 'Your guest cart was added to your account.'
    : 'This guest cart was already added to your account.';
  if (merged && skipped > 0) {
    message += ` ${skipped === 1 ? '1 item is' : `${skipped} items are`} no longer available and ${skipped === 1 ? 'was' : 'were'} left out.`;
  }
  return { success: true as const, message, cartData, ...(lines ? { lines } : {}), merged };
}

/**
 * Product data for cart rows, by id: unknown, deleted and hidden products are simply absent. A Malay
 * page asks with `lang` 'ms' for the names staff gave in Malay.
 */
export async function cartProducts(db: Db, ids: string[], lang: ContentLang = 'en'): Promise<Product[]> {
  return (
    await findVisibleProducts(
      db,
      ids.map((id) => id.toLowerCase()),
    )
  ).map((row) => toApiProduct(row, lang));
}
