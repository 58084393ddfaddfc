import { and, asc, desc, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products, searchSynonyms, searchWords } from '../../db/schema.ts';

/**
 * The columns a shopper-facing answer is made of. Catalogue reads fetch only these: decoding the
 * timestamps and bookkeeping columns of every row was a visible share of a collection page's cost.
 */
const shopColumns = {
  id: products.id,
  name: products.name,
  priceCents: products.priceCents,
  description: products.description,
  images: products.images,
  features: products.features,
  category: products.category,
  subCategory: products.subCategory,
  bestseller: products.bestseller,
  stock: products.stock,
};

export type ProductRow = Pick<typeof products.$inferSelect, keyof typeof shopColumns>;

const visible = and(isNull(products.deletedAt), eq(products.hidden, false));

// The hottest queries run as named prepared statements: PostgreSQL then plans each once per
// connection instead of on every call, which on a small query costs more than running it.
const statements = new WeakMap<Db, Map<string, unknown>>();
function prepared<T>(db: Db, name: string, build: (name: string) => T): T {
  let byName = statements.get(db);
  if (!byName) statements.set(db, (byName = new Map()));
  let statement = byName.get(name) as T | undefined;
  if (!statement) byName.set(name, (statement = build(name)));
  return statement;
}

export async function findProductById(db: Db, id: string): Promise<ProductRow | null> {
  const statement = prepared(db, 'product_by_id', (name) =>
    db
      .select(shopColumns)
      .from(products)
      .where(and(eq(products.id, sql.placeholder('id')), visible))
      .limit(1)
      .prepare(name),
  );
  const rows = await statement.execute({ id });
  return rows[0] ?? null;
}


export async function listLatest(db: Db, limit: number): Promise<ProductRow[]> {
  const statement = prepared(db, 'products_latest', (name) =>
    db.select(shopColumns).from(products).where(visible).orderBy(desc(products.seq)).limit(sql.placeholder('limit')).prepare(name),
  );
  return statement.execute({ limit });
}

export async function listBestsellers(db: Db, limit: number): Promise<ProductRow[]> {
  const statement = prepared(db, 'products_bestsellers', (name) =>
    db
      .select(shopColumns)
      .from(products)
      .where(and(visible, eq(products.bestseller, true)))
      .orderBy(desc(products.seq))
      .limit(sql.placeholder('limit'))
      .prepare(name),
  );
  return statement.execute({ limit });
}

export async function listRelated(db: Db, product: ProductRow, limit: number): Promise<ProductRow[]> {
  return db
    .select(shopColumns)
    .from(products)
    .where(
      and(
        visible,
        eq(products.category, product.category),
        eq(products.subCategory, product.subCategory),
        ne(products.id, product.id),
      ),
    )
    .orderBy(desc(products.bestseller), desc(products.seq))
    .limit(limit);
}

export type Sort = 'relevant' | 'low-high' | 'high-low';

export interface CatalogueFilter {
  categories: string[];
  subCategories: string[];
}

export interface PageRequest {
  sort: Sort;
  offset: number;
  limit: number;
}

function filterConditions(f: CatalogueFilter): (SQL | undefined)[] {
  return [
    visible,
    f.categories.length ? inArray(products.category, f.categories) : undefined,
    f.subCategories.length ? inArray(products.subCategory, f.subCategories) : undefined,
  ];
}

function sortOrder(sort: Sort, relevance: SQL | null): SQL[] {
  // Price sorts tie-break on seq in the same direction, so one (price_cents, seq) index serves both.
  if (sort === 'low-high') return [asc(products.priceCents), asc(products.seq)];
  if (sort === 'high-low') return [desc(products.priceCents), desc(products.seq)];
  if (relevance) return [sql`${relevance} desc`, desc(products.seq)];
  // Without a search text, "relevant" means what the shop stands behind: best sellers, then newest.
  return [desc(products.bestseller), desc(products.seq)];
}

export interface Shelf {
  category: string;
  subCategory: string;
}

