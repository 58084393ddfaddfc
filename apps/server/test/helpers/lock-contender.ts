import { DataDirLockedError, lockDataDir } from '../../src/db/data-dir-lock.ts';

/**
 * One contender of the data-folder lock race (src/db/data-dir-lock.test.ts): for each folder given,
 * waits for that round's instant, takes the lock or is refused, and keeps every lock it won until it
 * exits, so the winner stays a live holder. Prints one JSON array of 'won' | 'refused' | error text.
 */
const [startAt, intervalMs, ...dirs] = process.argv.slice(2);
const results: string[] = [];
for (const [round, dir] of dirs.entries()) {
  const at = Number(startAt) + round * Number(intervalMs);
  // Spin rather than sleep: both contenders must reach the lock in the same millisecond.
  while (Date.now() < at);
  try {
    lockDataDir(dir!);
    results.push('won');
  } catch (err) {
    results.push(err instanceof DataDirLockedError ? 'refused' : String(err));
  }
}
process.stdout.write(JSON.stringify(results));
