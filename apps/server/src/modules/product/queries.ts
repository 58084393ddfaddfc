import { and, asc, desc, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema.ts';

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

/**
 * A search text prepared for both matchers: `prefixQuery` is a to_tsquery string of the words with
 * prefix matching (so 'hood' finds hoodies while the shopper types), `text` the cleaned phrase for
 * substring and trigram matching.
 */
export interface SearchText {
  text: string;
  prefixQuery: string;
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

/**
 * How a search text matches: `exact` is full text (stems, any word order, prefixes) or the name
 * containing the phrase; `fuzzy` is trigram word similarity on the name, for typos.
 */
export type MatchMode = 'exact' | 'fuzzy';

function matchCondition(mode: MatchMode, s: SearchText): SQL {
  if (mode === 'fuzzy') return sql`${s.text} <% ${products.name}`;
  return sql`(${searchVector} @@ to_tsquery('english', ${s.prefixQuery}) or ${products.name} ilike ${containsPattern(s.text)})`;
}

function relevance(mode: MatchMode, s: SearchText): SQL {
  if (mode === 'fuzzy') return sql`word_similarity(${s.text}, ${products.name})`;
  // A name that starts with or contains the phrase outranks a match found only in the description.
  return sql`(ts_rank(${searchVector}, to_tsquery('english', ${s.prefixQuery}))
    + case when ${products.name} ilike ${startsPattern(s.text)} then 1
           when ${products.name} ilike ${containsPattern(s.text)} then 0.5 else 0 end)`;
}

/**
 * One page of matches in the chosen order, with the number of all matches counted in the same pass
 * (a window count), since finding the matches is most of the cost. `total` is null only for a page
 * past the end, where no row carries it.
 */
export async function searchPage(
  db: Db,
  mode: MatchMode,
  s: SearchText,
  f: CatalogueFilter,
  page: PageRequest,
): Promise<{ rows: ProductRow[]; total: number | null }> {
  const found = await db
    .select({ ...shopColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(products)
    .where(and(...filterConditions(f), matchCondition(mode, s)))
    .orderBy(...sortOrder(page.sort, relevance(mode, s)))
    .offset(page.offset)
    .limit(page.limit);
  const rows = found.map(({ total: _total, ...row }) => row);
  return { rows, total: found[0]?.total ?? null };
}

export async function countMatches(db: Db, mode: MatchMode, s: SearchText, f: CatalogueFilter): Promise<number> {
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(products)
    .where(and(...filterConditions(f), matchCondition(mode, s)));
  return Number(rows[0]?.n ?? 0);
}

/** How many matching rows the suggestion list looks at; enough for a handful of distinct names. */
const SUGGESTION_POOL = 60;

/**
 * Distinct names for the suggestion list: names starting with the phrase first, then names containing
 * it (earliest match first), then, only when neither exists, names within a typo or so of it. Each
 * query reads a bounded pool of rows, so a common word costs no more than a rare one.
 */
export async function suggestNames(db: Db, s: SearchText, limit: number): Promise<string[]> {
  const pool = await db
    .select({ name: products.name })
    .from(products)
    .where(and(visible, sql`${products.name} ilike ${containsPattern(s.text)}`))
    .limit(SUGGESTION_POOL);
  if (pool.length > 0) {
    const at = (name: string) => name.toLowerCase().indexOf(s.text);
    const names = [...new Set(pool.map((r) => r.name))];
    return names.sort((a, b) => at(a) - at(b) || a.localeCompare(b)).slice(0, limit);
  }
  const similar = await db
    .select({ name: products.name, score: sql<number>`word_similarity(${s.text}, ${products.name})` })
    .from(products)
    .where(and(visible, sql`${s.text} <% ${products.name}`))
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
const startsPattern = (text: string) => `${escapeLike(text)}%`;
