import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { previewText } from './news-text.ts';

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** previewText as it was before its plain-text fast path: every text through the segmenter. */
function segmentedPreview(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const parts: string[] = [];
  for (const { segment } of graphemes.segment(flat)) {
    if (parts.length === max) return `${parts.join('').trimEnd()}…`;
    parts.push(segment);
  }
  return flat;
}

// Pieces a story's text is made of: plain and Latin-1 letters, which take the fast path, and every kind
// of cluster that spans more than one code unit or joins its neighbour, which must not.
const piece = fc.oneof(
  {
    arbitrary: fc.string({
      unit: fc.integer({ min: 0, max: 0x2ff }).map((c) => String.fromCharCode(c)),
      maxLength: 12,
    }),
    weight: 6,
  },
  {
    arbitrary: fc.constantFrom(
      ' ',
      '\n',
      '\r\n',
      '\t',
      '\u00a0',
      '\u00ad',
      '©',
      'é',
      'e\u0301',
      'a\u0308\u0323',
      '\u0301',
      '\u200d',
      '\ufe0f',
      '😀',
      '👍🏽',
      '👨‍👩‍👧',
      '❤️',
      '🏳️‍🌈',
      '🇲🇾',
      '🇲',
      '漢',
      '한',
      '\u1100\u1161\u11a8',
      'क्‍ष',
      'नमस्ते',
      '\u0600\u0661',
      '\ud83d',
      '\ude00',
    ),
    weight: 4,
  },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 4 }), weight: 1 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 4 }), weight: 1 },
);
const storyText = fc.array(piece, { maxLength: 16 }).map((pieces) => pieces.join(''));

describe('previewText fast path', () => {
  it('cuts every text where the segmenter cuts it', () => {
    fc.assert(
      fc.property(
        storyText,
        fc.integer({ min: 0, max: 40 }),
        (text, max) => previewText(text, max) === segmentedPreview(text, max),
      ),
      { numRuns: 20_000 },
    );
  });

  it('cuts a long story where the segmenter cuts it, whatever stands near the 100th character', () => {
    const story = fc.tuple(fc.string({ unit: 'grapheme-ascii', minLength: 90, maxLength: 110 }), storyText);
    fc.assert(
      fc.property(story, ([head, tail]) => previewText(head + tail) === segmentedPreview(head + tail, 100)),
      { numRuns: 5_000 },
    );
  });

  it('rests on this: in U+0000–U+02FF no code unit joins the one before it, bar LF after CR', () => {
    const joined: string[] = [];
    for (let a = 0; a <= 0x2ff; a++) {
      // a b0 a b1 …: every pair (a, b), and (b, a') too, side by side.
      const row = Array.from({ length: 0x300 }, (_, b) => String.fromCharCode(a, b)).join('');
      const clusters = [...graphemes.segment(row)].filter(({ segment }) => segment.length > 1);
      joined.push(...clusters.map(({ segment }) => segment));
    }
    expect(new Set(joined)).toEqual(new Set(['\r\n']));
  }, 30_000);
});
