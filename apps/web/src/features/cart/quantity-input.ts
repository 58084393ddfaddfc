import { CART_QUANTITY_MAX_CHARS } from '@shop/contract';

/**
 * A cart quantity edit: the text is truncated to 4 characters; it is ignored (null) when
 * empty, not a number, below 1 or negative. Minimum 1.
 */
export function parseCartQuantity(text: string): { text: string; quantity: number | null } {
  const truncated = text.slice(0, CART_QUANTITY_MAX_CHARS);
  if (!/^\d+$/.test(truncated.trim())) return { text: truncated, quantity: null };
  const quantity = Number(truncated.trim());
  return { text: truncated, quantity: quantity >= 1 ? quantity : null };
}
