import { describe, expect, it } from 'vitest';
import { needsServiceChoice } from './selection.ts';

describe('needsServiceChoice', () => {
  it.each([
    '/',
    '/collection',
    '/collection/',
    '/product/abc-123',
    '/cart',
    '/place-order',
    '/ms',
    '/ms/',
    '/ms/collection',
    '/ms/product/abc-123',
    '/ms/cart',
    '/ms/place-order',
  ])('blocks %s, where shopping happens', (path) => {
    expect(needsServiceChoice(path)).toBe(true);
  });

  it.each([
    '/login',
    '/register',
    '/reset-password',
    '/email-verify',
    '/terms',
    '/contact',
    '/about',
    '/news',
    '/news/3',
    '/outlets',
    '/orders',
    '/my-profile',
    '/checkout/0b7f',
    '/admin',
    '/admin/orders',
    '/product/a/b',
    '/no-such-page',
    '/ms/login',
    '/ms/about',
    '/ms/orders',
    '/ms/checkout/0b7f',
    '/msx/collection',
  ])('leaves %s free', (path) => {
    expect(needsServiceChoice(path)).toBe(false);
  });
});
