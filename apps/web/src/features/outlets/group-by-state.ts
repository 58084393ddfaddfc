import type { Outlet } from '@shop/contract';

// States sort by their letters ignoring case, not through Intl.Collator: the outlets page groups while
// it hydrates, and the first Intl object a page builds starts ICU, one long task.
// Malaysia's state names are plain letters, where the two orders agree (lower case first on a tie, as
// the collator puts it).
const byLetters = (a: string, b: string) => {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  return x < y ? -1 : x > y ? 1 : a > b ? -1 : a < b ? 1 : 0;
};

/** Outlets under a heading per state; states A to Z, outlets in the shop's own order within each. */
export function groupByState(
  outlets: readonly Outlet[],
  /** The heading of outlets with no state, in the page's language. */
  other: string,
  /** A state's name in the page's language ('Pulau Pinang' for Penang on a Malay page). */
  nameOf: (state: string) => string = (state) => state,
): { state: string; outlets: Outlet[] }[] {
  const groups = new Map<string, Outlet[]>();
  for (const outlet of outlets) {
    const state = outlet.address.state.trim() ? nameOf(outlet.address.state.trim()) : other;
    groups.set(state, [...(groups.get(state) ?? []), outlet]);
  }
  return [...groups.entries()].sort(([a], [b]) => byLetters(a, b)).map(([state, list]) => ({ state, outlets: list }));
}
