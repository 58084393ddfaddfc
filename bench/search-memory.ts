/**
 * Memory of the in-memory search index over product changes (issue: memory that stays flat). Builds
 * an index of N generated products, then applies N changes (each replaces a product with a new row,
 * as an order's stock change does) and compares the heap with a freshly built index of the same
 * products. Run: node --expose-gc --import tsx bench/search-memory.ts [products]
 */
import { SearchIndex, type IndexedProduct, type Place } from '../apps/server/src/modules/product/search-index.ts';

const N = Number(process.argv[2] ?? 100_000);
const WORDS = Array.from({ length: 4_000 }, (_, i) => `w${i.toString(36)}`);
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('Run with node --expose-gc');

function product(seq: number, stock: number): IndexedProduct<{ seq: number; stock: number; description: string }> {
  const terms = new Map<string, Place>();
  for (let i = 0; i < 13; i++)
    terms.set(WORDS[(seq * 7 + i * 131) % WORDS.length]!, (i < 3 ? 2 : i < 5 ? 1 : 0) as Place);
  return {
    seq,
    name: `Product ${seq}`,
    category: seq % 2 ? 'Bakery' : 'Men',
    subCategory: 'Bread',
    priceCents: 100 + (seq % 900),
    bestseller: seq % 11 === 0,
    terms,
    row: { seq, stock, description: `A product described in a sentence or two, number ${seq}.` },
  };
}

const heapMb = () => {
  gc();
  gc();
  // Typed arrays keep their contents outside the JavaScript heap, in array buffers.
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return (heapUsed + arrayBuffers) / 2 ** 20;
};

// Built in a function of its own: a temporary of the module's own code (the products given to the
// index) can stay reachable from its frame through the forced collections, and be counted as the index.
const built = (stock: number) => new SearchIndex(Array.from({ length: N }, (_, i) => product(i + 1, stock)));

const base = heapMb();
let index = built(0);
const fresh = heapMb() - base;
const started = performance.now();
for (let n = 0; n < N; n++) index.replace((n % N) + 1, product((n % N) + 1, n));
const applied = performance.now() - started;
const afterChanges = heapMb() - base;
const slots = index.capacity;
// Control: the same products built anew, as a restart would.
index = built(-1);
const rebuilt = heapMb() - base;
console.log(
  JSON.stringify({
    products: N,
    changes: N,
    heapFreshMb: Math.round(fresh),
    heapAfterChangesMb: Math.round(afterChanges),
    heapRebuiltMb: Math.round(rebuilt),
    slotsAfterChanges: slots,
    changeMicros: Math.round((applied / N) * 1000),
  }),
);
