// A food label's fixed words, apart from the facts' schemas: product pages show them, and those must
// not load zod and every schema before they can hydrate.

/**
 * The allergens a Malaysian food label declares (Food Regulations 1985, reg. 11: cereals with gluten,
 * crustaceans, eggs, fish, peanuts, soybeans, milk, tree nuts, sulphites) with sesame and molluscs,
 * which bakeries here also name. The keys are stable; `ALLERGEN_LABELS` gives the words shown.
 */
export const ALLERGENS = [
  'gluten',
  'egg',
  'milk',
  'tree-nuts',
  'peanuts',
  'soy',
  'sesame',
  'fish',
  'crustaceans',
  'molluscs',
  'sulphites',
] as const;
type Allergen = (typeof ALLERGENS)[number];

export const ALLERGEN_LABELS: Record<Allergen, string> = {
  gluten: 'Gluten',
  egg: 'Egg',
  milk: 'Milk',
  'tree-nuts': 'Tree nuts',
  peanuts: 'Peanuts',
  soy: 'Soy',
  sesame: 'Sesame',
  fish: 'Fish',
  crustaceans: 'Crustaceans (shellfish)',
  molluscs: 'Molluscs',
  sulphites: 'Sulphites',
};

/**
 * A halal status is one of these or none. Only 'certified' is a halal claim (with its certificate);
 * the statement is what an uncertified kitchen may say (Trade Descriptions (Halal) Order 2011).
 */
export const HALAL_STATUSES = ['certified', 'no-pork-lard-alcohol', 'not-halal'] as const;
type HalalStatus = (typeof HALAL_STATUSES)[number];

export const HALAL_LABELS: Record<HalalStatus, string> = {
  certified: 'Halal certified',
  'no-pork-lard-alcohol': 'No pork, no lard, no alcohol',
  'not-halal': 'Not halal',
};

/** Categories whose products are not food: they never carry food facts. */
export const APPAREL_CATEGORIES: readonly string[] = ['Men', 'Women', 'Kids'];
