import { readCookie } from './cookie.ts';

type Parse<T> = (raw: string) => T;

/** What the server read from one of the request's cookies: its text and the value parsed from it. */
export interface CookieSeed {
  raw: string;
  value: unknown;
}

const parsers = new Map<string, Parse<unknown>>();
const seeds = new Map<string, CookieSeed>();
const stores = new Map<string, ParsedCookie<unknown>>();

/**
 * Registers the parser of a cookie (a module that checks it with a contract schema). Parser modules
 * call it as they load: the server's page renderer imports them up front, the browser when it first
 * meets a cookie text it has no reading of.
 */
export function provideCookieParser<T>(name: string, parse: Parse<T>): void {
  parsers.set(name, parse);
}

/** The server's readings of the request's cookies, which a drawn page carries (see entry-server.tsx). */
export function seedCookies(list: Record<string, CookieSeed>): void {
  for (const [name, seed] of Object.entries(list)) seeds.set(name, seed);
}

/** This render's readings of every parsed cookie the request has, for the page to carry. */
export function cookieSeeds(): Record<string, CookieSeed> {
  const out: Record<string, CookieSeed> = {};
  for (const [name, store] of stores) {
    const raw = readCookie(name);
    if (raw) out[name] = { raw, value: store.read() };
  }
  return out;
}

export interface ParsedCookie<T> {
  /** The cookie's value: `empty` when it is not set. */
  read(): T;
  /** Resolves with an exact reading, once the parser is there (for changes made from the reading). */
  exact(): Promise<T>;
  /** Notes the value just written under `raw`, so reading it back needs no parse. */
  remember(raw: string | undefined, value: T): void;
}

/**
 * A cookie read through a contract schema, without zod on the page's start-up path. The text the
 * server read (and parsed) for a drawn page is known from its seed, and a text this page wrote is
 * known from the write, so neither is parsed again. Only a text from elsewhere (another tab, a hand
 * edit) needs the parser: it is loaded then, `read` keeps the last reading until it is there, and
 * `onLoaded` tells the listeners to read again.
 */
export function parsedCookie<T>(
  name: string,
  empty: T,
  loadParser: () => Promise<unknown>,
  onLoaded: () => void,
): ParsedCookie<T> {
  let cachedRaw: string | undefined;
  let cached = empty;
  let loading: Promise<void> | undefined;

  const parserFor = () => parsers.get(name) as Parse<T> | undefined;
  const load = () =>
    (loading ??= loadParser().then(
      () => {
        if (!parserFor()) throw new Error(`No parser was provided for the cookie ${name}`);
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
    const seed = seeds.get(name);
    const parse = parserFor();
    if (!raw) cached = empty;
    else if (seed?.raw === raw) cached = seed.value as T;
    else if (parse) cached = parse(raw);
    else {
      // A failed load is asked for again by the next read (and reported by `exact`).
      load().catch(() => undefined);
      return cached;
    }
    cachedRaw = raw;
    return cached;
  };

  const store: ParsedCookie<T> = {
    read,
    async exact() {
      const raw = readCookie(name);
      if (raw && raw !== cachedRaw && seeds.get(name)?.raw !== raw) await load();
      return read();
    },
    remember(raw, value) {
      cachedRaw = raw;
      cached = raw ? value : empty;
    },
  };
  stores.set(name, store as ParsedCookie<unknown>);
  return store;
}
