import { positiveEntries } from '@shop/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useDeferredValue, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../shared/toast.ts';
import { useSessionKey } from '../../../shared/auth.ts';
import { cartQueryKey, useCart } from '../api/get-cart.ts';
import { useCartProducts } from '../api/get-cart-products.ts';
import { mergeGuestCart } from '../api/merge-cart.ts';
import {
  clearGuestCart,
  currentGuestCart,
  currentGuestLines,
  guestCartMergeId,
  pruneGuestCart,
  useGuestCart,
  useGuestLines,
} from '../guest-cart.ts';
import { TOAST_IDS } from '../../../shared/toast-ids.ts';

/**
 * Keeps the two cart sources honest, from the common layout:
 * - once a token exists, the guest cart cookies (plain and customised lines) are merged into the account and then removed
 *   (a failure says 'Failed to merge guest cart' and the shopper carries on);
 * - products deleted since they were added leave the cart with a notice.
 */
/**
 * Merges what the guest cookies hold now, not what the page was rendered with: a page requested just
 * before the last merge cleared them hydrates with the old lines, and merging those again (their merge
 * id already gone) would add every item twice. Resolves whether anything was merged.
 */
async function mergeLiveGuestCart(): Promise<boolean> {
  const [cart, lines] = await Promise.all([currentGuestCart(), currentGuestLines()]);
  if (positiveEntries(cart).length === 0 && lines.length === 0) return false;
  await mergeGuestCart(cart, lines, guestCartMergeId());
  clearGuestCart();
  return true;
}

export function CartSync() {
  const token = useSessionKey();
  const guest = useGuestCart();
  const guestLines = useGuestLines();
  const queryClient = useQueryClient();
  const attempted = useRef<string | null>(null);
  // The layout's own namespace: this runs on every page, which may not have loaded the bag's.
  const { t } = useTranslation('common');

  const guestIds = [...new Set([...Object.keys(guest), ...guestLines.map((l) => l.itemId)])];
  const hasGuestCart = guestIds.length > 0;

  useEffect(() => {
    if (token === null || !hasGuestCart) return;
    const attempt = `${token}|${JSON.stringify(guest)}|${JSON.stringify(guestLines)}`;
    // One try per login and cart; a retry after a failure waits for the next login or page load.
    if (attempted.current === attempt) return;
    attempted.current = attempt;
    void mergeLiveGuestCart()
      .then(async (merged) => {
        if (merged) await queryClient.invalidateQueries({ queryKey: cartQueryKey });
      })
      .catch(() => toast.error('Failed to merge guest cart', { id: TOAST_IDS.cart }));
  }, [token, hasGuestCart, guest, guestLines, queryClient]);

  // A guest's cookie may name products that are gone: look them up (cached, by id) and drop those.
  // The look-up can wait for a render of its own after the bag's change has painted (React's
  // deferred value): started in the same commit, it cost ADD TO CART's tap a fifth of its time.
  // Only what the look-up asked about is pruned: the bag may already hold a product added since.
  const checkedIds = useDeferredValue(guestIds.join(' '));
  const checked = token === null && checkedIds !== '' ? checkedIds.split(' ') : [];
  const guestProducts = useCartProducts(checked);
  useEffect(() => {
    if (token !== null || !guestProducts.data || guestProducts.isPlaceholderData) return;
    void pruneGuestCart(new Set(guestProducts.data.keys()), new Set(checkedIds.split(' '))).then((dropped) => {
      if (dropped.length === 0) return;
      toast.info(
        dropped.length === 1 ? t('cartSync.oneItemRemoved') : t('cartSync.itemsRemoved', { count: dropped.length }),
      );
    });
  }, [token, guestProducts.data, guestProducts.isPlaceholderData, checkedIds, t]);

  const { removed } = useCart();
  useEffect(() => {
    for (const name of removed) toast.info(t('cartSync.productRemoved', { name }));
  }, [removed, t]);

  return null;
}
