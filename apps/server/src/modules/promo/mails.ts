import { WELCOME_DISCOUNT_PERCENT } from '@shop/contract';
import type { MailMessage } from '../../adapters/mail.ts';
import type { PromoRow } from './queries.ts';

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function lastDay(expiresAt: Date, timeZone: string): string {
  return expiresAt.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone });
}

/** The newsletter's welcome mail, carrying the code the home page promises. */
export function welcomeCodeMail(
  promo: PromoRow,
  ctx: { shopName: string; timeZone: string; shopUrl: string },
): MailMessage {
  const until = promo.expiresAt ? ` It is valid until ${lastDay(promo.expiresAt, ctx.timeZone)}.` : '';
  const paragraphs = [
    `Welcome to ${ctx.shopName}!`,
    `Thanks for subscribing. Here is your welcome code for ${WELCOME_DISCOUNT_PERCENT}% off your next order:`,
    promo.code,
    `Enter it in the promo code field when you place your order. It works once, for the account registered with this email address.${until}`,
    `Shop now: ${ctx.shopUrl}`,
  ];
  return {
    to: promo.email ?? '',
    subject: `${ctx.shopName}: your ${WELCOME_DISCOUNT_PERCENT}% welcome code`,
    text: paragraphs.join('\n\n'),
    html: paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n'),
  };
}
