import { LIMITS } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { collectionFilters } from './get-products.ts';

describe('the collection read from its address', () => {
  it('cleans the search text as the API does, so the page never echoes a control character', () => {
    expect(collectionFilters(new URLSearchParams('q=cake%00x')).query).toBe('cake x');
    expect(collectionFilters(new URLSearchParams('q=%20%01%20')).query).toBeNull();
    expect(collectionFilters(new URLSearchParams('')).query).toBeNull();
  });

  it('cuts a pasted text to the longest search instead of asking for one the API refuses', () => {
    const query = collectionFilters(new URLSearchParams({ q: 'roti '.repeat(100) })).query!;
    expect(query.length).toBeLessThanOrEqual(LIMITS.searchTextMax);
    expect(query.startsWith('roti roti')).toBe(true);
  });

  it('reads filters in a fixed order and falls back to the relevant sort', () => {
    const f = collectionFilters(new URLSearchParams('category=Men&category=Kids&type=Topwear&sort=nonsense'));
    expect(f).toMatchObject({ categories: ['Kids', 'Men'], subCategories: ['Topwear'], sort: 'relevant' });
  });
});
