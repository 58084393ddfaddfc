import type { Product } from '@shop/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api-client.ts';
import { useLang } from '../../../shared/i18n/react.tsx';
import { lazySchema } from '../../../shared/lazy-schema.ts';

/** Product data for the cart rows, by id (never the whole catalogue), named in the page's language. */
export function useCartProducts(ids: string[]) {
  const sorted = [...ids].sort();
  const lang = useLang();
  return useQuery({
    queryKey: ['cart-products', sorted, lang],
    queryFn: async (): Promise<Map<string, Product>> => {
      const { products } = await api.post(
        `/api/cart/products${lang === 'ms' ? '?lang=ms' : ''}`,
        { ids: sorted },
        lazySchema((c) => c.CartProductsResponse),
      );
      return new Map(products.map((p) => [p.id, p]));
    },
    enabled: sorted.length > 0,
    staleTime: 60_000,
    // Removing a row changes the ids; keep showing the other rows while the smaller set loads.
    placeholderData: keepPreviousData,
  });
}
