import type { Outlet } from '@shop/contract';

/** Outlets under a heading per state; states A to Z, outlets in the shop's own order within each. */
export function groupByState(outlets: readonly Outlet[]): { state: string; outlets: Outlet[] }[] {
  const groups = new Map<string, Outlet[]>();
  for (const outlet of outlets) {
    const state = outlet.address.state.trim() || 'Other';
    groups.set(state, [...(groups.get(state) ?? []), outlet]);
  }
  // The states are Malaysia's (plain ASCII names), so lowercased code units sort them A to Z; a
  // collator (localeCompare) would set up ICU, ~100 ms on a phone, while the page is taken over.
  const key = (state: string) => state.toLowerCase();
  return [...groups.entries()]
    .sort(([a], [b]) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0))
    .map(([state, list]) => ({ state, outlets: list }));
}
