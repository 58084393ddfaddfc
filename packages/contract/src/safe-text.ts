import { z } from 'zod';
import { cleanSearchText, unsafeTextProblem } from './unsafe-text.ts';

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
    for (const issue of findUnsafeText(value))
      ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  });
}

/** A search field: unsafe characters become spaces, so a search with them simply runs. */
export const SearchText = (max: number) => z.string().max(max, 'Search text is too long.').transform(cleanSearchText);
