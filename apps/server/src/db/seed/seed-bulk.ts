import type { Db } from '../client.ts';
import { products } from '../schema.ts';

const ADJECTIVES = ['Classic', 'Everyday', 'Heritage', 'Urban', 'Studio', 'Weekend', 'Signature', 'Artisan', 'Coastal', 'Highland'];
const BATCH = 1000;

/**
 * Fills the catalogue up to `target` products for benchmarks by varying the existing demo products
 * (same art, categories and features; new names, prices and slugs).
 */
export async function seedBulkProducts(db: Db, target: number, log: (line: string) => void): Promise<number> {
  const templates = await db.select().from(products);
  if (templates.length === 0) throw new Error('Seed the demo catalogue first (start the server once).');
  let existing = templates.length;
  let serial = existing;
  while (existing < target) {
    const batch = [];
    for (let i = 0; i < BATCH && existing + batch.length < target; i++) {
      serial++;
      const t = templates[serial % templates.length]!;
      const adjective = ADJECTIVES[serial % ADJECTIVES.length]!;
      batch.push({
        slug: `${t.slug}-b${serial}`,
        name: `${adjective} ${t.name} ${serial}`,
        description: t.description,
        priceCents: Math.max(100, t.priceCents + ((serial * 37) % 2000) - 1000),
        images: t.images,
        features: t.features,
        category: t.category,
        subCategory: t.subCategory,
        bestseller: false,
        leadTimeHours: t.leadTimeHours,
      });
    }
    await db.insert(products).values(batch);
    existing += batch.length;
    if (existing % 10_000 < BATCH) log(`  ${existing} products`);
  }
  return existing;
}
