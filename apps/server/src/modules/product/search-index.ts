/**
 * The visible catalogue as search needs it, held in process memory: each full-text term (PostgreSQL's
 * `english` lexemes of the product's search vector) with its products already in rank order, so a
 * search reads the best entries of a handful of lists instead of ranking thousands of matching rows
 * in the database. At 100,000 products a search ranked in PostgreSQL cost 8 to 24 ms of database time
 * (p99 1.2 s at 50 connections, bench/README.md).
 *
 * Lists hold small integers (a product's slot and the term's place in it), not objects: a two-word
 * search reads tens of thousands of entries, and following a pointer to a product object per entry
 * cost 300 to 600 ns each (the 14,000 entries of 'denim' took 4.5 ms, measured at 100,000 generated
 * products) against a few ns for a packed integer array. Pure: search-index-sync.ts loads it and keeps it current.
 */

/** Where a term stands in a product: 2 in its name, 1 in its type or category, 0 in its description only. */
export type Place = 0 | 1 | 2;

/** A product as search ranks it, with `row`, what a search answers for it. */
export interface IndexedProduct<Row = unknown> {
  seq: number;
  name: string;
  category: string;
  subCategory: string;
  priceCents: number;
  bestseller: boolean;
  terms: ReadonlyMap<string, Place>;
  row: Row;
}

/** How well a typed word was met: 2 as typed (or a synonym), 1 as a prefix, 0 through a typo correction. */
export type Tier = 0 | 1 | 2;

/** One typed word: each term it may match, with the tier of that match. A product needs one of them. */
export type TermGroup = ReadonlyMap<string, Tier>;

export interface IndexQuery {
  /** Every group must be met (the typed words); empty when full text leaves out every word. */
  groups: TermGroup[];
  /** The text as typed: with no groups, names containing it match ('down', 'all'). */
  phrase: string;
  categories: readonly string[];
  subCategories: readonly string[];
  sort: 'relevant' | 'low-high' | 'high-low';
  offset: number;
  limit: number;
  /** At most this many matches are ranked, counted and paged through. */
  bound: number;
}

/** How many products of one category and type pair. */
export interface ShelfCount {
  category: string;
  subCategory: string;
  count: number;
}

/** What the index keeps of a product besides its lists' entries. */
export type StoredProduct<Row> = Omit<IndexedProduct<Row>, 'terms'>;

/**
 * A stored product with its terms as numbers (term number times 4 plus place), to find its entries
 * when it goes. A typed array instead of a map per product: the garbage collector walks the whole
 * index on every full collection, and 100,000 maps of terms made those pauses the long tail.
 */
interface Entry<Row> extends StoredProduct<Row> {
  termCodes: Int32Array;
}

export interface IndexAnswer<Row> {
  /** The page's products in order. */
  page: StoredProduct<Row>[];
  /** Matches, at most the bound. */
  total: number;
  /** The best matches whose name holds every word, best first: for the overlay's name suggestions. */
  named: StoredProduct<Row>[];
}

/** Products added between pauses of an index build (a few milliseconds of work). */
const BUILD_STEP = 2_000;

/** How many of the best matches the name suggestions are chosen from. */
const NAMED_POOL = 60;

/**
 * A tier and a place as one number from 1 (a typo in the description) to 9 (as typed, in the name),
 * ordered as the common engines order their rules: a typo ranks below any word met as typed or as a
 * prefix; among those, where the word stands comes before how exactly it was met, so a name starting
 * with the word ('made': Madeleine) ranks above a description holding the whole word.
 */
const matchCode = (tier: Tier, place: Place) => (tier === 0 ? place + 1 : 4 + place * 2 + (tier - 1));
const SEQ_SPAN = 2 ** 40;

/** A list entry: the product's slot and the term's place in it. */
const posting = (slot: number, place: Place) => slot * 4 + place;
const slotOf = (entry: number) => entry >> 2;
const placeOf = (entry: number) => (entry & 3) as Place;

const PRICE_ORDERS = {
  'low-high': (a: StoredProduct<unknown>, b: StoredProduct<unknown>) => a.priceCents - b.priceCents || a.seq - b.seq,
  'high-low': (a: StoredProduct<unknown>, b: StoredProduct<unknown>) => b.priceCents - a.priceCents || b.seq - a.seq,
};

