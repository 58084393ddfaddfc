import { createHash } from 'node:crypto';
import { offerFromApi, optionPricesFromApi } from '../../modules/product/service.ts';
import os from 'node:os';
import { addDays, IMAGE_WIDTHS, MALAYSIAN_STATES, shopClock } from '@shop/contract';
import type { Storage } from '../../adapters/storage.ts';
import type { Db } from '../client.ts';
import { categoryNames, productFacts, products } from '../../modules/product/schema.ts';
import { news } from '../../modules/news/schema.ts';
import { outlets } from '../../modules/outlet/schema.ts';
import { seasonProducts, seasons } from '../../modules/season/schema.ts';
import { shippingRates } from '../../modules/shipping/schema.ts';
import { sliderImages } from '../../modules/slider/schema.ts';
import {
  bannerSvg,
  demoCategoryMalay,
  demoFacts,
  demoMalay,
  demoOptionMalay,
  demoNews,
  demoNewsMalay,
  demoOutletNotes,
  demoOutlets,
  demoProducts,
  demoSeason,
  demoSlider,
  demoSliderMalay,
  newsSvg,
  productSvg,
  renderWebp,
} from '@shop/demo';

const SABAH_SARAWAK_FEE = 1500;
const PENINSULAR_FEE = 800;

/** Renders one SVG at both storefront widths and returns the large URL (the thumbnail is derived). */
async function storeArt(media: Storage, prefix: string, svg: string, widths: number[]): Promise<string> {
  const hash = createHash('sha256').update(svg).digest('hex').slice(0, 10);
  const base = `${prefix}-${hash}`;
  for (const width of widths) {
    const key = `${base}-${width}.webp`;
    if (!(await media.exists(key))) await media.put(key, await renderWebp(svg, width));
  }
  return `/media/${base}-${Math.max(...widths)}.webp`;
}

async function mapLimited<T, R>(items: T[], limit: number, fn: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i] as T, i);
    }
  });
  await Promise.all(workers);
  return results;
}

/** Alternates bakery and apparel so the home page shows both lines, not one after the other. */
function interleaveLines<T extends { p: { category: string } }>(items: T[]): T[] {
  const bakery = items.filter((x) => x.p.category === 'Bakery');
  const apparel = items.filter((x) => x.p.category !== 'Bakery');
  const out: T[] = [];
  for (let i = 0; i < Math.max(bakery.length, apparel.length); i++) {
    const b = bakery[i];
    const a = apparel[i];
    if (b) out.push(b);
    if (a) out.push(a);
  }
  return out;
}

