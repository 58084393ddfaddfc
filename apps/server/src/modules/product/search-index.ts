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
 *
 * Held as typed arrays, not objects: each term's list is one Int32Array, each product's ranking fields
 * are columns by slot, and every product's terms share one array. An object per product (with a typed
 * array of its terms) and a JavaScript array per list held three times the memory (97 MB against 31 MB
 * at 100,000 products, bench/README.md, "The index as typed arrays"), and the garbage collector walks
 * every object of the index on each full collection.
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

/** A page of the collection without a search text: the shelves the filter names, in the sort's order. */
export type BrowseQuery = Pick<IndexQuery, 'categories' | 'subCategories' | 'sort' | 'offset' | 'limit'>;

/** How many products of one category and type pair. */
export interface ShelfCount {
  category: string;
  subCategory: string;
  count: number;
}

/** What a search answers of a product: its fields but its terms. */
export type StoredProduct<Row> = Omit<IndexedProduct<Row>, 'terms'>;

export interface IndexAnswer<Row> {
  /** The page's products in order. */
  page: StoredProduct<Row>[];
  /** Matches, at most the bound. */
  total: number;
  /** The best matches whose name holds every word, best first: for the overlay's name suggestions. */
  named: StoredProduct<Row>[];
}

/** A term's list: its entries (slot and place, see `posting`) in rank order, the first `length` of `entries`. */
interface Postings {
  entries: Int32Array;
  length: number;
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

/**
 * The length a full typed array grows to: an eighth more, so a list or column that one product more
 * outgrows holds little spare room, and a steady catalogue's changes never grow it again.
 */
const roomFor = (needed: number) => needed + (needed >> 3) + 16;

function grown<T extends Int32Array | Float64Array>(array: T, length: number): T {
  const next = new (array.constructor as new (length: number) => T)(length);
  next.set(array);
  return next;
}

export class SearchIndex<Row> {
  /**
   * Slots in use or free. A removed product's slot is taken by the next product added, so the index
   * holds as many slots as it ever held products at once: every order's stock change replaces a
   * product, and slots never reused grew memory by a slot with each one until a restart.
   */
  private slots = 0;
  private readonly freeSlots: number[] = [];
  private readonly slotBySeq = new Map<number, number>();
  /** Per slot, best seller and seq as one number: the part of a sort key the product gives. */
  private rankBySlot = new Float64Array(0);
  private priceBySlot = new Float64Array(0);
  /** Per slot, its category and type pair's number in `shelves`. */
  private shelfBySlot = new Int32Array(0);
  private readonly names: (string | undefined)[] = [];
  private readonly rows: (Row | undefined)[] = [];
  /** Category and type pairs by number (a few dozen in a shop, kept once seen). */
  private readonly shelves: { category: string; subCategory: string }[] = [];
  private readonly shelfNumbers = new Map<string, number>();
  /** Per shelf, its slots in each sort's order: built when a browse first needs it, dropped when the shelf changes. */
  private readonly shelfOrders: Partial<Record<IndexQuery['sort'], Int32Array>>[] = [];
  /**
   * Every product's terms as numbers (term number times 4 plus place), to find its entries when it
   * goes: slot s holds `termCount[s]` of them from `termStart[s]`. A removed product's run is left
   * behind until the array is full, then the runs in use are packed into a new one.
   */
  private termCodes = new Int32Array(0);
  private termCodesEnd = 0;
  private termStart = new Int32Array(0);
  private termCount = new Int32Array(0);
  /** Term numbers, reused as slots are: a term whose last product went frees its number and list. */
  private readonly termNumbers = new Map<string, number>();
  private readonly termNames: (string | undefined)[] = [];
  private readonly lists: (Postings | undefined)[] = [];
  private readonly freeTerms: number[] = [];
  private sortedTerms: string[] | null = null;
  private readonly tables: Uint8Array[] = [];
  private allNames: { text: string; slots: Int32Array; starts: Int32Array } | null = null;
  /** The sort keys of the current search's matches and their slots (searches run one at a time), and how many. */
  private keys = new Float64Array(1024);
  private keySlots = new Int32Array(1024);
  private found = 0;

