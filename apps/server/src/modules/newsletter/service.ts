import { createHash, randomBytes } from 'node:crypto';
import { NEWSLETTER_MESSAGES, type ShopLang } from '@shop/contract';
import type { RateRule } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { RateLimiter } from '../../lib/rate-limit.ts';
import { createWelcomeCode, type PromoRow } from '../promo/service.ts';
import { mailboxOf } from './mailbox.ts';
import * as q from './queries.ts';

/**
 * Per client: a form is filled in now and then, never a hundred times an hour. Per mailbox: a few
 * confirmation mails a day, however its address is spelled, so the form cannot flood anyone's inbox.
 */
export const NEWSLETTER_LIMITS: { perIp: RateRule; perMailbox: RateRule } = {
  perIp: { limit: 10, windowSeconds: 3600 },
  perMailbox: { limit: 3, windowSeconds: 86_400 },
};
export const CONFIRM_LINK_HOURS = 48;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface NewsletterDeps {
  db: Db;
  limiter: RateLimiter;
  now: () => Date;
}

/**
 * Double opt-in: a new address (or one still waiting) gets a confirmation link, and nothing else
 * happens until it is opened. A subscribed address, or a mailbox over its limit, gets no mail. The
 * caller answers the same in every case; only the client's own limit is refused out loud.
 */
export async function subscribe(
  deps: NewsletterDeps,
  email: string,
  ip: string,
  lang: ShopLang = 'en',
): Promise<{ confirm: { email: string; token: string; expiresAt: Date } | null }> {
  const { db, limiter } = deps;
  await limiter.consume([{ key: `newsletter:ip:${ip}`, rule: NEWSLETTER_LIMITS.perIp }], NEWSLETTER_MESSAGES.tooMany);
  const mailbox = mailboxOf(email);
  try {
    await limiter.consume([{ key: `newsletter:mailbox:${mailbox}`, rule: NEWSLETTER_LIMITS.perMailbox }], '');
  } catch (err) {
    if (err instanceof AppError && err.code === 'RATE_LIMITED') return { confirm: null };
    throw err;
  }
  const token = randomBytes(32).toString('base64url');
  const confirmTokenHash = hashToken(token);
  const expiresAt = new Date(deps.now().getTime() + CONFIRM_LINK_HOURS * 3_600_000);
  if (await q.insertPending(db, { email, mailbox, confirmTokenHash, confirmExpiresAt: expiresAt, lang })) {
    return { confirm: { email, token, expiresAt } };
  }
  const row = await q.findByMailbox(db, mailbox, email);
  if (!row || row.confirmedAt) return { confirm: null };
  // Still waiting: a new link (the old one stops working), to the address the mailbox first gave.
  if (await q.renewToken(db, row.email, confirmTokenHash, expiresAt, lang))
    return { confirm: { email: row.email, token, expiresAt } };
  return { confirm: null };
}

/**
 * Opening the link confirms the subscription and makes its one welcome code, in one transaction;
 * a second click finds it confirmed and makes nothing. `lang` is the one it was subscribed in, for
 * the welcome mail.
 */
export async function confirm(
  db: Db,
  token: string,
  now: Date,
): Promise<{ message: string; welcome: PromoRow | null; lang: ShopLang }> {
  const row = await q.findByToken(db, hashToken(token));
  if (!row) throw new AppError('INVALID_INPUT', NEWSLETTER_MESSAGES.invalidLink);
  if (row.confirmedAt) return { message: NEWSLETTER_MESSAGES.alreadyConfirmed, welcome: null, lang: row.lang };
  if (!row.confirmExpiresAt || row.confirmExpiresAt <= now)
    throw new AppError('INVALID_INPUT', NEWSLETTER_MESSAGES.invalidLink);
  const welcome = await db.transaction(async (tx) =>
    (await q.markConfirmed(tx, row.email, now)) ? createWelcomeCode(tx, row.email, now) : null,
  );
  return welcome
    ? { message: NEWSLETTER_MESSAGES.confirmed, welcome, lang: row.lang }
    : { message: NEWSLETTER_MESSAGES.alreadyConfirmed, welcome: null, lang: row.lang };
}
