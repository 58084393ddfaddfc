import { useContext, useSyncExternalStore } from 'react';
import { readCookie } from './cookie.ts';
import { SeedsContext, type CookieSeed } from './cookie-seeds.ts';

type Parse<T> = (raw: string) => T;

export interface CookieStore<T> {
  /** The cookie's value now (`empty` when it is not set). */
  read(): T;
  /** Resolves with an exact reading, once the parser is there (for changes made from the reading). */
  exact(): Promise<T>;
  /** Notes the value just written under `raw`, so reading it back needs no parse. */
  remember(raw: string | undefined, value: T): void;
  /** The value, rendered as the server read it until the page has hydrated. */
  use(subscribe: (listener: () => void) => () => void): T;
}

/**
 * A cookie read through a contract schema without zod on the page's start-up path. The root loader
 * parses the request's cookies on the server; the browser knows those texts from its seeds and the
 * texts it wrote itself, so only a text from elsewhere (another tab, a hand edit) needs the parser: it
 * is loaded then, `read` keeps the last reading until it is there, and `onLoaded` tells the listeners.
 * Every page's layout reads these cookies, so parsing them in the browser would put zod and the
 * contract's schemas (36.1 KB gzip, build of 2026-11-26) in home's first download (115.4 KB of 120).
 */
export function cookieStore<T>(name: string, empty: T, loadParser: () => Promise<Parse<T>>, onLoaded: () => void): CookieStore<T> {
  let cachedRaw: string | undefined;
  let cached = empty;
  let seed: CookieSeed | undefined;
  let parse: Parse<T> | undefined;
  let loading: Promise<void> | undefined;

  const load = () =>
    (loading ??= loadParser().then(
      (parser) => {
        parse = parser;
        onLoaded();
      },
      (error: unknown) => {
        // A chunk that failed to arrive (a dropped connection) is asked for again at the next read.
        loading = undefined;
        throw error;
      },
    ));

  const read = (): T => {
    const raw = readCookie(name);
    if (raw === cachedRaw) return cached;
    if (!raw) cached = empty;
    else if (seed?.raw === raw) cached = seed.value as T;
    else if (parse) cached = parse(raw);
    else {
      load().catch(() => undefined);
      return cached;
    }
    cachedRaw = raw;
    return cached;
  };

  return {
    read,
    async exact() {
      const raw = readCookie(name);
      if (raw && raw !== cachedRaw && seed?.raw !== raw) await load();
      return read();
    },
    remember(raw, value) {
      cachedRaw = raw;
      cached = raw ? value : empty;
    },
    use(subscribe) {
      const served = useContext(SeedsContext)[name];
      // One shopper per browser: the served reading is kept for the reads that follow the hydration.
      if (typeof document !== 'undefined' && served) seed ??= served;
      return useSyncExternalStore(subscribe, read, () => (served ? (served.value as T) : empty));
    },
  };
}
