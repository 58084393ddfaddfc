/**
 * The collection without a search word as shoppers browse it, for the benchmarks: a different filter,
 * sort, page size and page each time. Filters: none, each category, each category and type, two
 * categories together, two categories with one type.
 */
const SHELVES: Record<string, string[]> = {
  Men: ['Topwear', 'Bottomwear', 'Winterwear'],
  Women: ['Topwear', 'Bottomwear', 'Winterwear'],
  Kids: ['Topwear', 'Bottomwear', 'Winterwear'],
  Bakery: ['Bread', 'Pastries', 'Cakes'],
};
export const LIST_FILTERS: { category?: string[]; subCategory?: string[] }[] = [
  {},
  ...Object.keys(SHELVES).map((c) => ({ category: [c] })),
  ...Object.entries(SHELVES).flatMap(([c, types]) => types.map((t) => ({ category: [c], subCategory: [t] }))),
  { category: ['Men', 'Women'] },
  { category: ['Kids', 'Bakery'] },
  { category: ['Men', 'Kids'], subCategory: ['Topwear'] },
];
export const SHELF_SORTS = ['relevant', 'low-high', 'high-low'];
/** Pages a shopper reaches with "Load More" (the first 50), or the filter's last if it has fewer. */
const LIST_DEPTH = 50;
/** Every page size from 8 to 24: enough distinct bodies (51,000 at 100,000 products) that none repeats in a run. */
const LIST_AMOUNTS = Array.from({ length: 17 }, (_, i) => 8 + i);

/**
 * Every list body once, in a fixed shuffled order: far more distinct bodies than a run asks, so none
 * is served from the answer cache. `totals` holds each filter's product count.
 */
export function listBodies(totals: number[]): object[] {
  const bodies: object[] = [];
  LIST_FILTERS.forEach((filter, f) => {
    for (const amount of LIST_AMOUNTS)
      for (let page = 1; page <= Math.min(LIST_DEPTH, Math.ceil(totals[f]! / amount)); page++)
        for (const sort of SHELF_SORTS) bodies.push({ productName: null, page, amount, sort, ...filter });
  });
  // A fixed pseudo-random order (so runs are alike), spreading filters, sorts and depths evenly.
  let seed = 1;
  for (let i = bodies.length - 1; i > 0; i--) {
    seed = (seed * 48271) % 2147483647;
    const j = seed % (i + 1);
    [bodies[i], bodies[j]] = [bodies[j]!, bodies[i]!];
  }
  return bodies;
}

/** The list bodies of the catalogue `base` serves: each filter's total asked first. */
export async function listBodiesOf(base: string): Promise<object[]> {
  const totals = await Promise.all(
    LIST_FILTERS.map(async (f) => {
      const response = await fetch(`${base}/api/product/fetchProducts`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ productName: null, page: 1, amount: 1, ...f }),
      });
      return ((await response.json()) as { totalProducts: number }).totalProducts;
    }),
  );
  return listBodies(totals);
}
