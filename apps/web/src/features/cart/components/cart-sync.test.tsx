import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GUEST_CART_COOKIE } from '../../../shared/cookie-names.ts';
import { addGuestLine, GUEST_CART_ID_COOKIE } from '../guest-cart.ts';
import { CartSync } from './cart-sync.tsx';

const A = '11111111-1111-4111-8111-111111111111';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  Cookies.remove(GUEST_CART_COOKIE, { path: '/' });
  Cookies.remove(GUEST_CART_ID_COOKIE, { path: '/' });
});

describe('CartSync for a guest', () => {
  it("looks the bag's products up after the add has rendered, in a task of its own", async () => {
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        asked.push(String(url));
        return new Response(JSON.stringify({ success: true, products: [] }), {
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
    const router = createMemoryRouter([
      {
        path: '/',
        element: (
          <QueryClientProvider client={new QueryClient()}>
            <CartSync />
          </QueryClientProvider>
        ),
      },
    ]);
    render(<RouterProvider router={router} />);
    await addGuestLine(A, '', 1);
    // The add's own render (a microtask after the write) starts no request: a tap paints first.
    for (let i = 0; i < 20; i++) await Promise.resolve();
    expect(asked).toEqual([]);
    await waitFor(() => expect(asked.some((url) => url.includes('/api/cart/products'))).toBe(true));
  });
});
