import { z } from 'zod';

/**
 * One line the product page promises, for the products of one kind: `kind` is a category ("Bakery")
 * or a sub-category ("Cakes"), compared without case, or "*" for every product. Kept in the shop's
 * settings so a promise the shop stops keeping is removed in the back office, not in the code.
 */
export const ProductPromise = z
  .object({
    kind: z.string().trim().min(1, 'Each promise names a kind.').max(60, 'A kind can be at most 60 characters.'),
    text: z.string().trim().min(1, 'Each promise needs its text.').max(160, 'A promise can be at most 160 characters.'),
  })
  .strict();
export type ProductPromise = z.infer<typeof ProductPromise>;

export const ProductPromises = z.array(ProductPromise).max(30, 'At most 30 product promises.');
