import { describe, expect, it } from 'vitest';
import { facetsFor, facetsSearchParams } from './get-facets.ts';
import { collectionFilters } from './get-products.ts';

describe('the facets asked for the collection on screen', () => {
  it('sends the search and every filter with the API names, lists as repeated parameters', () => {
    const filters = collectionFilters(
      new URLSearchParams('q=cotton&category=Men&category=Kids&type=Topwear&halal=certified&free=milk&sort=low-high'),
    );
    expect(facetsSearchParams(facetsFor(filters)).toString()).toBe(
      'productName=cotton&category=Kids&category=Men&subCategory=Topwear&halalCertified=true&freeFrom=milk',
    );
  });

  it('asks for the whole catalogue when nothing is searched or chosen, whatever the sort', () => {
    expect(facetsFor(collectionFilters(new URLSearchParams('sort=high-low')))).toEqual({});
  });

  it('asks a Malay page for the Malay names, an English one as ever', () => {
    const filters = collectionFilters(new URLSearchParams('category=Bakery'));
    expect(facetsSearchParams(facetsFor(filters, 'ms')).toString()).toBe('category=Bakery&lang=ms');
    expect(facetsSearchParams(facetsFor(filters, 'en')).toString()).toBe('category=Bakery');
  });
});