export class SearchIndex<Row> {
  /**
   * Products by slot. A removed product's slot is taken by the next product added, so the index holds
   * as many slots as it ever held products at once: every order's stock change replaces a product, and
   * slots never reused grew memory by a slot and its per-slot tables with each one until a restart.
   */
  private readonly bySlot: (Entry<Row> | undefined)[] = [];
  /** Slots free for reuse. */
  private readonly freeSlots: number[] = [];
  private readonly termNumbers = new Map<string, number>();
  private readonly termNames: string[] = [];
  /** Per slot, best seller and seq as one number: the part of a sort key the product gives. */
  private readonly rankBySlot: number[] = [];
  private readonly slotBySeq = new Map<number, number>();
  private readonly postings = new Map<string, number[]>();
  private sortedTerms: string[] | null = null;
  private readonly tables: Uint8Array[] = [];
  private allNames: { text: string; slots: number[]; starts: number[] } | null = null;
  /** The sort keys of the current search's matches (searches run one at a time), and how many. */
  private keys = new Float64Array(1024);
  private found = 0;

  constructor(products: Iterable<IndexedProduct<Row>> = []) {
    for (const p of products) this.add(p, (list, entry) => list.push(entry));
    for (const list of this.postings.values()) list.sort(this.byRank);
  }

  /**
   * Builds the index as the constructor does, awaiting `pause` every few thousand products and list
   * entries: built in one go at 100,000 products it held the event loop for seconds, and every other
   * request (a product by id, a health check) waited behind it.
   */
  static async build<Source, Row>(
    sources: readonly Source[],
    toProduct: (source: Source) => IndexedProduct<Row>,
    pause: () => Promise<unknown>,
  ): Promise<SearchIndex<Row>> {
    const index = new SearchIndex<Row>();
    for (let i = 0; i < sources.length; i++) {
      index.add(toProduct(sources[i]!), (list, entry) => list.push(entry));
      if (i % BUILD_STEP === BUILD_STEP - 1) await pause();
    }
    let sorted = 0;
    for (const list of index.postings.values()) {
      list.sort(index.byRank);
      if ((sorted += list.length) >= BUILD_STEP * 10) {
        sorted = 0;
        await pause();
      }
    }
    return index;
  }

  get size(): number {
    return this.slotBySeq.size;
  }

  /** Slots held, in use or free: what the index's per-slot memory grows with. */
  get capacity(): number {
    return this.bySlot.length;
  }

  /** Puts `product` in, replacing the one with its seq; `null` takes the product with that seq out. */
  replace(seq: number, product: IndexedProduct<Row> | null): void {
    const slot = this.slotBySeq.get(seq);
    if (slot !== undefined) this.remove(slot);
    if (product) this.add(product, (list, entry) => list.splice(this.insertionPoint(list, entry), 0, entry));
  }

