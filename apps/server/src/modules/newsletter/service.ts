import type { Db } from '../../db/client.ts';
import { newsletterSubscriptions } from '../../db/schema.ts';

/** Subscribing twice is not an error: the shopper just wants to be on the list. */
export async function subscribe(db: Db, email: string): Promise<{ created: boolean }> {
  const inserted = await db
    .insert(newsletterSubscriptions)
    .values({ email })
    .onConflictDoNothing()
    .returning({ email: newsletterSubscriptions.email });
  return { created: inserted.length > 0 };
}
