import { describe, expect, it } from 'vitest';
import { langOfRequest, MAIL_CATALOGUES, shopPageUrl } from './index.ts';

/** Every leaf of a catalogue by its key path, with its kind (a function's words are its own; its arity counts). */
function leaves(value: unknown, at: string[] = []): string[] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    return [`${at.join(' > ')}: ${typeof value}${typeof value === 'function' ? value.length : ''}`];
  }
  return Object.entries(value)
    .flatMap(([key, inner]) => leaves(inner, [...at, key]))
    .sort();
}

describe('the mail catalogues', () => {
  it('have the same keys, each with the same kind of value, in Malay as in English', () => {
    expect(leaves(MAIL_CATALOGUES.ms)).toEqual(leaves(MAIL_CATALOGUES.en));
  });

  it('are not English under a Malay name', () => {
    expect(MAIL_CATALOGUES.ms.code.register.subject).toBe('kod pengesahan anda');
    expect(MAIL_CATALOGUES.ms.order.placed.subject('Kedai', 'AB12CD34')).toBe('Kedai: pesanan AB12CD34 telah diterima');
  });
});

describe('langOfRequest', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['ms', 'ms'],
    ['ms-MY', 'ms'],
    ['en', 'en'],
    ['ms-MY,ms;q=0.9,en;q=0.8', 'ms'],
    ['en-GB,en;q=0.9,ms;q=0.8', 'en'],
    ['zh-CN,ms;q=0.5,en;q=0.4', 'ms'],
    ['ms;q=0.2,en;q=0.8', 'en'],
    ['ms;q=0', 'en'],
    ['fr, de', 'en'],
    [['ms'], 'ms'],
  ] as const)('reads %j as %s', (header, lang) => {
    expect(langOfRequest(header)).toBe(lang);
  });
});

describe('shopPageUrl', () => {
  it('links the Malay page under /ms and leaves the English one alone', () => {
    expect(shopPageUrl('https://shop.example', '/checkout/1', 'ms')).toBe('https://shop.example/ms/checkout/1');
    expect(shopPageUrl('https://shop.example', '/', 'ms')).toBe('https://shop.example/ms');
    expect(shopPageUrl('https://shop.example', '/checkout/1', 'en')).toBe('https://shop.example/checkout/1');
  });
});
