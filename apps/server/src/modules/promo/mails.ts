import type { ShopLang } from '@shop/contract';
import type { MailMessage } from '../../adapters/mail.ts';
import { mailDateLocale, mailText } from '../../lib/mail-text/index.ts';
import type { PromoRow } from './queries.ts';

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function lastDay(expiresAt: Date, timeZone: string, lang: ShopLang | undefined): string {
  return expiresAt.toLocaleDateString(mailDateLocale(lang), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone,
  });
}

/** The newsletter's welcome mail, carrying the code the home page promises. */
export function welcomeCodeMail(
  promo: PromoRow,
  ctx: { shopName: string; timeZone: string; shopUrl: string; lang?: ShopLang },
): MailMessage {
  const t = mailText(ctx.lang).newsletter.welcome;
  const until = promo.expiresAt ? t.until(lastDay(promo.expiresAt, ctx.timeZone, ctx.lang)) : '';
  const paragraphs = [t.hello(ctx.shopName), t.code, promo.code, `${t.use}${until}`, t.shopNow(ctx.shopUrl)];
  return {
    to: promo.email ?? '',
    subject: t.subject(ctx.shopName),
    text: paragraphs.join('\n\n'),
    html: paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n'),
  };
}