  constructor(products: Iterable<IndexedProduct<Row>> = []) {
    for (const p of products) this.add(p, append);
    for (const list of this.lists) if (list) this.sort(list);
  }

  /**
   * Builds the index as the constructor does from pages of sources, awaiting `pause` every few
   * thousand products and list entries: built in one go at 100,000 products it held the event loop for
   * seconds, and every other request (a product by id, a health check) waited behind it.
   */
  static async build<Source, Row>(
    pages: AsyncIterable<readonly Source[]> | Iterable<readonly Source[]>,
    toProduct: (source: Source) => IndexedProduct<Row>,
    pause: () => Promise<unknown>,
  ): Promise<SearchIndex<Row>> {
    const index = new SearchIndex<Row>();
    let added = 0;
    for await (const sources of pages) {
      for (const source of sources) {
        index.add(toProduct(source), append);
        if (++added % BUILD_STEP === 0) await pause();
      }
    }
    let sorted = 0;
    for (const list of index.lists) {
      if (!list) continue;
      index.sort(list);
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
    return this.slots;
  }

  /** Term numbers held, in use or free: what its per-term memory grows with. */
  get termCapacity(): number {
    return this.termNames.length;
  }

  /** Puts `product` in, replacing the one with its seq; `null` takes the product with that seq out. */
  replace(seq: number, product: IndexedProduct<Row> | null): void {
    const slot = this.slotBySeq.get(seq);
    const before = slot === undefined ? null : this.orderKey(slot);
    const shelfBefore = slot === undefined ? undefined : this.shelfBySlot[slot]!;
    if (slot !== undefined) this.remove(slot);
    if (product) this.add(product, (list, entry) => insert(list, this.insertionPoint(list, entry), entry));
    const now = this.slotBySeq.get(seq);
    // An order's stock change takes the freed slot back with the same keys: its shelf's orders stand.
    if (now !== undefined && now === slot && this.orderKey(now) === before) return;
    if (shelfBefore !== undefined) this.shelfOrders[shelfBefore] = {};
    if (now !== undefined) this.shelfOrders[this.shelfBySlot[now]!] = {};
  }

  /** What a slot's place in its shelf's orders depends on. */
  private orderKey(slot: number): string {
    return `${this.shelfBySlot[slot]} ${this.rankBySlot[slot]} ${this.priceBySlot[slot]}`;
  }

  /** The index's terms starting with `prefix`, for a word the shopper is still typing. */
  termsStartingWith(prefix: string): string[] {
    const terms = (this.sortedTerms ??= [...this.termNumbers.keys()].sort());
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
    this.collect(query, filtered ? this.onShelves(query.categories, query.subCategories) : () => true);
    const keys = this.keys.subarray(0, this.found).sort();
    const total = Math.min(keys.length, query.bound);
    // The i-th best match: keys are sorted ascending, in place, in a buffer kept between searches.
    const key = (i: number) => keys[keys.length - 1 - i]!;
    const slot = (i: number) => this.slotBySeq.get(key(i) % SEQ_SPAN)!;
    const named: StoredProduct<Row>[] = [];
    for (let i = 0; i < total && named.length < NAMED_POOL; i++) {
      if (placeOfCode(codeOf(key(i))) === 2) named.push(this.stored(slot(i)));
    }
    const ranked = Array.from({ length: query.sort === 'relevant' ? 0 : total }, (_, i) => slot(i));
    if (query.sort === 'low-high') ranked.sort((a, b) => this.priceOrder(a, b));
    if (query.sort === 'high-low') ranked.sort((a, b) => this.priceOrder(b, a));
    const page: StoredProduct<Row>[] = [];
    for (let i = query.offset; i < Math.min(total, query.offset + query.limit); i++)
      page.push(this.stored(query.sort === 'relevant' ? slot(i) : ranked[i]!));
    return { page, total, named };
  }

  /**
   * A page of the collection without a search text, ordered as the database's shelf indexes order it
   * ('relevant': best sellers, then newest; by price, ties by seq the same way), merged from each
   * shelf's kept order only as far as the page reaches. `total` counts every product on the shelves.
   */
  browse(query: BrowseQuery): { page: StoredProduct<Row>[]; total: number } {
    const allowed = this.allowedShelves(query.categories, query.subCategories);
    const orders = this.shelves
      .flatMap((_, n) => (allowed[n] ? [this.shelfOrder(n, query.sort)] : []))
      .filter((order) => order.length > 0);
    const total = orders.reduce((sum, order) => sum + order.length, 0);
    const end = Math.min(total, query.offset + query.limit);
    if (query.offset >= end) return { page: [], total };
    // One shelf is already in order: its page is a slice, however deep.
    const slots =
      orders.length === 1 ? orders[0]!.subarray(query.offset, end) : this.merged(orders, query.sort, query.offset, end);
    return { page: Array.from(slots, (slot) => this.stored(slot)), total };
  }

  /** The `from`-th to `to`-th slots of the shelves' orders merged into one. */
  private merged(orders: Int32Array[], sort: IndexQuery['sort'], from: number, to: number): number[] {
    const compare = this.browseOrder(sort);
    const at = orders.map(() => 0);
    const slots: number[] = [];
    for (let i = 0; i < to; i++) {
      let best = 0;
      for (let o = 1; o < orders.length; o++) {
        if (at[best]! === orders[best]!.length) best = o;
        else if (at[o]! < orders[o]!.length && compare(orders[o]![at[o]!]!, orders[best]![at[best]!]!) < 0) best = o;
      }
      const slot = orders[best]![at[best]!++]!;
      if (i >= from) slots.push(slot);
    }
    return slots;
  }

  /** Below zero when slot `a` comes before slot `b` in a browse in `sort`. */
  private browseOrder(sort: IndexQuery['sort']): (a: number, b: number) => number {
    if (sort === 'low-high') return (a, b) => this.priceOrder(a, b);
    if (sort === 'high-low') return (a, b) => this.priceOrder(b, a);
    return (a, b) => this.rankBySlot[b]! - this.rankBySlot[a]!;
  }

  /** Shelf `n`'s slots in `sort`'s order, sorted when first asked after a change to the shelf. */
  private shelfOrder(n: number, sort: IndexQuery['sort']): Int32Array {
    const orders = (this.shelfOrders[n] ??= {});
    let order = orders[sort];
    if (!order) {
      const slots: number[] = [];
      for (let slot = 0; slot < this.slots; slot++)
        if (this.shelfBySlot[slot] === n && this.names[slot] !== undefined) slots.push(slot);
      order = orders[sort] = Int32Array.from(slots).sort(this.browseOrder(sort));
    }
    return order;
  }

  /**
   * How many products the search matches on each shelf (category and type pair) among those whose
   * row `keep` lets through, every match counted: the collection's facet counts for a search.
   */
  countByShelf(query: Pick<IndexQuery, 'groups' | 'phrase'>, keep: (row: Row) => boolean): ShelfCount[] {
    this.collect(query, (slot) => keep(this.rows[slot]!));
    const counts = new Array<number>(this.shelves.length).fill(0);
    for (let i = 0; i < this.found; i++) counts[this.shelfBySlot[this.keySlots[i]!]!]!++;
    return this.shelves.flatMap((shelf, n) => (counts[n]! > 0 ? [{ ...shelf, count: counts[n]! }] : []));
  }

  /** The product in `slot` as a search answers it. */
  private stored(slot: number): StoredProduct<Row> {
    const rank = this.rankBySlot[slot]!;
    return {
      seq: rank % SEQ_SPAN,
      name: this.names[slot]!,
      ...this.shelves[this.shelfBySlot[slot]!]!,
      priceCents: this.priceBySlot[slot]!,
      bestseller: rank >= SEQ_SPAN,
      row: this.rows[slot]!,
    };
  }

  /** Cheaper first, then older: the order of 'low-high'. */
  private priceOrder(a: number, b: number): number {
    return (
      this.priceBySlot[a]! - this.priceBySlot[b]! || (this.rankBySlot[a]! % SEQ_SPAN) - (this.rankBySlot[b]! % SEQ_SPAN)
    );
  }

  /** Per shelf number, whether the filter names it (each empty list allows all). */
  private allowedShelves(categories: readonly string[], subCategories: readonly string[]): boolean[] {
    return this.shelves.map(
      (s) =>
        (categories.length === 0 || categories.includes(s.category)) &&
        (subCategories.length === 0 || subCategories.includes(s.subCategory)),
    );
  }

  /** Whether a slot's product stands on one of the shelves the filter names. */
  private onShelves(categories: readonly string[], subCategories: readonly string[]): (slot: number) => boolean {
    const allowed = this.allowedShelves(categories, subCategories);
    return (slot) => allowed[this.shelfBySlot[slot]!]!;
  }

  /** Every match `keep` lets through, into the buffer of sort keys and slots. */
  private collect(query: Pick<IndexQuery, 'groups' | 'phrase'>, keep: (slot: number) => boolean): void {
    this.found = 0;
    if (query.groups.length > 0) this.matches(query.groups, keep);
    else this.namesContaining(query.phrase, keep);
  }

  /** Adds a match's sort key and slot to the buffers `search` ranks. */
  private keep(key: number, slot: number): void {
    if (this.found === this.keys.length) {
      this.keys = grown(this.keys, this.keys.length * 2);
      this.keySlots = grown(this.keySlots, this.keys.length);
    }
    this.keys[this.found] = key;
    this.keySlots[this.found++] = slot;
  }

  /**
   * The commonest search, one word in relevance order over the whole catalogue (the overlay's): its
   * lists are merged only as far as the page and the name suggestions need, and the matches are
   * counted from the lists' lengths without ranking them.
   */
  private oneWord(query: IndexQuery): IndexAnswer<Row> {
    const heads = [...query.groups[0]!]
      .map(([term, tier]) => ({ list: this.listOf(term), tier, at: 0 }))
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
        if (h.at === h.list.length) continue;
        const entry = h.list.entries[h.at]!;
        const key = this.sortKey(matchCode(h.tier, placeOf(entry)), slotOf(entry));
        if (key > bestKey) [best, bestKey] = [h, key];
      }
      if (!best) break;
      const entry = best.list.entries[best.at++]!;
      if (seen.has(slotOf(entry))) continue;
      seen.add(slotOf(entry));
      if (read >= query.offset && read < end) page.push(this.stored(slotOf(entry)));
      if (placeOf(entry) === 2) named.push(this.stored(slotOf(entry)));
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

  private listOf(term: string): Postings {
    const n = this.termNumbers.get(term);
    return n === undefined ? NO_ENTRIES : this.lists[n]!;
  }

  /**
   * Every match's sort key. Each word's best tier and place in every product it matches is written
   * into a table by slot (one pass over its lists); the rarest word's products are then looked up in
   * the others' tables and keyed on the weakest of their words.
   */
  private matches(groups: TermGroup[], keep: (slot: number) => boolean): void {
    const sizes = groups.map((g) => [...g.keys()].reduce((n, t) => n + this.listOf(t).length, 0));
    const driver = sizes.indexOf(Math.min(...sizes));
    const tables = groups.map((g, i) => this.bestBySlot(g, i));
    const driverTable = tables[driver]!;
    for (const term of groups[driver]!.keys()) {
      const list = this.listOf(term);
      for (let i = 0; i < list.length; i++) {
        const slot = slotOf(list.entries[i]!);
        let weakest = driverTable[slot]!;
        for (const table of tables) weakest = Math.min(weakest, table[slot]!);
        // Taken once: its mark in the driver's table is cleared.
        driverTable[slot] = 0;
        if (weakest > 0 && keep(slot)) this.keep(this.sortKey(weakest, slot), slot);
      }
    }
    for (const table of tables) table.fill(0, 0, this.slots);
  }

  /**
   * Per slot, the best match code at which `group` matches that product; 0 for none. Written into the
   * `n`th of tables kept between searches (searches run one at a time) and cleared after use: a new
   * 100 kB table per word per search kept the garbage collector busy.
   */
  private bestBySlot(group: TermGroup, n: number): Uint8Array {
    if ((this.tables[n]?.length ?? -1) < this.slots) this.tables[n] = new Uint8Array(this.slots * 2);
    const table = this.tables[n]!;
    for (const [term, tier] of group) {
      const list = this.listOf(term);
      for (let i = 0; i < list.length; i++) {
        const entry = list.entries[i]!;
        const code = matchCode(tier, placeOf(entry));
        if (code > table[slotOf(entry)]!) table[slotOf(entry)] = code;
      }
    }
    return table;
  }

  /**
   * Products with a word of their name starting with `text`: for words full text leaves out ('down',
   * 'all'), which still match as typed words do. Searched in one string of every lower-cased name,
   * built when first needed after a change: reading the name of 100,000 products took 18 ms, a search
   * of one string a fraction of that.
   */
  private namesContaining(text: string, keep: (slot: number) => boolean): void {
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
      if (keep(slot)) this.keep(this.sortKey(matchCode(2, 2), slot), slot);
      // Once per name: the search goes on from the next name.
      at = n + 1 < names.starts.length ? names.text.indexOf(text, names.starts[n + 1]) : -1;
    }
  }

