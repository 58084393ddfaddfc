import type { Product } from '@shop/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { FALLBACK_SETTINGS } from '../../../shared/settings.ts';
import { PurchaseForm } from './purchase-form.tsx';

const product: Product = {
  id: 'p1',
  name: 'Kaya Bun',
  price: 4.5,
  description: 'Soft bun with kaya.',
  image: [],
  features: [],
  category: 'Bakery',
  subCategory: 'Buns',
  bestseller: false,
};

/** The form as a screen renders it: under the root route, whose loader read the settings. */
const form = () => {
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '/',
        element: (
          <QueryClientProvider client={new QueryClient()}>
            <PurchaseForm product={product} />
          </QueryClientProvider>
        ),
      },
    ],
    { hydrationData: { loaderData: { root: { settings: FALLBACK_SETTINGS } } } },
  );
  return <RouterProvider router={router} />;
};

describe('PurchaseForm before the page has hydrated', () => {
  it('sends ADD TO CART disabled, so a tap before the script runs cannot submit the form natively', () => {
    expect(renderToString(form())).toMatch(/<button[^>]*type="submit"[^>]*disabled=""[^>]*>.*ADD TO CART/);
  });

  it('enables it in the browser', () => {
    render(form());
    expect((screen.getByRole('button', { name: 'ADD TO CART' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
