import { and, asc, desc, eq, gt, ilike, inArray, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { anyUuid, prepared } from '../../db/prepared.ts';
import { likePattern } from '../../lib/like-pattern.ts';
import { categoryNames, products, searchChanges, searchChangesPruned, searchSynonyms, searchWords } from './schema.ts';

/**
 * The columns a shopper-facing answer is made of. Catalogue reads fetch only these: decoding the
 * timestamps and bookkeeping columns of every row was a visible share of a collection page's cost.
 */
const shopColumns = {
  id: products.id,
  name: products.name,
  priceCents: products.priceCents,
  description: products.description,
  nameMs: products.nameMs,
  descriptionMs: products.descriptionMs,
  images: products.images,
  features: products.features,
  category: products.category,
  subCategory: products.subCategory,
  bestseller: products.bestseller,
  stock: products.stock,
  optionPrices: products.optionPrices,
  optionNamesMs: products.optionNamesMs,
  customisation: products.customisation,
};

export type ProductRow = Pick<typeof products.$inferSelect, keyof typeof shopColumns>;

const visible = and(isNull(products.deletedAt), eq(products.hidden, false));

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
    db
      .select(shopColumns)
      .from(products)
      .where(visible)
      .orderBy(desc(products.seq))
      .limit(sql.placeholder('limit'))
      .prepare(name),
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

/** A sort's key column and direction; seq breaks ties in the same direction. */
function sortKey(sort: Sort): { column: typeof products.priceCents | typeof products.bestseller; ascending: boolean } {
  // Price sorts tie-break on seq in the same direction, so one (price_cents, seq) index serves both.
  if (sort === 'low-high') return { column: products.priceCents, ascending: true };
  if (sort === 'high-low') return { column: products.priceCents, ascending: false };
  // Without a search text, "relevant" means what the shop stands behind: best sellers, then newest.
  return { column: products.bestseller, ascending: false };
}

function sortOrder(sort: Sort): SQL[] {
  const { column, ascending } = sortKey(sort);
  const direction = ascending ? asc : desc;
  return [direction(column), direction(products.seq)];
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

/** Only ids that look like ours reach PostgreSQL, which would reject a malformed uuid with an error. */
const UUID_TEXT = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The whole rows of the visible products among `ids` (the cart checks options and add-ons on them). */
export async function findVisibleProducts(db: Db, ids: readonly string[]): Promise<FullProductRow[]> {
  const valid = [...new Set(ids)].filter((id) => UUID_TEXT.test(id));
  if (valid.length === 0) return [];
  return db
    .select()
    .from(products)
    .where(and(inArray(products.id, valid), visible));
}

/** What a cart line shows and is priced by, per product id, deleted and hidden products included (not available). */
export async function cartFacts(db: Db, ids: string[]) {
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      images: products.images,
      priceCents: products.priceCents,
      optionPrices: products.optionPrices,
      customisation: products.customisation,
      leadTimeHours: products.leadTimeHours,
      available: sql<boolean>`(${products.deletedAt} is null and not ${products.hidden})`,
    })
    .from(products)
    .where(ids.length === 0 ? sql`false` : inArray(products.id, ids));
  return new Map(rows.map(({ id, ...facts }) => [id, facts]));
}

/** Of `ids`, the product needing the most notice (none when none needs any). */
export async function slowestProduct(db: Db, ids: string[]): Promise<{ name: string; hours: number } | null> {
  const uuids = ids.filter((id) => /^[0-9a-f-]{36}$/i.test(id));
  if (uuids.length === 0) return null;
  const rows = await db
    .select({ name: products.name, hours: products.leadTimeHours })
    .from(products)
    .where(and(inArray(products.id, uuids), gt(products.leadTimeHours, 0)))
    .orderBy(desc(products.leadTimeHours))
    .limit(1);
  return rows[0] ?? null;
}

/** Of `ids`, the products not deleted, by name. */
export async function liveProductNamesOf(db: Db, ids: string[]): Promise<{ id: string; name: string }[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(and(inArray(products.id, ids), isNull(products.deletedAt)))
    .orderBy(asc(products.name));
}

/** The products not deleted, by name (then id), for lists staff fill in per product. */
export async function liveProductNames(db: Db): Promise<{ id: string; name: string }[]> {
  return db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(isNull(products.deletedAt))
    .orderBy(asc(products.name), asc(products.id));
}

