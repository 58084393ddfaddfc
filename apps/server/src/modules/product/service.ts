import type { FetchProductsResponse, Product } from '@shop/contract';
import { LIMITS } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import * as q from './queries.ts';

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
  sort?: 'relevant' | 'low-high' | 'high-low' | undefined;
}

export async function fetchProducts(db: Db, input: FetchProductsInput): Promise<FetchProductsResponse> {
  const text = input.productName?.trim() || null;
  const { rows, total } = await q.searchCatalogue(db, {
    text,
    categories: input.category ?? [],
    subCategories: input.subCategory ?? [],
    sort: input.sort ?? 'relevant',
    offset: (input.page - 1) * input.amount,
    limit: input.amount,
  });
  const suggestions = text ? await q.suggestNames(db, text, 6) : [];
  return {
    success: true,
    products: rows.map(toApiProduct),
    totalProducts: total,
    suggestions: suggestions.map((name) => ({ name })),
  };
}