export async function seedDemo(db: Db, media: Storage): Promise<void> {
  const concurrency = Math.max(2, os.availableParallelism());
  const widths = [IMAGE_WIDTHS.thumb, IMAGE_WIDTHS.large];

  const productImages = await mapLimited(demoProducts, concurrency, async (p) => {
    const urls: string[] = [];
    for (let view = 0; view < p.views; view++) {
      urls.push(await storeArt(media, `products/${p.slug}-${view}`, productSvg(p.art, view), widths));
    }
    return urls;
  });
  const bannerUrls = await mapLimited(demoSlider, concurrency, (_s, i) =>
    storeArt(media, `slider/banner-${i}`, bannerSvg(i as 0 | 1 | 2), [800, 1600]),
  );
  const newsUrls = await mapLimited(demoNews, concurrency, (n, i) =>
    n.imageIndex === null ? Promise.resolve(null) : storeArt(media, `news/news-${i}`, newsSvg(n.imageIndex), widths),
  );

  await db.transaction(async (tx) => {
    // Insert in reverse so the first of the interleaved list are the "latest" ones on the home page.
    const rows = interleaveLines(demoProducts.map((p, i) => ({ p, i })))
      .map(({ p, i }) => ({
        slug: p.slug,
        name: p.name,
        description: p.description,
        nameMs: demoMalay[p.slug]?.name ?? null,
        descriptionMs: demoMalay[p.slug]?.description ?? null,
        priceCents: Math.round(p.price * 100),
        images: productImages[i] ?? [],
        features: p.features,
        category: p.category,
        subCategory: p.subCategory,
        bestseller: p.bestseller,
        leadTimeHours: p.leadTimeHours,
        optionPrices: optionPricesFromApi(p.optionPrices),
        optionNamesMs: malayOptions(p.features),
        customisation: offerFromApi(p.customisation),
      }))
      .reverse();
    const inserted = await tx.insert(products).values(rows).returning({ id: products.id, slug: products.slug });
    await seedFestiveAndFacts(tx, new Map(inserted.map((r) => [r.slug, r.id])));
    await tx.insert(sliderImages).values(
      demoSlider.map((s, i) => ({
        url: bannerUrls[i] ?? '',
        alt: s.alt,
        headline: s.headline,
        subtitle: s.subtitle,
        altMs: demoSliderMalay[i]?.alt ?? null,
        headlineMs: demoSliderMalay[i]?.headline ?? null,
        subtitleMs: demoSliderMalay[i]?.subtitle ?? null,
        position: i,
      })),
    );
    await tx.insert(news).values(
      demoNews.map((n, i) => ({
        title: n.title,
        description: n.description,
        titleMs: demoNewsMalay[i]?.title ?? null,
        descriptionMs: demoNewsMalay[i]?.description ?? null,
        date: n.date,
        imageUrl: newsUrls[i] ?? null,
      })),
    );
    await tx.insert(outlets).values(
      demoOutlets.map((o, i) => ({
        title: o.title,
        street: o.street,
        city: o.city,
        zipcode: o.zipcode,
        state: o.state,
        country: o.country,
        contactNumber: o.contactNumber,
        whatsappNumber: o.whatsappNumber,
        lat: o.lat,
        lng: o.lng,
        schedule: o.schedule.map((d) => ({
          day: d.day,
          available: d.available,
          operatingTime: { start: d.start, end: d.end },
        })),
        notes: demoOutletNotes[i]?.notes ?? null,
        notesMs: demoOutletNotes[i]?.notesMs ?? null,
        position: i,
      })),
    );
    await tx
      .insert(categoryNames)
      .values(Object.entries(demoCategoryMalay).map(([name, nameMs]) => ({ name, nameMs })))
      .onConflictDoNothing();
    await tx
      .insert(shippingRates)
      .values(
        MALAYSIAN_STATES.map((state) => ({
          state,
          feeCents: state === 'Sabah' || state === 'Sarawak' ? SABAH_SARAWAK_FEE : PENINSULAR_FEE,
        })),
      )
      .onConflictDoNothing();
  });
}

/** The Malay names of the product's worded options; null when it has none. */
function malayOptions(features: string[]): Record<string, string> | null {
  const named = features.flatMap((f) => (demoOptionMalay[f] ? [[f, demoOptionMalay[f]] as const] : []));
  return named.length > 0 ? Object.fromEntries(named) : null;
}

/**
 * The demo's example food facts and its festive season. The season is dated from the seed's day
 * (shop time, Kuala Lumpur) so a freshly seeded demo always has an open pre-order.
 */
async function seedFestiveAndFacts(db: Db, idOf: Map<string, string>): Promise<void> {
  const today = shopClock(new Date(), 'Asia/Kuala_Lumpur').date;
  const facts = Object.entries(demoFacts).flatMap(([slug, f]) => {
    const productId = idOf.get(slug);
    if (!productId) return [];
    const certified = f.halalStatus === 'certified';
    return [
      {
        productId,
        ingredients: f.ingredients,
        ingredientsMs: f.ingredientsMs,
        allergens: f.allergens,
        halalStatus: f.halalStatus,
        halalCertificateNo: certified ? (f.certificateNo ?? null) : null,
        halalCertificateExpiry: certified ? addDays(today, f.expiresInDays ?? 365) : null,
        example: true,
      },
    ];
  });
  if (facts.length > 0) await db.insert(productFacts).values(facts);
  const { productSlugs, ...season } = demoSeason(today, addDays);
  const [row] = await db.insert(seasons).values(season).returning({ id: seasons.id });
  const ids = productSlugs.flatMap((slug) => idOf.get(slug) ?? []);
  if (row && ids.length > 0)
    await db.insert(seasonProducts).values(ids.map((productId) => ({ seasonId: row.id, productId })));
}
