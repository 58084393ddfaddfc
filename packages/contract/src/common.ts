import { z } from 'zod';

/** The states a delivery may go to. */
export const MALAYSIAN_STATES = [
  'Johor',
  'Kedah',
  'Kelantan',
  'Malacca',
  'Negeri Sembilan',
  'Pahang',
  'Penang',
  'Perak',
  'Perlis',
  'Sabah',
  'Sarawak',
  'Selangor',
  'Terengganu',
] as const;
export const MalaysianState = z.enum(MALAYSIAN_STATES);
export type MalaysianState = z.infer<typeof MalaysianState>;

/** 12 hourly slots, 10:00 - 11:00 through 21:00 - 22:00. */
export const TIME_SLOTS = Array.from({ length: 12 }, (_, i) => {
  const start = String(10 + i).padStart(2, '0');
  const end = String(11 + i).padStart(2, '0');
  return `${start}:00 - ${end}:00`;
});

/** Every failure carries a human message the UI shows as is (docs/decisions.md, honest status codes). */
export const ErrorResponse = z.object({
  success: z.literal(false),
  message: z.string(),
  code: z.string().optional(),
  requestId: z.string().optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponse>;

export const SuccessOnly = z.object({ success: z.literal(true), message: z.string().optional() });
export type SuccessOnly = z.infer<typeof SuccessOnly>;

export const Email = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, 'Email is too long.')
  .pipe(z.email('Enter a valid email address.'));

/** A two-decimal money string as the spec's order request carries it ("12.50"). */
export const MoneyString = z.string().regex(/^\d{1,7}\.\d{2}$/, 'Amounts must have two decimals.');