/**
 * The collection without a search text. Unfiltered, one index walk in the sort order. Filtered, the
 * page is merged from the chosen shelves (category and type pairs, known from the counts): each shelf
 * is read through its own ordered index only as far as the page needs, so a page costs the same at
 * 100,000 products as at 50, where one scan would wade through every other shelf's rows first.
 */
export async function listCataloguePage(db: Db, shelves: Shelf[] | null, page: PageRequest): Promise<ProductRow[]> {
  const order = sortOrder(page.sort, null);
  const slice = { offset: page.offset, limit: page.limit };
  if (shelves === null) {
    const statement = prepared(db, `catalogue_page_${page.sort}`, (name) =>
      db
        .select(shopColumns)
        .from(products)
        .where(visible)
        .orderBy(...order)
        .offset(sql.placeholder('offset'))
        .limit(sql.placeholder('limit'))
        .prepare(name),
    );
    return statement.execute(slice);
  }
  if (shelves.length === 0) return [];
  if (shelves.length === 1) {
    const [s] = shelves as [Shelf];
    // The page is found among the shelf index's own entries (category, type, sort key, seq: an
    // index-only scan), and only its rows are then read from the table; reading every skipped row of
    // a deep page from the table cost 10 times more (23 ms against 1.7 ms at offset 5,000).
    const statement = prepared(db, `shelf_page_${page.sort}`, (name) => {
      const pageSeqs = db
        .select({ seq: products.seq })
        .from(products)
        .where(
          and(
            visible,
            eq(products.category, sql.placeholder('category')),
            eq(products.subCategory, sql.placeholder('subCategory')),
          ),
        )
        .orderBy(...order)
        .offset(sql.placeholder('offset'))
        .limit(sql.placeholder('limit'));
      return db
        .select(shopColumns)
        .from(products)
        .where(inArray(products.seq, pageSeqs))
        .orderBy(...order)
        .prepare(name);
    });
    return statement.execute({ ...slice, category: s.category, subCategory: s.subCategory });
  }
  const reach = page.offset + page.limit;
  // Each shelf's branch is an index-only scan, as above.
  const branches = shelves.map(
    (s) => sql`(select ${products.seq} from ${products}
      where ${and(visible, eq(products.category, s.category), eq(products.subCategory, s.subCategory))}
      order by ${sql.join(order, sql`, `)} limit ${reach})`,
  );
  return db
    .select(shopColumns)
    .from(products)
    .where(sql`${products.seq} in (${sql.join(branches, sql` union all `)})`)
    .orderBy(...order)
    .offset(page.offset)
    .limit(page.limit);
}

/** Visible products per category and type, alphabetical; small (one row per pair) and cheap to cache. */
export async function countByCategory(db: Db): Promise<{ category: string; subCategory: string; count: number }[]> {
  return db
    .select({ category: products.category, subCategory: products.subCategory, count: sql<number>`count(*)::int` })
    .from(products)
    .where(visible)
    .groupBy(products.category, products.subCategory)
    .orderBy(products.category, products.subCategory);
}

const searchVector = sql`"products"."search_vector"`;
const nameVector = sql`to_tsvector('english'::regconfig, ${products.name})`;

/**
 * A search as to_tsquery texts (letters and digits only, so never an operator typed by a shopper):
 * `all` is every word with its synonyms, prefixes and typo corrections; `prefix` leaves out the typo
 * corrections, `exact` the prefixes too; `inName` is `all` held to the name, `inNameOrShelf` to the
 * name, type or category.
 */
export interface SearchQueries {
  /** The words as typed, for names containing them: finds words full text leaves out ('down', 'all'). */
  phrase: string;
  all: string;
  prefix: string;
  exact: string;
  inName: string;
  inNameOrShelf: string;
}

/**
 * One page of a search, ranked: exact matches before prefix matches before typo matches, then matches
 * in the name before the type or category before the description only, then best sellers, then newer.
 * Ranking reads a bounded set of candidates (`bound` whose name matches, `bound` more that match
 * anywhere), so a common word costs no more than a rare one; `total` counts at most `bound`. Each
 * candidate's sort keys are taken while it is read through the index, the candidates are ranked on
 * those keys alone, and only the page's own rows are read whole.
 */
