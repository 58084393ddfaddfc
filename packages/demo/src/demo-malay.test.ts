import { describe, expect, it } from 'vitest';
import { demoProducts } from './index.ts';
import { demoMalay } from './demo-malay.ts';

describe('the demo catalogue in Malay', () => {
  it('gives every demo product, and only those, a short Malay name and description', () => {
    const slugs = demoProducts.map((p) => p.slug).sort();
    expect(Object.keys(demoMalay).sort()).toEqual(slugs);
    for (const p of demoProducts) {
      const malay = demoMalay[p.slug]!;
      expect(malay.name.length, p.slug).toBeLessThanOrEqual(120);
      expect(malay.description.length, p.slug).toBeLessThanOrEqual(200);
      expect(malay.name, p.slug).not.toBe(p.name);
    }
  });
});
