import { describe, expect, it } from 'vitest';
import { NO_FEATURE, optionSoldOut, productSoldOut, stockShortfall } from './stock.ts';

describe('sold out', () => {
  it('is never said of a product whose stock is not tracked', () => {
    expect(optionSoldOut({}, 'M')).toBe(false);
    expect(productSoldOut({ features: ['M', 'L'] })).toBe(false);
    expect(productSoldOut({ features: [] })).toBe(false);
  });

  it('is said of an option with none left, or missing from the stock', () => {
    const product = { features: ['M', 'L'], stock: { M: 0, L: 2 } };
    expect(optionSoldOut(product, 'M')).toBe(true);
    expect(optionSoldOut(product, 'L')).toBe(false);
    expect(optionSoldOut(product, 'XL')).toBe(true);
    expect(productSoldOut(product)).toBe(false);
    expect(productSoldOut({ ...product, stock: { M: 0, L: -1 } })).toBe(true);
  });

  it('reads a product without options under NO_FEATURE', () => {
    expect(productSoldOut({ features: [], stock: { [NO_FEATURE]: 0 } })).toBe(true);
    expect(productSoldOut({ features: [], stock: { [NO_FEATURE]: 3 } })).toBe(false);
  });
});

describe('stock shortfall', () => {
  const loaf = { name: 'Sourdough', stock: { [NO_FEATURE]: 3 } };
  const tee = { name: 'Tee', stock: { M: 1, L: 0 } };

  it('says nothing while the stock covers the cart', () => {
    expect(stockShortfall(loaf, NO_FEATURE, 1, 2)).toBeNull();
    expect(stockShortfall({ name: 'Untracked' }, 'M', 50, 50)).toBeNull();
  });

  it('names what is left, counting what is already in the cart', () => {
    expect(stockShortfall(loaf, NO_FEATURE, 2, 2)).toBe('Only 3 of Sourdough are left.');
    expect(stockShortfall(tee, 'M', 0, 2)).toBe('Only 1 of Tee (M) is left.');
    expect(stockShortfall(tee, 'L', 0, 1)).toBe('Tee (L) is sold out.');
  });
});
