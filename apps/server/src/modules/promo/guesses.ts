import type { RateLimiter } from '../../lib/rate-limit.ts';

/**
 * A shopper tries a code or two; a guesser tries thousands. Counted per account and per client, so
 * neither many accounts on one client nor one account on many clients can guess freely.
 */
export const PROMO_VALIDATE_LIMITS = {
  perAccount: { limit: 30, windowSeconds: 600 },
  perIp: { limit: 100, windowSeconds: 600 },
};
export const TOO_MANY_PROMO_TRIES = 'Too many promo code attempts. Please wait a few minutes and try again.';

/**
 * One try of a code, wherever it is made: the promo check, and an order placed with a code (an
 * unknown code refuses the order, so placement answers the same question and shares the budget).
 */
export async function countPromoTry(limiter: RateLimiter, userId: string, ip: string): Promise<void> {
  await limiter.consume(
    [
      { key: `promo-validate:user:${userId}`, rule: PROMO_VALIDATE_LIMITS.perAccount },
      { key: `promo-validate:ip:${ip}`, rule: PROMO_VALIDATE_LIMITS.perIp },
    ],
    TOO_MANY_PROMO_TRIES,
  );
}
