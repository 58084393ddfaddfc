import { z } from 'zod';
import { CalendarDate } from './fulfilment.ts';

/** The newsletter's promise on the home page: a one-use welcome code of this many percent. */
export const WELCOME_DISCOUNT_PERCENT = 20;
/** How long a welcome code works after it is mailed. */
export const WELCOME_CODE_DAYS = 30;
/** The largest fixed discount or minimum subtotal a code may have, in the shop currency. */
export const PROMO_MAX_AMOUNT = 100_000;

/** Codes are matched without regard to case or surrounding spaces. */
export const PromoCodeText = z
  .string({ error: 'Enter a promo code.' })
  .trim()
  .toUpperCase()
  .min(1, 'Enter a promo code.')
  .max(32, 'Promo codes are at most 32 characters.')
  .regex(/^[A-Z0-9_-]+$/, 'Promo codes are letters, digits, - and _ only.');

/**
 * Letters and digits nobody misreads on a poster or over the phone (no 0, O, 1 or I). Exactly 32, so
 * the low 5 bits of a random byte pick one without bias.
 */
export const PROMO_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A code for staff to start from: crypto-random, so nobody can guess the next one from the last. */
export function suggestPromoCode(length = 10): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(length));
  return Array.from(bytes, (b) => PROMO_CODE_ALPHABET[b & 31]).join('');
}

export const PROMO_KINDS = ['percent', 'fixed'] as const;
export const PromoKind = z.enum(PROMO_KINDS, { error: 'Choose a percentage or a fixed amount.' });
export type PromoKind = z.infer<typeof PromoKind>;

/** POST /api/promo/validate (token header): what the code takes off the shopper's current cart. */
export const ValidatePromoBody = z.object({ code: PromoCodeText }).strict();
export type ValidatePromoBody = z.input<typeof ValidatePromoBody>;

export const ValidatePromoResponse = z.object({
  success: z.literal(true),
  code: z.string(),
  /** In the shop currency, off the product subtotal (never the shipping fee). */
  discount: z.number(),
  message: z.string(),
});
export type ValidatePromoResponse = z.infer<typeof ValidatePromoResponse>;

const twoDecimals = (n: number) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6;

const money = (label: string) =>
  z
    .number({ error: `${label} must be a number.` })
    .nonnegative(`${label} cannot be negative.`)
    .max(PROMO_MAX_AMOUNT, `${label} can be at most ${PROMO_MAX_AMOUNT}.`)
    .refine(twoDecimals, `${label} has at most 2 decimals.`);

/** POST /api/admin/promo-codes (admin): a new code. */
export const PromoCodeInput = z
  .object({
    code: PromoCodeText,
    kind: PromoKind,
    /** Percent (whole, 1-100) or the amount off in the shop currency. */
    amount: z
      .number({ error: 'Amount must be a number.' })
      .positive('Amount must be more than 0.')
      .max(PROMO_MAX_AMOUNT, `Amount can be at most ${PROMO_MAX_AMOUNT}.`),
    minSubtotal: money('Minimum subtotal').default(0),
    /** The last shop-local day the code works (any day the shop's calendar accepts); null never expires. */
    expiresOn: CalendarDate.nullable().default(null),
    /** Orders the code may be used for in all; null is unlimited. */
    maxUses: z
      .number()
      .int('Total uses must be a whole number.')
      .min(1, 'Total uses must be at least 1.')
      .max(1_000_000)
      .nullable()
      .default(null),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.kind === 'percent' && (!Number.isInteger(v.amount) || v.amount > 100)) {
      ctx.addIssue({ code: 'custom', path: ['amount'], message: 'A percentage is a whole number from 1 to 100.' });
    }
    if (v.kind === 'fixed' && !twoDecimals(v.amount)) {
      ctx.addIssue({ code: 'custom', path: ['amount'], message: 'A fixed amount has at most 2 decimals.' });
    }
  });
export type PromoCodeInput = z.input<typeof PromoCodeInput>;

export const AdminPromoCode = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: PromoKind,
  /** Percent, or the amount off in the shop currency. */
  amount: z.number(),
  minSubtotal: z.number(),
  expiresAt: z.number().nullable(),
  maxUses: z.number().nullable(),
  usedCount: z.number(),
  /** Set for a code only one account may use (the newsletter's welcome codes). */
  email: z.string().nullable(),
  active: z.boolean(),
  createdAt: z.number(),
});
export type AdminPromoCode = z.infer<typeof AdminPromoCode>;

export const AdminPromoListQuery = z
  .object({
    page: z.coerce.number({ error: 'Page must be a whole number.' }).int().min(1).max(400).default(1),
    /** Welcome codes are many; the list shows them only when asked. */
    welcome: z.enum(['0', '1']).default('0'),
  })
  .strict();

export const AdminPromoListResponse = z.object({
  success: z.literal(true),
  codes: z.array(AdminPromoCode),
  total: z.number().int(),
});
export type AdminPromoListResponse = z.infer<typeof AdminPromoListResponse>;

export const AdminPromoResponse = z.object({ success: z.literal(true), message: z.string(), code: AdminPromoCode });
export type AdminPromoResponse = z.infer<typeof AdminPromoResponse>;
