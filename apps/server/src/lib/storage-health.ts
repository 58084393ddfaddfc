/**
 * A write that failed because the database's disk is full: PostgreSQL's (and PGlite's) SQLSTATE
 * 53100 `disk_full`, or the file system's ENOSPC reaching us directly. Nothing was written, so the
 * request is answered 503 and may be tried again once there is space.
 */
export function isStorageFull(err: unknown): boolean {
  for (
    let e: unknown = err, depth = 0;
    e && typeof e === 'object' && depth < 4;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    const code = (e as { code?: unknown }).code;
    const message = (e as { message?: unknown }).message;
    if (code === '53100' || code === 'ENOSPC') return true;
    if (typeof message === 'string' && /No space left on device/i.test(message)) return true;
  }
  return false;
}

export const STORAGE_FULL_MESSAGE =
  'The shop cannot save anything right now because its storage is full. Nothing was saved; please try again in a few minutes.';

/**
 * Whether the database can write, as the last writes found it: a request that hit a full disk marks
 * it failing; /readyz then probes with a real write until one succeeds (space came back), with no
 * restart. While failing, /readyz answers 503 so a load balancer stops sending shoppers here.
 */
export class WriteHealth {
  failingSince: number | null = null;

  markFailing(now = Date.now()): void {
    this.failingSince ??= now;
  }

  markWriting(): void {
    this.failingSince = null;
  }
}