  /** Every name, lower-cased and joined by NUL (which request text never holds), with where each starts. */
  private joinNames(): { text: string; slots: Int32Array; starts: Int32Array } {
    const slots = new Int32Array(this.size);
    const starts = new Int32Array(this.size);
    let n = 0;
    let length = 0;
    const parts: string[] = [];
    for (let slot = 0; slot < this.slots; slot++) {
      const name = this.names[slot];
      if (name === undefined) continue;
      const lower = name.toLowerCase();
      slots[n] = slot;
      starts[n++] = length;
      parts.push(lower);
      length += lower.length + 1;
    }
    return { text: parts.join('\u0000'), slots, starts };
  }

  /** Relevance as one number, larger first: match code, then best seller, then seq (exact below 2^53). */
  private sortKey(code: number, slot: number): number {
    return code * 2 * SEQ_SPAN + this.rankBySlot[slot]!;
  }

  /** A list's order: place in the product, then best sellers, then newer. */
  private readonly byRank = (a: number, b: number) =>
    this.sortKey(placeOf(b), slotOf(b)) - this.sortKey(placeOf(a), slotOf(a));

  private sort(list: Postings): void {
    list.entries.subarray(0, list.length).sort(this.byRank);
  }

  private add(product: IndexedProduct<Row>, put: (list: Postings, entry: number) => void): void {
    const slot = this.takeSlot();
    this.slotBySeq.set(product.seq, slot);
    this.rankBySlot[slot] = Number(product.bestseller) * SEQ_SPAN + product.seq;
    this.priceBySlot[slot] = product.priceCents;
    this.shelfBySlot[slot] = this.shelfNumber(product.category, product.subCategory);
    this.names[slot] = product.name;
    this.rows[slot] = product.row;
    this.allNames = null;
    let at = this.reserveTermCodes(product.terms.size);
    this.termStart[slot] = at;
    this.termCount[slot] = product.terms.size;
    for (const [term, place] of product.terms) {
      const n = this.termNumber(term);
      put(this.lists[n]!, posting(slot, place));
      this.termCodes[at++] = n * 4 + place;
    }
  }

