import type { ShopLang } from '@shop/contract';
import type { MailMessage } from '../../adapters/mail.ts';
import { mailText } from '../../lib/mail-text/index.ts';

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The double opt-in's mail: one link that confirms; the welcome code comes after it. */
export function confirmationMail(input: {
  to: string;
  shopName: string;
  link: string;
  hours: number;
  lang?: ShopLang;
}): MailMessage {
  const t = mailText(input.lang).newsletter.confirm;
  const paragraphs = [t.ask(input.shopName), t.open, input.link, t.hours(input.hours)];
  return {
    to: input.to,
    subject: t.subject(input.shopName),
    text: paragraphs.join('\n\n'),
    html: paragraphs
      .map((p) =>
        p === input.link ? `<p><a href="${escapeHtml(p)}">${escapeHtml(t.button)}</a></p>` : `<p>${escapeHtml(p)}</p>`,
      )
      .join('\n'),
  };
}
