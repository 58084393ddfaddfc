import { AUTH_MESSAGES } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/api-client.ts';
import { sendCodeErrorText } from './messages.ts';
import { safeRedirect } from './redirect.ts';

describe('sendCodeErrorText (sending the registration code)', () => {
  it("keeps the server's wait within the minute, and maps any other 429 to the too-many-requests text", () => {
    expect(sendCodeErrorText(new ApiError('Please wait 42 seconds before asking for a new code.', 429))).toBe(
      'Please wait 42 seconds before asking for a new code.',
    );
    expect(sendCodeErrorText(new ApiError(AUTH_MESSAGES.tooManyOtp, 429))).toBe(
      'Too many OTP requests. Try again later.',
    );
  });
  it('keeps the captcha text', () => {
    expect(sendCodeErrorText(new ApiError(AUTH_MESSAGES.captchaFailed, 400))).toBe(
      'reCAPTCHA verification failed. Try again.',
    );
  });
  it('prefixes any other error', () => {
    expect(sendCodeErrorText(new TypeError('Failed to fetch'))).toBe('Error sending OTP: Failed to fetch');
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
