import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { findUnsafeText, withSafeText } from './safe-text.ts';
import { cleanSearchText, unsafeTextProblem } from './unsafe-text.ts';

describe('safe text', () => {
  it('accepts ordinary text with tabs, line breaks, emoji and combining marks', () => {
    for (const ok of ['Kuih lapis', 'Line 1\nLine 2\r\n\tindented', 'Roti 🍞 & kopi', 'Cafe\u0301', '日本語']) {
      expect(unsafeTextProblem(ok)).toBeNull();
    }
  });

  it('names the problem: NUL, a lone surrogate (either half), other control characters', () => {
    expect(unsafeTextProblem('a\u0000b')).toMatch(/NUL/);
    expect(unsafeTextProblem('a\ud800')).toMatch(/broken Unicode/);
    expect(unsafeTextProblem('\udc00a')).toMatch(/broken Unicode/);
    for (const c of ['\u0001', '\u001b', '\u007f', '\u0085', '\u009f'])
      expect(unsafeTextProblem(`a${c}`)).toMatch(/control character/);
  });

  it('finds unsafe strings and keys anywhere in a parsed value, with their paths', () => {
    expect(findUnsafeText({ a: ['ok', 'x\u0000'], b: { 'k\u0007': 'fine' } })).toEqual([
      { path: ['a', 1], message: expect.stringMatching(/NUL/) },
      { path: ['b'], message: expect.stringMatching(/^a field name contains a control character/) },
    ]);
  });

  it('refuses through any schema with the path of the field, after the schema cleaned what it cleans', () => {
    const schema = withSafeText(z.object({ name: z.string(), q: z.string().transform(cleanSearchText) }));
    expect(schema.safeParse({ name: 'A', q: 'a\u0000\ud800b' }).data).toEqual({ name: 'A', q: 'a  b' });
    const refused = schema.safeParse({ name: 'A\u0000', q: '' });
    expect(refused.error?.issues[0]).toMatchObject({ path: ['name'], message: expect.stringMatching(/NUL/) });
  });
});