export async function rankedSearch(
  db: Db,
  q: SearchQueries,
  f: CatalogueFilter,
  page: PageRequest,
  bound: number,
): Promise<{ rows: ProductRow[]; total: number }> {
  const where = and(...filterConditions(f));
  const all = sql`to_tsquery('english', ${q.all})`;
  const tier = sql`(case when ${searchVector} @@ to_tsquery('english', ${q.exact}) then 2
    when ${searchVector} @@ to_tsquery('english', ${q.prefix}) then 1 else 0 end)`;
  const place = sql`(case when ${searchVector} @@ to_tsquery('english', ${q.inName}) or ${products.name} ilike ${containsPattern(q.phrase)} then 2
    when ${searchVector} @@ to_tsquery('english', ${q.inNameOrShelf}) then 1 else 0 end)`;
  const keys = sql`${products.seq} as seq, ${tier} as tier, ${place} as place, ${products.bestseller} as bestseller,
    ${products.priceCents} as price`;
  const candidates = sql`(select ${keys} from ${products} where ${where} and ${nameVector} @@ ${all} limit ${bound})
    union (select ${keys} from ${products} where ${where} and ${searchVector} @@ ${all} limit ${bound})
    union (select ${keys} from ${products} where ${hasStopWord(q.phrase)} and ${where} and ${products.name} ilike ${containsPattern(q.phrase)} limit ${bound})`;
  // Pages end where the bound does: matches past it are never ranked, so never shown.
  const limit = Math.min(page.limit, bound - page.offset);
  if (limit <= 0) return { rows: [], total: Math.min(await countCandidates(db, candidates), bound) };
  const order = candidateOrder(page.sort);
  const ranked = sql`(select c.*, count(*) over () as total from (${candidates}) c
    order by ${sql.join(order('c'), sql`, `)} offset ${page.offset} limit ${limit}) as p`;
  const found = await db
    .select({ ...shopColumns, total: sql<number>`p.total`.mapWith(Number) })
    .from(products)
    .innerJoin(ranked, sql`p.seq = ${products.seq}`)
    .orderBy(...order('p'));
  const rows = found.map(({ total: _total, ...row }) => row);
  const total = found[0]?.total ?? (page.offset > 0 ? await countCandidates(db, candidates) : 0);
  return { rows, total: Math.min(total, bound) };
}

/** The search order over ranked candidates' keys (see rankedSearch), as columns of `alias`. */
function candidateOrder(sort: Sort): (alias: string) => SQL[] {
  const by = (columns: [string, 'asc' | 'desc'][]) => (alias: string) =>
    columns.map(([column, direction]) => sql.raw(`${alias}.${column} ${direction}`));
  // The same tie-breaks as a shelf page's price sorts.
  if (sort === 'low-high') return by([['price', 'asc'], ['seq', 'asc']]);
  if (sort === 'high-low') return by([['price', 'desc'], ['seq', 'desc']]);
  return by([['tier', 'desc'], ['place', 'desc'], ['bestseller', 'desc'], ['seq', 'desc']]);
}

/**
 * True when full text leaves a typed word out ('down', 'all'); only then are names searched for the
 * phrase itself, a trigram scan that costs more than full text for common letters. Constant, so the
 * database decides it once before running that branch.
 */
function hasStopWord(phrase: string): SQL {
  return sql`exists (select 1 from unnest(string_to_array(${phrase}, ' ')) as w where to_tsvector('english', w) = ''::tsvector)`;
}

async function countCandidates(db: Db, candidates: SQL): Promise<number> {
  const rows = await db.execute(sql`select count(*)::int as n from (${candidates}) c`);
  return Number(rowsOf<{ n: number }>(rows)[0]?.n ?? 0);
}