/** These products' category and type, deleted products' too (an old order still counts under them). */
export async function productKinds(
  db: Db,
  ids: string[],
): Promise<Map<string, { category: string; subCategory: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: products.id, category: products.category, subCategory: products.subCategory })
    .from(products)
    .where(inArray(products.id, ids));
  return new Map(rows.map((r) => [r.id, { category: r.category, subCategory: r.subCategory }]));
}

/**
 * The Malay name and option names of these products that have any, deleted products' too (an old
 * order still names them).
 */
export async function malayProductWords(
  db: Db,
  ids: string[],
): Promise<{ id: string; nameMs: string | null; optionNamesMs: Record<string, string> | null }[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: products.id, nameMs: products.nameMs, optionNamesMs: products.optionNamesMs })
    .from(products)
    .where(and(inArray(products.id, ids), or(isNotNull(products.nameMs), isNotNull(products.optionNamesMs))));
}

/** Every Malay name staff gave a category or type, by its English name. */
export async function malayCategoryNames(db: Db): Promise<Map<string, string>> {
  const rows = await db.select().from(categoryNames);
  return new Map(rows.map((r) => [r.name, r.nameMs]));
}

/** Each category and type pair any product names, hidden ones too (staff may name a shelf before it opens). */
export async function listShelvesOfAll(db: Db): Promise<{ category: string; subCategory: string }[]> {
  return db
    .selectDistinct({ category: products.category, subCategory: products.subCategory })
    .from(products)
    .where(isNull(products.deletedAt))
    .orderBy(products.category, products.subCategory);
}

/** Gives `name` its Malay name, or takes it away (null). */
export async function putCategoryName(db: Db, name: string, nameMs: string | null): Promise<void> {
  if (nameMs === null) {
    await db.delete(categoryNames).where(eq(categoryNames.name, name));
    return;
  }
  await db
    .insert(categoryNames)
    .values({ name, nameMs })
    .onConflictDoUpdate({ target: categoryNames.name, set: { nameMs } });
}

/** As countByCategory, among `ids` only (the facts filter's products, a small set). */
export async function countByCategoryAmong(
  db: Db,
  ids: string[],
): Promise<{ category: string; subCategory: string; count: number }[]> {
  if (ids.length === 0) return [];
  return db
    .select({ category: products.category, subCategory: products.subCategory, count: sql<number>`count(*)::int` })
    .from(products)
    .where(and(visible, inArray(products.id, ids)))
    .groupBy(products.category, products.subCategory)
    .orderBy(products.category, products.subCategory);
}

/**
 * What the in-memory search index ranks and filters by: no description, images or stock. A search
 * reads its page's rows by primary key (`productsByIds`), so the index stays small and never holds a
 * row an order's stock change made stale.
 */
const indexColumns = {
  id: products.id,
  name: products.name,
  priceCents: products.priceCents,
  category: products.category,
  subCategory: products.subCategory,
  bestseller: products.bestseller,
};

export type IndexedColumns = Pick<ProductRow, keyof typeof indexColumns>;

/** A visible product as the in-memory search index reads it: its ranking columns, and its full-text terms. */
export interface SearchIndexRow {
  seq: number;
  row: IndexedColumns;
  terms: string[];
  /** Per term: 2 in the name (weight A), 1 in the type or category (B), 0 in the description only. */
  places: number[];
}

/**
 * Which visible products `searchIndexRows` reads: those of the given seqs (the others are gone or
 * hidden), or the first `limit` after `afterSeq` (null: from the first) in seq order, a page of a load.
 */
export type IndexRowsWanted = { seqs: number[] } | { afterSeq: number | null; limit: number };

/** Visible products with their search terms. */
export async function searchIndexRows(db: Db, wanted: IndexRowsWanted): Promise<SearchIndexRow[]> {
  // tsvector_to_array and unnest list a vector's lexemes in the same (sorted) order.
  const query = db
    .select({
      ...indexColumns,
      seq: products.seq,
      terms: sql<string[]>`tsvector_to_array(${products}.search_vector)`,
      places: sql<number[]>`(select coalesce(array_agg(case when 'A' = any(l.weights) then 2
        when 'B' = any(l.weights) then 1 else 0 end), '{}') from unnest(${products}.search_vector) as l)`,
    })
    .from(products);
  const rows =
    'seqs' in wanted
      ? await query.where(and(visible, sql`${products.seq} = any(${bigintArray(wanted.seqs)}::bigint[])`))
      : await query
          .where(and(visible, wanted.afterSeq === null ? undefined : gt(products.seq, wanted.afterSeq)))
          .orderBy(asc(products.seq))
          .limit(wanted.limit);
  return rows.map(({ seq, terms, places, ...row }) => ({ seq, row, terms, places }));
}

