import type { ShopLang } from '@shop/contract';
import type { MailMessage } from '../../adapters/mail.ts';
import { mailDateLocale, mailText, shopPageUrl } from '../../lib/mail-text/index.ts';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The one-time code mail: shop name, the code, and when it stops working, in text and HTML. */
export function codeMail(input: {
  to: string;
  shopName: string;
  purpose: 'register' | 'reset';
  code: string;
  expiresAt: Date;
  minutes: number;
  timeZone: string;
  /** The language of the page the code was asked for on. */
  lang?: ShopLang;
}): MailMessage {
  const t = mailText(input.lang).code;
  const p = t[input.purpose];
  const until = input.expiresAt.toLocaleTimeString(mailDateLocale(input.lang), {
    timeZone: input.timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'short',
  });
  const expiry = t.expiry(input.minutes, until);
  const ignore = t.ignore;
  const text = [`${input.shopName}`, '', `${p.intro}:`, '', `    ${input.code}`, '', expiry, ignore].join('\n');
  const shop = escapeHtml(input.shopName);
  const html = `<!doctype html>
<html><body style="margin:0;background:#faf5ec;font-family:Arial,Helvetica,sans-serif;color:#2b1d14">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" style="max-width:480px;background:#ffffff;border-radius:12px;padding:32px">
<tr><td style="font-size:20px;font-weight:bold;padding-bottom:16px">${shop}</td></tr>
<tr><td style="font-size:15px;padding-bottom:16px">${escapeHtml(p.intro)}:</td></tr>
<tr><td style="font-size:32px;font-weight:bold;letter-spacing:8px;padding-bottom:16px">${escapeHtml(input.code)}</td></tr>
<tr><td style="font-size:14px;padding-bottom:8px">${escapeHtml(expiry)}</td></tr>
<tr><td style="font-size:13px;color:#6b5446">${escapeHtml(ignore)}</td></tr>
</table></td></tr></table>
</body></html>`;
  return { to: input.to, subject: t.subject(input.shopName, p.subject, input.code), text, html };
}

/**
 * Sent instead of a sign-up code when the address already has an account, so the answer on the
 * sign-up page is the same for everyone and only the mailbox's owner learns of the attempt.
 */
export function registerAttemptMail(input: {
  to: string;
  shopName: string;
  shopUrl: string;
  /** The account's own language: the mail goes to its owner, who may not be the one who tried. */
  lang?: ShopLang;
}): MailMessage {
  const t = mailText(input.lang).registerAttempt;
  const login = shopPageUrl(input.shopUrl, '/login', input.lang);
  const reset = shopPageUrl(input.shopUrl, '/reset-password', input.lang);
  const paragraphs = t.paragraphs(input.shopName, login, reset);
  const shop = escapeHtml(input.shopName);
  const html = `<!doctype html>
<html><body style="margin:0;background:#faf5ec;font-family:Arial,Helvetica,sans-serif;color:#2b1d14">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" style="max-width:480px;background:#ffffff;border-radius:12px;padding:32px">
<tr><td style="font-size:20px;font-weight:bold;padding-bottom:16px">${shop}</td></tr>
${paragraphs.map((p) => `<tr><td style="font-size:15px;padding-bottom:12px">${escapeHtml(p)}</td></tr>`).join('\n')}
</table></td></tr></table>
</body></html>`;
  return {
    to: input.to,
    subject: t.subject(input.shopName),
    text: [input.shopName, '', ...paragraphs.flatMap((p) => [p, ''])].join('\n').trimEnd(),
    html,
  };
}
