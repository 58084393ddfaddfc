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

/**
 * Sent instead of a sign-up code when the address already has an account, so the answer on the
 * sign-up page is the same for everyone and only the mailbox's owner learns of the attempt.
 */
export function registerAttemptMail(input: { to: string; shopName: string; shopUrl: string }): MailMessage {
  const login = new URL('/login', input.shopUrl).toString();
  const reset = new URL('/reset-password', input.shopUrl).toString();
  const paragraphs = [
    'Someone tried to register with your address.',
    `A new ${input.shopName} account was requested for this email address, which already has an account, so no new account was made and no code was sent.`,
    `If it was you, log in at ${login}, or choose a new password at ${reset} if you have forgotten it.`,
    'If it was not you, you can ignore this mail: nothing about your account has changed.',
  ];
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
    subject: `${input.shopName}: someone tried to register with your address`,
    text: [input.shopName, '', ...paragraphs.flatMap((p) => [p, ''])].join('\n').trimEnd(),
    html,
  };
}
