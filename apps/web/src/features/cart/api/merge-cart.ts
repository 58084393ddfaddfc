import type { CartData } from '@shop/contract';
import type { GuestLine } from '../guest-cart.ts';
import { api } from '../../../shared/api-client.ts';
import { lazySchema } from '../../../shared/lazy-schema.ts';

/** The guest cart into the account: the plain lines as `cartData`, the customised ones as `lines`. */
export function mergeGuestCart(cartData: CartData, lines: GuestLine[], mergeId: string | undefined) {
  return api.post(
    '/api/cart/cartMerge',
    { cartData, ...(lines.length > 0 ? { lines } : {}), ...(mergeId ? { mergeId } : {}) },
    lazySchema((c) => c.CartMergeResponse),
  );
}
