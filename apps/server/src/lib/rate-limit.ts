import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { RateRule } from '../config.ts';
import type { Db } from '../db/client.ts';
import { rateLimits } from './rate-limit-schema.ts';
import { AppError } from './errors.ts';

export interface RateCheck {
  key: string;
  rule: RateRule;
}

export interface RateLimiter {
  /** Counts one hit on every key; throws 429 with `message` when any is over its limit. */
  consume(checks: RateCheck[], message: string): Promise<void>;
  /** Counts one hit on every key and never refuses: for counters that slow down instead. */
  record(checks: RateCheck[]): Promise<void>;
  /** The live count of `key`: 0 once its window has ended, or when nothing was counted. */
  peek(key: string): Promise<number>;
  /** Deletes windows that ended before `now`, so the table holds only live counters. */
  prune(): Promise<void>;
}

/**
 * Fixed-window counters in the `rate_limits` table. One atomic upsert per key both counts the hit
 * and starts a new window once the old one has ended, so concurrent requests on several instances
 * can never lose a count.
 */
export function dbRateLimiter(db: Db, now: () => Date): RateLimiter {
  const hit = async (key: string, rule: RateRule): Promise<number> => {
    const at = now();
    const resetAt = new Date(at.getTime() + rule.windowSeconds * 1000);
    const [row] = await db
      .insert(rateLimits)
      .values({ key, count: 1, resetAt })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          count: sql`case when ${rateLimits.resetAt} <= ${at.toISOString()}::timestamptz then 1 else ${rateLimits.count} + 1 end`,
          resetAt: sql`case when ${rateLimits.resetAt} <= ${at.toISOString()}::timestamptz then ${resetAt.toISOString()}::timestamptz else ${rateLimits.resetAt} end`,
        },
      })
      .returning({ count: rateLimits.count });
    return row?.count ?? 1;
  };

  return {
    async consume(checks, message) {
      // Every key is counted even when an earlier one is already over, so a blocked caller keeps
      // spending the budget of the other keys too (no free probing of one dimension).
      const counts = await Promise.all(checks.map((c) => hit(c.key, c.rule)));
      if (counts.some((count, i) => count > checks[i]!.rule.limit)) {
        throw new AppError('RATE_LIMITED', message);
      }
    },
    async record(checks) {
      await Promise.all(checks.map((c) => hit(c.key, c.rule)));
    },
    async peek(key) {
      const [row] = await db
        .select({ count: rateLimits.count })
        .from(rateLimits)
        .where(and(eq(rateLimits.key, key), gt(rateLimits.resetAt, now())));
      return row?.count ?? 0;
    },
    async prune() {
      await db.delete(rateLimits).where(lt(rateLimits.resetAt, now()));
    },
  };
}
