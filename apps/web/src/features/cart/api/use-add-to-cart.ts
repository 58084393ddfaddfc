import { lineKey } from '@shop/contract';
import { translateMessage } from '../../../shared/i18n/messages.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { api } from '../../../shared/api-client.ts';
import { sessionKeyNow } from '../../../shared/auth.ts';
import { lazySchema } from '../../../shared/lazy-schema.ts';
import { useSettings } from '../../../shared/settings.ts';
import { openAddedToBag } from '../added-to-bag-store.ts';
import { addProblem, guestAddProblem, lineFeature, type AddToCartInput } from '../add-to-cart-rules.ts';
import { addGuestLine, guestOptionQuantity } from '../guest-cart.ts';
import { cartQueryKey } from './get-cart.ts';
import { TOAST_IDS } from '../../../shared/toast-ids.ts';

export type { AddToCartInput } from '../add-to-cart-rules.ts';

/**
 * The toast library (9 KB gzip) loads with the first message instead of with the product page, which
 * then hydrates with one file fewer; the root renders the toaster after hydration either way.
 */
const showError = (message: string) =>
  void import('sonner').then(({ toast }) => toast.error(translateMessage(message), { id: TOAST_IDS.cart }));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Add to cart: a guest writes the cookie (after the configurable simulated wait, 0 by
 * default), a customer posts to /api/cart/add. Success opens the Added-to-Bag popup; a failure shows
 * the error toast. Resolves true on success.
 */
export function useAddToCart(): { addToCart(input: AddToCartInput): Promise<boolean>; isPending: boolean } {
  const queryClient = useQueryClient();
  const { guestAddDelayMs } = useSettings();
  const [pending, setPending] = useState(0);
  // A second tap while an add is under way adds nothing: a guest's add shows no busy state, yet it
  // waits when the bag's cookie parser is still loading.
  const adding = useRef(false);

  const addToCart = useCallback(
    async (input: AddToCartInput): Promise<boolean> => {
      const { product, quantity, addOns } = input;
      const refused = addProblem(input);
      if (refused) {
        showError(refused);
        return false;
      }
      if (adding.current) return false;
      const key = lineFeature(product, input.feature);
      const customised = lineKey(addOns) !== '';
      const opened = () => openAddedToBag({ product, feature: key, quantity, ...(customised ? { addOns } : {}) });
      const guest = sessionKeyNow() === null;
      // A guest's add without the simulated wait ends at once: a busy state would only cost the tap
      // two renders nobody sees.
      const waits = !guest || guestAddDelayMs > 0;
      if (waits) setPending((n) => n + 1);
      adding.current = true;
      try {
        if (guest) {
          const shortfall = guestAddProblem(input, guestOptionQuantity(product.id, key));
          if (shortfall) {
            showError(shortfall);
            return false;
          }
          if (guestAddDelayMs > 0) await sleep(guestAddDelayMs);
          // The popup opens with the bag's write, so both show in one render.
          await addGuestLine(product.id, key, quantity, customised ? addOns : undefined, opened);
        } else {
          const body = { itemId: product.id, feature: key, quantity, ...(customised ? { addOns } : {}) };
          await api.post(
            '/api/cart/add',
            body,
            lazySchema((c) => c.CartMessageResponse),
          );
          // Refetch before the popup opens, so its counts include this add.
          await queryClient.invalidateQueries({ queryKey: cartQueryKey });
          opened();
        }
        return true;
      } catch (error) {
        showError(error instanceof Error ? error.message : 'Something went wrong');
        return false;
      } finally {
        adding.current = false;
        if (waits) setPending((n) => n - 1);
      }
    },
    [guestAddDelayMs, queryClient],
  );

  return { addToCart, isPending: pending > 0 };
}
