import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  SearchIndex,
  type IndexedProduct,
  type IndexQuery,
  type Place,
  type TermGroup,
  type Tier,
} from './search-index.ts';

/**
 * The index against the plainest reading of the ranking rules: every product tested against every
 * word, each word met at its best tier then place, a product ranked on its weakest word, then best
 * sellers, then newer. Products come and go between searches, as the change log applies them.
 */
const TERMS = ['bread', 'bun', 'cake', 'kid', 'navi', 'tee'];
const CATEGORIES = ['Bakery', 'Kids'];
const ALL_RELEVANT = { categories: [], subCategories: [], sort: 'relevant', offset: 0 } as const;

function reference(products: IndexedProduct[], q: IndexQuery): { seqs: number[]; total: number; named: number[] } {
  // A typo below every other match; then place (name, type, description); then as typed over a prefix.
  const rank = (tier: Tier, place: Place) => (tier === 0 ? place + 1 : 4 + place * 2 + tier - 1);
  const placeOfRank = (r: number) => (r <= 3 ? r - 1 : Math.floor((r - 4) / 2));
  const code = (p: IndexedProduct, g: TermGroup) =>
    Math.max(0, ...[...g].filter(([t]) => p.terms.has(t)).map(([t, tier]) => rank(tier, p.terms.get(t)!)));
  const kept = products.filter(
    (p) =>
      (q.categories.length === 0 || q.categories.includes(p.category)) &&
      (q.subCategories.length === 0 || q.subCategories.includes(p.subCategory)),
  );
  const scored = kept
    .map((p) => ({ p, code: Math.min(...q.groups.map((g) => code(p, g))) }))
    .filter((s) => s.code > 0)
    .sort((a, b) => b.code - a.code || Number(b.p.bestseller) - Number(a.p.bestseller) || b.p.seq - a.p.seq)
    .slice(0, q.bound);
  const named = scored.filter((s) => placeOfRank(s.code) === 2).map((s) => s.p.seq);
  const ordered = scored.map((s) => s.p);
  if (q.sort === 'low-high') ordered.sort((a, b) => a.priceCents - b.priceCents || a.seq - b.seq);
  if (q.sort === 'high-low') ordered.sort((a, b) => b.priceCents - a.priceCents || b.seq - a.seq);
  return { seqs: ordered.slice(q.offset, q.offset + q.limit).map((p) => p.seq), total: scored.length, named };
}

const product = (seq: number) =>
  fc.record({
    seq: fc.constant(seq),
    name: fc.constant(`Product ${seq}`),
    category: fc.constantFrom(...CATEGORIES),
    subCategory: fc.constantFrom('Topwear', 'Bread'),
    priceCents: fc.integer({ min: 100, max: 500 }),
    bestseller: fc.boolean(),
    terms: fc
      .uniqueArray(fc.tuple(fc.constantFrom(...TERMS), fc.constantFrom<Place>(0, 1, 2)), {
        selector: ([t]) => t,
        minLength: 1,
        maxLength: 4,
      })
      .map((pairs) => new Map(pairs)),
    row: fc.constant(`row of ${seq}`),
  });

const group = fc
  .uniqueArray(fc.tuple(fc.constantFrom(...TERMS), fc.constantFrom<Tier>(0, 1, 2)), {
    selector: ([t]) => t,
    minLength: 1,
    maxLength: 3,
  })
  .map((pairs): TermGroup => new Map(pairs));

const query = fc.record({
  groups: fc.array(group, { minLength: 1, maxLength: 3 }),
  phrase: fc.constant(''),
  categories: fc.constantFrom([], ['Kids']),
  subCategories: fc.constantFrom([], ['Bread']),
  sort: fc.constantFrom('relevant' as const, 'low-high' as const, 'high-low' as const),
  offset: fc.integer({ min: 0, max: 6 }),
  limit: fc.integer({ min: 1, max: 5 }),
  bound: fc.integer({ min: 1, max: 30 }),
});

/** Products 1..40 to start with, then replacements and removals of random seqs (some new). */
const scenario = fc.record({
  initial: fc.tuple(...Array.from({ length: 40 }, (_, i) => product(i + 1))),
  changes: fc.array(
    fc.integer({ min: 1, max: 50 }).chain((seq) => fc.option(product(seq), { nil: null }).map((p) => ({ seq, p }))),
    { maxLength: 80 },
  ),
  queries: fc.array(query, { minLength: 1, maxLength: 5 }),
});

