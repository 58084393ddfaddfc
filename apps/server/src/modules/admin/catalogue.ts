import { ADMIN_PAGE_SIZE, type AdminProduct, type ProductFlagsBody, type ProductInput } from '@shop/contract';
import { and, asc, desc, eq, ilike, isNotNull, isNull, type SQL } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import {
  invalidateCatalogue,
  isProductId,
  offerFromApi,
  offerToApi,
  optionPricesFromApi,
  optionPricesToApi,
} from '../product/service.ts';

type ProductRow = typeof products.$inferSelect;
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
    customisation: row.customisation ? offerToApi(row.customisation) : null,
    createdAt: row.createdAt.getTime(),
  };
}

/** `%` and `_` typed by staff are searched for literally. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function listAdminProducts(
  db: Db,
  query: { q?: string | undefined; show: 'active' | 'hidden' | 'deleted' | 'all'; page: number },
): Promise<{ products: AdminProduct[]; hasMore: boolean }> {
  const where: (SQL | undefined)[] = [];
  if (query.show === 'active') where.push(isNull(products.deletedAt), eq(products.hidden, false));
  if (query.show === 'hidden') where.push(isNull(products.deletedAt), eq(products.hidden, true));
  if (query.show === 'deleted') where.push(isNotNull(products.deletedAt));
  if (query.q) where.push(ilike(products.name, likePattern(query.q)));
  // One extra row says whether a next page exists without counting the whole catalogue.
  const rows = await db
    .select()
    .from(products)
    .where(and(...where))
    .orderBy(desc(products.seq))
    .offset((query.page - 1) * ADMIN_PAGE_SIZE)
    .limit(ADMIN_PAGE_SIZE + 1);
  return { products: rows.slice(0, ADMIN_PAGE_SIZE).map(toAdminProduct), hasMore: rows.length > ADMIN_PAGE_SIZE };
}

async function findAny(db: Db, id: string): Promise<ProductRow> {
  const [row] = isProductId(id) ? await db.select().from(products).where(eq(products.id, id)) : [];
  if (!row) throw notFound('This product does not exist.');
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
    customisation: offerFromApi(input.customisation),
  };
}

export async function createProduct(db: Db, input: ProductData): Promise<AdminProduct> {
  const [row] = await db
    .insert(products)
    .values({ ...columns(input), slug: slugFor(input.name) })
    .returning();
  invalidateCatalogue(db);
  return toAdminProduct(row!);
}

export async function updateProduct(db: Db, id: string, input: ProductData): Promise<AdminProduct> {
  await findAny(db, id);
  const [row] = await db.update(products).set(columns(input)).where(eq(products.id, id)).returning();
  invalidateCatalogue(db);
  return toAdminProduct(row!);
}

/** Hide, feature, delete (soft: orders keep pointing at it) or restore. */
export async function setProductFlags(db: Db, id: string, flags: ProductFlagsBody): Promise<AdminProduct> {
  await findAny(db, id);
  const set: Partial<typeof products.$inferInsert> = {};
  if (flags.hidden !== undefined) set.hidden = flags.hidden;
  if (flags.bestseller !== undefined) set.bestseller = flags.bestseller;
  if (flags.deleted !== undefined) set.deletedAt = flags.deleted ? new Date() : null;
  const [row] =
    Object.keys(set).length > 0
      ? await db.update(products).set(set).where(eq(products.id, id)).returning()
      : await db.select().from(products).where(eq(products.id, id));
  invalidateCatalogue(db);
  return toAdminProduct(row!);
}

/** The categories and types in use, for the form's suggestions. */
export async function catalogueNames(db: Db): Promise<{ categories: string[]; subCategories: string[] }> {
  const rows = await db
    .selectDistinct({ category: products.category, subCategory: products.subCategory })
    .from(products)
    .where(isNull(products.deletedAt))
    .orderBy(asc(products.category), asc(products.subCategory))
    .limit(500);
  return {
    categories: [...new Set(rows.map((r) => r.category))],
    subCategories: [...new Set(rows.map((r) => r.subCategory))],
  };
}
