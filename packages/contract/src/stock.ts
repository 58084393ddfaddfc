import type { Product } from './products.ts';

/**
 * The feature key of a product that has no features (the cart maps product id -> feature ->
 * quantity, so every line needs some key). It is the empty string because a real feature is never
 * empty, so it can never collide with one (a word such as 'default' could be a real feature name),
 * and it survives JSON, cookies and the `cart_items.feature` column unchanged.
 */
export const NO_FEATURE = '';

/**
 * Whether an option of a product is sold out. A product whose stock the shop does not track is never
 * sold out. Schema-free, so the storefront's tiles can use it without loading zod.
 */
export function optionSoldOut(product: Pick<Product, 'stock'>, feature: string): boolean {
  return product.stock !== undefined && (product.stock[feature] ?? 0) <= 0;
}

/** Whether every option of a product (or the product itself, without options) is sold out. */
export function productSoldOut(product: Pick<Product, 'stock' | 'features'>): boolean {
  return product.features.length > 0
    ? product.features.every((f) => optionSoldOut(product, f))
    : optionSoldOut(product, NO_FEATURE);
}
