import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { stockLimitMessage } from '@shop/contract';
import * as q from './queries.ts';

export interface StockLine {
  productId: string;
  feature: string;
  quantity: number;
}

type Stock = Record<string, number> | null;

/** How many of one option are left; null when the product does not track stock. */
export function leftOf(stock: Stock, feature: string): number | null {
  if (!stock) return null;
  return Math.max(0, stock[feature] ?? 0);
}

function totals(items: StockLine[]): Map<string, Map<string, number>> {
  const byProduct = new Map<string, Map<string, number>>();
  for (const i of items) {
    const features = byProduct.get(i.productId) ?? new Map<string, number>();
    features.set(i.feature, (features.get(i.feature) ?? 0) + i.quantity);
    byProduct.set(i.productId, features);
  }
  return byProduct;
}

/**
 * Takes the ordered quantities off tracked stock inside the caller's transaction (the order
 * placement), or throws 409 naming what ran out. The product rows are locked in id order, so two
 * shoppers buying the last loaf serialise here: the second sees the first one's decrement and fails,
 * and concurrent orders touching the same products cannot deadlock.
 */
export async function decrementStock(tx: Db, items: StockLine[]): Promise<void> {
  const wanted = totals(items);
  if (wanted.size === 0) return;
  const rows = await q.lockStockRows(tx, [...wanted.keys()]);
  for (const row of rows) {
    if (!row.stock) continue;
    const next = { ...row.stock };
    for (const [feature, quantity] of wanted.get(row.id) ?? []) {
      const left = leftOf(row.stock, feature) ?? 0;
      if (quantity > left)
        throw new AppError(
          'CONFLICT',
          `${stockLimitMessage(row.name, feature, left)} Please lower the quantity in your cart.`,
        );
      next[feature] = left - quantity;
    }
    await q.setStock(tx, row.id, next);
  }
}

/** Puts a cancelled order's quantities back on tracked stock (products that stopped tracking stay untracked). */
export async function restoreStock(tx: Db, items: StockLine[]): Promise<void> {
  const back = totals(items);
  if (back.size === 0) return;
  const rows = await q.lockStockRows(tx, [...back.keys()]);
  for (const row of rows) {
    if (!row.stock) continue;
    const next = { ...row.stock };
    for (const [feature, quantity] of back.get(row.id) ?? []) next[feature] = (next[feature] ?? 0) + quantity;
    await q.setStock(tx, row.id, next);
  }
}

/**
 * For the cart: refuses to hold more of an option than is left. It is advisory (stock can still
 * run out before checkout); decrementStock at placement is what guarantees it.
 */
export async function checkStock(db: Db, productId: string, feature: string, quantityWanted: number): Promise<void> {
  const row = await q.stockLeft(db, productId, feature);
  if (!row || row.left === null) return;
  const left = Math.max(0, row.left);
  if (quantityWanted > left) throw new AppError('CONFLICT', stockLimitMessage(row.name, feature, left));
}
