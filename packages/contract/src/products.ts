import { z } from 'zod';
import { LIMITS, SORTS } from './constants.ts';
import { cleanSearchText } from './unsafe-text.ts';
import { Allergen, ProductFacts } from './product-facts.ts';
import { Preorder } from './season.ts';
import { AddOnOffer } from './add-ons.ts';

export const Product = z.object({
  id: z.string(),
  name: z.string(),
  price: z.number(),
  description: z.string(),
  /** Large image URLs; the first is the thumbnail. `thumbnailUrl` derives the small size. */
  image: z.array(z.string()),
  features: z.array(z.string()),
  category: z.string(),
  subCategory: z.string(),
  bestseller: z.boolean(),
  /** How many are left per option, present only when the shop tracks this product's stock. */
  stock: z.record(z.string(), z.number()).optional(),
  /** Food facts, when staff have stated any; never for apparel. */
  facts: ProductFacts.optional(),
  /** While the product is in a festive season that has not ended. */
  preorder: Preorder.optional(),
  /** The options that have their own price (ringgit); the others sell at `price`. Absent when none do. */
  optionPrices: z.record(z.string(), z.number()).optional(),
  /** The add-ons a customisable product offers, each with its limit and price. Absent when it is not customisable. */
  customisation: AddOnOffer.optional(),
  /** With `?lang=ms`, the Malay names staff gave the category and the type; absent otherwise. */
  categoryLabel: z.string().optional(),
  subCategoryLabel: z.string().optional(),
  /**
   * With `?lang=ms`, the Malay names staff gave the options, keyed by the option as `features` names it
   * (the bag and the order keep that one); absent otherwise, and an option left out shows as it is.
   */
  optionLabels: z.record(z.string(), z.string()).optional(),
});
export type Product = z.infer<typeof Product>;

/**
 * `?lang=ms` on the shop's product reads: each product's name, description and ingredients in Malay
 * where staff gave them, else in English; the specified fields keep their shape. Absent or `en`: English.
 */
export const ContentLangQuery = z.object({ lang: z.enum(['en', 'ms']).default('en') });
export type ContentLang = z.infer<typeof ContentLangQuery>['lang'];

export const ProductListResponse = z.object({
  success: z.literal(true),
  products: z.array(Product),
  message: z.string().optional(),
});
export type ProductListResponse = z.infer<typeof ProductListResponse>;

/** GET /api/product/list?view=latest|bestsellers: each screen asks only for what it shows (docs/decisions.md). */
export const ProductListQuery = ContentLangQuery.extend({
  view: z.enum(['latest', 'bestsellers']).default('latest'),
});
export type ProductListQuery = z.infer<typeof ProductListQuery>;

export const ProductSort = z.enum(SORTS);
export type ProductSort = z.infer<typeof ProductSort>;

const pageNumber = z.number().int('Page must be a whole number.').min(1, 'Page starts at 1.').max(100_000);

export const FetchProductsBody = z
  .object({
    productName: z
      .string()
      .max(LIMITS.searchTextMax, 'Search text is too long.')
      .transform(cleanSearchText)
      .nullable()
      .optional(),
    page: pageNumber,
    amount: z.number().int('Amount must be a whole number.').min(1, 'Amount must be at least 1.'),
    category: z.array(z.string().max(60)).max(20).optional(),
    subCategory: z.array(z.string().max(60)).max(20).optional(),
    sort: ProductSort.optional(),
    /** Only products whose halal certificate is current. */
    halalCertified: z.boolean().optional(),
    /** Only products whose stated facts name none of these allergens. */
    freeFrom: z.array(Allergen).max(20).optional(),
  })
  .strict()
  // A huge amount is clamped rather than refused, so an old client keeps working.
  .transform((b) => ({ ...b, amount: Math.min(b.amount, LIMITS.maxPageSize) }));
export type FetchProductsBody = z.input<typeof FetchProductsBody>;

export const FetchProductsResponse = z.object({
  success: z.literal(true),
  products: z.array(Product),
  totalProducts: z.number().int(),
  suggestions: z.array(z.object({ name: z.string() })),
  /** Only when a search matched nothing: the nearest text that does match ("Did you mean 'apricot'?"). */
  correction: z.string().optional(),
});
export type FetchProductsResponse = z.infer<typeof FetchProductsResponse>;

export const ProductResponse = z.object({ success: z.literal(true), product: Product });
export type ProductResponse = z.infer<typeof ProductResponse>;

/** One checkbox of the collection's filter panel, with how many visible products it holds. */
export const Facet = z.object({
  name: z.string(),
  count: z.number().int(),
  /** With `?lang=ms`, the Malay name staff gave it (the filter still names it by `name`); absent otherwise. */
  label: z.string().optional(),
});
export type Facet = z.infer<typeof Facet>;

/** One value or several of a repeated query parameter (`?category=Bakery&category=Cakes`), as a list. */
const repeated = <T extends z.ZodType<string>>(item: T) =>
  z
    .union([item, z.array(item).max(20)])
    .transform((v) => (Array.isArray(v) ? v : [v]))
    .optional();

/**
 * GET /api/product/facets' query: the collection's search and filters, with fetchProducts' names. Each
 * facet counts the products matching the search and every other filter, not its own (so choosing a
 * value shows that many results); none given, the whole catalogue's counts as before.
 */
export const FacetsQuery = z.object({
  productName: z.string().max(LIMITS.searchTextMax, 'Search text is too long.').transform(cleanSearchText).optional(),
  category: repeated(z.string().max(60)),
  subCategory: repeated(z.string().max(60)),
  halalCertified: z
    .enum(['true', 'false'], 'halalCertified is true or false.')
    .transform((v) => v === 'true')
    .optional(),
  freeFrom: repeated(Allergen),
  lang: ContentLangQuery.shape.lang,
});
export type FacetsQuery = z.input<typeof FacetsQuery>;

/** GET /api/product/facets: the categories and types the catalogue actually has. */
export const FacetsResponse = z.object({
  success: z.literal(true),
  categories: z.array(Facet),
  subCategories: z.array(Facet),
});
export type FacetsResponse = z.infer<typeof FacetsResponse>;

/** The suggestion list under the search field holds at most this many names. */
export const SUGGESTION_LIMIT = 6;

/** Short enough to stay legible over a banner on a 360 px phone. */
export const SLIDE_HEADLINE_MAX = 60;
export const SLIDE_SUBTITLE_MAX = 120;

export const Slide = z.object({ url: z.string(), alt: z.string(), headline: z.string(), subtitle: z.string() });
export type Slide = z.infer<typeof Slide>;

/** `sliderImages` as ever (the URLs in order); `slides` adds the words of each banner. */
export const SliderResponse = z.object({
  success: z.literal(true),
  sliderImages: z.array(z.string()),
  slides: z.array(Slide),
});
export type SliderResponse = z.infer<typeof SliderResponse>;
