import { randomInt } from 'node:crypto';
import {
  formatCents,
  addDays,
  ADMIN_PAGE_SIZE,
  toCents,
  WELCOME_CODE_DAYS,
  WELCOME_DISCOUNT_PERCENT,
  type AdminPromoCode,
  type PromoCodeInput,
} from '@shop/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError, invalid, notFound } from '../../lib/errors.ts';
import { zonedInstant } from '../../lib/zoned-time.ts';
import * as q from './queries.ts';

export type PromoRow = q.PromoRow;

/** Refusals the shopper reads in the place-order form, one for each rule. */
export const PROMO_MESSAGES = {
  unknown: 'This promo code does not exist. Please check the spelling.',
  disabled: 'This promo code is no longer active.',
  expired: 'This promo code has expired.',
  otherAccount: 'This promo code belongs to another account. Sign in with the email it was sent to.',
  alreadyUsed: 'You have already used this promo code.',
  usedUp: 'This promo code has been fully redeemed.',
  minSubtotal: (amount: string) => `This promo code needs a subtotal of at least ${amount}.`,
} as const;

const money = formatCents;

export interface QuoteInput {
  userId: string;
  /** The account's email, as auth holds it: a code made for one address is that shopper's only. */
  email: string | null;
  subtotalCents: number;
  now: Date;
  currency: string;
}

/** What the code takes off `subtotalCents`: whole sen, rounded down, never more than the subtotal. */
export function discountCents(promo: Pick<PromoRow, 'kind' | 'amount'>, subtotalCents: number): number {
  const off = promo.kind === 'percent' ? Math.floor((subtotalCents * promo.amount) / 100) : promo.amount;
  return Math.max(0, Math.min(off, subtotalCents));
}

/** Every rule a code must pass for this shopper and cart; throws the first refusal. */
async function check(db: Db, promo: PromoRow | null, input: QuoteInput): Promise<PromoRow> {
  if (!promo) throw invalid(PROMO_MESSAGES.unknown);
  if (promo.disabledAt) throw invalid(PROMO_MESSAGES.disabled);
  if (promo.expiresAt && promo.expiresAt <= input.now) throw invalid(PROMO_MESSAGES.expired);
  if (promo.email && promo.email !== input.email) throw invalid(PROMO_MESSAGES.otherAccount);
  if (await q.hasRedeemed(db, promo.id, input.userId)) throw new AppError('CONFLICT', PROMO_MESSAGES.alreadyUsed);
  if (promo.maxUses !== null && promo.usedCount >= promo.maxUses) throw new AppError('CONFLICT', PROMO_MESSAGES.usedUp);
  if (input.subtotalCents < promo.minSubtotalCents)
    throw invalid(PROMO_MESSAGES.minSubtotal(money(promo.minSubtotalCents, input.currency)));
  return promo;
}

/** The promo call before an order: nothing is reserved, the order checks again. */
export async function quote(db: Db, code: string, input: QuoteInput): Promise<{ code: string; discountCents: number }> {
  const promo = await check(db, await q.findByCode(db, code), input);
  return { code: promo.code, discountCents: discountCents(promo, input.subtotalCents) };
}

/**
 * Inside the order's transaction: checks the code again with its row locked, and counts the use for
 * `orderId`. Two orders racing for a code's last use are serialised by that lock, so the second one
 * sees it used up.
 */
export async function redeem(
  tx: Db,
  code: string,
  input: QuoteInput & { orderId: string },
): Promise<{ code: string; discountCents: number }> {
  const promo = await check(tx, await q.findByCodeForUpdate(tx, code), input);
  await q.recordRedemption(tx, promo.id, input.userId, input.orderId);
  return { code: promo.code, discountCents: discountCents(promo, input.subtotalCents) };
}

/**
 * A cancelled order (by its shopper, by staff, or for want of payment) gave the shop nothing, so the
 * codes it used are given back, inside the transaction that cancels it: the shopper may use a one-use
 * code again, and a code with a use limit has that use free again. The code's other rules (expiry,
 * disabled, its account) still apply when it is next used.
 */
export async function releaseOrderCodes(tx: Db, orderIds: string[]): Promise<void> {
  if (orderIds.length === 0) return;
  await q.deleteRedemptions(tx, orderIds);
}

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const randomCode = (length: number) =>
  Array.from({ length }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

/** The newsletter's welcome code: 20% off, one use, only for the account with `email`. */
export async function createWelcomeCode(db: Db, email: string, now: Date): Promise<PromoRow> {
  for (;;) {
    const row = await q.insertCode(db, {
      code: `WELCOME-${randomCode(8)}`,
      kind: 'percent',
      amount: WELCOME_DISCOUNT_PERCENT,
      minSubtotalCents: 0,
      expiresAt: new Date(now.getTime() + WELCOME_CODE_DAYS * 86_400_000),
      maxUses: 1,
      email,
      createdAt: now,
    });
    // 32^8 codes: a clash is astronomically rare, and then another draw is made.
    if (row) return row;
  }
}

export function toAdminCode(row: PromoRow): AdminPromoCode {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    amount: row.kind === 'percent' ? row.amount : row.amount / 100,
    minSubtotal: row.minSubtotalCents / 100,
    expiresAt: row.expiresAt?.getTime() ?? null,
    maxUses: row.maxUses,
    usedCount: row.usedCount,
    email: row.email,
    active: row.disabledAt === null,
    createdAt: row.createdAt.getTime(),
  };
}

export async function createCode(
  db: Db,
  input: z.output<typeof PromoCodeInput>,
  ctx: { now: Date; timeZone: string },
): Promise<PromoRow> {
  const row = await q.insertCode(db, {
    code: input.code,
    kind: input.kind,
    amount: input.kind === 'percent' ? input.amount : toCents(input.amount),
    minSubtotalCents: toCents(input.minSubtotal),
    // Valid through the whole of its last day on the shop's clock.
    expiresAt: input.expiresOn ? zonedInstant(addDays(input.expiresOn, 1), 0, ctx.timeZone) : null,
    maxUses: input.maxUses,
    createdAt: ctx.now,
  });
  if (!row) throw new AppError('CONFLICT', `The code ${input.code} already exists. Choose another.`);
  return row;
}

export async function disableCode(db: Db, id: number, now: Date): Promise<PromoRow> {
  const row = await q.disableCode(db, id, now);
  if (!row) throw notFound('Promo code not found.');
  return row;
}

export async function listCodes(db: Db, page: number, welcome: boolean) {
  const { rows, total } = await q.listCodes(db, {
    welcome,
    limit: ADMIN_PAGE_SIZE,
    offset: (page - 1) * ADMIN_PAGE_SIZE,
  });
  return { codes: rows.map(toAdminCode), total };
}
