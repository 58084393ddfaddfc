import type { Db } from '../../db/client.ts';
import type { StoredAddOns } from '../product/add-ons.ts';
import { cartFacts, type PricedProduct } from '../product/service.ts';
import * as q from './queries.ts';

export interface CartLine extends q.LineId {
  addOns: StoredAddOns;
  quantity: number;
  name: string;
  images: string[];
  /** What prices the line: the product's price, its options' prices and its add-on offer. */
  pricing: PricedProduct;
  leadTimeHours: number;
  available: boolean;
}

/**
 * The cart's lines with their products' current facts: the cart page, its limits and placement read
 * them (placement inside its transaction, passed as `db`, so both reads see one state).
 */
export async function cartLines(db: Db, userId: string): Promise<CartLine[]> {
  const rows = await q.cartRows(db, userId);
  if (rows.length === 0) return [];
  const facts = await cartFacts(db, [...new Set(rows.map((r) => r.productId))]);
  return rows.flatMap((row) => {
    const product = facts.get(row.productId);
    if (!product) return [];
    const { priceCents, optionPrices, customisation, ...shown } = product;
    return [{ ...row, ...shown, pricing: { priceCents, optionPrices, customisation } }];
  });
}
