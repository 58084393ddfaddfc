import { AUTH_MESSAGES, type ShopLang } from '@shop/contract';
import { AppError } from '../../lib/errors.ts';
import { getShopSettings } from '../settings/service.ts';
import { REGISTER_AFTER_VERIFY_MINUTES } from './codes.ts';
import { registerAttemptMail } from './mails.ts';
import { MINUTE, type OneTimeCodes } from './one-time-codes.ts';
import { hashPassword } from './passwords.ts';
import * as q from './queries.ts';
import type { AuthDeps } from './service.ts';
import { createSession } from './sessions.ts';

/** Registration: a mailed code proves the email, then the account is made with a name and password. */
export function registerService(deps: AuthDeps, { limitCodeSend, issueCode, mailCode, checkCode }: OneTimeCodes) {
  const { db, config } = deps;
  const now = () => config.now();

  /** To the owner of an address someone tried to sign up with again: no code, just the news. */
  async function mailRegisterAttempt(email: string, lang: ShopLang) {
    const { shopName } = await getShopSettings(db, config);
    const shopUrl = config.publicUrl ?? `http://localhost:${config.port}`;
    await deps.mailer.sendMail(registerAttemptMail({ to: email, shopName, shopUrl, lang }));
  }

  return {
    /** `lang` is the sign-up page's language: the code mail speaks it, and so will the account. */
    async sendRegisterOtp(email: string, recaptchaToken: string | undefined, ip: string, lang: ShopLang = 'en') {
      if (!(await deps.captcha.verify(recaptchaToken, ip))) {
        throw new AppError('INVALID_INPUT', AUTH_MESSAGES.captchaFailed);
      }
      await limitCodeSend(email, ip, 'register');
      const taken = await q.findUserByEmail(db, email);
      // A code is stored either way (never mailed for a taken address), so the work, the resend wait
      // and the answer are the same: the answer must not tell who has an account here.
      const { code, expiresAt } = await issueCode(email, 'register');
      if (taken) await mailRegisterAttempt(email, taken.lang);
      else await mailCode(email, 'register', code, expiresAt, lang);
      return { success: true as const, message: `We sent a 6-digit code to ${email}.` };
    },

    async verifyRegisterOtp(email: string, otp: string, ip: string) {
      await checkCode(email, 'register', otp, ip);
      return { success: true as const, message: 'Email verified. Now choose your name and password.' };
    },

    async register(input: { name: string; email: string; password: string }, lang: ShopLang = 'en') {
      const since = new Date(now().getTime() - REGISTER_AFTER_VERIFY_MINUTES * MINUTE);
      const verified = await q.findVerifiedRegisterCode(db, input.email, since);
      if (!verified) {
        throw new AppError('FORBIDDEN', 'Please verify your email with the 6-digit code first.');
      }
      if (await q.findUserByEmail(db, input.email)) {
        throw new AppError('CONFLICT', 'An account with this email already exists. Please log in.');
      }
      if (!(await q.consumeCode(db, verified.id, now()))) {
        throw new AppError('FORBIDDEN', 'Please verify your email with the 6-digit code first.');
      }
      const user = await q.insertUser(db, {
        email: input.email,
        name: input.name,
        passwordHash: await hashPassword(input.password),
        lang,
      });
      if (!user) throw new AppError('CONFLICT', 'An account with this email already exists. Please log in.');
      return {
        success: true as const,
        token: await createSession(db, user.id),
        message: 'Welcome! Your account is ready.',
      };
    },
  };
}
