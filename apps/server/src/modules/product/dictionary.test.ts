import { describe, expect, it } from 'vitest';
import { buildDictionary, isStopWord, similarity, trigrams } from './dictionary.ts';

describe('trigrams as pg_trgm takes them', () => {
  it('pads each word with two spaces before and one after, lower-cased', () => {
    expect([...trigrams('Word')].sort()).toEqual(['  w', ' wo', 'ord', 'rd ', 'wor']);
  });

  it('cuts at anything but letters and digits, and keeps each trigram once', () => {
    expect([...trigrams('t-shirt')].sort()).toEqual([...trigrams('t shirt')].sort());
    expect(trigrams('aaaa').size).toBe(4); // '  a', ' aa', 'aaa', 'aa '
  });

  it('scores shared trigrams over all distinct ones', () => {
    expect(similarity(trigrams('word'), trigrams('words'))).toBeCloseTo(4 / 7, 10);
    expect(similarity(trigrams('bread'), trigrams('bread'))).toBe(1);
    expect(similarity(trigrams(''), trigrams(''))).toBe(0);
  });
});

describe('the dictionary in memory', () => {
  const dictionary = buildDictionary([
    { word: 'baker', products: 3 },
    { word: 'bakes', products: 9 },
    { word: 'bagel', products: 5 },
    { word: 'bakery', products: 40 },
    { word: 'all', products: 50 },
    { word: 'allspice', products: 2 },
    { word: 'croissant', products: 7 },
  ]);

  it('knows its words', () => {
    expect(dictionary.has('bagel')).toBe(true);
    expect(dictionary.has('bage')).toBe(false);
  });

  it('finds look-alike words most alike first, then most used, within the length spread', () => {
    const found = dictionary.similar('bakar', 1).map((c) => c.word);
    expect(found.slice(0, 2)).toEqual(['bakes', 'baker']); // equally alike: the more used first
    expect(found).toContain('bakery');
    expect(found).not.toContain('croissant');
    expect(dictionary.similar('bakar', 0).map((c) => c.word)).not.toContain('bakery');
  });

  it('completes a prefix to the most used words first, up to the limit, and never a stop word', () => {
    expect(dictionary.startingWith('bak', 2).map((c) => c.word)).toEqual(['bakery', 'bakes']);
    expect(dictionary.startingWith('all', 5)).toEqual([]);
    expect(isStopWord('all')).toBe(true);
    expect(dictionary.startingWith('alls', 5).map((c) => c.word)).toEqual(['allspice']);
  });
});
