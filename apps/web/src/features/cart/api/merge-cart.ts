import type { CartData } from '@shop/contract';
import { api } from '../../../shared/api-client.ts';
import { lazySchema } from '../../../shared/lazy-schema.ts';

export function mergeGuestCart(cartData: CartData, mergeId: string | undefined) {
  return api.post('/api/cart/cartMerge', mergeId ? { cartData, mergeId } : { cartData }, lazySchema((c) => c.CartMergeResponse));
}
