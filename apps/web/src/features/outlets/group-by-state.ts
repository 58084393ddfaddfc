import type { Outlet } from '@shop/contract';

/** Spec §2: outlets under a heading per state; states A to Z, outlets in the shop's own order within each. */
export function groupByState(outlets: readonly Outlet[]): { state: string; outlets: Outlet[] }[] {
  const groups = new Map<string, Outlet[]>();
  for (const outlet of outlets) {
    const state = outlet.address.state.trim() || 'Other';
    groups.set(state, [...(groups.get(state) ?? []), outlet]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b, 'en'))
    .map(([state, list]) => ({ state, outlets: list }));
}
