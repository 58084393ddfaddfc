import { useRouteLoaderData } from 'react-router';
import { useSyncExternalStore } from 'react';
import { readCookie } from './cookie.ts';

/** The request's cookie texts the root loader read, by name: what the server renders the page with. */
export type ServedCookies = Record<string, string>;

export const useServedCookies = (): ServedCookies =>
  useRouteLoaderData<{ cookies: ServedCookies }>('root')?.cookies ?? {};

export interface CookieStore<T> {
  /** The cookie's value now (`empty` when it is not set). */
  read(): T;
  /** The value, rendered from the request's cookie until the page has hydrated. */
  use(subscribe: (listener: () => void) => () => void): T;
}

/**
 * A cookie read through its contract parser, on the server from the request's text (the root loader's
 * `cookies`) and in the browser from `document.cookie`; a reading is kept until the text changes, as
 * React reads it on every render of every part that shows it.
 */
export function cookieStore<T>(name: string, empty: T, parse: (raw: string) => T): CookieStore<T> {
  let cachedRaw: string | undefined;
  let cached = empty;
  const parsed = (raw: string | undefined): T => {
    if (raw !== cachedRaw) {
      cachedRaw = raw;
      cached = raw ? parse(raw) : empty;
    }
    return cached;
  };
  const read = () => parsed(readCookie(name));
  return {
    read,
    use(subscribe) {
      const served = useServedCookies()[name];
      return useSyncExternalStore(subscribe, read, () => parsed(served));
    },
  };
}
