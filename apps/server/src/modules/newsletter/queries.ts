import { and, eq, isNull, or } from 'drizzle-orm';
import type { ShopLang } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { newsletterSubscriptions } from './schema.ts';

export type SubscriptionRow = typeof newsletterSubscriptions.$inferSelect;

/** Null when a row for the address or its mailbox already exists. */
export async function insertPending(
  db: Db,
  row: { email: string; mailbox: string; confirmTokenHash: string; confirmExpiresAt: Date; lang: ShopLang },
): Promise<boolean> {
  const inserted = await db
    .insert(newsletterSubscriptions)
    .values(row)
    .onConflictDoNothing()
    .returning({ email: newsletterSubscriptions.email });
  return inserted.length > 0;
}

/** The row of the mailbox, or of the exact address (rows from before the double opt-in keep theirs). */
export async function findByMailbox(db: Db, mailbox: string, email: string): Promise<SubscriptionRow | null> {
  const [row] = await db
    .select()
    .from(newsletterSubscriptions)
    .where(or(eq(newsletterSubscriptions.mailbox, mailbox), eq(newsletterSubscriptions.email, email)))
    .limit(1);
  return row ?? null;
}

/** A new link for a row still waiting, in the language asked in last; false once it has been confirmed meanwhile. */
export async function renewToken(
  db: Db,
  email: string,
  confirmTokenHash: string,
  confirmExpiresAt: Date,
  lang: ShopLang,
): Promise<boolean> {
  const rows = await db
    .update(newsletterSubscriptions)
    .set({ confirmTokenHash, confirmExpiresAt, lang })
    .where(and(eq(newsletterSubscriptions.email, email), isNull(newsletterSubscriptions.confirmedAt)))
    .returning({ email: newsletterSubscriptions.email });
  return rows.length > 0;
}

export async function findByToken(db: Db, confirmTokenHash: string): Promise<SubscriptionRow | null> {
  const [row] = await db
    .select()
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.confirmTokenHash, confirmTokenHash))
    .limit(1);
  return row ?? null;
}

/** True for the one caller that confirmed it (two clicks on the link make one welcome code). */
export async function markConfirmed(tx: Db, email: string, at: Date): Promise<boolean> {
  const rows = await tx
    .update(newsletterSubscriptions)
    .set({ confirmedAt: at })
    .where(and(eq(newsletterSubscriptions.email, email), isNull(newsletterSubscriptions.confirmedAt)))
    .returning({ email: newsletterSubscriptions.email });
  return rows.length > 0;
}
