import type {
  Allergen,
  CategoryName,
  ContentLang,
  Facet,
  FacetsResponse,
  FetchProductsResponse,
  Product,
} from '@shop/contract';
import { LIMITS } from '@shop/contract';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/client.ts';
import { keptPerDatabase } from '../../db/kept.ts';
import { notFound } from '../../lib/errors.ts';
import * as q from './queries.ts';
import { forgetDictionary } from './dictionary.ts';
import { prepareSearchText, type SearchText } from './search-plan.ts';
import { forgetSearchIndex, searchIndexVersion } from './search-index-sync.ts';
import { SEARCH_BOUND, browseCatalogue, searchCatalogue, searchShelves } from './search.ts';
import { factsFor, idsPassingFacts } from './facts.ts';
import { shownPreorders, type SeasonProducts } from '../season/service.ts';
import { offerToApi, optionPricesToApi } from './add-ons.ts';

export {
  linePrice,
  offerFromApi,
  offerToApi,
  optionPricesFromApi,
  optionPricesToApi,
  type PricedProduct,
} from './add-ons.ts';

export { nearestReading, searchReady, warmSearch } from './search.ts';
import { onSynonymsChanged } from './synonyms.ts';

// What other modules read of the products (page rendering, the production sheet's kinds, the
// e-invoices' tax list); the queries file itself stays private to this module.
export {
  cartFacts,
  findAnyProduct,
  findProductById,
  findVisibleProducts,
  liveProductNames,
  productKinds,
  slowestProduct,
  type FullProductRow,
} from './queries.ts';

/** The product as the shop shows it in `lang`: a Malay text staff gave, else the English. */
export function toApiProduct(row: q.ProductRow, lang: ContentLang = 'en'): Product {
  const malay = lang === 'ms';
  return {
    id: row.id,
    name: (malay && row.nameMs) || row.name,
    price: row.priceCents / 100,
    description: (malay && row.descriptionMs) || row.description,
    image: row.images,
    features: row.features,
    category: row.category,
    subCategory: row.subCategory,
    bestseller: row.bestseller,
    ...(row.stock ? { stock: row.stock } : {}),
    ...(row.optionPrices ? { optionPrices: optionPricesToApi(row.optionPrices) } : {}),
    ...(row.customisation ? { customisation: offerToApi(row.customisation) } : {}),
    ...(malay ? optionLabels(row) : {}),
  };
}