  /** A free slot, or a new one with room in every column. */
  private takeSlot(): number {
    const free = this.freeSlots.pop();
    if (free !== undefined) return free;
    if (this.slots === this.rankBySlot.length) {
      const room = roomFor(this.slots + 1);
      this.rankBySlot = grown(this.rankBySlot, room);
      this.priceBySlot = grown(this.priceBySlot, room);
      this.shelfBySlot = grown(this.shelfBySlot, room);
      this.termStart = grown(this.termStart, room);
      this.termCount = grown(this.termCount, room);
    }
    return this.slots++;
  }

  private shelfNumber(category: string, subCategory: string): number {
    const key = `${category}\u0000${subCategory}`;
    let n = this.shelfNumbers.get(key);
    if (n === undefined) {
      this.shelfNumbers.set(key, (n = this.shelves.length));
      this.shelves.push({ category, subCategory });
    }
    return n;
  }

  /**
   * Where `count` term codes of a product being added go: at the end of the array, which is first
   * rebuilt with only the runs of the products held when full, with a quarter more room than they need.
   * Its size follows the products held, not the changes made: at 100,000 products of 13 terms it is
   * rebuilt about every 2,500 changes, in a few milliseconds.
   */
  private reserveTermCodes(count: number): number {
    if (this.termCodesEnd + count > this.termCodes.length) {
      let held = count;
      for (let slot = 0; slot < this.slots; slot++) held += this.termCount[slot]!;
      const packed = new Int32Array(held + (held >> 2) + 64);
      let end = 0;
      for (let slot = 0; slot < this.slots; slot++) {
        const start = this.termStart[slot]!;
        this.termStart[slot] = end;
        for (let i = 0; i < this.termCount[slot]!; i++) packed[end++] = this.termCodes[start + i]!;
      }
      this.termCodes = packed;
      this.termCodesEnd = end;
    }
    this.termCodesEnd += count;
    return this.termCodesEnd - count;
  }

