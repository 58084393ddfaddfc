import { AUTH_MESSAGES, type ShopLang } from '@shop/contract';
import { AppError } from '../../lib/errors.ts';
import type { OneTimeCodes } from './one-time-codes.ts';
import { hashPassword } from './passwords.ts';
import * as q from './queries.ts';
import type { AuthDeps } from './service.ts';
import { revokeUserSessions } from './sessions.ts';

/** A forgotten password: a mailed code, then a new password that signs every device out. */
export function resetService(deps: AuthDeps, { limitCodeSend, issueCode, mailCode, checkCode }: OneTimeCodes) {
  const { db, config } = deps;
  const now = () => config.now();

  return {
    /**
     * Same answer, same limits and same stored row whether or not the account exists. The code mail
     * speaks the page's language, which the account keeps for its later mails.
     */
    async sendResetOtp(email: string, ip: string, lang: ShopLang = 'en') {
      await limitCodeSend(email, ip, 'reset');
      const { code, expiresAt } = await issueCode(email, 'reset');
      const user = await q.findUserByEmail(db, email);
      if (user) {
        // Not awaited: waiting for the mail server (or even this write) would make known emails
        // measurably slower.
        q.updateUserLang(db, user.id, lang)
          .then(() => mailCode(email, 'reset', code, expiresAt, lang))
          .catch((err: unknown) => deps.log.error({ err }, 'the password reset mail could not be sent'));
      }
      return { success: true as const, message: AUTH_MESSAGES.resetSent };
    },

    async verifyResetOtp(email: string, otp: string, ip: string) {
      await checkCode(email, 'reset', otp, ip);
      return { success: true as const, message: 'Code verified. Choose a new password.' };
    },

    async resetPassword(email: string, otp: string, newPassword: string, ip: string) {
      const row = await checkCode(email, 'reset', otp, ip);
      const user = await q.findUserByEmail(db, email);
      // An unknown email never had a mailed code, so a match here is practically impossible; answer
      // as for a wrong code all the same.
      if (!user || !(await q.consumeCode(db, row.id, now()))) {
        throw new AppError('INVALID_INPUT', AUTH_MESSAGES.invalidOtp);
      }
      await q.updatePasswordHash(db, user.id, await hashPassword(newPassword));
      await revokeUserSessions(db, user.id);
      return { success: true as const, message: 'Your password has been changed. Please log in.' };
    },
  };
}