/** The Malay names staff gave the product's current options, when they gave any. */
function optionLabels(row: q.ProductRow): Pick<Product, 'optionLabels'> {
  const names = row.optionNamesMs ?? {};
  const labels = Object.fromEntries(row.features.flatMap((f) => (names[f] ? [[f, names[f]]] : [])));
  return Object.keys(labels).length > 0 ? { optionLabels: labels } : {};
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isProductId = (id: string) => UUID.test(id);

/**
 * The shop's answer for these rows on `today` (the shop's calendar date): each product with its food
 * facts (a certificate read on that day) and its festive pre-order, when it has them.
 */
export async function toShopProducts(
  db: Db,
  rows: q.ProductRow[],
  today: string,
  lang: ContentLang,
): Promise<Product[]> {
  if (rows.length === 0) return [];
  const [facts, preorders] = await Promise.all([
    factsFor(db, rows, today, lang),
    shownPreorders(
      db,
      rows.map((r) => r.id),
      today,
    ),
  ]);
  const names = lang === 'ms' ? await q.malayCategoryNames(db) : null;
  return rows.map((row) => {
    const shown = facts.get(row.id);
    const preorder = preorders.get(row.id);
    return {
      ...toApiProduct(row, lang),
      ...(shown ? { facts: shown } : {}),
      ...(preorder ? { preorder } : {}),
      ...(names ? shelfLabels(names, row) : {}),
    };
  });
}

/** The Malay names of a product's category and type, each only where staff gave one. */
function shelfLabels(names: Map<string, string>, row: q.ProductRow) {
  const category = names.get(row.category);
  const type = names.get(row.subCategory);
  return { ...(category ? { categoryLabel: category } : {}), ...(type ? { subCategoryLabel: type } : {}) };
}

export async function getProduct(db: Db, id: string, today: string, lang: ContentLang = 'en'): Promise<Product> {
  const row = isProductId(id) ? await q.findProductById(db, id) : null;
  if (!row) throw notFound('This product does not exist or is no longer available.');
  const [product] = await toShopProducts(db, [row], today, lang);
  return product!;
}

export async function getRelatedProducts(
  db: Db,
  id: string,
  today: string,
  lang: ContentLang = 'en',
): Promise<Product[]> {
  const row = isProductId(id) ? await q.findProductById(db, id) : null;
  if (!row) throw notFound('This product does not exist or is no longer available.');
  return toShopProducts(db, await q.listRelated(db, row, LIMITS.relatedProducts), today, lang);
}

export async function listHomeProducts(
  db: Db,
  view: 'latest' | 'bestsellers',
  today: string,
  lang: ContentLang = 'en',
): Promise<Product[]> {
  const rows =
    view === 'bestsellers'
      ? await q.listBestsellers(db, LIMITS.bestSellers)
      : await q.listLatest(db, LIMITS.latestProducts);
  return toShopProducts(db, rows, today, lang);
}

export interface FetchProductsInput {
  productName?: string | null | undefined;
  page: number;
  amount: number;
  category?: string[] | undefined;
  subCategory?: string[] | undefined;
  sort?: q.Sort | undefined;
  halalCertified?: boolean | undefined;
  freeFrom?: Allergen[] | undefined;
}

export async function fetchProducts(
  db: Db,
  input: FetchProductsInput,
  today: string,
  lang: ContentLang = 'en',
): Promise<FetchProductsResponse> {
  const filter: q.CatalogueFilter = { categories: input.category ?? [], subCategories: input.subCategory ?? [] };
  const page: q.PageRequest = {
    sort: input.sort ?? 'relevant',
    offset: (input.page - 1) * input.amount,
    limit: input.amount,
  };
  const search = prepareSearchText(input.productName);
  // An answer is kept for the index version it was ranked or browsed on: once the index has applied a
  // change (another instance's included), a kept answer is older than the index and is not served.
  const version = await searchIndexVersion(db);
  const facts = { halalCertified: input.halalCertified ?? false, freeFrom: [...new Set(input.freeFrom ?? [])].sort() };
  // The language is part of the key: the same page in Malay is another answer (its own few entries).
  const key = JSON.stringify([
    lang,
    today,
    facts,
    version,
    search?.text ?? null,
    [...filter.categories].sort(),
    [...filter.subCategories].sort(),
    page,
  ]);
  const answer = await answerCache(db).fetch(key, {
    context: { search, filter, page, today, facts, lang },
    ttl: search ? SEARCH_TTL_MS : SHELF_TTL_MS,
  });
  if (!answer) throw new Error('The catalogue answer cache returned nothing');
  return answer;
}

interface PageAnswer {
  rows: q.ProductRow[];
  total: number;
  suggestions: string[];
  correction: string | null;
}

async function runPage(db: Db, context: PageContext): Promise<FetchProductsResponse> {
  const among = await idsPassingFacts(db, context.facts, context.today);
  const found = among
    ? await runAmong(db, context, among)
    : context.search
      ? await searchCatalogue(db, context.search, context.filter, context.page)
      : await runBrowse(db, context.filter, context.page);
  return {
    success: true,
    products: await toShopProducts(db, found.rows, context.today, context.lang),
    totalProducts: found.total,
    suggestions: found.suggestions.map((name) => ({ name })),
    ...(found.correction ? { correction: found.correction } : {}),
  };
}

async function runBrowse(db: Db, filter: q.CatalogueFilter, page: q.PageRequest): Promise<PageAnswer> {
  return { ...(await browseCatalogue(db, filter, page)), suggestions: [], correction: null };
}

/**
 * A page of the products passing the facts filter (only products with stated facts can, a small
 * set). A search ranks its bounded matches as usual and pages through those in the set.
 */
async function runAmong(db: Db, context: PageContext, among: Set<string>): Promise<PageAnswer> {
  const { page } = context;
  if (!context.search)
    return { ...(await q.listAmong(db, [...among], context.filter, page)), suggestions: [], correction: null };
  return searchCatalogue(db, context.search, context.filter, page, among);
}

interface PageContext {
  search: SearchText | null;
  filter: q.CatalogueFilter;
  page: q.PageRequest;
  today: string;
  facts: { halalCertified: boolean; freeFrom: Allergen[] };
  lang: ContentLang;
}

// Shoppers ask for the same few pages over and over: page 1 of each shelf in each sort, the popular
// words. So answers are kept briefly per database, for the index version they were built on, and
// concurrent identical asks share one build (lru-cache's fetch coalesces them). A search ranks every
// match to find the best few, which costs more than a shelf page, so it is kept longer. What the
// facts filter reads besides the index (facts, seasons) may lag by these few seconds; the cart and
// the order check stock at the moment they act.
const SEARCH_TTL_MS = 30_000;
const SHELF_TTL_MS = 5_000;
const answerCaches = new WeakMap<Db, LRUCache<string, FetchProductsResponse, PageContext>>();

function answerCache(db: Db): LRUCache<string, FetchProductsResponse, PageContext> {
  let cache = answerCaches.get(db);
  if (!cache) {
    cache = new LRUCache<string, FetchProductsResponse, PageContext>({
      max: 2000,
      ttl: SEARCH_TTL_MS,
      fetchMethod: (_key, _stale, { context }) => runPage(db, context),
    });
    answerCaches.set(db, cache);
  }
  return cache;
}

// Per-category counts change only when products do, yet every collection page and the filter panel
// need them: one small aggregate, kept briefly per database so the count never scans the catalogue
// per request. Product writers call invalidateCatalogue() so their own instance sees changes at once.
const categoryCounts = keptPerDatabase(10_000, q.countByCategory);
type CategoryCounts = Awaited<ReturnType<typeof q.countByCategory>>;

/** Call after changing products, so this instance's counts, pages and searches show the change at once. */
export function invalidateCatalogue(db: Db): void {
  categoryCounts.forget(db);
  answerCaches.get(db)?.clear();
  shelfCaches.get(db)?.clear();
  forgetDictionary(db);
  forgetSearchIndex(db);
}

/** A product's Malay name (null: none) and its options' Malay names, by the English option. */
export interface MalayWords {
  name: string | null;
  options: Record<string, string>;
}

/**
 * The Malay words staff gave these products, by id, for records that keep the English ones (an
 * order's items); a product without any is left out.
 */
export async function malayProductWords(db: Db, ids: string[]): Promise<Map<string, MalayWords>> {
  const rows = await q.malayProductWords(db, [...new Set(ids.filter(isProductId))]);
  return new Map(rows.map((r) => [r.id, { name: r.nameMs, options: r.optionNamesMs ?? {} }]));
}

/** Every category and type the products name, categories first, each with its Malay name or null. */
export async function listCategoryNames(db: Db): Promise<CategoryName[]> {
  const [shelves, names] = await Promise.all([q.listShelvesOfAll(db), q.malayCategoryNames(db)]);
  const named = (kind: CategoryName['kind'], all: string[]) =>
    [...new Set(all)].sort().map((name) => ({ name, kind, nameMs: names.get(name) ?? null }));
  return [
    ...named(
      'category',
      shelves.map((s) => s.category),
    ),
    ...named(
      'type',
      shelves.map((s) => s.subCategory),
    ),
  ];
}

/**
 * Gives a category or type its Malay name (null takes it away). Kept Malay pages carry the old name,
 * so this instance's answers are dropped; the search index and counts do not hold names and stay.
 */
export async function setCategoryName(db: Db, name: string, nameMs: string | null): Promise<void> {
  await q.putCategoryName(db, name, nameMs);
  answerCaches.get(db)?.clear();
}

// Searches expand words through the synonym list, so a cached answer is stale once staff edit it.
onSynonymsChanged(invalidateCatalogue);

/** A facet with the Malay name staff gave it, when they gave one. */
const withLabel = (facet: Facet, label: string | undefined): Facet => (label ? { ...facet, label } : facet);

export interface FacetsInput {
  lang?: ContentLang | undefined;
  productName?: string | undefined;
  category?: string[] | undefined;
  subCategory?: string[] | undefined;
  halalCertified?: boolean | undefined;
  freeFrom?: Allergen[] | undefined;
}

/**
 * The filter panel's counts for the collection as the shopper sees it: each category counts the
 * products matching the search, the facts filter and the chosen types; each type, the search, the
 * facts filter and the chosen categories. A facet leaves out its own choice, so its counts show what
 * ticking one more value would add. Every category and type of the catalogue is listed, 0 where none match.
 */
export async function getFacets(db: Db, input: FacetsInput, today: string): Promise<FacetsResponse> {
  const search = prepareSearchText(input.productName);
  const facts = { halalCertified: input.halalCertified ?? false, freeFrom: [...new Set(input.freeFrom ?? [])].sort() };
  const version = search ? await searchIndexVersion(db) : null;
  const key = JSON.stringify([today, facts, version, search?.text ?? null]);
  const [all, matched, names] = await Promise.all([
    categoryCounts.get(db),
    shelfCache(db).fetch(key, { context: { search, today, facts }, ttl: search ? SEARCH_TTL_MS : SHELF_TTL_MS }),
    input.lang === 'ms' ? q.malayCategoryNames(db) : null,
  ]);
  if (!matched) throw new Error('The facet count cache returned nothing');
  const categories = input.category ?? [];
  const types = input.subCategory ?? [];
  // A search's total stops at its bound; so does each count, to equal the total choosing it answers.
  const bound = search ? SEARCH_BOUND : Number.POSITIVE_INFINITY;
  const labelled = (facets: Facet[]) => (names ? facets.map((f) => withLabel(f, names.get(f.name))) : facets);
  return {
    success: true,
    categories: labelled(
      facetCounts(
        all,
        matched,
        bound,
        (c) => c.category,
        (c) => types.length === 0 || types.includes(c.subCategory),
      ),
    ),
    subCategories: labelled(
      facetCounts(
        all,
        matched,
        bound,
        (c) => c.subCategory,
        (c) => categories.length === 0 || categories.includes(c.category),
      ),
    ),
  };
}

interface ShelfContext {
  search: SearchText | null;
  today: string;
  facts: { halalCertified: boolean; freeFrom: Allergen[] };
}

/** The shelves' counts of what a search and facts filter match (the category and type choices apply later). */
async function matchedShelves(db: Db, context: ShelfContext): Promise<CategoryCounts> {
  const among = await idsPassingFacts(db, context.facts, context.today);
  if (context.search) return searchShelves(db, context.search, among);
  return among ? q.countByCategoryAmong(db, [...among]) : categoryCounts.get(db);
}

// Kept as the collection's pages are: the panel asks again on every search and filter change.
const shelfCaches = new WeakMap<Db, LRUCache<string, CategoryCounts, ShelfContext>>();

function shelfCache(db: Db): LRUCache<string, CategoryCounts, ShelfContext> {
  let cache = shelfCaches.get(db);
  if (!cache) {
    cache = new LRUCache<string, CategoryCounts, ShelfContext>({
      max: 2000,
      ttl: SEARCH_TTL_MS,
      fetchMethod: (_key, _stale, { context }) => matchedShelves(db, context),
    });
    shelfCaches.set(db, cache);
  }
  return cache;
}

/**
 * One facet's values in the catalogue's order, each counting the matched products on shelves that
 * pass the other facet's choice.
 */
function facetCounts(
  all: CategoryCounts,
  matched: CategoryCounts,
  bound: number,
  key: (c: CategoryCounts[number]) => string,
  passesOthers: (c: CategoryCounts[number]) => boolean,
): Facet[] {
  const totals = new Map(all.map((c) => [key(c), 0]));
  for (const c of matched) if (passesOthers(c)) totals.set(key(c), (totals.get(key(c)) ?? 0) + c.count);
  return [...totals].map(([name, count]) => ({ name, count: Math.min(count, bound) }));
}

/** Every product a shopper can open, with when it was added, for the sitemap. */
export const sitemapProducts = (db: Db) => q.listSitemapProducts(db);

/** Whether the shop has no product yet (deleted ones count): the demo seed fills only such a shop. */
export const isCatalogueEmpty = (db: Db) => q.hasNoProducts(db);

/** What the season module's back office reads of the products (it sits below this module). */
export const seasonProducts: SeasonProducts = { liveNames: q.liveProductNamesOf };
