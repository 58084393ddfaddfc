import { AUTH_MESSAGES } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { codeErrorText, sendCodeErrorText } from './messages.ts';
import { safeRedirect } from './redirect.ts';

const refused = (status: number, message: string | null, code?: string) => ({
  ok: false as const,
  status,
  message,
  ...(code ? { code } : {}),
});

describe('sendCodeErrorText (sending the registration code)', () => {
  it("keeps the server's wait within the minute, and maps any other 429 to the too-many-requests text", () => {
    expect(sendCodeErrorText(refused(429, 'Please wait 42 seconds before asking for a new code.'))).toBe(
      'Please wait 42 seconds before asking for a new code.',
    );
    expect(sendCodeErrorText(refused(429, AUTH_MESSAGES.tooManyOtp))).toBe('Too many OTP requests. Try again later.');
  });
  it('keeps the captcha text', () => {
    expect(sendCodeErrorText(refused(400, AUTH_MESSAGES.captchaFailed))).toBe(
      'reCAPTCHA verification failed. Try again.',
    );
  });
  it('prefixes any other error, without the field name of a validation answer', () => {
    expect(sendCodeErrorText(refused(400, 'email: Too long.', 'INVALID_INPUT'))).toBe('Error sending OTP: Too long.');
  });
});

describe('codeErrorText (a code that did not verify)', () => {
  it("puts the server's detail under the spec's message", () => {
    expect(codeErrorText(refused(400, `${AUTH_MESSAGES.invalidOtp} 4 tries left.`))).toEqual({
      title: AUTH_MESSAGES.invalidOtp,
      detail: '4 tries left.',
    });
  });
  it('says only "too many" after too many tries', () => {
    expect(codeErrorText(refused(429, 'Too many attempts.'))).toEqual({ title: AUTH_MESSAGES.tooManyOtp });
  });
});

describe('safeRedirect', () => {
  it.each([
    ['/my-profile', '/my-profile'],
    [null, '/'],
    ['https://evil.example', '/'],
    ['//evil.example', '/'],
    ['/\\evil.example', '/'],
  ])('%s -> %s', (input, expected) => {
    expect(safeRedirect(input)).toBe(expected);
  });
});
