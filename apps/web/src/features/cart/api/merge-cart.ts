import { CartMergeResponse, type CartData } from '@shop/contract';
import { api } from '../../../shared/api-client.ts';

export function mergeGuestCart(cartData: CartData, mergeId: string | undefined) {
  return api.post('/api/cart/cartMerge', mergeId ? { cartData, mergeId } : { cartData }, CartMergeResponse);
}
