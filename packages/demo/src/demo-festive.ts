import type { DemoProduct } from './demo-content.ts';

/** The demo's festive product: sold only as a pre-order in the demo season. */
export const demoFestiveProducts: DemoProduct[] = [
  {
    slug: 'raya-cookie-jar-trio',
    name: 'Raya Cookie Jar Trio',
    description:
      'Three jars for the open house: pineapple tarts, melt-in-the-mouth semprit and Almond London dipped in chocolate. Baked to order for Hari Raya; pre-order only.',
    price: 98.0,
    category: 'Bakery',
    subCategory: 'Pastries',
    features: ['Set of 3 jars'],
    bestseller: false,
    leadTimeHours: 0,
    art: { kind: 'cookie', colour: '#E9CB8A', accent: '#7A3B1E' },
    views: 2,
  },
];

export interface DemoFacts {
  ingredients: string;
  /** As a Malaysian label lists them in Malay. */
  ingredientsMs: string;
  allergens: string[];
  halalStatus: 'certified' | 'no-pork-lard-alcohol' | 'not-halal' | null;
  certificateNo?: string;
  /** Days from the seed's day to the certificate's expiry (negative: already expired). */
  expiresInDays?: number;
}

const BREAD = 'Wheat flour, water, salt, yeast';
const BREAD_MS = 'Tepung gandum, air, garam, yis';
const NPLA = 'no-pork-lard-alcohol' as const;

/**
 * Example facts for the demo's bakery (made up, and the product page says so), by slug. One product
 * states nothing, to show that nothing is claimed by default; one certificate has expired.
 */
