import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cookieSeeds, parsedCookie, provideCookieParser, seedCookies } from './parsed-cookie.ts';

const parseNumber = (raw: string) => {
  const n = Number(raw);
  return Number.isFinite(n) ? n : -1;
};

/** A cookie store as the features build one, with a parser module that registers itself as it loads. */
function setup(name: string) {
  const parse = vi.fn(parseNumber);
  const loaded = vi.fn();
  // As a dynamic import: the module (and its registration) arrives in a later task.
  const loadParser = vi.fn(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    provideCookieParser(name, parse);
  });
  const store = parsedCookie<number>(name, 0, loadParser, loaded);
  return { store, parse, loaded, loadParser };
}

afterEach(() => {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
});

describe('a cookie read through a parser that loads when needed', () => {
  it('takes the reading the served page carries without loading the parser', () => {
    const { store, loadParser } = setup('seeded');
    Cookies.set('seeded', '41', { path: '/' });
    seedCookies({ seeded: { raw: '41', value: 42 } });
    // The seed wins over what a parse would say: it is what the server drew the page from.
    expect(store.read()).toBe(42);
    expect(loadParser).not.toHaveBeenCalled();
  });

  it('is empty without the cookie, and knows a value it wrote without parsing it', () => {
    const { store, loadParser } = setup('written');
    expect(store.read()).toBe(0);
    Cookies.set('written', '7', { path: '/' });
    store.remember('7', 7);
    expect(store.read()).toBe(7);
    Cookies.remove('written', { path: '/' });
    expect(store.read()).toBe(0);
    expect(loadParser).not.toHaveBeenCalled();
  });

  it('loads the parser for a text from elsewhere, keeps the last reading meanwhile, then tells its listeners', async () => {
    const { store, parse, loaded, loadParser } = setup('elsewhere');
    Cookies.set('elsewhere', '3', { path: '/' });
    store.remember('3', 3);
    Cookies.set('elsewhere', '5', { path: '/' });
    expect(store.read()).toBe(3);
    expect(store.read()).toBe(3);
    await vi.waitFor(() => expect(loaded).toHaveBeenCalledTimes(1));
    expect(loadParser).toHaveBeenCalledTimes(1);
    expect(store.read()).toBe(5);
    expect(parse).toHaveBeenCalledWith('5');
  });

  it('asks for the parser again after a load that failed', async () => {
    const parse = vi.fn(parseNumber);
    const loaded = vi.fn();
    const loadParser = vi
      .fn<() => Promise<void>>()
      .mockRejectedValueOnce(new Error('chunk failed to load'))
      .mockImplementation(async () => provideCookieParser('retried', parse));
    const store = parsedCookie<number>('retried', 0, loadParser, loaded);
    Cookies.set('retried', '8', { path: '/' });
    expect(store.read()).toBe(0);
    await vi.waitFor(() => expect(loadParser).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(store.exact()).resolves.toBe(8);
    expect(loadParser).toHaveBeenCalledTimes(2);
  });

  it('gives an exact reading to a change made from it', async () => {
    const { store } = setup('exact');
    Cookies.set('exact', '9', { path: '/' });
    await expect(store.exact()).resolves.toBe(9);
  });

  it('lists what this render read of each cookie the request has, for the page to carry', () => {
    const { store } = setup('listed');
    provideCookieParser('listed', parseNumber);
    Cookies.set('listed', '12', { path: '/' });
    expect(store.read()).toBe(12);
    expect(cookieSeeds().listed).toEqual({ raw: '12', value: 12 });
    expect(cookieSeeds().written).toBeUndefined();
  });
});
