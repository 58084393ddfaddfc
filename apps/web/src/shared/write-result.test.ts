import { describe, expect, it } from 'vitest';
import { failureText, writeResult } from './write-result.ts';

describe('writeResult', () => {
  it('keeps only the outcome and the message of an answer (never a token)', () => {
    const answer = { status: 200, body: { success: true, token: 'secret', message: 'Welcome back!' }, setCookie: [] };
    expect(writeResult(answer)).toEqual({ ok: true, message: 'Welcome back!' });
  });
  it('keeps the status and code of a refusal, and null for an answer with no message', () => {
    expect(
      writeResult({
        status: 429,
        body: { success: false, message: 'Slow down.', code: 'RATE_LIMITED' },
        setCookie: [],
      }),
    ).toEqual({ ok: false, status: 429, message: 'Slow down.', code: 'RATE_LIMITED' });
    expect(writeResult({ status: 502, body: null, setCookie: [] })).toEqual({ ok: false, status: 502, message: null });
  });
});

describe('failureText', () => {
  it("words a refusal in the page's language, without a validation answer's field name", () => {
    expect(
      failureText({ ok: false, status: 400, message: 'name: Name is too long.', code: 'INVALID_INPUT' }, 'en'),
    ).toBe('Name is too long.');
    expect(failureText({ ok: false, status: 401, message: 'Incorrect email or password.' }, 'ms')).toBe(
      'E-mel atau kata laluan salah.',
    );
  });
});
