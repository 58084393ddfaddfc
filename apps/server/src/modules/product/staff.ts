import { ADMIN_PAGE_SIZE, type AdminProduct, type ProductFlagsBody, type ProductInput } from '@shop/contract';
import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { offerFromApi, offerToApi, optionPricesFromApi, optionPricesToApi } from './add-ons.ts';
import * as q from './queries.ts';
import { invalidateCatalogue, isProductId } from './service.ts';

/** The back office's side of the catalogue: every product, hidden and deleted ones included, and their editing. */

type ProductRow = q.FullProductRow;
type ProductData = z.output<typeof ProductInput>;

export function toAdminProduct(row: ProductRow): AdminProduct {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    nameMs: row.nameMs,
    descriptionMs: row.descriptionMs,
    price: row.priceCents / 100,
    category: row.category,
    subCategory: row.subCategory,
    features: row.features,
    images: row.images,
    bestseller: row.bestseller,
    hidden: row.hidden,
    deleted: row.deletedAt !== null,
    leadTimeHours: row.leadTimeHours,
    stock: row.stock ?? null,
    optionPrices: row.optionPrices ? optionPricesToApi(row.optionPrices) : null,
    optionNamesMs: row.optionNamesMs ?? null,
    customisation: row.customisation ? offerToApi(row.customisation) : null,
    createdAt: row.createdAt.getTime(),
  };
}

export async function listAdminProducts(
  db: Db,
  query: { q?: string | undefined; show: 'active' | 'hidden' | 'deleted' | 'all'; page: number },
): Promise<{ products: AdminProduct[]; hasMore: boolean }> {
  // One extra row says whether a next page exists without counting the whole catalogue.
  const rows = await q.listStaffPage(
    db,
    { show: query.show, name: query.q },
    { offset: (query.page - 1) * ADMIN_PAGE_SIZE, limit: ADMIN_PAGE_SIZE + 1 },
  );
  return { products: rows.slice(0, ADMIN_PAGE_SIZE).map(toAdminProduct), hasMore: rows.length > ADMIN_PAGE_SIZE };
}

const GONE = 'This product does not exist.';

async function findAny(db: Db, id: string): Promise<ProductRow> {
  const row = isProductId(id) ? await q.findAnyProduct(db, id) : null;
  if (!row) throw notFound(GONE);
  return row;
}

async function change(db: Db, id: string, set: q.ProductChanges): Promise<ProductRow> {
  const row = isProductId(id) ? await q.updateProduct(db, id, set) : null;
  if (!row) throw notFound(GONE);
  return row;
}

export async function getAdminProduct(db: Db, id: string): Promise<AdminProduct> {
  return toAdminProduct(await findAny(db, id));
}

function slugFor(name: string): string {
  const base = name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${base || 'product'}-${randomBytes(3).toString('hex')}`;
}

function columns(input: ProductData) {
  return {
    name: input.name,
    description: input.description,
    ...(input.nameMs === undefined ? {} : { nameMs: input.nameMs }),
    ...(input.descriptionMs === undefined ? {} : { descriptionMs: input.descriptionMs }),
    priceCents: Math.round(input.price * 100),
    category: input.category,
    subCategory: input.subCategory,
    features: input.features,
    images: input.images,
    bestseller: input.bestseller,
    hidden: input.hidden,
    leadTimeHours: input.leadTimeHours,
    stock: input.stock,
    optionPrices: optionPricesFromApi(input.optionPrices),
    ...(input.optionNamesMs === undefined ? {} : { optionNamesMs: malayOptionNames(input.optionNamesMs) }),
    customisation: offerFromApi(input.customisation),
  };
}

/** Only the options given a Malay name are kept; none at all is null. */
function malayOptionNames(names: Record<string, string> | null): Record<string, string> | null {
  const given = Object.entries(names ?? {}).filter(([, name]) => name !== '');
  return given.length > 0 ? Object.fromEntries(given) : null;
}

export async function createProduct(db: Db, input: ProductData): Promise<AdminProduct> {
  const row = await q.insertProduct(db, { ...columns(input), slug: slugFor(input.name) });
  invalidateCatalogue(db);
  return toAdminProduct(row);
}

export async function updateProduct(db: Db, id: string, input: ProductData): Promise<AdminProduct> {
  const row = await change(db, id, columns(input));
  invalidateCatalogue(db);
  return toAdminProduct(row);
}

/** Hide, feature, delete (soft: orders keep pointing at it) or restore. */
export async function setProductFlags(db: Db, id: string, flags: ProductFlagsBody): Promise<AdminProduct> {
  const set: q.ProductChanges = {};
  if (flags.hidden !== undefined) set.hidden = flags.hidden;
  if (flags.bestseller !== undefined) set.bestseller = flags.bestseller;
  if (flags.deleted !== undefined) set.deletedAt = flags.deleted ? new Date() : null;
  const row = Object.keys(set).length > 0 ? await change(db, id, set) : await findAny(db, id);
  invalidateCatalogue(db);
  return toAdminProduct(row);
}

/** The categories and types in use, for the form's suggestions. */
export async function catalogueNames(db: Db): Promise<{ categories: string[]; subCategories: string[] }> {
  const rows = await q.categoryPairs(db, 500);
  return {
    categories: [...new Set(rows.map((r) => r.category))],
    subCategories: [...new Set(rows.map((r) => r.subCategory))],
  };
}
