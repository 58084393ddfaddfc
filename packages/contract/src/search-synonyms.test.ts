import { describe, expect, it } from 'vitest';
import { SearchSynonymInput, synonymTermsOf } from './search-synonyms.ts';

describe('the words of a search that can be a synonym term', () => {
  it('offers each word of a search of several words, once each, in order', () => {
    expect(synonymTermsOf('kuih bahulu')).toEqual(['kuih', 'bahulu']);
    expect(synonymTermsOf('kuih kuih bahulu')).toEqual(['kuih', 'bahulu']);
    expect(synonymTermsOf('kanak-kanak')).toEqual(['kanak-kanak']);
  });

  it('leaves out words the synonym rules refuse: stop words, markup, too long', () => {
    expect(synonymTermsOf('the kuih of bahulu')).toEqual(['kuih', 'bahulu']);
    expect(synonymTermsOf('"><img src=x>')).toEqual([]);
    expect(synonymTermsOf('a'.repeat(200))).toEqual([]);
    expect(synonymTermsOf('the and')).toEqual([]);
    expect(synonymTermsOf('')).toEqual([]);
  });

  it('refuses a stop word as a term or synonym: a search leaves it out, so it would never be used', () => {
    const term = SearchSynonymInput.safeParse({ term: 'the', synonyms: ['cake'] });
    expect(term.success).toBe(false);
    expect(term.error?.issues[0]?.message).toBe('Term cannot be a word searches leave out (such as “the” or “and”).');
    expect(SearchSynonymInput.safeParse({ term: 'kek', synonyms: ['and'] }).success).toBe(false);
    expect(SearchSynonymInput.safeParse({ term: 'kek', synonyms: ['cake'] }).success).toBe(true);
  });
});
