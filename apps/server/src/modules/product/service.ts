import type { Facet, FacetsResponse, FetchProductsResponse, Product } from '@shop/contract';
import { LIMITS } from '@shop/contract';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import * as q from './queries.ts';
import { forgetDictionary } from './dictionary.ts';
import { prepareSearchText, type SearchText } from './search-plan.ts';
import { forgetSearchIndex, searchIndexVersion } from './search-index-sync.ts';
import { searchCatalogue } from './search.ts';
import { offerToApi, optionPricesToApi } from './add-ons.ts';

export { linePrice, offerFromApi, offerToApi, optionPricesFromApi, optionPricesToApi, type PricedProduct } from './add-ons.ts';

export { searchReady, warmSearch } from './search.ts';
import { onSynonymsChanged } from './synonyms.ts';

// Page rendering looks a product up by id; the queries file itself stays private to this module.
export { findProductById } from './queries.ts';

export function toApiProduct(row: q.ProductRow): Product {
  return {
    id: row.id,
    name: row.name,
    price: row.priceCents / 100,
    description: row.description,
    image: row.images,
    features: row.features,
    category: row.category,
    subCategory: row.subCategory,
    bestseller: row.bestseller,
    ...(row.stock ? { stock: row.stock } : {}),
    ...(row.optionPrices ? { optionPrices: optionPricesToApi(row.optionPrices) } : {}),
    ...(row.customisation ? { customisation: offerToApi(row.customisation) } : {}),
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isProductId = (id: string) => UUID.test(id);

export async function getProduct(db: Db, id: string): Promise<Product> {
  const row = isProductId(id) ? await q.findProductById(db, id) : null;
  if (!row) throw notFound('This product does not exist or is no longer available.');
  return toApiProduct(row);
}

export async function getRelatedProducts(db: Db, id: string): Promise<Product[]> {
  const row = isProductId(id) ? await q.findProductById(db, id) : null;
  if (!row) throw notFound('This product does not exist or is no longer available.');
  return (await q.listRelated(db, row, LIMITS.relatedProducts)).map(toApiProduct);
}

export async function listHomeProducts(db: Db, view: 'latest' | 'bestsellers'): Promise<Product[]> {
  const rows =
    view === 'bestsellers'
      ? await q.listBestsellers(db, LIMITS.bestSellers)
      : await q.listLatest(db, LIMITS.latestProducts);
  return rows.map(toApiProduct);
}

export interface FetchProductsInput {
  productName?: string | null | undefined;
  page: number;
  amount: number;
  category?: string[] | undefined;
  subCategory?: string[] | undefined;
  sort?: q.Sort | undefined;
}

export async function fetchProducts(db: Db, input: FetchProductsInput): Promise<FetchProductsResponse> {
  const filter: q.CatalogueFilter = { categories: input.category ?? [], subCategories: input.subCategory ?? [] };
  const page: q.PageRequest = {
    sort: input.sort ?? 'relevant',
    offset: (input.page - 1) * input.amount,
    limit: input.amount,
  };
  const search = prepareSearchText(input.productName);
  // A search's answer is kept for the index version it was ranked on: once the index has applied a
  // change (another instance's included), a kept answer is older than the index and is not served.
  const version = search ? await searchIndexVersion(db) : null;
  const key = JSON.stringify([
    version,
    search?.text ?? null,
    [...filter.categories].sort(),
    [...filter.subCategories].sort(),
    page,
  ]);
  const answer = await answerCache(db).fetch(key, {
    context: { search, filter, page },
    ttl: search ? SEARCH_TTL_MS : SHELF_TTL_MS,
  });
  if (!answer) throw new Error('The catalogue answer cache returned nothing');
  return answer;
}

async function runBrowse(db: Db, filter: q.CatalogueFilter, page: q.PageRequest): Promise<FetchProductsResponse> {
  const counts = await categoryCounts(db);
  const filtered = filter.categories.length > 0 || filter.subCategories.length > 0;
  const shelves = counts.filter((c) => inFilter(c, filter));
  const rows = await q.listCataloguePage(db, filtered ? shelves : null, page);
  const total = shelves.reduce((sum, c) => sum + c.count, 0);
  return { success: true, products: rows.map(toApiProduct), totalProducts: total, suggestions: [] };
}

async function runSearch(
  db: Db,
  search: SearchText,
  filter: q.CatalogueFilter,
  page: q.PageRequest,
): Promise<FetchProductsResponse> {
  const found = await searchCatalogue(db, search, filter, page);
  return {
    success: true,
    products: found.rows.map(toApiProduct),
    totalProducts: found.total,
    suggestions: found.suggestions.map((name) => ({ name })),
    ...(found.correction ? { correction: found.correction } : {}),
  };
}

interface PageContext {
  search: SearchText | null;
  filter: q.CatalogueFilter;
  page: q.PageRequest;
}

// Shoppers ask for the same few pages over and over: page 1 of each shelf in each sort, the popular
// words. So answers are kept briefly per database, and concurrent identical asks share one database
// round (lru-cache's fetch coalesces them). A search ranks every match to find the best few, which
// costs far more than a shelf page, so it is kept longer. Stock shown may lag by these few seconds;
// the cart and the order check stock at the moment they act.
const SEARCH_TTL_MS = 30_000;
const SHELF_TTL_MS = 5_000;
const answerCaches = new WeakMap<Db, LRUCache<string, FetchProductsResponse, PageContext>>();

function answerCache(db: Db): LRUCache<string, FetchProductsResponse, PageContext> {
  let cache = answerCaches.get(db);
  if (!cache) {
    cache = new LRUCache<string, FetchProductsResponse, PageContext>({
      max: 2000,
      ttl: SEARCH_TTL_MS,
      fetchMethod: (_key, _stale, { context }) =>
        context.search
          ? runSearch(db, context.search, context.filter, context.page)
          : runBrowse(db, context.filter, context.page),
    });
    answerCaches.set(db, cache);
  }
  return cache;
}

type CategoryCounts = Awaited<ReturnType<typeof q.countByCategory>>;

// Per-category counts change only when products do, yet every collection page and the filter panel
// need them: one small aggregate, kept briefly per database so the count never scans the catalogue
// per request. Product writers call invalidateCatalogue() so their own instance sees changes at once.
const COUNTS_TTL_MS = 10_000;
const countsCache = new WeakMap<Db, { expires: number; value: Promise<CategoryCounts> }>();

function categoryCounts(db: Db): Promise<CategoryCounts> {
  const cached = countsCache.get(db);
  if (cached && cached.expires > Date.now()) return cached.value;
  const value = q.countByCategory(db);
  countsCache.set(db, { expires: Date.now() + COUNTS_TTL_MS, value });
  value.catch(() => countsCache.delete(db));
  return value;
}

/** Call after changing products, so this instance's counts, pages and searches show the change at once. */
export function invalidateCatalogue(db: Db): void {
  countsCache.delete(db);
  answerCaches.get(db)?.clear();
  forgetDictionary(db);
  forgetSearchIndex(db);
}

// Searches expand words through the synonym list, so a cached answer is stale once staff edit it.
onSynonymsChanged(invalidateCatalogue);

function inFilter(c: q.Shelf, f: q.CatalogueFilter): boolean {
  return (
    (f.categories.length === 0 || f.categories.includes(c.category)) &&
    (f.subCategories.length === 0 || f.subCategories.includes(c.subCategory))
  );
}

export async function getFacets(db: Db): Promise<FacetsResponse> {
  const counts = await categoryCounts(db);
  return {
    success: true,
    categories: sumBy(counts, (c) => c.category),
    subCategories: sumBy(counts, (c) => c.subCategory),
  };
}

/** Categories alphabetical; types grouped by their first category, so a line's types stay together. */
function sumBy(counts: CategoryCounts, key: (c: CategoryCounts[number]) => string): Facet[] {
  const totals = new Map<string, number>();
  for (const c of counts) totals.set(key(c), (totals.get(key(c)) ?? 0) + c.count);
  return [...totals].map(([name, count]) => ({ name, count }));
}

/** Every product a shopper can open, with when it was added, for the sitemap. */
export const sitemapProducts = (db: Db) => q.listSitemapProducts(db);
