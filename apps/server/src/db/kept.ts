import type { Db } from './client.ts';

/**
 * A small read every request needs, kept per database for `ttlMs`: concurrent asks share one read,
 * a failed read is not kept, and `forget` makes this instance's next ask read again (after its own
 * change). Another instance's change shows within `ttlMs`, as the shop's answer caches allow.
 */
export function keptPerDatabase<T>(ttlMs: number, read: (db: Db) => Promise<T>) {
  const kept = new WeakMap<Db, { expires: number; value: Promise<T> }>();
  return {
    get(db: Db): Promise<T> {
      const held = kept.get(db);
      if (held && held.expires > Date.now()) return held.value;
      const value = read(db);
      kept.set(db, { expires: Date.now() + ttlMs, value });
      value.catch(() => {
        if (kept.get(db)?.value === value) kept.delete(db);
      });
      return value;
    },
    forget(db: Db): void {
      kept.delete(db);
    },
  };
}
