import type { Db } from '../../db/client.ts';
import { newsletterSubscriptions } from '../../db/schema.ts';
import { createWelcomeCode, type PromoRow } from '../promo/service.ts';

/**
 * Subscribing twice is not an error: the shopper just wants to be on the list. Only the first
 * subscription of an email makes its welcome code, so repeating the form brings no new codes.
 */
export async function subscribe(db: Db, email: string, now: Date): Promise<{ welcome: PromoRow | null }> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(newsletterSubscriptions)
      .values({ email })
      .onConflictDoNothing()
      .returning({ email: newsletterSubscriptions.email });
    if (inserted.length === 0) return { welcome: null };
    return { welcome: await createWelcomeCode(tx, email, now) };
  });
}
