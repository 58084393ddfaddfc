import { z } from 'zod';

/**
 * Malaysian phone numbers as people write them: "012-345 6789", "+60 12-345 6789", "(03) 7722 1234".
 * One normal form is stored: the national number in digits with its leading 0 ("0123456789"), so
 * the spec's "phone is numeric" holds and the same number typed two ways is one number.
 */
export const PHONE_MESSAGE = 'Enter a phone number such as 012-345 6789 or +60 12-345 6789.';

const SEPARATORS = /[\s\-.()/]/g;

/** The normal form of `input`, or null when it is not a phone number this shop can call. */
export function normalizePhone(input: string): string | null {
  const compact = input.trim().replace(SEPARATORS, '');
  let digits: string;
  if (compact.startsWith('+60')) digits = `0${compact.slice(3)}`;
  else if (compact.startsWith('+')) return null;
  // 60 followed by a national number without its 0: the country code typed without the plus.
  else if (/^60[1-9]\d{7,9}$/.test(compact)) digits = `0${compact.slice(2)}`;
  else digits = compact;
  // "+60 012…" doubles the trunk 0.
  digits = digits.replace(/^00(?=[1-9])/, '0');
  return /^\d{8,15}$/.test(digits) ? digits : null;
}

/** A stored number written back as Malaysians read it: 012-345 6789, 011-2345 6789, 03-7722 1234. */
export function formatPhone(stored: string): string {
  const d = stored.trim();
  if (!/^0\d{8,10}$/.test(d)) return stored;
  // Mobiles (01x) and East Malaysian lines (08x) have a three-digit prefix; the Klang Valley's is 03.
  const prefixLength = /^0[18]/.test(d) ? 3 : 2;
  const prefix = d.slice(0, prefixLength);
  const rest = d.slice(prefixLength);
  const split = rest.length - 4;
  return `${prefix}-${rest.slice(0, split)} ${rest.slice(split)}`;
}

/** A phone field of a request: accepts spaces, dashes, brackets and +60, and yields the normal form. */
export const PhoneNumber = z
  .string()
  .trim()
  .max(30, PHONE_MESSAGE)
  .transform((value, ctx) => {
    const normal = normalizePhone(value);
    if (normal === null) {
      ctx.addIssue({ code: 'custom', message: PHONE_MESSAGE });
      return z.NEVER;
    }
    return normal;
  });
