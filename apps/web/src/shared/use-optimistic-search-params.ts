import { startTransition, useOptimistic } from 'react';
import { useNavigate, useSearchParams } from 'react-router';

/**
 * The address's search params for controls that show them (a ticked filter, a chosen sort). The router
 * commits a navigation in a transition, after its own awaits; a controlled checkbox re-rendered in
 * between shows its old state, and on a busy machine a tick came and went before the address changed.
 * `useOptimistic` shows the params asked for until the navigation has landed.
 */
export function useOptimisticSearchParams() {
  const [params] = useSearchParams();
  const [shown, show] = useOptimistic(params);
  const navigate = useNavigate();
  const change = (next: URLSearchParams) =>
    startTransition(async () => {
      show(next);
      await navigate({ search: `?${next.toString()}` }, { preventScrollReset: true });
    });
  return [shown, change] as const;
}
