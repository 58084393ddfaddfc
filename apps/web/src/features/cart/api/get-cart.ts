import { cartCount, positiveEntries, type CartData, type CartLineEntry } from '@shop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api-client.ts';
import { lazySchema } from '../../../shared/lazy-schema.ts';
import { useSessionKey } from '../../../shared/auth.ts';
import { useGuestCart } from '../guest-cart.ts';

export const cartQueryKey = ['cart'] as const;

export const accountCartQuery = (token: string | null) =>
  queryOptions({
    // The token is part of the key, so a login or logout never shows the previous account's cart.
    queryKey: [...cartQueryKey, token],
    queryFn: () =>
      api.post(
        '/api/cart/get',
        {},
        lazySchema((c) => c.CartGetResponse),
      ),
    enabled: token !== null,
    staleTime: 30_000,
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

/** The cart source switches with login: the guest cookie, or the server for a customer. */
export function useCart(): CartState {
  const token = useSessionKey();
  const guest = useGuestCart();
  const account = useQuery(accountCartQuery(token));
  if (token === null)
    return {
      cart: guest,
      lines: positiveEntries(guest),
      count: cartCount(guest),
      isGuest: true,
      isLoading: false,
      removed: NONE,
    };
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
