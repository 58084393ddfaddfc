import { sql } from 'drizzle-orm';
import { check, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import type { ShopLang } from '@shop/contract';

/**
 * Double opt-in: a row is pending until the link mailed to it is opened (`confirmed_at`); only then is
 * the welcome code made. `mailbox` is the address normalised to the mailbox that receives it (no +tag,
 * no dots for Gmail), so variants of one mailbox share one row and one code.
 */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    email: text('email').primaryKey(),
    mailbox: text('mailbox').notNull(),
    /** SHA-256 of the confirmation link's token; the token itself is only in the mail. */
    confirmTokenHash: text('confirm_token_hash'),
    confirmExpiresAt: timestamp('confirm_expires_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** The language of the page the address was given on: the confirmation and welcome mails speak it. */
    lang: text('lang').$type<ShopLang>().notNull().default('en'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('newsletter_subscriptions_mailbox').on(t.mailbox),
    uniqueIndex('newsletter_subscriptions_token').on(t.confirmTokenHash),
    check('newsletter_subscriptions_lang', sql`${t.lang} in ('en', 'ms')`),
  ],
);
