import { AUTH_MESSAGES, codeWaitMessage } from '@shop/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Captcha } from '../../adapters/captcha.ts';
import type { Mailer } from '../../adapters/mail.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { RateLimiter } from '../../lib/rate-limit.ts';
import { getShopSettings } from '../settings/service.ts';
import {
  CODE_MAX_WRONG_TRIES,
  CODE_RESEND_SECONDS,
  CODE_TTL_MINUTES,
  codeMatches,
  generateCode,
  hashCode,
  REGISTER_AFTER_VERIFY_MINUTES,
} from './codes.ts';
import { codeMail, registerAttemptMail } from './mails.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import * as q from './queries.ts';
import { createSession, revokeUserSessions } from './sessions.ts';

/** The wait of an address that already failed for an email under attack. */
export const LOGIN_SLOWDOWN_MS = 1500;

export interface AuthDeps {
  db: Db;
  config: Config;
  mailer: Mailer;
  captcha: Captcha;
  limiter: RateLimiter;
  log: FastifyBaseLogger;
}

const MINUTE = 60_000;

/** Verified against when the email is unknown, so a failed login takes as long either way. */
const dummyHash = hashPassword('not-a-real-password-0000');

export function authService(deps: AuthDeps) {
  const { db, config, limiter } = deps;
  const now = () => config.now();
  const limits = config.authLimits;

  /** Once an email has failed `loginPerEmail` times, each address that failed for it waits first. */
  const LOGIN_THROTTLED = 'Too many sign-in attempts. Please wait a few minutes and try again.';

  async function slowDownUnderAttack(email: string, ip: string) {
    const emailFailures = await limiter.peek(`login-fail:email:${email}`);
    if (emailFailures < limits.loginPerEmail.limit) return;
    if ((await limiter.peek(`login-fail:pair:${email}:${ip}`)) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, LOGIN_SLOWDOWN_MS));
  }

  async function limitCodeSend(email: string, ip: string, purpose: q.CodePurpose) {
    // The 60-second wait is checked first: a tap refused for it sends nothing, so it must not spend
    // the hour's sends (an impatient shopper otherwise locked herself out for an hour).
    const last = await q.findLatestCodeTime(db, email, purpose);
    if (last && now().getTime() - last.getTime() < CODE_RESEND_SECONDS * 1000) {
      const wait = Math.ceil(CODE_RESEND_SECONDS - (now().getTime() - last.getTime()) / 1000);
      throw new AppError('RATE_LIMITED', codeWaitMessage(wait));
    }
    await limiter.consume(
      [
        { key: `otp-send:${purpose}:email:${email}`, rule: limits.otpSendPerEmail },
        { key: `otp-send:ip:${ip}`, rule: limits.otpSendPerIp },
      ],
      AUTH_MESSAGES.tooManyOtp,
    );
  }

  /** Stores a fresh code and returns it with its expiry; the caller decides whether to mail it. */
  async function issueCode(email: string, purpose: q.CodePurpose) {
    const createdAt = now();
    const expiresAt = new Date(createdAt.getTime() + CODE_TTL_MINUTES * MINUTE);
    const code = generateCode();
    await q.replaceCode(db, { email, purpose, codeHash: hashCode(code), createdAt, expiresAt });
    // Housekeeping rides on a rare, cheap call instead of a job: a day-old code or window is dead.
    await q.deleteOldCodes(db, new Date(createdAt.getTime() - 24 * 60 * MINUTE));
    await limiter.prune();
    return { code, expiresAt };
  }

  async function mailCode(email: string, purpose: q.CodePurpose, code: string, expiresAt: Date) {
    const { shopName } = await getShopSettings(db, config);
    await deps.mailer.sendMail(
      codeMail({ to: email, shopName, purpose, code, expiresAt, minutes: CODE_TTL_MINUTES, timeZone: config.timeZone }),
    );
  }

  /** To the owner of an address someone tried to sign up with again: no code, just the news. */
  async function mailRegisterAttempt(email: string) {
    const { shopName } = await getShopSettings(db, config);
    const shopUrl = config.publicUrl ?? `http://localhost:${config.port}`;
    await deps.mailer.sendMail(registerAttemptMail({ to: email, shopName, shopUrl }));
  }

  /** Checks `otp` against the live code: a wrong try is counted and the 5th voids the code. */
  async function checkCode(email: string, purpose: q.CodePurpose, otp: string, ip: string) {
    await limiter.consume(
      [
        { key: `otp-verify:${purpose}:email:${email}`, rule: limits.otpVerifyPerEmail },
        { key: `otp-verify:ip:${ip}`, rule: limits.otpVerifyPerIp },
      ],
      AUTH_MESSAGES.tooManyOtp,
    );
    const at = now();
    const row = await q.findLiveCode(db, email, purpose);
    if (!row) throw new AppError('INVALID_INPUT', AUTH_MESSAGES.invalidOtp);
    if (row.expiresAt <= at) {
      throw new AppError('INVALID_INPUT', 'This code has expired. Please ask for a new one.');
    }
    if (!codeMatches(row.codeHash, otp)) {
      await q.countWrongTry(db, row.id, CODE_MAX_WRONG_TRIES, at);
      const left = CODE_MAX_WRONG_TRIES - row.attempts - 1;
      throw new AppError(
        'INVALID_INPUT',
        left > 0
          ? `${AUTH_MESSAGES.invalidOtp} ${left} ${left === 1 ? 'try' : 'tries'} left.`
          : 'Too many wrong tries: this code no longer works. Please ask for a new one.',
      );
    }
    if (!(await q.markVerified(db, row.id, at))) throw new AppError('INVALID_INPUT', AUTH_MESSAGES.invalidOtp);
    return row;
  }

  return {
    async sendRegisterOtp(email: string, recaptchaToken: string | undefined, ip: string) {
      if (!(await deps.captcha.verify(recaptchaToken, ip))) {
        throw new AppError('INVALID_INPUT', AUTH_MESSAGES.captchaFailed);
      }
      await limitCodeSend(email, ip, 'register');
      const taken = await q.findUserByEmail(db, email);
      // A code is stored either way (never mailed for a taken address), so the work, the resend wait
      // and the answer are the same: the answer must not tell who has an account here.
      const { code, expiresAt } = await issueCode(email, 'register');
      if (taken) await mailRegisterAttempt(email);
      else await mailCode(email, 'register', code, expiresAt);
      return { success: true as const, message: `We sent a 6-digit code to ${email}.` };
    },

    async verifyRegisterOtp(email: string, otp: string, ip: string) {
      await checkCode(email, 'register', otp, ip);
      return { success: true as const, message: 'Email verified. Now choose your name and password.' };
    },

    async register(input: { name: string; email: string; password: string }) {
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
      });
      if (!user) throw new AppError('CONFLICT', 'An account with this email already exists. Please log in.');
      return {
        success: true as const,
        token: await createSession(db, user.id),
        message: 'Welcome! Your account is ready.',
      };
    },

    /**
     * Guessing is refused per email and address pair (and per address); the email alone only slows
     * down addresses that already failed for it, so a stranger who knows the email cannot lock its
     * owner out: the right password from an address that has not failed goes straight through.
     */
    async login(email: string, password: string, ip: string) {
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
      return { success: true as const, token: await createSession(db, user.id), message: 'Welcome back!' };
    },

    /** Same answer, same limits and same stored row whether or not the account exists. */
    async sendResetOtp(email: string, ip: string) {
      await limitCodeSend(email, ip, 'reset');
      const { code, expiresAt } = await issueCode(email, 'reset');
      const user = await q.findUserByEmail(db, email);
      if (user) {
        // Not awaited: waiting for the mail server would make known emails measurably slower.
        mailCode(email, 'reset', code, expiresAt).catch((err: unknown) =>
          deps.log.error({ err }, 'the password reset mail could not be sent'),
        );
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

export type AuthService = ReturnType<typeof authService>;
