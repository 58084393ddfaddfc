import { z } from 'zod';
import { requiredText } from './human-text.ts';

/**
 * One line the product page promises, for the products of one kind: `kind` is a category ("Bakery")
 * or a sub-category ("Cakes"), compared without case, or "*" for every product. Kept in the shop's
 * settings so a promise the shop stops keeping is removed in the back office, not in the code.
 */
export const ProductPromise = z
  .object({
    kind: requiredText('A kind', 60, {
      required: 'Each promise names a kind.',
      tooLong: 'A kind can be at most 60 characters.',
    }),
    text: requiredText('A promise', 160, {
      required: 'Each promise needs its text.',
      tooLong: 'A promise can be at most 160 characters.',
    }),
    /** The promise on the /ms pages; absent: the English shows there. */
    textMs: requiredText('A Malay promise', 160, {
      required: 'A Malay promise needs its text; leave it out for none.',
      tooLong: 'A Malay promise can be at most 160 characters.',
    }).optional(),
  })
  .strict();
export type ProductPromise = z.infer<typeof ProductPromise>;

export const ProductPromises = z.array(ProductPromise).max(30, 'At most 30 product promises.');
