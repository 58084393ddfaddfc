import { describe, expect, it } from 'vitest';
import { promisesFor, promisesFromLines, promisesToLines } from './product-promise-text.ts';
import { ProductPromises } from './product-promises.ts';

const rules = [
  { kind: '*', text: 'Packed by hand.' },
  { kind: 'bakery', text: 'Food cannot be returned.' },
  { kind: 'Cakes', text: 'Made to order.', textMs: 'Dibuat ikut tempahan.' },
  { kind: 'Men', text: 'Exchange within 7 days.' },
];

describe('product promises', () => {
  it('a cake gets every-product, food and cake lines, in order, and no apparel return', () => {
    expect(promisesFor({ category: 'Bakery', subCategory: 'Cakes' }, rules)).toEqual([
      'Packed by hand.',
      'Food cannot be returned.',
      'Made to order.',
    ]);
  });

  it('a shirt gets its own kind only', () => {
    expect(promisesFor({ category: 'Men', subCategory: 'Topwear' }, rules)).toEqual([
      'Packed by hand.',
      'Exchange within 7 days.',
    ]);
  });

  it('gives the Malay text on a Malay page where staff wrote one, else the English', () => {
    expect(promisesFor({ category: 'Bakery', subCategory: 'Cakes' }, rules, 'ms')).toEqual([
      'Packed by hand.',
      'Food cannot be returned.',
      'Dibuat ikut tempahan.',
    ]);
  });

  it('round-trips the back office lines, and a line without a kind fails the schema', () => {
    expect(promisesFromLines(promisesToLines(rules))).toEqual(rules);
    expect(promisesToLines(rules)).toContain('Cakes: Made to order. | Dibuat ikut tempahan.');
    expect(promisesFromLines('Bread: Fresh daily |  ')).toEqual([{ kind: 'Bread', text: 'Fresh daily' }]);
    const parsed = ProductPromises.safeParse(promisesFromLines('Cakes: Made to order.\nno kind here'));
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe('Each promise names a kind.');
  });
});
