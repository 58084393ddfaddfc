import type { LineAddOns } from '@shop/contract';
import type { QueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api-client.ts';
import { sessionKeyNow } from '../../../shared/auth.ts';
import { lazySchema } from '../../../shared/lazy-schema.ts';
import { setGuestLine } from '../guest-cart.ts';
import { cartQueryKey } from './get-cart.ts';

/**
 * Sets one cart line (0 removes it): the cookie for a guest, POST /api/cart/update for a customer.
 * Resolves with the message for the success toast (the server's, for a customer).
 */
export async function updateCartLine(
  queryClient: QueryClient,
  line: { itemId: string; feature: string; quantity: number; addOns?: LineAddOns | undefined },
): Promise<string> {
  if (sessionKeyNow() === null) {
    await setGuestLine(line.itemId, line.feature, line.quantity, line.addOns);
    return line.quantity === 0 ? 'Item removed from cart.' : 'Cart updated.';
  }
  try {
    // Only these fields: the server refuses unknown keys. The add-ons name a customised line.
    const body = {
      itemId: line.itemId,
      feature: line.feature,
      quantity: line.quantity,
      ...(line.addOns ? { addOns: line.addOns } : {}),
    };
    const { message } = await api.post(
      '/api/cart/update',
      body,
      lazySchema((c) => c.CartMessageResponse),
    );
    return message;
  } finally {
    // Also after a failure: the server's cart is the truth to show again.
    await queryClient.invalidateQueries({ queryKey: cartQueryKey });
  }
}
