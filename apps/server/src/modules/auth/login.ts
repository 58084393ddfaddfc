import { AUTH_MESSAGES, type ShopLang } from '@shop/contract';
import { AppError } from '../../lib/errors.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import * as q from './queries.ts';
import type { AuthDeps } from './service.ts';
import { createSession, revokeUserSessions } from './sessions.ts';

/** The wait of an address that already failed for an email under attack. */
export const LOGIN_SLOWDOWN_MS = 1500;

/** Verified against when the email is unknown, so a failed login takes as long either way. */
const dummyHash = hashPassword('not-a-real-password-0000');

/** Signing in with a password, and changing it while signed in. */
export function loginService(deps: AuthDeps) {
  const { db, config, limiter } = deps;
  const limits = config.authLimits;

  /** Once an email has failed `loginPerEmail` times, each address that failed for it waits first. */
  const LOGIN_THROTTLED = 'Too many sign-in attempts. Please wait a few minutes and try again.';

  async function slowDownUnderAttack(email: string, ip: string) {
    const emailFailures = await limiter.peek(`login-fail:email:${email}`);
    if (emailFailures < limits.loginPerEmail.limit) return;
    if ((await limiter.peek(`login-fail:pair:${email}:${ip}`)) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, LOGIN_SLOWDOWN_MS));
  }

  return {
    /**
     * Guessing is refused per email and address pair (and per address); the email alone only slows
     * down addresses that already failed for it, so a stranger who knows the email cannot lock its
     * owner out: the right password from an address that has not failed goes straight through.
     */
    /** A sign-in also records the page's language, so the account's next mails speak it. */
    async login(email: string, password: string, ip: string, lang: ShopLang = 'en') {
      await limiter.consume([{ key: `login:ip:${ip}`, rule: limits.loginPerIp }], LOGIN_THROTTLED);
      // Only failures count against an email from one address: signing in often is not guessing.
      if ((await limiter.peek(`login-fail:pair:${email}:${ip}`)) >= limits.loginPerEmail.limit) {
        throw new AppError('RATE_LIMITED', LOGIN_THROTTLED);
      }
      await slowDownUnderAttack(email, ip);
      const user = await q.findUserByEmail(db, email);
      const ok = await verifyPassword(user?.passwordHash ?? (await dummyHash), password);
      if (!user || !ok) {
        await limiter.record([
          { key: `login-fail:email:${email}`, rule: limits.loginPerEmail },
          { key: `login-fail:pair:${email}:${ip}`, rule: limits.loginPerEmail },
        ]);
        throw new AppError('UNAUTHORIZED', AUTH_MESSAGES.loginFailed);
      }
      await q.updateUserLang(db, user.id, lang);
      return { success: true as const, token: await createSession(db, user.id), message: 'Welcome back!' };
    },

    async changePassword(
      user: { id: string; sessionId: string },
      currentPassword: string,
      newPassword: string,
      ip: string,
    ) {
      await limiter.consume(
        [
          { key: `login:user:${user.id}`, rule: limits.loginPerEmail },
          { key: `login:ip:${ip}`, rule: limits.loginPerIp },
        ],
        'Too many attempts. Please wait a few minutes and try again.',
      );
      const row = await q.findUserById(db, user.id);
      if (!row || !(await verifyPassword(row.passwordHash, currentPassword))) {
        throw new AppError('INVALID_INPUT', 'Your current password is not correct.');
      }
      await q.updatePasswordHash(db, user.id, await hashPassword(newPassword));
      await revokeUserSessions(db, user.id, user.sessionId);
      return { success: true as const, message: 'Password changed. Other devices have been signed out.' };
    },
  };
}