  private termNumber(term: string): number {
    let n = this.termNumbers.get(term);
    if (n === undefined) {
      n = this.freeTerms.pop() ?? this.termNames.length;
      this.termNumbers.set(term, n);
      this.termNames[n] = term;
      this.lists[n] = { entries: new Int32Array(4), length: 0 };
      this.sortedTerms = null;
    }
    return n;
  }

  private remove(slot: number): void {
    const end = this.termStart[slot]! + this.termCount[slot]!;
    for (let i = this.termStart[slot]!; i < end; i++) {
      const n = this.termCodes[i]! >> 2;
      const list = this.lists[n]!;
      const entry = posting(slot, (this.termCodes[i]! & 3) as Place);
      // A list is sorted on keys that never change for one slot, so the entry is found by halving.
      const at = this.insertionPoint(list, entry) - 1;
      if (list.entries[at] === entry) {
        list.entries.copyWithin(at, at + 1, list.length);
        list.length--;
      }
      if (list.length === 0) this.dropTerm(n);
    }
    this.termCount[slot] = 0;
    this.slotBySeq.delete(this.rankBySlot[slot]! % SEQ_SPAN);
    this.names[slot] = undefined;
    this.rows[slot] = undefined;
    this.freeSlots.push(slot);
    this.allNames = null;
  }

