import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {}

/** The data folder cannot be created or written (read-only, not ours, or full): the start stops here. */
export class DataDirUnwritableError extends Error {}

const UNWRITABLE = new Set(['EACCES', 'EPERM', 'EROFS', 'ENOSPC', 'ENOTDIR']);

/** How long a start waits for another start that is taking over the same stale lock. */
const TAKEOVER_WAIT_MS = 2_000;
const RETRY_PAUSE_MS = 5;

/**
 * PGlite lets a second process open the same folder and then silently loses its writes,
 * so the owning process records its pid in a lock file and any other start refuses.
 * A pid lock (rather than an mtime lease) lets a restart after SIGKILL take over at once.
 *
 * Taking the lock never removes a file another start may have just made:
 * - a free lock is taken with an atomic hard link of a fully written file (`link` fails if the name
 *   exists, like `wx`, and the name never holds a half-written pid);
 * - a lock whose pid is dead is taken over by whoever first claims `server.lock.takeover-<dead pid>`
 *   the same way; the claimant checks the lock still names the dead pid and renames its own file
 *   over it. Two starts that both saw the same dead pid race for that one claim, so exactly one wins,
 *   and a claim left by a start that died mid-takeover is itself a stale lock, taken over the same way.
 */
export function lockDataDir(dataDir: string): () => void {
  try {
    return takeLock(dataDir);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (typeof code !== 'string' || !UNWRITABLE.has(code)) throw err;
    throw new DataDirUnwritableError(
      `The data folder ${dataDir} cannot be written (${code}); give the server a writable folder in DATA_DIR.`,
    );
  }
}

function takeLock(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'server.lock');
  const deadline = Date.now() + TAKEOVER_WAIT_MS;
  for (;;) {
    const outcome = tryLock(file);
    if (outcome === 'locked') break;
    if (typeof outcome === 'number') {
      throw new DataDirLockedError(
        `The data folder ${dataDir} is in use by another server process (pid ${outcome}); stop it or set DATA_DIR to another folder.`,
      );
    }
    if (Date.now() > deadline) throw new DataDirLockedError(`Could not lock the data folder ${dataDir}.`);
    pause(RETRY_PAUSE_MS);
  }
  return () => {
    try {
      if (fs.readFileSync(file, 'utf8') === String(process.pid)) fs.unlinkSync(file);
    } catch {
      // Already gone: nothing to release.
    }
  };
}

/**
 * One attempt: 'locked' when `file` is now ours, the live holder's pid when it is not, 'retry' when
 * another start is mid-takeover or the file changed under us.
 */
function tryLock(file: string): 'locked' | 'retry' | number {
  if (createExclusive(file)) return 'locked';
  const holder = readHolder(file);
  if (holder === null) return 'retry';
  if (holder !== process.pid && isAlive(holder)) return holder;
  // Stale: whoever holds the claim on this dead holder's lock may replace it; nobody else may.
  const claim = `${file}.takeover-${holder}`;
  const claimed = tryLock(claim);
  if (claimed !== 'locked') return 'retry';
  try {
    if (readHolder(file) !== holder) return 'retry';
    const mine = writeTemp(file);
    fs.renameSync(mine, file);
    return 'locked';
  } finally {
    fs.rmSync(claim, { force: true });
  }
}

/** Creates `file` holding our pid, only if no file has that name; the name never shows a half-written pid. */
function createExclusive(file: string): boolean {
  const mine = writeTemp(file);
  try {
    fs.linkSync(mine, file);
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    return false;
  } finally {
    fs.rmSync(mine, { force: true });
  }
}

function writeTemp(file: string): string {
  const temp = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  fs.writeFileSync(temp, String(process.pid), { flag: 'wx' });
  return temp;
}

/** The pid a lock file names; 0 for unreadable content (treated as dead), null when the file is gone. */
function readHolder(file: string): number | null {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
  const pid = Number(text);
  return Number.isInteger(pid) && pid > 0 ? pid : 0;
}

function isAlive(pid: number): boolean {
  if (pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** A short synchronous wait: the lock is taken once, at start, before anything else runs. */
function pause(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}