export const demoFacts: Record<string, DemoFacts> = {
  'country-sourdough-boule': {
    ingredients: `${BREAD} (natural leaven)`,
    ingredientsMs: `${BREAD_MS} (biang semula jadi)`,
    allergens: ['gluten'],
    halalStatus: 'certified',
    certificateNo: 'JAKIM-1234-5678 (example)',
    expiresInDays: 400,
  },
  'seeded-rye-sourdough': {
    ingredients: `Rye flour, ${BREAD.toLowerCase()}, sunflower and sesame seeds`,
    ingredientsMs: `Tepung rai, ${BREAD_MS.toLowerCase()}, biji bunga matahari dan bijan`,
    allergens: ['gluten', 'sesame'],
    halalStatus: 'certified',
    certificateNo: 'JAKIM-1234-5678 (example)',
    expiresInDays: 400,
  },
  'classic-french-baguette': {
    ingredients: BREAD,
    ingredientsMs: BREAD_MS,
    allergens: ['gluten'],
    halalStatus: 'certified',
    certificateNo: 'JAKIM-1234-5678 (example)',
    expiresInDays: 400,
  },
  'hokkaido-milk-loaf': {
    ingredients: 'Wheat flour, milk, cream, sugar, butter, egg, yeast, salt',
    ingredientsMs: 'Tepung gandum, susu, krim, gula, mentega, telur, yis, garam',
    allergens: ['gluten', 'milk', 'egg'],
    halalStatus: 'certified',
    certificateNo: 'JAKIM-1234-5678 (example)',
    expiresInDays: 400,
  },
  'gula-melaka-wholemeal-loaf': {
    ingredients: 'Wholemeal wheat flour, water, gula melaka, yeast, salt',
    ingredientsMs: 'Tepung gandum penuh, air, gula melaka, yis, garam',
    allergens: ['gluten'],
    halalStatus: NPLA,
  },
  'butter-sugar-bun': {
    ingredients: 'Wheat flour, butter, sugar, milk, egg, yeast, salt',
    ingredientsMs: 'Tepung gandum, mentega, gula, susu, telur, yis, garam',
    allergens: ['gluten', 'milk', 'egg'],
    halalStatus: NPLA,
  },
  'kaya-butter-bun': {
    ingredients: 'Wheat flour, kaya (coconut milk, egg, sugar, pandan), butter, milk, yeast',
    ingredientsMs: 'Tepung gandum, kaya (santan, telur, gula, pandan), mentega, susu, yis',
    allergens: ['gluten', 'milk', 'egg'],
    halalStatus: NPLA,
  },
  'all-butter-croissant': {
    ingredients: 'Wheat flour, butter, milk, sugar, yeast, salt, egg wash',
    ingredientsMs: 'Tepung gandum, mentega, susu, gula, yis, garam, sapuan telur',
    allergens: ['gluten', 'milk', 'egg'],
    halalStatus: 'certified',
    certificateNo: 'JAKIM-9876-5432 (example)',
    expiresInDays: -30,
  },
  'apricot-custard-danish': {
    ingredients: 'Wheat flour, butter, custard (milk, egg, sugar), apricot, yeast',
    ingredientsMs: 'Tepung gandum, mentega, kastard (susu, telur, gula), aprikot, yis',
    allergens: ['gluten', 'milk', 'egg'],
    halalStatus: NPLA,
  },
  'pandan-kaya-puff': {
    ingredients: 'Wheat flour, butter, kaya (coconut milk, egg, sugar, pandan)',
    ingredientsMs: 'Tepung gandum, mentega, kaya (santan, telur, gula, pandan)',
    allergens: ['gluten', 'milk', 'egg'],
    halalStatus: NPLA,
  },
  'portuguese-egg-tart': {
    ingredients: 'Wheat flour, butter, cream, egg yolk, sugar, milk',
    ingredientsMs: 'Tepung gandum, mentega, krim, kuning telur, gula, susu',
    allergens: ['gluten', 'milk', 'egg'],
    halalStatus: NPLA,
  },
  'gula-melaka-glazed-donut': {
    ingredients: 'Wheat flour, sugar, gula melaka, milk, egg, palm oil, yeast',
    ingredientsMs: 'Tepung gandum, gula, gula melaka, susu, telur, minyak sawit, yis',
    allergens: ['gluten', 'milk', 'egg'],
    halalStatus: NPLA,
  },
  'strawberry-sprinkle-donut': {
    ingredients: 'Wheat flour, sugar, strawberry glaze, milk, egg, palm oil, yeast',
    ingredientsMs: 'Tepung gandum, gula, salutan strawberi, susu, telur, minyak sawit, yis',
    allergens: ['gluten', 'milk', 'egg', 'soy'],
    halalStatus: NPLA,
  },
  'blueberry-crumble-muffin': {
    ingredients: 'Wheat flour, blueberries, sugar, butter, egg, milk, baking powder',
    ingredientsMs: 'Tepung gandum, beri biru, gula, mentega, telur, susu, serbuk penaik',
    allergens: ['gluten', 'milk', 'egg'],
    halalStatus: NPLA,
  },
  'brown-butter-choc-chip-cookies': {
    ingredients: 'Wheat flour, butter, dark chocolate (soy lecithin), sugar, egg, sea salt',
    ingredientsMs: 'Tepung gandum, mentega, coklat gelap (lesitin soya), gula, telur, garam laut',
    allergens: ['gluten', 'milk', 'egg', 'soy'],
    halalStatus: NPLA,
  },
  'gula-melaka-caramel-cake': {
    ingredients: 'Wheat flour, gula melaka, butter, cream, egg, sugar',
    ingredientsMs: 'Tepung gandum, gula melaka, mentega, krim, telur, gula',
    allergens: ['gluten', 'milk', 'egg'],
    halalStatus: NPLA,
  },
  'dark-chocolate-fudge-cake': {
    ingredients: 'Wheat flour, dark chocolate (soy lecithin), cocoa, butter, cream, egg, sugar',
    ingredientsMs: 'Tepung gandum, coklat gelap (lesitin soya), koko, mentega, krim, telur, gula',
    allergens: ['gluten', 'milk', 'egg', 'soy'],
    halalStatus: NPLA,
  },
  'strawberry-chiffon-cake': {
    ingredients: 'Wheat flour, egg, sugar, cream, strawberries, vegetable oil',
    ingredientsMs: 'Tepung gandum, telur, gula, krim, strawberi, minyak sayuran',
    allergens: ['gluten', 'milk', 'egg'],
    halalStatus: NPLA,
  },
  'ondeh-ondeh-layer-cake': {
    ingredients: 'Wheat flour, pandan, gula melaka, grated coconut, cream, egg, sugar',
    ingredientsMs: 'Tepung gandum, pandan, gula melaka, kelapa parut, krim, telur, gula',
    allergens: ['gluten', 'milk', 'egg'],
    halalStatus: NPLA,
  },
  'red-velvet-slice-box': {
    ingredients: 'Wheat flour, cream cheese, butter, egg, sugar, cocoa, buttermilk, rum flavouring (contains alcohol)',
    ingredientsMs:
      'Tepung gandum, keju krim, mentega, telur, gula, koko, susu mentega, perisa rum (mengandungi alkohol)',
    allergens: ['gluten', 'milk', 'egg'],
    halalStatus: 'not-halal',
  },
  'raya-cookie-jar-trio': {
    ingredients: 'Wheat flour, butter, pineapple jam, almonds, chocolate (soy lecithin), egg, sugar, cornflour',
    ingredientsMs: 'Tepung gandum, mentega, jem nanas, badam, coklat (lesitin soya), telur, gula, tepung jagung',
    allergens: ['gluten', 'milk', 'egg', 'tree-nuts', 'soy'],
    halalStatus: 'certified',
    certificateNo: 'JAKIM-1234-5678 (example)',
    expiresInDays: 400,
  },
  // 'pandan-swiss-roll' states nothing: the shop claims nothing for it.
};

/** The demo season, dated from the seed's day so the demo always shows an open pre-order. */
export function demoSeason(today: string, addDays: (date: string, days: number) => string) {
  return {
    name: 'Hari Raya Cookies',
    orderBy: addDays(today, 10),
    firstDay: addDays(today, 17),
    lastDay: addDays(today, 20),
    productSlugs: ['raya-cookie-jar-trio'],
  };
}
