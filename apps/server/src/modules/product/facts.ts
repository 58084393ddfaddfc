import {
  APPAREL_CATEGORIES,
  type AdminFacts,
  type AdminFactsBody,
  type Allergen,
  type ContentLang,
  type ProductFacts,
  type ShownHalal,
} from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { keptPerDatabase } from '../../db/kept.ts';
import { invalid, notFound } from '../../lib/errors.ts';
import * as fq from './facts-queries.ts';

const isApparel = (category: string) => APPAREL_CATEGORIES.includes(category);

/** The halal status a shopper may be shown on `today`: a certificate past its expiry is no certification. */
export function shownHalal(row: fq.FactsRow, today: string): ShownHalal | null {
  switch (row.halalStatus) {
    case 'certified':
      return row.halalCertificateNo && row.halalCertificateExpiry && row.halalCertificateExpiry >= today
        ? { status: 'certified', certificateNo: row.halalCertificateNo, expiry: row.halalCertificateExpiry }
        : null;
    case 'no-pork-lard-alcohol':
    case 'not-halal':
      return { status: row.halalStatus };
    default:
      return null;
  }
}

// Which products have facts stated: every product a shopper is shown is asked about, and most have
// none (staff state them for the bakery's own products), so a read is skipped when none on the page has.
const productsWithFacts = keptPerDatabase(5_000, async (db) => new Set(await fq.productIdsWithFacts(db)));

/** The facts of the food products among `list`, as shown on `today`. */
export async function factsFor(
  db: Db,
  list: { id: string; category: string }[],
  today: string,
  lang: ContentLang = 'en',
): Promise<Map<string, ProductFacts>> {
  const stated = await productsWithFacts.get(db);
  const food = list.filter((p) => !isApparel(p.category) && stated.has(p.id));
  const rows = await fq.factsOf(
    db,
    food.map((p) => p.id),
  );
  return new Map(
    rows.map((r) => [
      r.productId,
      {
        ingredients: (lang === 'ms' && r.ingredientsMs) || r.ingredients,
        allergens: r.allergens as Allergen[],
        halal: shownHalal(r, today),
        example: r.example,
      },
    ]),
  );
}

/** Ids passing the collection's facts filter, or null when none is asked. */
export async function idsPassingFacts(
  db: Db,
  filter: { halalCertified?: boolean | undefined; freeFrom?: Allergen[] | undefined },
  today: string,
): Promise<Set<string> | null> {
  const freeFrom = filter.freeFrom ?? [];
  if (!filter.halalCertified && freeFrom.length === 0) return null;
  const ids = await fq.idsMatchingFacts(
    db,
    { halalCertified: filter.halalCertified ?? false, freeFrom, apparel: APPAREL_CATEGORIES },
    today,
  );
  return new Set(ids);
}

const NONE: AdminFacts = {
  ingredients: '',
  ingredientsMs: null,
  allergens: [],
  halalStatus: null,
  certificateNo: null,
  certificateExpiry: null,
  example: false,
};

export async function getAdminFacts(db: Db, productId: string): Promise<AdminFacts> {
  if (!(await fq.productCategory(db, productId))) throw notFound('This product does not exist.');
  const [row] = await fq.factsOf(db, [productId]);
  if (!row) return NONE;
  return {
    ingredients: row.ingredients,
    ingredientsMs: row.ingredientsMs,
    allergens: row.allergens as Allergen[],
    halalStatus: (row.halalStatus as AdminFacts['halalStatus']) ?? null,
    certificateNo: row.halalCertificateNo,
    certificateExpiry: row.halalCertificateExpiry,
    example: row.example,
  };
}

/**
 * Staff's statement replaces the last one (the Malay ingredients too, unless the body leaves them
 * out); saving clears the demo's "example" mark.
 */
export async function setFacts(
  db: Db,
  productId: string,
  body: AdminFactsBody & { halalStatus: AdminFacts['halalStatus'] },
): Promise<AdminFacts> {
  const category = await fq.productCategory(db, productId);
  if (!category) throw notFound('This product does not exist.');
  if (isApparel(category)) throw invalid('Apparel carries no food facts.');
  const certified = body.halalStatus === 'certified';
  const ingredientsMs =
    body.ingredientsMs !== undefined
      ? body.ingredientsMs
      : ((await fq.factsOf(db, [productId]))[0]?.ingredientsMs ?? null);
  await fq.upsertFacts(db, {
    productId,
    ingredients: body.ingredients,
    ingredientsMs,
    allergens: [...new Set(body.allergens)],
    halalStatus: body.halalStatus,
    halalCertificateNo: certified ? (body.certificateNo ?? null) : null,
    halalCertificateExpiry: certified ? (body.certificateExpiry ?? null) : null,
    example: false,
  });
  productsWithFacts.forget(db);
  return getAdminFacts(db, productId);
}
