import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { CODE_RESEND_SECONDS, LIMITS } from '@shop/contract';

/** Issue 4: codes live 10 minutes, allow 5 wrong tries, and a new one is sent at most every 60 s. */
export const CODE_TTL_MINUTES = 10;
export const CODE_MAX_WRONG_TRIES = 5;
export { CODE_RESEND_SECONDS };
/** How long a verified registration code lets `register` finish (name and password take a while). */
export const REGISTER_AFTER_VERIFY_MINUTES = 30;

/** Six digits from the CSPRNG, leading zeros kept. */
export function generateCode(): string {
  return String(randomInt(0, 10 ** LIMITS.otpLength)).padStart(LIMITS.otpLength, '0');
}

/** Stored as `salt$sha256(salt:code)`: a leaked row does not show the code that was mailed. */
export function hashCode(code: string): string {
  const salt = randomBytes(16).toString('hex');
  return `${salt}$${digest(salt, code)}`;
}

export function codeMatches(stored: string, code: string): boolean {
  const [salt, expected] = stored.split('$');
  if (!salt || !expected) return false;
  const a = Buffer.from(digest(salt, code), 'hex');
  const b = Buffer.from(expected, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

function digest(salt: string, code: string): string {
  return createHash('sha256').update(`${salt}:${code}`).digest('hex');
}
