import type { Product } from '@shop/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
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

const form = () => (
  <QueryClientProvider client={new QueryClient()}>
    <PurchaseForm product={product} />
  </QueryClientProvider>
);

describe('PurchaseForm on a page the server drew', () => {
  it('sends ADD TO CART disabled, so a tap before the script runs cannot submit the form natively', () => {
    expect(renderToString(form())).toMatch(/<button[^>]*type="submit"[^>]*disabled=""[^>]*>.*ADD TO CART/);
  });

  it('enables it in the browser', () => {
    render(form());
    expect((screen.getByRole('button', { name: 'ADD TO CART' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