  /** The index's terms starting with `prefix`, for a word the shopper is still typing. */
  termsStartingWith(prefix: string): string[] {
    const terms = (this.sortedTerms ??= [...this.postings.keys()].sort());
    let low = 0;
    let high = terms.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (terms[mid]! < prefix) low = mid + 1;
      else high = mid;
    }
    const found: string[] = [];
    for (let i = low; i < terms.length && terms[i]!.startsWith(prefix); i++) found.push(terms[i]!);
    return found;
  }

  search(query: IndexQuery): IndexAnswer<Row> {
    const filtered = query.categories.length > 0 || query.subCategories.length > 0;
    if (query.groups.length === 1 && query.sort === 'relevant' && !filtered) return this.oneWord(query);
    const keep = (p: StoredProduct<Row>) =>
      (query.categories.length === 0 || query.categories.includes(p.category)) &&
      (query.subCategories.length === 0 || query.subCategories.includes(p.subCategory));
    this.found = 0;
    if (query.groups.length > 0) this.matches(query.groups, keep);
    else this.namesContaining(query.phrase, keep);
    const keys = this.keys.subarray(0, this.found).sort();
    const total = Math.min(keys.length, query.bound);
    // The i-th best match: keys are sorted ascending, in place, in a buffer kept between searches.
    const key = (i: number) => keys[keys.length - 1 - i]!;
    const product = (i: number) => this.bySlot[this.slotBySeq.get(key(i) % SEQ_SPAN)!]!;
    const named: StoredProduct<Row>[] = [];
    for (let i = 0; i < total && named.length < NAMED_POOL; i++) {
      if (placeOfCode(codeOf(key(i))) === 2) named.push(product(i));
    }
    const end = Math.min(total, query.offset + query.limit);
    if (query.sort === 'relevant') {
      const page: StoredProduct<Row>[] = [];
      for (let i = query.offset; i < end; i++) page.push(product(i));
      return { page, total, named };
    }
    const ranked = Array.from({ length: total }, (_, i) => product(i)).sort(PRICE_ORDERS[query.sort]);
    return { page: ranked.slice(query.offset, query.offset + query.limit), total, named };
  }

  /**
   * How many products the search matches on each shelf (category and type pair) among those `keep`
   * lets through, every match counted: the collection's facet counts for a search.
   */
  countByShelf(query: Pick<IndexQuery, 'groups' | 'phrase'>, keep: (p: StoredProduct<Row>) => boolean): ShelfCount[] {
    this.found = 0;
    if (query.groups.length > 0) this.matches(query.groups, keep);
    else this.namesContaining(query.phrase, keep);
    const shelves = new Map<string, ShelfCount>();
    for (let i = 0; i < this.found; i++) {
      const p = this.bySlot[this.slotBySeq.get(this.keys[i]! % SEQ_SPAN)!]!;
      const key = `${p.category}\u0000${p.subCategory}`;
      const shelf = shelves.get(key);
      if (shelf) shelf.count++;
      else shelves.set(key, { category: p.category, subCategory: p.subCategory, count: 1 });
    }
    return [...shelves.values()];
  }

  /** Adds a match's sort key to the buffer `search` ranks. */
  private keep(key: number): void {
    if (this.found === this.keys.length) {
      const grown = new Float64Array(this.keys.length * 2);
      grown.set(this.keys);
      this.keys = grown;
    }
    this.keys[this.found++] = key;
  }

  /**
   * The commonest search, one word in relevance order over the whole catalogue (the overlay's): its
   * lists are merged only as far as the page and the name suggestions need, and the matches are
   * counted from the lists' lengths without ranking them.
   */
  private oneWord(query: IndexQuery): IndexAnswer<Row> {
    const heads = [...query.groups[0]!]
      .map(([term, tier]) => ({ list: this.postings.get(term) ?? [], tier, at: 0 }))
      .filter((h) => h.list.length > 0);
    const end = query.offset + query.limit;
    const reach = Math.min(query.bound, Math.max(end, NAMED_POOL));
    const page: StoredProduct<Row>[] = [];
    const named: StoredProduct<Row>[] = [];
    const seen = new Set<number>();
    for (let read = 0; read < reach;) {
      let best: (typeof heads)[number] | undefined;
      let bestKey = -1;
      for (const h of heads) {
        const entry = h.list[h.at];
        if (entry === undefined) continue;
        const key = this.sortKey(matchCode(h.tier, placeOf(entry)), slotOf(entry));
        if (key > bestKey) [best, bestKey] = [h, key];
      }
      if (!best) break;
      const entry = best.list[best.at++]!;
      if (seen.has(slotOf(entry))) continue;
      seen.add(slotOf(entry));
      const product = this.bySlot[slotOf(entry)]!;
      if (read >= query.offset && read < end) page.push(product);
      if (placeOf(entry) === 2) named.push(product);
      read++;
    }
    return {
      page,
      total: countUpTo(
        heads.map((h) => h.list),
        query.bound,
      ),
      named,
    };
  }

  /**
   * Every match's sort key. Each word's best tier and place in every product it matches is written
   * into a table by slot (one pass over its lists); the rarest word's products are then looked up in
   * the others' tables and keyed on the weakest of their words.
   */
  private matches(groups: TermGroup[], keep: (p: StoredProduct<Row>) => boolean): void {
    const sizes = groups.map((g) => [...g.keys()].reduce((n, t) => n + (this.postings.get(t)?.length ?? 0), 0));
    const driver = sizes.indexOf(Math.min(...sizes));
    const tables = groups.map((g, i) => this.bestBySlot(g, i));
    const driverTable = tables[driver]!;
    for (const term of groups[driver]!.keys()) {
      for (const entry of this.postings.get(term) ?? []) {
        const slot = slotOf(entry);
        let weakest = driverTable[slot]!;
        for (const table of tables) weakest = Math.min(weakest, table[slot]!);
        // Taken once: its mark in the driver's table is cleared.
        driverTable[slot] = 0;
        if (weakest > 0 && keep(this.bySlot[slot]!)) this.keep(this.sortKey(weakest, slot));
      }
    }
    for (const table of tables) table.fill(0, 0, this.bySlot.length);
  }

  /**
   * Per slot, the best match code at which `group` matches that product; 0 for none. Written into the
   * `n`th of tables kept between searches (searches run one at a time) and cleared after use: a new
   * 100 kB table per word per search kept the garbage collector busy.
   */
  private bestBySlot(group: TermGroup, n: number): Uint8Array {
    if ((this.tables[n]?.length ?? -1) < this.bySlot.length) this.tables[n] = new Uint8Array(this.bySlot.length * 2);
    const table = this.tables[n]!;
    for (const [term, tier] of group) {
      for (const entry of this.postings.get(term) ?? []) {
        const code = matchCode(tier, placeOf(entry));
        if (code > table[slotOf(entry)]!) table[slotOf(entry)] = code;
      }
    }
    return table;
  }

  /**
   * Products with a word of their name starting with `text`: for words full text leaves out ('down',
   * 'all'), which still match as typed words do. Searched in
   * one string of every lower-cased name, built when first needed after a change: reading the name of
   * 100,000 product objects took 18 ms, a search of one string a fraction of that.
   */
  private namesContaining(text: string, keep: (p: StoredProduct<Row>) => boolean): void {
    const names = (this.allNames ??= this.joinNames());
    let at = names.text.indexOf(text);
    while (at >= 0) {
      // Where a word of the name starts, as a typed word matches ('an' is not in 'jeans').
      if (at > 0 && /[\p{L}\p{N}]/u.test(names.text[at - 1]!)) {
        at = names.text.indexOf(text, at + 1);
        continue;
      }
      const n = lastAtOrBefore(names.starts, at);
      const slot = names.slots[n]!;
      if (keep(this.bySlot[slot]!)) this.keep(this.sortKey(matchCode(2, 2), slot));
      // Once per name: the search goes on from the next name.
      at = n + 1 < names.starts.length ? names.text.indexOf(text, names.starts[n + 1]) : -1;
    }
  }

  /** Every name, lower-cased and joined by NUL (which request text never holds), with where each starts. */
  private joinNames(): { text: string; slots: number[]; starts: number[] } {
    const slots: number[] = [];
    const starts: number[] = [];
    let length = 0;
    const parts: string[] = [];
    this.bySlot.forEach((p, slot) => {
      if (!p) return;
      const lower = p.name.toLowerCase();
      slots.push(slot);
      starts.push(length);
      parts.push(lower);
      length += lower.length + 1;
    });
    return { text: parts.join('\u0000'), slots, starts };
  }

  /** Relevance as one number, larger first: match code, then best seller, then seq (exact below 2^53). */
  private sortKey(code: number, slot: number): number {
    return code * 2 * SEQ_SPAN + this.rankBySlot[slot]!;
  }

  /** A list's order: place in the product, then best sellers, then newer. */
  private readonly byRank = (a: number, b: number) =>
    this.sortKey(placeOf(b), slotOf(b)) - this.sortKey(placeOf(a), slotOf(a));

  private add({ terms, ...stored }: IndexedProduct<Row>, put: (list: number[], entry: number) => void): void {
    const termCodes = new Int32Array(terms.size);
    const slot = this.freeSlots.pop() ?? this.bySlot.length;
    this.bySlot[slot] = { ...stored, termCodes };
    this.allNames = null;
    this.rankBySlot[slot] = Number(stored.bestseller) * SEQ_SPAN + stored.seq;
    this.slotBySeq.set(stored.seq, slot);
    let i = 0;
    for (const [term, place] of terms) {
      let list = this.postings.get(term);
      if (!list) {
        this.postings.set(term, (list = []));
        this.sortedTerms = null;
      }
      put(list, posting(slot, place));
      termCodes[i++] = this.termNumber(term) * 4 + place;
    }
  }

  private termNumber(term: string): number {
    let n = this.termNumbers.get(term);
    if (n === undefined) {
      this.termNumbers.set(term, (n = this.termNames.length));
      this.termNames.push(term);
    }
    return n;
  }

  private remove(slot: number): void {
    const product = this.bySlot[slot]!;
    for (const code of product.termCodes) {
      const term = this.termNames[code >> 2]!;
      const entry = posting(slot, (code & 3) as Place);
      const list = this.postings.get(term);
      if (!list) continue;
      // A list is sorted on keys that never change for one slot, so the entry is found by halving.
      const at = this.insertionPoint(list, entry) - 1;
      if (list[at] === entry) list.splice(at, 1);
      if (list.length === 0) {
        this.postings.delete(term);
        this.sortedTerms = null;
      }
    }
    this.slotBySeq.delete(product.seq);
    this.bySlot[slot] = undefined;
    this.freeSlots.push(slot);
    this.allNames = null;
  }

  private insertionPoint(list: number[], entry: number): number {
    let low = 0;
    let high = list.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (this.byRank(list[mid]!, entry) <= 0) low = mid + 1;
      else high = mid;
    }
    return low;
  }
}

/** The match code a sort key was made with, and the place that code stands for. */
const codeOf = (key: number) => Math.floor(key / SEQ_SPAN / 2);
const placeOfCode = (code: number) => (code <= 3 ? code - 1 : (code - 4) >> 1);

/** The index of the last of the ascending `values` at or before `at`. */
function lastAtOrBefore(values: number[], at: number): number {
  let low = 0;
  let high = values.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (values[mid]! <= at) low = mid + 1;
    else high = mid;
  }
  return low - 1;
}

/** How many products some lists hold together, counting no further than `bound`. */
function countUpTo(lists: number[][], bound: number): number {
  if (lists.length === 0) return 0;
  const longest = Math.max(...lists.map((l) => l.length));
  if (lists.length === 1 || longest >= bound) return Math.min(bound, longest);
  const seen = new Set<number>();
  for (const list of lists) {
    for (const entry of list) {
      seen.add(slotOf(entry));
      if (seen.size >= bound) return bound;
    }
  }
  return seen.size;
}
