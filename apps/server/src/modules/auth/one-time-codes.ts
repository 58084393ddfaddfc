import { AUTH_MESSAGES, codeWaitMessage, type ShopLang } from '@shop/contract';
import { AppError } from '../../lib/errors.ts';
import { getShopSettings } from '../settings/service.ts';
import {
  CODE_MAX_WRONG_TRIES,
  CODE_RESEND_SECONDS,
  CODE_TTL_MINUTES,
  codeMatches,
  generateCode,
  hashCode,
} from './codes.ts';
import { codeMail } from './mails.ts';
import * as q from './queries.ts';
import type { AuthDeps } from './service.ts';

export const MINUTE = 60_000;

/** The mailed 6-digit codes registration and password reset share: their limits, storing, mailing and checking. */
export function oneTimeCodes(deps: AuthDeps) {
  const { db, config, limiter } = deps;
  const now = () => config.now();
  const limits = config.authLimits;

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

  async function mailCode(email: string, purpose: q.CodePurpose, code: string, expiresAt: Date, lang: ShopLang) {
    const { shopName } = await getShopSettings(db, config);
    await deps.mailer.sendMail(
      codeMail({
        to: email,
        shopName,
        purpose,
        code,
        expiresAt,
        minutes: CODE_TTL_MINUTES,
        timeZone: config.timeZone,
        lang,
      }),
    );
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

  return { limitCodeSend, issueCode, mailCode, checkCode };
}

export type OneTimeCodes = ReturnType<typeof oneTimeCodes>;
