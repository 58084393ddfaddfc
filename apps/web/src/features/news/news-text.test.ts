import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatNewsDate, listPageOf, pageWindow, paragraphs, previewText } from './news-text.ts';

describe('previewText', () => {
  it('keeps a text of 100 characters or fewer whole, with no ellipsis', () => {
    const exact = 'a'.repeat(100);
    expect(previewText(exact)).toBe(exact);
    expect(previewText('Short and sweet.')).toBe('Short and sweet.');
  });

  it('cuts a longer text to 100 characters plus an ellipsis', () => {
    const cut = previewText('b'.repeat(101));
    expect(cut).toBe(`${'b'.repeat(100)}…`);
  });

  it('never splits an emoji, a family emoji or a flag', () => {
    const text = `${'x'.repeat(99)}👨‍👩‍👧🇲🇾 and more`;
    expect(previewText(text)).toBe(`${'x'.repeat(99)}👨‍👩‍👧…`);
    const flags = '🇲🇾'.repeat(120);
    const cut = previewText(flags);
    expect(cut).toBe(`${'🇲🇾'.repeat(100)}…`);
  });

  it('counts a letter with a combining accent as one character', () => {
    const decomposed = 'e\u0301'; // é as e + combining acute
    const cut = previewText(decomposed.repeat(101));
    expect(cut).toBe(`${decomposed.repeat(100)}…`);
    expect(previewText('漢'.repeat(150))).toBe(`${'漢'.repeat(100)}…`);
  });

  it('folds line breaks into spaces and drops a trailing space before the ellipsis', () => {
    expect(previewText('One.\n\nTwo.')).toBe('One. Two.');
    expect(previewText(`${'w'.repeat(99)} tail`)).toBe(`${'w'.repeat(99)}…`);
  });
});

describe('paragraphs', () => {
  it('splits on blank lines and keeps markup as plain text', () => {
    expect(paragraphs('First line\nstill first.\n\n  \nSecond <b>bold</b>.\r\n\r\nThird.')).toEqual([
      'First line\nstill first.',
      'Second <b>bold</b>.',
      'Third.',
    ]);
  });
});

describe('formatNewsDate', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it("prints en-GB's long date", () => {
    expect(formatNewsDate('2026-11-01')).toBe('1 November 2026');
    expect(formatNewsDate('2026-09-30')).toBe('30 September 2026');
    expect(formatNewsDate('2024-02-29')).toBe('29 February 2024');
    expect(formatNewsDate('0999-09-09')).toBe('9 September 999');
  });

  it('shows the calendar date whatever the time zone', () => {
    vi.stubEnv('TZ', 'Pacific/Pago_Pago');
    expect(formatNewsDate('2026-01-01')).toBe('1 January 2026');
    vi.stubEnv('TZ', 'Pacific/Kiritimati');
    expect(formatNewsDate('2026-12-31')).toBe('31 December 2026');
  });

  it('shows a text that is not a date as it is', () => {
    expect(formatNewsDate('not a date')).toBe('not a date');
    expect(formatNewsDate('2026-13-01')).toBe('2026-13-01');
    expect(formatNewsDate('')).toBe('');
  });
});

describe('listPageOf', () => {
  it('finds the list page of a position, 9 a page', () => {
    expect([1, 9, 10, 18, 19].map((p) => listPageOf(p))).toEqual([1, 1, 2, 2, 3]);
  });
});

describe('pageWindow', () => {
  it('shows every page when there are few', () => {
    expect(pageWindow(1, 2)).toEqual([1, 2]);
    expect(pageWindow(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('keeps the ends and the neighbours, with gaps between', () => {
    expect(pageWindow(1, 20)).toEqual([1, 2, 'gap', 20]);
    expect(pageWindow(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20]);
    expect(pageWindow(3, 20)).toEqual([1, 2, 3, 4, 'gap', 20]);
    expect(pageWindow(20, 20)).toEqual([1, 'gap', 19, 20]);
  });
});
