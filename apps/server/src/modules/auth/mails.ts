import type { MailMessage } from '../../adapters/mail.ts';

const PURPOSE_TEXT = {
  register: { subject: 'your sign-up code', intro: 'Use this code to finish creating your account' },
  reset: { subject: 'your password reset code', intro: 'Use this code to choose a new password' },
} as const;

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
}): MailMessage {
  const p = PURPOSE_TEXT[input.purpose];
  const until = input.expiresAt.toLocaleTimeString('en-GB', {
    timeZone: input.timeZone,
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
  });
  const expiry = `It expires in ${input.minutes} minutes (at ${until}) and works once.`;
  const ignore = 'If you did not ask for it, you can ignore this mail.';
  const text = [
    `${input.shopName}`,
    '',
    `${p.intro}:`,
    '',
    `    ${input.code}`,
    '',
    expiry,
    ignore,
  ].join('\n');
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
  return { to: input.to, subject: `${input.shopName}: ${p.subject} is ${input.code}`, text, html };
}
