import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False in a server render and during the hydration, true after: for parts
 * only the browser can show (a map, toasts), so the first render matches the page the server sent.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
