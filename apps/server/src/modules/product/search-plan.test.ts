import { describe, expect, it } from 'vitest';
import { corrections, editDistance, matchesAsPrefix, prepareSearchText, typoBudget } from './search-plan.ts';

describe('edit distance with adjacent swaps', () => {
  it.each([
    ['apricot', 'apricot', 0],
    ['aprcot', 'apricot', 1], // deletion
    ['apriccot', 'apricot', 1], // insertion
    ['advanture', 'adventure', 1], // substitution
    ['apircot', 'apricot', 1], // adjacent swap: one edit, not two
    ['bakar', 'baker', 1],
    ['cocao', 'cocoa', 1],
    ['sourdogh', 'sourdough', 1],
    ['aprcit', 'apricot', 2],
    ['piqué', 'pique', 1],
    ['', 'tee', 3],
  ])('%s → %s is %i', (a, b, d) => {
    expect(editDistance(a, b)).toBe(d);
    expect(editDistance(b, a)).toBe(d);
  });

  it('stops early once the distance is past the limit', () => {
    expect(editDistance('croissant', 'chocolate', 1)).toBe(2);
    expect(editDistance('tee', 'sweater', 2)).toBe(3);
  });
});

describe('typo budget', () => {
  it('allows none below five letters, one up to eight, two from nine', () => {
    expect(['tee', 'polo', 'bread', 'apricot', 'sourdoug', 'sourdough', 'croissant'].map(typoBudget)).toEqual([
      0, 0, 1, 1, 1, 2, 2,
    ]);
  });

  it('matches short words and the last word as prefixes', () => {
    expect(matchesAsPrefix('hood', 0, 2)).toBe(true);
    expect(matchesAsPrefix('hoodie', 0, 2)).toBe(false);
    expect(matchesAsPrefix('hoodie', 1, 2)).toBe(true);
  });
});

describe('corrections', () => {
  const dictionary = [
    { word: 'baker', products: 3 },
    { word: 'bakes', products: 1 },
    { word: 'apricot', products: 1 },
    { word: 'tee', products: 9 },
    { word: 'chocolate', products: 2 },
  ];

  it('keeps words within the budget of the catalogue word, nearest and most used first', () => {
    expect(corrections('bakar', dictionary).map((c) => c.word)).toEqual(['baker']);
    expect(corrections('bakr', dictionary).map((c) => c.word)).toEqual(['baker']);
    expect(corrections('chcolat', dictionary).map((c) => c.word)).toEqual(['chocolate']);
    expect(corrections('te', dictionary).map((c) => c.word)).toEqual([]);
    expect(corrections('aprcit', dictionary).map((c) => c.word)).toEqual([]);
  });

  it('reaches one typo further when asked for a "did you mean"', () => {
    expect(corrections('aprcit', dictionary, 1).map((c) => c.word)).toEqual(['apricot']);
  });
});

describe('search text', () => {
  it('cuts the text into words, keeping hyphenated words whole and dropping apostrophes', () => {
    expect(prepareSearchText("  Baker's  KANAK-kanak (tee) ")).toEqual({
      text: "baker's kanak-kanak (tee)",
      words: ['bakers', 'kanak-kanak', 'tee'],
    });
    expect(prepareSearchText(' & | ! ')).toEqual({ text: '& | !', words: [] });
    expect(prepareSearchText('ca\u200bke\u00ad')).toEqual({ text: 'cake', words: ['cake'] });
    expect(prepareSearchText(' \n ')).toBeNull();
    expect(prepareSearchText(null)).toBeNull();
  });
});