  /** A term no product holds any more: its number and list go, as a removed product's slot does. */
  private dropTerm(n: number): void {
    this.termNumbers.delete(this.termNames[n]!);
    this.termNames[n] = undefined;
    this.lists[n] = undefined;
    this.freeTerms.push(n);
    this.sortedTerms = null;
  }

  private insertionPoint(list: Postings, entry: number): number {
    let low = 0;
    let high = list.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (this.byRank(list.entries[mid]!, entry) <= 0) low = mid + 1;
      else high = mid;
    }
    return low;
  }
}

const NO_ENTRIES: Postings = { entries: new Int32Array(0), length: 0 };

/** Puts `entry` at the end of `list`, where the build puts every entry before sorting each list once. */
function append(list: Postings, entry: number): void {
  insert(list, list.length, entry);
}

function insert(list: Postings, at: number, entry: number): void {
  if (list.length === list.entries.length) list.entries = grown(list.entries, roomFor(list.length + 1));
  list.entries.copyWithin(at + 1, at, list.length);
  list.entries[at] = entry;
  list.length++;
}

/** The match code a sort key was made with, and the place that code stands for. */
const codeOf = (key: number) => Math.floor(key / SEQ_SPAN / 2);
const placeOfCode = (code: number) => (code <= 3 ? code - 1 : (code - 4) >> 1);

/** The index of the last of the ascending `values` at or before `at`. */
function lastAtOrBefore(values: Int32Array, at: number): number {
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
function countUpTo(lists: Postings[], bound: number): number {
  if (lists.length === 0) return 0;
  const longest = Math.max(...lists.map((l) => l.length));
  if (lists.length === 1 || longest >= bound) return Math.min(bound, longest);
  const seen = new Set<number>();
  for (const list of lists) {
    for (let i = 0; i < list.length; i++) {
      seen.add(slotOf(list.entries[i]!));
      if (seen.size >= bound) return bound;
    }
  }
  return seen.size;
}
