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

/** What the shopper is told when they ask for more of an option than is left (server and guest cart alike). */
export function stockLimitMessage(name: string, feature: string, left: number): string {
  const what = feature ? `${name} (${feature})` : name;
  return left <= 0 ? `${what} is sold out.` : `Only ${left} of ${what} ${left === 1 ? 'is' : 'are'} left.`;
}

/**
 * The message for adding `adding` more of an option to the `inCart` already held, or null when the
 * stock covers it (or is not tracked).
 */
export function stockShortfall(
  product: Pick<Product, 'name' | 'stock'>,
  feature: string,
  inCart: number,
  adding: number,
): string | null {
  if (product.stock === undefined) return null;
  const left = Math.max(0, product.stock[feature] ?? 0);
  return inCart + adding > left ? stockLimitMessage(product.name, feature, left) : null;
}
