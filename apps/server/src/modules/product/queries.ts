import { and, asc, desc, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema.ts';

export type ProductRow = typeof products.$inferSelect;

const visible = and(isNull(products.deletedAt), eq(products.hidden, false));

export async function findProductById(db: Db, id: string): Promise<ProductRow | null> {
  const rows = await db
    .select()
    .from(products)
    .where(and(eq(products.id, id), visible))
    .limit(1);
  return rows[0] ?? null;
}

export async function findProductsByIds(db: Db, ids: string[]): Promise<ProductRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(products)
    .where(and(inArray(products.id, ids), visible));
}

export async function listLatest(db: Db, limit: number): Promise<ProductRow[]> {
  return db.select().from(products).where(visible).orderBy(desc(products.seq)).limit(limit);
}

export async function listBestsellers(db: Db, limit: number): Promise<ProductRow[]> {
  return db
    .select()
    .from(products)
    .where(and(visible, eq(products.bestseller, true)))
    .orderBy(desc(products.seq))
    .limit(limit);
}

export async function listRelated(db: Db, product: ProductRow, limit: number): Promise<ProductRow[]> {
  return db
    .select()
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

export interface CatalogueQuery {
  text: string | null;
  categories: string[];
  subCategories: string[];
  sort: 'relevant' | 'low-high' | 'high-low';
  offset: number;
  limit: number;
}

export async function searchCatalogue(db: Db, q: CatalogueQuery): Promise<{ rows: ProductRow[]; total: number }> {
  const conditions: (SQL | undefined)[] = [visible];
  if (q.categories.length) conditions.push(inArray(products.category, q.categories));
  if (q.subCategories.length) conditions.push(inArray(products.subCategory, q.subCategories));
  if (q.text) {
    const pattern = `%${escapeLike(q.text)}%`;
    conditions.push(sql`(${products.name} ilike ${pattern} or ${products.description} ilike ${pattern})`);
  }
  const where = and(...conditions);
  const order =
    q.sort === 'low-high'
      ? [asc(products.priceCents), desc(products.seq)]
      : q.sort === 'high-low'
        ? [desc(products.priceCents), desc(products.seq)]
        : [desc(products.seq)];
  const [rows, count] = await Promise.all([
    db
      .select()
      .from(products)
      .where(where)
      .orderBy(...order)
      .offset(q.offset)
      .limit(q.limit),
    db.select({ n: sql<number>`count(*)::int` }).from(products).where(where),
  ]);
  return { rows, total: Number(count[0]?.n ?? 0) };
}

export async function suggestNames(db: Db, text: string, limit: number): Promise<string[]> {
  const pattern = `%${escapeLike(text)}%`;
  const rows = await db
    .selectDistinct({ name: products.name })
    .from(products)
    .where(and(visible, sql`${products.name} ilike ${pattern}`))
    .orderBy(products.name)
    .limit(limit);
  return rows.map((r) => r.name);
}

export async function listFacets(db: Db): Promise<{ category: string; subCategory: string }[]> {
  return db
    .selectDistinct({ category: products.category, subCategory: products.subCategory })
    .from(products)
    .where(visible);
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
