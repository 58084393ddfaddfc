import type { Product } from '@shop/contract';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ProductTile } from './product-tile.tsx';

const tee: Product = {
  id: 'p1',
  name: 'Everyday Crew Tee',
  price: 59,
  description: 'A tee.',
  image: ['/media/products/tee-0-abc-800.webp'],
  features: ['S', 'M'],
  category: 'Men',
  subCategory: 'Topwear',
  bestseller: false,
};

const tile = (product: Product) =>
  render(
    <MemoryRouter>
      <ProductTile product={product} price="RM 59.00" />
    </MemoryRouter>,
  );

afterEach(cleanup);

describe('ProductTile', () => {
  it('says Sold out when no option is left', () => {
    tile({ ...tee, stock: { S: 0, M: 0 } });
    expect(screen.getByText('Sold out')).toBeTruthy();
  });

  it('says nothing of stock while an option is left, or when stock is not tracked', () => {
    const { unmount } = tile({ ...tee, stock: { S: 0, M: 1 } });
    expect(screen.queryByText('Sold out')).toBeNull();
    unmount();
    tile(tee);
    expect(screen.queryByText('Sold out')).toBeNull();
  });
});