describe('the in-memory search index', () => {
  it('answers as the ranking rules read plainly, before and after products change', () => {
    fc.assert(
      fc.property(scenario, ({ initial, changes, queries }) => {
        const index = new SearchIndex(initial);
        const current = new Map(initial.map((p) => [p.seq, p]));
        const check = () => {
          for (const q of queries) {
            const ours = index.search(q);
            const theirs = reference([...current.values()], q);
            expect(ours.page.map((p) => p.seq)).toEqual(theirs.seqs);
            expect(ours.page.map((p) => p.row)).toEqual(theirs.seqs.map((seq) => `row of ${seq}`));
            expect(ours.total).toBe(theirs.total);
            // The one-word path reads only as far as it needs, so its name matches are a prefix.
            expect(theirs.named.slice(0, ours.named.length)).toEqual(ours.named.map((p) => p.seq));
          }
        };
        check();
        for (const { seq, p } of changes) {
          index.replace(seq, p);
          if (p) current.set(seq, p);
          else current.delete(seq);
        }
        expect(index.size).toBe(current.size);
        check();
      }),
      { numRuns: 300 },
    );
  });

  it("browses shelves in the database indexes' orders, as products change between pages", () => {
    // What the shelf indexes give: best sellers then newest; by price with seq breaking ties alike.
    const order = (sort: IndexQuery['sort']) => (a: IndexedProduct, b: IndexedProduct) =>
      sort === 'low-high'
        ? a.priceCents - b.priceCents || a.seq - b.seq
        : sort === 'high-low'
          ? b.priceCents - a.priceCents || b.seq - a.seq
          : Number(b.bestseller) - Number(a.bestseller) || b.seq - a.seq;
    const browse = fc.record({
      categories: fc.constantFrom<string[]>([], ['Kids'], ['Kids', 'Bakery']),
      subCategories: fc.constantFrom<string[]>([], ['Bread']),
      sort: fc.constantFrom('relevant' as const, 'low-high' as const, 'high-low' as const),
      offset: fc.integer({ min: 0, max: 45 }),
      limit: fc.integer({ min: 1, max: 12 }),
    });
    // A change is a new or changed product, a removal, or the same product again with other terms
    // (an order's stock change: its keys stay, so its shelf's kept orders must stay right).
    const change = fc.integer({ min: 1, max: 50 }).chain((seq) =>
      fc.oneof(
        fc.option(product(seq), { nil: null }).map((p) => ({ seq, p, same: false })),
        fc.constant({ seq, p: null, same: true }),
      ),
    );
    fc.assert(
      fc.property(
        fc.tuple(...Array.from({ length: 40 }, (_, i) => product(i + 1))),
        fc.array(change, { maxLength: 40 }),
        fc.array(browse, { minLength: 1, maxLength: 4 }),
        (initial, changes, browses) => {
          const index = new SearchIndex(initial);
          const current = new Map(initial.map((p) => [p.seq, p]));
          const check = () => {
            for (const b of browses) {
              const shown = [...current.values()]
                .filter(
                  (p) =>
                    (b.categories.length === 0 || b.categories.includes(p.category)) &&
                    (b.subCategories.length === 0 || b.subCategories.includes(p.subCategory)),
                )
                .sort(order(b.sort));
              const ours = index.browse(b);
              expect(ours.page.map((p) => p.seq)).toEqual(shown.slice(b.offset, b.offset + b.limit).map((p) => p.seq));
              expect(ours.total).toBe(shown.length);
            }
          };
          check();
          for (const { seq, p, same } of changes) {
            const before = current.get(seq);
            const next = same ? (before ? { ...before, terms: new Map([['bun', 2 as const]]) } : null) : p;
            if (same && !before) continue;
            index.replace(seq, next);
            if (next) current.set(seq, next);
            else current.delete(seq);
            check();
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it('completes a prefix from its own terms only', () => {
    const index = new SearchIndex([
      {
        seq: 1,
        name: 'A',
        category: 'Bakery',
        subCategory: 'Bread',
        priceCents: 1,
        bestseller: false,
        terms: new Map([
          ['pandan', 2 as const],
          ['pane', 0 as const],
        ]),
        row: null,
      },
    ]);
    expect(index.termsStartingWith('pan')).toEqual(['pandan', 'pane']);
    expect(index.termsStartingWith('pand')).toEqual(['pandan']);
    expect(index.termsStartingWith('x')).toEqual([]);
    index.replace(1, null);
    expect(index.termsStartingWith('pan')).toEqual([]);
  });

  it('finds names with a word starting with the text when full text leaves every word out', () => {
    const item = (seq: number, name: string): IndexedProduct => ({
      seq,
      name,
      category: 'Kids',
      subCategory: 'Topwear',
      priceCents: 100,
      bestseller: false,
      terms: new Map(),
      row: name,
    });
    const index = new SearchIndex([
      item(1, 'Down Jacket'),
      item(2, 'Sundown Tee'),
      item(3, 'Linen Shirt'),
      item(4, 'Down Down Vest'),
      item(5, 'Downtown Cap'),
    ]);
    const down: IndexQuery = { ...ALL_RELEVANT, groups: [], phrase: 'down', limit: 5, bound: 10 };
    const found = index.search(down);
    expect(found.page.map((p) => p.row)).toEqual(['Downtown Cap', 'Down Down Vest', 'Down Jacket']);
    expect(found.total).toBe(3);
    index.replace(5, null);
    index.replace(6, item(6, 'Low Down Bag'));
    const again = index.search(down);
    expect(again.page.map((p) => p.row)).toEqual(['Low Down Bag', 'Down Down Vest', 'Down Jacket']);
  });

  it('ranks a name starting with the word above a description holding the whole word', () => {
    const item = (seq: number, name: string, terms: [string, Place][], bestseller = false): IndexedProduct => ({
      seq,
      name,
      category: 'Bakery',
      subCategory: 'Pastry',
      priceCents: 100,
      bestseller,
      terms: new Map(terms),
      row: name,
    });
    // A newer best seller whose description says 'made', and Madeleine, older and not a best seller.
    const index = new SearchIndex([
      item(1, 'Madeleine', [['madelein', 2]]),
      item(
        2,
        'Kaya Bun',
        [
          ['made', 0],
          ['kaya', 2],
          ['bun', 2],
        ],
        true,
      ),
    ]);
    const made: IndexQuery = {
      ...ALL_RELEVANT,
      groups: [
        new Map<string, Tier>([
          ['made', 2],
          ['madelein', 1],
        ]),
      ],
      phrase: 'made',
      limit: 5,
      bound: 10,
    };
    expect(index.search(made).page.map((p) => p.row)).toEqual(['Madeleine', 'Kaya Bun']);
    expect(index.search({ ...made, groups: [...made.groups, new Map<string, Tier>([['made', 2]])] }).total).toBe(1);
  });

  it('holds no more slots and terms after many changes than products and terms at once', () => {
    // Each change brings a word no product held before, as a renamed product does.
    const item = (seq: number, stock: number): IndexedProduct => ({
      seq,
      name: `Bun ${seq}`,
      category: 'Bakery',
      subCategory: 'Bread',
      priceCents: 100,
      bestseller: seq % 2 === 0,
      terms: new Map<string, Place>([
        ['bun', 2],
        [`n${stock}`, 0],
      ]),
      row: { seq, stock },
    });
    const index = new SearchIndex(Array.from({ length: 40 }, (_, i) => item(i + 1, 0)));
    // 10,000 stock changes, as orders make them, and products hidden and shown again.
    for (let n = 0; n < 10_000; n++) index.replace((n % 40) + 1, n % 97 === 0 ? null : item((n % 40) + 1, n));
    for (let seq = 1; seq <= 40; seq++) index.replace(seq, item(seq, -1));
    expect(index.size).toBe(40);
    expect(index.capacity).toBe(40);
    expect(index.termCapacity).toBeLessThanOrEqual(41);
    expect(index.termsStartingWith('n')).toEqual(['n-1']);
    const all = index.search({
      ...ALL_RELEVANT,
      groups: [new Map<string, Tier>([['bun', 2]])],
      phrase: 'bun',
      limit: 40,
      bound: 100,
    });
    expect(all.total).toBe(40);
    expect(new Set(all.page.map((p) => p.seq)).size).toBe(40);
  });

  it('builds in steps that let other work run, to the same index', async () => {
    const items = Array.from({ length: 10_000 }, (_, i) => ({
      seq: i + 1,
      name: `Bun ${i + 1}`,
      category: 'Bakery',
      subCategory: 'Bread',
      priceCents: 100 + (i % 7),
      bestseller: i % 3 === 0,
      terms: new Map<string, Place>([
        ['bun', 2],
        [`n${i % 50}`, 0],
      ]),
      row: i + 1,
    }));
    let pauses = 0;
    let otherWork = 0;
    const timer = setInterval(() => otherWork++, 0);
    const built = await SearchIndex.build(
      [items.slice(0, 4_000), items.slice(4_000)],
      (p) => p,
      () => new Promise((r) => setImmediate(r, pauses++)),
    );
    clearInterval(timer);
    expect(pauses).toBeGreaterThanOrEqual(5);
    expect(otherWork).toBeGreaterThan(0);
    const whole = new SearchIndex(items);
    const bun: IndexQuery = {
      ...ALL_RELEVANT,
      groups: [new Map<string, Tier>([['bun', 2]])],
      phrase: 'bun',
      limit: 20,
      bound: 500,
    };
    expect(built.search(bun).page.map((p) => p.seq)).toEqual(whole.search(bun).page.map((p) => p.seq));
    expect(built.size).toBe(10_000);
  });
});
