import { z } from 'zod';
import { CalendarDate } from './fulfilment.ts';
import { ALLERGENS, HALAL_STATUSES } from './food-labels.ts';

export const Allergen = z.enum(ALLERGENS, { error: 'Choose allergens from the list.' });
export type Allergen = z.infer<typeof Allergen>;
export const HalalStatus = z.enum(HALAL_STATUSES);
export type HalalStatus = z.infer<typeof HalalStatus>;

/** The halal status a shopper sees: a certificate past its expiry is no certification. */
export const ShownHalal = z.discriminatedUnion('status', [
  z.object({ status: z.literal('certified'), certificateNo: z.string(), expiry: z.string() }),
  z.object({ status: z.literal('no-pork-lard-alcohol') }),
  z.object({ status: z.literal('not-halal') }),
]);
export type ShownHalal = z.infer<typeof ShownHalal>;

/** A food product's facts as the shop shows them. */
export const ProductFacts = z.object({
  ingredients: z.string(),
  allergens: z.array(Allergen),
  halal: ShownHalal.nullable(),
  /** The demo's facts are made up; the product page says so. */
  example: z.boolean(),
});
export type ProductFacts = z.infer<typeof ProductFacts>;

export const FACTS_INGREDIENTS_MAX = 1000;

/** PUT /api/admin/product/:id/facts: what staff state; a blank status claims nothing. */
export const AdminFactsBody = z
  .object({
    ingredients: z
      .string()
      .trim()
      .max(FACTS_INGREDIENTS_MAX, `Ingredients: at most ${FACTS_INGREDIENTS_MAX} characters.`),
    /** The ingredients on the /ms pages. Empty or null: the English shows there; absent keeps what was stated. */
    ingredientsMs: z
      .string()
      .trim()
      .max(FACTS_INGREDIENTS_MAX, `Malay ingredients: at most ${FACTS_INGREDIENTS_MAX} characters.`)
      .nullable()
      .optional()
      .transform((t) => (t === undefined ? undefined : t || null)),
    allergens: z.array(Allergen).max(ALLERGENS.length),
    halalStatus: HalalStatus.nullable(),
    certificateNo: z.string().trim().max(60, 'Certificate number: at most 60 characters.').nullable().optional(),
    certificateExpiry: CalendarDate.nullable().optional(),
  })
  .strict()
  .refine((b) => b.halalStatus !== 'certified' || (b.certificateNo && b.certificateExpiry), {
    message: 'A halal certification needs its certificate number and expiry date.',
    path: ['certificateNo'],
  });
export type AdminFactsBody = z.input<typeof AdminFactsBody>;

/** What staff stated, as stored (an expired certificate is still shown to staff, with its date). */
export const AdminFacts = z.object({
  ingredients: z.string(),
  ingredientsMs: z.string().nullable(),
  allergens: z.array(Allergen),
  halalStatus: HalalStatus.nullable(),
  certificateNo: z.string().nullable(),
  certificateExpiry: z.string().nullable(),
  example: z.boolean(),
});
export type AdminFacts = z.infer<typeof AdminFacts>;

export const AdminFactsResponse = z.object({ success: z.literal(true), facts: AdminFacts });
export type AdminFactsResponse = z.infer<typeof AdminFactsResponse>;