/** The visible products of `ids`, in that order (one hidden since the index saw it is left out). */
export async function productsByIds(db: Db, ids: string[]): Promise<ProductRow[]> {
  if (ids.length === 0) return [];
  const statement = prepared(db, 'products_by_ids', (name) =>
    db
      .select(shopColumns)
      .from(products)
      .where(and(anyUuid(products.id, 'ids'), visible))
      .prepare(name),
  );
  const rows = await statement.execute({ ids });
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** One read of the change log (search-index-sync.ts). */
export interface ChangeLogRead {
  /** The read's snapshot xmin: every transaction below it had ended, its entries all seen here. */
  horizon: string;
  /** Entries of transactions up to this one may have been pruned. */
  prunedThrough: string;
  /** Entries in the log. */
  count: number;
  /** The entries of transactions at or above `since` (this read's own horizon when null), by id. */
  entries: { id: number; seq: number }[];
}

/**
 * Reads the change log in one statement, so its horizon and its entries come from one snapshot: an
 * entry not among them belongs to a transaction at or above the horizon, which the next read asks for.
 */
export async function readSearchChanges(db: Db, since: string | null): Promise<ChangeLogRead> {
  const result = await db.execute(sql`
    select pg_snapshot_xmin(pg_current_snapshot())::text as horizon,
      coalesce((select ${searchChangesPruned.through} from ${searchChangesPruned})::text, '0') as "prunedThrough",
      (select count(*)::int from ${searchChanges}) as count,
      coalesce((select json_agg(json_build_array(${searchChanges.id}, ${searchChanges.seq}) order by ${searchChanges.id})
        from ${searchChanges}
        where ${searchChanges.xid} >= coalesce(${since}::xid8, pg_snapshot_xmin(pg_current_snapshot()))), '[]') as entries`);
  const row = rowsOf<{ horizon: string; prunedThrough: string; count: number; entries: unknown }>(result)[0]!;
  const entries = (typeof row.entries === 'string' ? JSON.parse(row.entries) : row.entries) as [number, number][];
  return {
    horizon: row.horizon,
    prunedThrough: row.prunedThrough,
    count: Number(row.count),
    entries: entries.map(([id, seq]) => ({ id: Number(id), seq: Number(seq) })),
  };
}

/**
 * Cuts the log back to its newest `kept` entries, whole transactions at a time and only those that
 * have ended, and records how far it was cut, so an instance whose last read was not past it reloads.
 */
export async function pruneSearchChanges(db: Db, kept: number): Promise<void> {
  await db.execute(sql`
    with cut as (
      select max(o.xid) as through from (select ${searchChanges.xid} as xid from ${searchChanges}
        order by ${searchChanges.id} desc offset ${kept}) as o
      where o.xid < pg_snapshot_xmin(pg_current_snapshot())
    ), gone as (
      delete from ${searchChanges} where ${searchChanges.xid} <= (select through from cut)
    )
    insert into ${searchChangesPruned} (id, through) select 1, through from cut where through is not null
    on conflict (id) do update set through = greatest(${searchChangesPruned.through}, excluded.through)`);
}

/**
 * Each word's full-text term as the catalogue's search vectors hold it (PostgreSQL's `english`
 * stemming: 'hoodies' is 'hoodi'); '' for a word full text leaves out. A hyphenated word yields its
 * whole and its parts, and the whole, the longest, is the term a product written that way holds.
 */
export async function termsOf(db: Db, words: string[]): Promise<Map<string, string>> {
  const result = await db.execute(sql`
    select w as word, coalesce((select l.lexeme from unnest(to_tsvector('english', w)) as l
      order by length(l.lexeme) desc, l.lexeme limit 1), '') as term
    from json_array_elements_text(${JSON.stringify(words)}::json) as w`);
  return new Map(rowsOf<{ word: string; term: string }>(result).map((r) => [r.word, r.term]));
}

/** One parameter holding a PostgreSQL array (an array in drizzle's sql template becomes a list). */
const bigintArray = (values: number[]) => `{${values.map((v) => Math.trunc(v)).join(',')}}`;

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

/** Every product a shopper can open, with when it was added (the sitemap's last change). */
export async function listSitemapProducts(db: Db): Promise<{ id: string; changedAt: Date }[]> {
  return db
    .select({ id: products.id, changedAt: products.createdAt })
    .from(products)
    .where(visible)
    .orderBy(asc(products.createdAt));
}

/** A collection page among `ids` only (the facts filter's products, a small set), with its total. */
export async function listAmong(
  db: Db,
  ids: string[],
  filter: CatalogueFilter,
  page: PageRequest,
): Promise<{ rows: ProductRow[]; total: number }> {
  if (ids.length === 0) return { rows: [], total: 0 };
  const where = and(
    visible,
    inArray(products.id, ids),
    filter.categories.length > 0 ? inArray(products.category, filter.categories) : undefined,
    filter.subCategories.length > 0 ? inArray(products.subCategory, filter.subCategories) : undefined,
  );
  const [rows, [count]] = await Promise.all([
    db
      .select(shopColumns)
      .from(products)
      .where(where)
      .orderBy(...sortOrder(page.sort))
      .offset(page.offset)
      .limit(page.limit),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(products)
      .where(where),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}

/**
 * The tracked stock of these products, their rows locked for the caller's transaction in id order
 * (so two transactions locking overlapping products queue instead of deadlocking).
 */
export async function lockStockRows(
  tx: Db,
  ids: string[],
): Promise<{ id: string; name: string; stock: Record<string, number> | null }[]> {
  return tx
    .select({ id: products.id, name: products.name, stock: products.stock })
    .from(products)
    .where(inArray(products.id, ids))
    .orderBy(asc(products.id))
    .for('update');
}

export async function setStock(tx: Db, id: string, stock: Record<string, number>): Promise<void> {
  await tx.update(products).set({ stock }).where(eq(products.id, id));
}

/** How many of one option the product has left; `left` is null when it does not track stock. */
export async function stockLeft(
  db: Db,
  productId: string,
  feature: string,
): Promise<{ name: string; left: number | null } | null> {
  const [row] = await db
    .select({
      name: products.name,
      left: sql<
        number | null
      >`case when ${products.stock} is null then null else coalesce((${products.stock} ->> ${feature})::int, 0) end`,
    })
    .from(products)
    .where(eq(products.id, productId));
  if (!row) return null;
  return { name: row.name, left: row.left === null ? null : Number(row.left) };
}

/** A product with every column, as the back office edits it. */
export type FullProductRow = typeof products.$inferSelect;
export type ProductChanges = Partial<typeof products.$inferInsert>;

/** Which products the back office lists: the live ones, hidden, deleted or all; by part of the name. */
export interface StaffFilter {
  show: 'active' | 'hidden' | 'deleted' | 'all';
  name?: string | undefined;
}

/** The newest products first. */
export async function listStaffPage(
  db: Db,
  filter: StaffFilter,
  page: { offset: number; limit: number },
): Promise<FullProductRow[]> {
  const where: (SQL | undefined)[] = [];
  if (filter.show === 'active') where.push(isNull(products.deletedAt), eq(products.hidden, false));
  if (filter.show === 'hidden') where.push(isNull(products.deletedAt), eq(products.hidden, true));
  if (filter.show === 'deleted') where.push(isNotNull(products.deletedAt));
  if (filter.name) where.push(ilike(products.name, likePattern(filter.name)));
  return db
    .select()
    .from(products)
    .where(and(...where))
    .orderBy(desc(products.seq))
    .offset(page.offset)
    .limit(page.limit);
}

/** The product whether hidden or deleted. */
export async function findAnyProduct(db: Db, id: string): Promise<FullProductRow | null> {
  const [row] = await db.select().from(products).where(eq(products.id, id));
  return row ?? null;
}

export async function insertProduct(db: Db, values: typeof products.$inferInsert): Promise<FullProductRow> {
  const [row] = await db.insert(products).values(values).returning();
  return row!;
}

/** Null when there is no such product. */
export async function updateProduct(db: Db, id: string, set: ProductChanges): Promise<FullProductRow | null> {
  const [row] = await db.update(products).set(set).where(eq(products.id, id)).returning();
  return row ?? null;
}

/** The category and type pairs products not deleted use, up to `limit`, in order. */
export async function categoryPairs(db: Db, limit: number): Promise<{ category: string; subCategory: string }[]> {
  return db
    .selectDistinct({ category: products.category, subCategory: products.subCategory })
    .from(products)
    .where(isNull(products.deletedAt))
    .orderBy(asc(products.category), asc(products.subCategory))
    .limit(limit);
}

export async function hasNoProducts(db: Db): Promise<boolean> {
  const rows = await db.select({ id: products.id }).from(products).limit(1);
  return rows.length === 0;
}
