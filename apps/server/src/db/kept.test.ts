import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Db } from './client.ts';
import { keptPerDatabase } from './kept.ts';

// Only identity matters to the keeper: distinct objects stand in for two databases.
const dbA = {} as Db;
const dbB = {} as Db;

describe('keptPerDatabase', () => {
  afterEach(() => vi.useRealTimers());

  it('reads once for concurrent asks and again only after the time kept', async () => {
    vi.useFakeTimers();
    let reads = 0;
    const kept = keptPerDatabase(5_000, async () => ++reads);
    expect(await Promise.all([kept.get(dbA), kept.get(dbA)])).toEqual([1, 1]);
    vi.advanceTimersByTime(4_999);
    expect(await kept.get(dbA)).toBe(1);
    vi.advanceTimersByTime(1);
    expect(await kept.get(dbA)).toBe(2);
  });

  it('keeps each database apart, and forget reads again at once', async () => {
    const reads: Db[] = [];
    const kept = keptPerDatabase(60_000, async (db) => {
      reads.push(db);
      return reads.length;
    });
    expect(await kept.get(dbA)).toBe(1);
    expect(await kept.get(dbB)).toBe(2);
    kept.forget(dbA);
    expect(await kept.get(dbA)).toBe(3);
    expect(await kept.get(dbB)).toBe(2);
  });

  it('does not keep a failed read', async () => {
    let fail = true;
    const kept = keptPerDatabase(60_000, async () => {
      if (fail) throw new Error('database away');
      return 'read';
    });
    await expect(kept.get(dbA)).rejects.toThrow('database away');
    fail = false;
    expect(await kept.get(dbA)).toBe('read');
  });
});
