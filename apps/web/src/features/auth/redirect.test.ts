import { describe, expect, it } from 'vitest';
import { loginPath, safeRedirect } from './redirect.ts';

describe('safeRedirect', () => {
  it.each([
    ['/orders', '/orders'],
    ['/checkout/0193a1b2-c3d4', '/checkout/0193a1b2-c3d4'],
    ['/collection?q=tee&sort=low-high', '/collection?q=tee&sort=low-high'],
    ['/my-profile#orders', '/my-profile#orders'],
    ['/place-order/', '/place-order/'],
  ])('keeps the shop path %s', (value, expected) => {
    expect(safeRedirect(value)).toBe(expected);
  });

  it.each([
    null,
    undefined,
    '',
    'orders',
    '//evil.com',
    '//evil.com/orders',
    '/\\evil.com',
    '/\\/evil.com',
    '\\\\evil.com',
    '/orders\\..\\..\\evil',
    'https://evil.com/orders',
    'http:/evil.com',
    'javascript:alert(1)',
    '/\tevil.com',
    '/\n/evil.com',
    '/ /evil.com',
    '/\u0000evil',
    '/login',
    '/login?redirect=/orders',
    '/ms/login',
    '/ms/register?redirect=/orders',
    '/register',
  ])('sends %j home', (value) => {
    expect(safeRedirect(value as string | null | undefined)).toBe('/');
  });

  it('normalises dot segments but stays on the shop', () => {
    expect(safeRedirect('/orders/../../checkout/1')).toBe('/checkout/1');
  });
});

describe('loginPath', () => {
  it('carries the page to come back to', () => {
    expect(loginPath('/checkout/abc?payment=success')).toBe('/login?redirect=%2Fcheckout%2Fabc%3Fpayment%3Dsuccess');
  });

  it('asks for no return when the page is unsafe or home', () => {
    expect(loginPath('//evil.com')).toBe('/login');
    expect(loginPath('/')).toBe('/login');
  });
});
