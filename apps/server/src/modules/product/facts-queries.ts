import { and, eq, isNull, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { anyUuid, prepared } from '../../db/prepared.ts';
import { productFacts, products } from './schema.ts';

// The product facts' SQL, private to the product module like queries.ts (kept apart as its own table).

export type FactsRow = typeof productFacts.$inferSelect;

export async function factsOf(db: Db, productIds: string[]): Promise<FactsRow[]> {
  if (productIds.length === 0) return [];
  const statement = prepared(db, 'facts_of_products', (name) =>
    db.select().from(productFacts).where(anyUuid(productFacts.productId, 'ids')).prepare(name),
  );
  return statement.execute({ ids: productIds });
}

export async function productIdsWithFacts(db: Db): Promise<string[]> {
  const rows = await db.select({ productId: productFacts.productId }).from(productFacts);
  return rows.map((r) => r.productId);
}

export async function upsertFacts(db: Db, row: FactsRow): Promise<void> {
  const { productId: _key, ...rest } = row;
  await db.insert(productFacts).values(row).onConflictDoUpdate({ target: productFacts.productId, set: rest });
}

export async function productCategory(db: Db, id: string): Promise<string | null> {
  const [row] = await db
    .select({ category: products.category })
    .from(products)
    .where(and(eq(products.id, id), isNull(products.deletedAt)))
    .limit(1);
  return row?.category ?? null;
}

/**
 * Ids of products whose facts pass the filter: a current halal certificate on `today`, and stated
 * allergens naming none of `freeFrom`. A product without facts passes neither (it claims nothing).
 */
export async function idsMatchingFacts(
  db: Db,
  filter: { halalCertified: boolean; freeFrom: string[]; apparel: readonly string[] },
  today: string,
): Promise<string[]> {
  const rows = await db
    .select({ id: productFacts.productId })
    .from(productFacts)
    .innerJoin(products, eq(products.id, productFacts.productId))
    .where(
      and(
        filter.apparel.length > 0 ? notInArray(products.category, [...filter.apparel]) : undefined,
        filter.halalCertified
          ? sql`${productFacts.halalStatus} = 'certified' and ${productFacts.halalCertificateExpiry} >= ${today}`
          : undefined,
        filter.freeFrom.length > 0
          ? sql`not (${productFacts.allergens} ?| ${sql`array[${sql.join(
              filter.freeFrom.map((a) => sql`${a}`),
              sql`, `,
            )}]::text[]`})`
          : undefined,
      ),
    );
  return rows.map((r) => r.id);
}