/** node-postgres answers `{ rows }`, PGlite's drizzle driver the same; kept in one place. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

export interface DictionaryWord {
  word: string;
  products: number;
}

/**
 * A fingerprint of the word dictionary: it changes whenever a word comes, goes or changes its count.
 * One pass over a table of a few thousand rows, so instances can ask for it every second.
 */
export async function dictionaryStamp(db: Db): Promise<string> {
  const result = await db.execute(sql`
    select count(*)::text || ':' || coalesce(sum(hashtext(${searchWords.word})::bigint * ${searchWords.products}), 0)::text as stamp
    from ${searchWords}`);
  return rowsOf<{ stamp: string }>(result)[0]?.stamp ?? '';
}

export async function dictionaryWords(db: Db): Promise<DictionaryWord[]> {
  return db.select({ word: searchWords.word, products: searchWords.products }).from(searchWords);
}

export interface SynonymRow {
  id: number;
  term: string;
  synonyms: string[];
}

const synonymColumns = { id: searchSynonyms.id, term: searchSynonyms.term, synonyms: searchSynonyms.synonyms };

export async function listSynonyms(db: Db): Promise<SynonymRow[]> {
  return db.select(synonymColumns).from(searchSynonyms).orderBy(asc(searchSynonyms.term));
}

export async function findSynonymByTerm(db: Db, term: string): Promise<SynonymRow | null> {
  const [row] = await db.select(synonymColumns).from(searchSynonyms).where(eq(searchSynonyms.term, term));
  return row ?? null;
}

/** Null when the term already has an entry. */
export async function insertSynonym(db: Db, entry: Omit<SynonymRow, 'id'>): Promise<SynonymRow | null> {
  const [row] = await db.insert(searchSynonyms).values(entry).onConflictDoNothing().returning(synonymColumns);
  return row ?? null;
}

export async function updateSynonym(db: Db, id: number, entry: Omit<SynonymRow, 'id'>): Promise<SynonymRow | null> {
  const [row] = await db.update(searchSynonyms).set(entry).where(eq(searchSynonyms.id, id)).returning(synonymColumns);
  return row ?? null;
}

export async function deleteSynonym(db: Db, id: number): Promise<boolean> {
  const rows = await db.delete(searchSynonyms).where(eq(searchSynonyms.id, id)).returning({ id: searchSynonyms.id });
  return rows.length > 0;
}

/** How many matching rows the suggestion list looks at; enough for a handful of distinct names. */
const SUGGESTION_POOL = 60;

/**
 * Distinct names for the suggestion list: names containing every word of the phrase, those starting
 * with its first word first (earliest match first), then, only when none exists, names within a typo
 * or so of it. Each query reads a bounded pool of rows, so a common word costs no more than a rare one.
 */
export async function suggestNames(db: Db, text: string, limit: number): Promise<string[]> {
  // Word by word, so 'pandan loaf' suggests "Pandan Walnut Loaf" without the slower fuzzy pass.
  const words = text.split(' ').filter(Boolean);
  const pool = await db
    .select({ name: products.name })
    .from(products)
    .where(and(visible, ...words.map((w) => sql`${products.name} ilike ${containsPattern(w)}`)))
    .limit(SUGGESTION_POOL);
  if (pool.length > 0) {
    const at = (name: string) => name.toLowerCase().indexOf(words[0]!);
    const names = [...new Set(pool.map((r) => r.name))];
    return names.sort((a, b) => at(a) - at(b) || a.localeCompare(b)).slice(0, limit);
  }
  const similar = await db
    .select({ name: products.name, score: sql<number>`word_similarity(${text}, ${products.name})` })
    .from(products)
    .where(and(visible, sql`${text} <% ${products.name}`))
    .limit(SUGGESTION_POOL);
  const best = new Map<string, number>();
  for (const r of similar) best.set(r.name, Math.max(best.get(r.name) ?? 0, Number(r.score)));
  return [...best]
    .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
    .slice(0, limit)
    .map(([name]) => name);
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
const containsPattern = (text: string) => `%${escapeLike(text)}%`;
