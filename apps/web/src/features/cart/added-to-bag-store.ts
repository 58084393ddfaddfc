import type { LineAddOns, Product } from '@shop/contract';
import { useSyncExternalStore } from 'react';

export interface AddedToBag {
  product: Product;
  feature: string;
  quantity: number;
  addOns?: LineAddOns | undefined;
}

let current: AddedToBag | null = null;
const listeners = new Set<() => void>();

function set(value: AddedToBag | null) {
  current = value;
  for (const l of listeners) l();
}

export const openAddedToBag = (value: AddedToBag) => set(value);
export const closeAddedToBag = () => set(null);

export function useAddedToBag(): AddedToBag | null {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => current,
    () => null,
  );
}
