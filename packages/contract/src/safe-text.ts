import { z } from 'zod';

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

export interface UnsafeText {
  path: (string | number)[];
  message: string;
}

/** Every string (and object key) in a parsed request that `unsafeTextProblem` refuses. */
export function findUnsafeText(value: unknown, path: (string | number)[] = [], found: UnsafeText[] = []): UnsafeText[] {
  if (typeof value === 'string') {
    const problem = unsafeTextProblem(value);
    if (problem) found.push({ path, message: problem });
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => findUnsafeText(item, [...path, i], found));
  } else if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    for (const [key, item] of Object.entries(value)) {
      const keyProblem = unsafeTextProblem(key);
      if (keyProblem) found.push({ path, message: `a field name ${keyProblem}` });
      findUnsafeText(item, [...path, key], found);
    }
  }
  return found;
}

/**
 * `schema`, also refusing any string in its parsed result that `unsafeTextProblem` refuses. The
 * server applies it to every request schema, so each accepted string is checked once, here; a
 * schema that cleans its text (search) is checked after cleaning.
 */
export function withSafeText<T extends z.ZodType>(schema: T) {
  return schema.superRefine((value, ctx) => {
    for (const issue of findUnsafeText(value)) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  });
}

/** A search field: unsafe characters become spaces, so a search with them simply runs. */
export const SearchText = (max: number) =>
  z.string().max(max, 'Search text is too long.').transform(cleanSearchText);
