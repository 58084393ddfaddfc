import {
  addOnsProblem,
  LIMITS,
  lineKey,
  NO_FEATURE,
  stockShortfall,
  unsafeTextProblem,
  type LineAddOns,
  type Product,
} from '@shop/contract';
import { translateMessage } from '../../../shared/i18n/messages.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { api } from '../../../shared/api-client.ts';
import { sessionKeyNow } from '../../../shared/auth.ts';
import { lazySchema } from '../../../shared/lazy-schema.ts';
import { useSettings } from '../../../shared/settings.ts';
import { openAddedToBag } from '../added-to-bag-store.ts';
import { addGuestLine, guestOptionQuantity } from '../guest-cart.ts';
import { cartQueryKey } from './get-cart.ts';
import { TOAST_IDS } from '../../../shared/toast-ids.ts';

export interface AddToCartInput {
  product: Product;
  /** One of `product.features`, or NO_FEATURE for a product without features. */
  feature: string;
  quantity: number;
  /** A customisable product's message, candles, knife and card. */
  addOns?: LineAddOns | undefined;
}

/**
 * The toast library (9 KB gzip) loads with the first message instead of with the product page, which
 * then hydrates with one file fewer; the root renders the toaster after hydration either way.
 */
const showError = (message: string) =>
  void import('sonner').then(({ toast }) => toast.error(translateMessage(message), { id: TOAST_IDS.cart }));

/** Add-ons a guest's cookie may keep: offered by the product, within its limits, and storable text. */
function guestAddOnsProblem(product: Product, addOns: LineAddOns | undefined): string | null {
  const text = [addOns?.message, addOns?.card].filter((t) => t !== undefined);
  if (text.some((t) => unsafeTextProblem(t)))
    return 'The message or card has a character the shop cannot keep. Please retype it.';
  return addOnsProblem(product.customisation, addOns);
}

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

  const addToCart = useCallback(
    async ({ product, feature, quantity, addOns }: AddToCartInput): Promise<boolean> => {
      // A quantity that is not truthy (or not a whole number in range) adds nothing.
      if (!quantity || !Number.isInteger(quantity) || quantity < 1 || quantity > LIMITS.cartQuantityMax) {
        showError('Something went wrong');
        return false;
      }
      const key = product.features.length === 0 ? NO_FEATURE : feature;
      if (product.features.length > 0 && !product.features.includes(key)) {
        showError('Please select an option first.');
        return false;
      }
      setPending((n) => n + 1);
      try {
        const customised = lineKey(addOns) !== '';
        if (sessionKeyNow() === null) {
          // The server checks a customer's add; a guest's cart is only a cookie, so it is checked here,
          // at once (and the add-ons again by the server at the merge and at placement).
          const problem = customised ? guestAddOnsProblem(product, addOns) : null;
          const shortfall = problem ?? stockShortfall(product, key, guestOptionQuantity(product.id, key), quantity);
          if (shortfall) {
            showError(shortfall);
            return false;
          }
          if (guestAddDelayMs > 0) await sleep(guestAddDelayMs);
          await addGuestLine(product.id, key, quantity, customised ? addOns : undefined);
        } else {
          const body = { itemId: product.id, feature: key, quantity, ...(customised ? { addOns } : {}) };
          await api.post(
            '/api/cart/add',
            body,
            lazySchema((c) => c.CartMessageResponse),
          );
          // Refetch before the popup opens, so its counts include this add.
          await queryClient.invalidateQueries({ queryKey: cartQueryKey });
        }
        openAddedToBag({ product, feature: key, quantity, ...(customised ? { addOns } : {}) });
        return true;
      } catch (error) {
        showError(error instanceof Error ? error.message : 'Something went wrong');
        return false;
      } finally {
        setPending((n) => n - 1);
      }
    },
    [guestAddDelayMs, queryClient],
  );

  return { addToCart, isPending: pending > 0 };
}
