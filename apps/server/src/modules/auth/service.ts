import type { FastifyBaseLogger } from 'fastify';
import type { Captcha } from '../../adapters/captcha.ts';
import type { Mailer } from '../../adapters/mail.ts';
import type { Config } from '../../config.ts';
import type { ShopLang } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import type { RateLimiter } from '../../lib/rate-limit.ts';
import { loginService } from './login.ts';
import { oneTimeCodes } from './one-time-codes.ts';
import { updateUserLang } from './queries.ts';
import { registerService } from './register.ts';
import { resetService } from './reset.ts';

export { LOGIN_SLOWDOWN_MS } from './login.ts';
// What other modules ask of an account: its contact, staff's names, and the lock that serialises a
// shopper's order placements (taken inside the caller's transaction).
export { findUserContact, lockUserRow, userNamesByIds } from './queries.ts';

export interface AuthDeps {
  db: Db;
  config: Config;
  mailer: Mailer;
  captcha: Captcha;
  limiter: RateLimiter;
  log: FastifyBaseLogger;
}

/** The account's ways in: registering, signing in, and resetting a forgotten password. */
export function authService(deps: AuthDeps) {
  const codes = oneTimeCodes(deps);
  return { ...registerService(deps, codes), ...loginService(deps), ...resetService(deps, codes) };
}

export type AuthService = ReturnType<typeof authService>;

/** The shopper used the shop in `lang` elsewhere (an order placed in it): the account's mails follow. */
export const rememberLang = (db: Db, userId: string, lang: ShopLang) => updateUserLang(db, userId, lang);
