import type { Db } from '../client.ts';
import { products } from '../../modules/product/schema.ts';

const BATCH = 1000;

/** A small seeded generator (mulberry32), so every bulk catalogue of one size is the same. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FLAVOURS =
  `pandan kaya coconut sesame walnut raisin cranberry cheddar garlic onion olive rosemary honey oat multigrain
  wholemeal rye spelt milk butter chocolate matcha ube charcoal cinnamon cardamom ginger lemon orange banana mango
  pineapple blueberry strawberry apricot fig date almond pistachio hazelnut peanut pumpkin corn cheese durian lychee
  calamansi jackfruit tapioca yam sago hojicha espresso mocha caramel toffee vanilla custard cream yuzu raspberry
  cherry apple pear plum passionfruit guava soursop longan rambutan mangosteen tamarind lime mint thyme sundried
  tomato jalapeno truffle mushroom spinach kimchi sambal rendang curry floss sardine tuna chicken beef`.split(/\s+/);
const BAKERY_STYLES =
  `classic rustic country artisan golden soft fluffy crusty chewy buttery flaky toasted glazed frosted
  sugared filled layered marbled twisted braided stuffed baked fresh warm homestyle heritage nyonya kopitiam`.split(
    /\s+/,
  );
const BAKERY_FORMS: Record<string, string[]> = {
  Bread:
    'loaf boule baguette bun roll bagel brioche focaccia ciabatta sourdough bread toast batard pretzel pita flatbread bloomer cob'.split(
      ' ',
    ),
  Cakes:
    'chiffon sponge cheesecake gateau bundt torte castella lapis roll slice cupcake cake layer genoise pavlova'.split(
      ' ',
    ),
  Pastries:
    'croissant danish puff tart donut muffin scone eclair cookie brownie cruffin palmier turnover strudel pie kuih madeleine financier churro'.split(
      ' ',
    ),
};
const FITS =
  `slim relaxed oversized boxy cropped tailored straight regular loose fitted longline lightweight heavyweight
  stretch soft washed vintage essential everyday weekend urban studio coastal highland signature`.split(/\s+/);
const COLOURS = `red sage oat navy charcoal indigo olive rust mustard cream ivory black white grey stone sand khaki teal
  maroon burgundy lilac lavender blush coral peach mint forest cobalt denim ochre terracotta pebble`.split(/\s+/);
const MATERIALS = `cotton linen denim wool fleece jersey twill corduroy poplin chambray seersucker flannel knit cashmere
  silk rayon batik songket canvas ripstop nylon velour terry waffle pique oxford merino bamboo modal`.split(/\s+/);
const PATTERNS =
  'striped plaid floral checked solid tie-dye gingham houndstooth paisley polka colourblock graphic embroidered'.split(
    ' ',
  );
const GARMENTS: Record<string, string[]> = {
  Topwear: 'tee polo shirt blouse henley tank camisole tunic kurta overshirt top'.split(' '),
  Bottomwear: 'jeans chinos trousers shorts skirt joggers culottes leggings cargos slacks'.split(' '),
  Winterwear: 'hoodie sweater jacket cardigan beanie parka vest pullover sweatshirt bomber windbreaker'.split(' '),
};
const BAKERY_NOTES =
  `baked every morning | made with cultured butter | proofed overnight for a deeper flavour | finished with
  a light glaze | best enjoyed warm | keeps for two days in an airtight box | filled by hand | topped with toasted
  seeds | a favourite with our regulars | made with local flour and palm sugar | ideal with kopi or teh tarik |
  lightly sweet and fragrant | perfect for sharing at tea time | no preservatives added`.split('|');
const APPAREL_NOTES = `cut for everyday comfort | pre-washed so it keeps its shape | finished with reinforced seams |
  made in small batches | breathable in the tropical heat | easy to pair with denim | machine washable |
  with a relaxed drape | dyed in small lots so each piece varies slightly | printed with our bakery crest |
  tagless for comfort | lined for cooler evenings | with deep pockets | garment dyed for a lived-in look`.split('|');

const pick = <T>(r: () => number, list: readonly T[]): T => list[Math.floor(r() * list.length)]!;
const title = (words: string[]) => words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' ');
const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1) + '.';

interface Made {
  name: string;
  description: string;
  priceCents: number;
}

function bakeryProduct(r: () => number, subCategory: string): Made {
  const form = pick(r, BAKERY_FORMS[subCategory] ?? BAKERY_FORMS.Bread!);
  const flavour = pick(r, FLAVOURS);
  const second = r() < 0.4 ? [pick(r, FLAVOURS)] : [];
  const style = r() < 0.5 ? [pick(r, BAKERY_STYLES)] : [];
  const name = title([...style, flavour, ...second, form]);
  const notes = [pick(r, BAKERY_NOTES).trim(), pick(r, BAKERY_NOTES).trim()];
  const description = [
    sentence(`a ${pick(r, BAKERY_STYLES)} ${form} with ${flavour}${second.length ? ` and ${second[0]}` : ''}`),
    sentence(notes[0]!),
    sentence(notes[1]!),
  ].join(' ');
  return { name, description, priceCents: 250 + Math.floor(r() * 120) * 50 };
}

function apparelProduct(r: () => number, category: string, subCategory: string): Made {
  const garment = pick(r, GARMENTS[subCategory] ?? GARMENTS.Topwear!);
  const material = pick(r, MATERIALS);
  const parts = [
    pick(r, FITS),
    ...(r() < 0.5 ? [pick(r, COLOURS)] : []),
    ...(r() < 0.3 ? [pick(r, PATTERNS)] : []),
    material,
    garment,
  ];
  const name = title(category === 'Kids' ? ['kids', ...parts] : parts);
  const description = [
    sentence(`a ${pick(r, FITS)} ${garment} in ${pick(r, COLOURS)} ${material}`),
    sentence(pick(r, APPAREL_NOTES).trim()),
    sentence(pick(r, APPAREL_NOTES).trim()),
  ].join(' ');
  return { name, description, priceCents: 1900 + Math.floor(r() * 60) * 250 };
}

const THREE_YEARS_MS = 3 * 365 * 24 * 3600 * 1000;

/**
 * Fills the catalogue up to `target` products for benchmarks with generated ones: names composed from
 * a few hundred words of each of the shop's kinds, varied descriptions, prices and dates. Each is
 * drawn with the art and options of a demo product of the same category and type.
 */
export async function seedBulkProducts(db: Db, target: number, log: (line: string) => void): Promise<number> {
  const templates = await db.select().from(products);
  if (templates.length === 0) throw new Error('Seed the demo catalogue first (start the server once).');
  const r = random(target);
  const now = Date.now();
  let existing = templates.length;
  let serial = existing;
  while (existing < target) {
    const batch = [];
    for (let i = 0; i < BATCH && existing + batch.length < target; i++) {
      serial++;
      const t = pick(r, templates);
      const made =
        t.category === 'Bakery' ? bakeryProduct(r, t.subCategory) : apparelProduct(r, t.category, t.subCategory);
      batch.push({
        ...made,
        slug: `${t.slug}-b${serial}`,
        images: t.images,
        features: t.features,
        category: t.category,
        subCategory: t.subCategory,
        bestseller: r() < 0.03,
        leadTimeHours: t.leadTimeHours,
        createdAt: new Date(now - Math.floor(r() * THREE_YEARS_MS)),
      });
    }
    await db.insert(products).values(batch);
    existing += batch.length;
    if (existing % 10_000 < BATCH) log(`  ${existing} products`);
  }
  return existing;
}
