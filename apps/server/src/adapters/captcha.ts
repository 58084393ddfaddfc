import { z } from 'zod';
import type { CaptchaConfig } from '../config.ts';

export interface Captcha {
  /** The public key the browser needs, or null when the check is off. */
  siteKey: string | null;
  /** True when the check is off, or when the provider vouches for the token given for `action`. */
  verify(token: string | undefined, remoteIp: string, action?: string): Promise<boolean>;
}

// https://developers.google.com/recaptcha/docs/v3#site_verify_response
const VerifyAnswer = z.object({
  success: z.boolean(),
  score: z.number().optional(),
  action: z.string().optional(),
});

export const CAPTCHA_ACTION = 'register';
export const NEWSLETTER_CAPTCHA_ACTION = 'newsletter';

/** reCAPTCHA v3 verified on the server; off (always passes) without a secret (docs/decisions.md). */
export function createCaptcha(config: CaptchaConfig | null): Captcha {
  if (!config) return { siteKey: null, verify: async () => true };
  return {
    siteKey: config.siteKey ?? null,
    async verify(token, remoteIp, action = CAPTCHA_ACTION) {
      if (!token) return false;
      try {
        const response = await fetch(config.verifyUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ secret: config.secret, response: token, remoteip: remoteIp }),
          signal: AbortSignal.timeout(5000),
        });
        if (!response.ok) return false;
        const answer = VerifyAnswer.safeParse(await response.json());
        if (!answer.success || !answer.data.success) return false;
        if (answer.data.action !== undefined && answer.data.action !== action) return false;
        return (answer.data.score ?? 0) >= config.minScore;
      } catch {
        // An unreachable provider must not let bots through; the shopper can simply try again.
        return false;
      }
    },
  };
}
