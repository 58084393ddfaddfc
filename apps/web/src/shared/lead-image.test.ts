import { afterEach, describe, expect, it, vi } from 'vitest';
import { servedLeadImage } from './lead-image.ts';

function landOn(pathname: string) {
  vi.spyOn(performance, 'getEntriesByType').mockReturnValue([
    { name: `${window.location.origin}${pathname}` } as PerformanceEntry,
  ]);
}

afterEach(() => {
  vi.restoreAllMocks();
  document.head.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

describe('servedLeadImage', () => {
  it('gives the image the served page named for its role, on the page the shopper landed on', () => {
    document.head.innerHTML =
      '<link rel="preload" as="image" href="/media/slider/a-1600.webp" data-lead-image="slide">';
    landOn('/');
    expect(servedLeadImage('slide')).toBe('/media/slider/a-1600.webp');
    expect(servedLeadImage('product')).toBeNull();
  });

  it('gives nothing once the shopper has moved to another page within the app', () => {
    document.head.innerHTML =
      '<link rel="preload" as="image" href="/media/products/p-800.webp" data-lead-image="product">';
    landOn('/product/one');
    window.history.replaceState(null, '', '/product/one');
    expect(servedLeadImage('product')).toBe('/media/products/p-800.webp');
    window.history.replaceState(null, '', '/product/two');
    expect(servedLeadImage('product')).toBeNull();
  });

  it('gives nothing when the page was served without a lead image', () => {
    landOn('/');
    expect(servedLeadImage('slide')).toBeNull();
  });
});
