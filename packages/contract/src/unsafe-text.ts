// Kept apart from safe-text.ts, which builds zod schemas: the storefront cleans its search text with
// this on the first page load, where zod must not be downloaded.

/**
 * Text every string the API accepts must be: PostgreSQL cannot store a NUL, a lone surrogate is not
 * Unicode (jsonb refuses it), and other control characters only hide or garble what staff read.
 * Tabs and line breaks are ordinary text (an address, a news body).
 */
/* eslint-disable no-control-regex -- finding control characters is what these patterns are for */
const NUL = /\u0000/;
const LONE_SURROGATE = /[\ud800-\udfff]/u;
const CONTROL = /[\u0001-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
const UNSAFE_ALL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]|[\ud800-\udfff]/gu;
/* eslint-enable no-control-regex */

/** Why `text` cannot be accepted, in words a person understands, or null when it is fine. */
export function unsafeTextProblem(text: string): string | null {
  if (NUL.test(text)) return 'contains a NUL character, which cannot be stored. Please remove it.';
  if (LONE_SURROGATE.test(text)) return 'contains broken Unicode (a lone surrogate). Please retype it.';
  if (CONTROL.test(text)) return 'contains a control character. Please remove it.';
  return null;
}

/** Search text with every character `unsafeTextProblem` refuses replaced by a space. */
export function cleanSearchText(text: string): string {
  return text.replace(UNSAFE_ALL, ' ');
}
