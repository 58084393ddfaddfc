import Cookies from 'js-cookie';
import { afterEach, describe, expect, it } from 'vitest';
import { parseCookies, readCookie } from './cookie.ts';

afterEach(() => {
  Cookies.remove('a');
  Cookies.remove('b');
});

describe('readCookie', () => {
  it('reads a cookie, decoded, and sees every change to the cookies', () => {
    expect(readCookie('a')).toBeUndefined();
    Cookies.set('a', '[{"x":"1, 2"}]');
    expect(readCookie('a')).toBe('[{"x":"1, 2"}]');
    Cookies.set('b', 'two');
    expect(readCookie('b')).toBe('two');
    Cookies.set('a', 'changed');
    expect(readCookie('a')).toBe('changed');
    Cookies.remove('a');
    expect(readCookie('a')).toBeUndefined();
  });
});

describe('parseCookies', () => {
  it('reads a Cookie header as the browser would hand it to js-cookie', () => {
    const written = encodeURIComponent('[{"x":"1, 2"}]');
    expect(parseCookies(`a=${written}; b=two; a=shadowed; broken=%E0%A4%A; c="quoted"`)).toEqual({
      a: '[{"x":"1, 2"}]',
      b: 'two',
      c: 'quoted',
    });
    expect(parseCookies('')).toEqual({});
    expect(parseCookies('no-equals; =nameless')).toEqual({});
  });
});
