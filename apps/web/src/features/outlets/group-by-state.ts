import type { Outlet } from '@shop/contract';

// Built once, on first use: building a collator costs far more than comparing with one.
let collator: Intl.Collator | undefined;

/** Outlets under a heading per state; states A to Z, outlets in the shop's own order within each. */
export function groupByState(outlets: readonly Outlet[]): { state: string; outlets: Outlet[] }[] {
  const groups = new Map<string, Outlet[]>();
  for (const outlet of outlets) {
    const state = outlet.address.state.trim() || 'Other';
    groups.set(state, [...(groups.get(state) ?? []), outlet]);
  }
  const names = (collator ??= new Intl.Collator('en'));
  return [...groups.entries()]
    .sort(([a], [b]) => names.compare(a, b))
    .map(([state, list]) => ({ state, outlets: list }));
}
