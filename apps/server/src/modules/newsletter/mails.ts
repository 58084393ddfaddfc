import { WELCOME_DISCOUNT_PERCENT } from '@shop/contract';
import type { MailMessage } from '../../adapters/mail.ts';

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The double opt-in's mail: one link that confirms; the welcome code comes after it. */
export function confirmationMail(input: { to: string; shopName: string; link: string; hours: number }): MailMessage {
  const paragraphs = [
    `Please confirm your subscription to the ${input.shopName} newsletter.`,
    `Open this link to confirm, and your ${WELCOME_DISCOUNT_PERCENT}% welcome code will follow by mail:`,
    input.link,
    `The link works for ${input.hours} hours. If you did not subscribe, you can ignore this mail: without a confirmation you will get nothing more from us.`,
  ];
  return {
    to: input.to,
    subject: `${input.shopName}: please confirm your subscription`,
    text: paragraphs.join('\n\n'),
    html: paragraphs
      .map((p) =>
        p === input.link ? `<p><a href="${escapeHtml(p)}">Confirm my subscription</a></p>` : `<p>${escapeHtml(p)}</p>`,
      )
      .join('\n'),
  };
}
