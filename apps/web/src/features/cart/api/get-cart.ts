import { cartCount, positiveEntries, type CartData, type CartLineEntry } from '@shop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from '../../../shared/api-client.ts';
import { lazySchema } from '../../../shared/lazy-schema.ts';
import { LOADER_READ_FRESH_MS } from '../../../shared/query-client.ts';
import { useSessionKey } from '../../../shared/auth.ts';
import { useGuestCart, useGuestLines, type GuestLine } from '../guest-cart.ts';

export const cartQueryKey = ['cart'] as const;

/** POST /api/cart/get: the signed-in shopper's cart; the root loader reads it on the server (`read`). */
export const accountCartQuery = (
  token: string | null,
  read = () =>
    api.post(
      '/api/cart/get',
      {},
      lazySchema((c) => c.CartGetResponse),
    ),
) =>
  queryOptions({
    // The token is part of the key, so a login or logout never shows the previous account's cart.
    queryKey: [...cartQueryKey, token],
    queryFn: read,
    enabled: token !== null,
    staleTime: LOADER_READ_FRESH_MS,
  });

export interface CartState {
  cart: CartData;
  /** Every line: a customised product's lines apart (product, option and add-ons). */
  lines: CartLineEntry[];
  count: number;
  isGuest: boolean;
  isLoading: boolean;
  /** Names of products the server took out of the cart because they no longer exist. */
  removed: string[];
}

const NONE: string[] = [];

/** The guest's plain cart with each customised line's units added to its product and option. */
function withCustomised(cart: CartData, lines: GuestLine[]): CartData {
  if (lines.length === 0) return cart;
  const all = structuredClone(cart);
  for (const l of lines) {
    const options = (all[l.itemId] ??= {});
    options[l.feature] = (options[l.feature] ?? 0) + l.quantity;
  }
  return all;
}

/** The cart source switches with login: the guest cookie, or the server for a customer. */
export function useCart(): CartState {
  const token = useSessionKey();
  const guest = useGuestCart();
  const guestLines = useGuestLines();
  const account = useQuery(accountCartQuery(token));
  // Kept while the cookies are unchanged, so readers that depend on the cart see the same object.
  const guestCart = useMemo(() => withCustomised(guest, guestLines), [guest, guestLines]);
  if (token === null) {
    return {
      cart: guestCart,
      lines: [...positiveEntries(guest), ...guestLines],
      count: cartCount(guestCart),
      isGuest: true,
      isLoading: false,
      removed: NONE,
    };
  }
  const cart = account.data?.cartData ?? {};
  return {
    cart,
    lines: account.data?.lines ?? positiveEntries(cart),
    count: cartCount(cart),
    isGuest: false,
    isLoading: account.isPending,
    removed: account.data?.removed ?? NONE,
  };
}
