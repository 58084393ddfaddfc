import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A form resolver that loads its schema (and zod with it) on the form's first check rather than with
 * the page: for forms on every page, such as the newsletter box, which most visits never submit.
 */
export function lazyResolver<T extends FieldValues>(load: () => Promise<Resolver<T>>): Resolver<T> {
  let loaded: Promise<Resolver<T>> | undefined;
  return async (values, context, options) => {
    loaded ??= load();
    return (await loaded)(values, context, options);
  };
}
