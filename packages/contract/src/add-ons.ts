import { z } from 'zod';

/**
 * The hard ceilings of a customisable product's add-ons. Staff set each product's own limits below
 * them (a message of 30 characters on a round cake); these keep every stored line small.
 */
export const ADD_ON_CEILINGS = { messageChars: 60, cardChars: 300, candles: 100, noteChars: 300 } as const;

const addOnPrice = z
  .number({ error: 'An add-on price must be a number.' })
  .min(0, 'An add-on price cannot be negative.')
  .max(1000, 'An add-on price is too high.')
  .refine((n) => Math.round(n * 100) === Number((n * 100).toFixed(6)), 'A price can have at most two decimals.');
const chars = (label: string, max: number) =>
  z
    .number()
    .int(`${label} must be a whole number.`)
    .min(1, `${label} must be at least 1.`)
    .max(max, `${label} can be at most ${max}.`);

/**
 * What a customisable product offers, each add-on with its limit and its price per unit (ringgit;
 * candles are priced each). An add-on left out is not offered.
 */
export const AddOnOffer = z
  .object({
    message: z
      .object({ maxLength: chars('The message length', ADD_ON_CEILINGS.messageChars), price: addOnPrice })
      .strict()
      .optional(),
    candles: z
      .object({ max: chars('The candle count', ADD_ON_CEILINGS.candles), price: addOnPrice })
      .strict()
      .optional(),
    knife: z.object({ price: addOnPrice }).strict().optional(),
    card: z
      .object({ maxLength: chars('The card length', ADD_ON_CEILINGS.cardChars), price: addOnPrice })
      .strict()
      .optional(),
  })
  .strict();
export type AddOnOffer = z.infer<typeof AddOnOffer>;

/**
 * The add-ons a shopper chose for one cart line, each unit of the line carrying them. Text is kept
 * as typed (only the ends trimmed) and always shown as text; an empty message means none, an empty
 * card text a blank card.
 */
export const LineAddOns = z
  .object({
    message: z
      .string()
      .max(ADD_ON_CEILINGS.messageChars * 2, `The message can be at most ${ADD_ON_CEILINGS.messageChars} characters.`)
      .transform((s) => s.trim())
      .optional(),
    candles: z
      .number({ error: 'Candles must be a number.' })
      .int('Candles must be a whole number.')
      .min(0, 'Candles cannot be negative.')
      .max(ADD_ON_CEILINGS.candles, `At most ${ADD_ON_CEILINGS.candles} candles.`)
      .optional(),
    knife: z.boolean().optional(),
    card: z
      .string()
      .max(ADD_ON_CEILINGS.cardChars * 2, `The card can be at most ${ADD_ON_CEILINGS.cardChars} characters.`)
      .transform((s) => s.trim())
      .optional(),
  })
  .strict()
  .transform((a): LineAddOns => normaliseAddOns(a));
export interface LineAddOns {
  message?: string;
  candles?: number;
  knife?: true;
  card?: string;
}

/** Add-ons as answers carry them (already normalised by the server). */
export const AddOnsView = z.object({
  message: z.string().optional(),
  candles: z.number().int().optional(),
  knife: z.literal(true).optional(),
  card: z.string().optional(),
});

/** Drops what chooses nothing (no message, 0 candles, no knife), so equal choices are equal objects. */
export function normaliseAddOns(a: {
  message?: string | undefined;
  candles?: number | undefined;
  knife?: boolean | undefined;
  card?: string | undefined;
}): LineAddOns {
  const out: LineAddOns = {};
  if (a.message) out.message = a.message;
  if (a.candles) out.candles = a.candles;
  if (a.knife) out.knife = true;
  if (a.card !== undefined) out.card = a.card;
  return out;
}

/** An order's note for the shop (delivery or pickup instructions, "less sugar"). */
export const OrderNote = z
  .string()
  .max(ADD_ON_CEILINGS.noteChars * 2, `The note can be at most ${ADD_ON_CEILINGS.noteChars} characters.`)
  .transform((s) => s.trim())
  .refine(
    (s) => [...s].length <= ADD_ON_CEILINGS.noteChars,
    `The note can be at most ${ADD_ON_CEILINGS.noteChars} characters.`,
  )
  .optional();
