import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../src/config.ts';

/**
 * A folder this process really cannot write: permissions do it for a normal user; root ignores them,
 * so as root a read-only tmpfs is mounted instead (where mounting is allowed). Null when neither works.
 */
function readOnlyFolder(): { dir: string; cleanup(): void } | null {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'read-only-data-'));
  fs.chmodSync(dir, 0o555);
  try {
    fs.writeFileSync(path.join(dir, 'probe'), '');
    fs.rmSync(path.join(dir, 'probe'));
  } catch {
    return { dir, cleanup: () => fs.rmSync(dir, { recursive: true, force: true }) };
  }
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'ro,size=64k', 'tmpfs', dir], { stdio: 'ignore' });
    return {
      dir,
      cleanup: () => {
        execFileSync('umount', [dir], { stdio: 'ignore' });
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch {
    fs.rmSync(dir, { recursive: true, force: true });
    return null;
  }
}

const folder = readOnlyFolder();

describe('a read-only data folder at start', () => {
  afterAll(() => folder?.cleanup());

  it.skipIf(folder === null)(
    'ends the start with one clear line and exit code 1, not a stack trace',
    async () => {
      const failed = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
        cwd: repoRoot,
        env: {
          PATH: process.env.PATH ?? '',
          HOME: process.env.HOME ?? '',
          NODE_ENV: 'test',
          LOG_LEVEL: 'warn',
          DATA_DIR: folder!.dir,
          PORT: '0',
        },
        timeout: 60_000,
      }).then(
        () => null,
        (err: { code: number; stderr: string }) => err,
      );
      expect(failed?.code).toBe(1);
      const lines = failed!.stderr.split('\n').filter((l) => l.trim() !== '');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(
        new RegExp(
          `^The data folder ${folder!.dir} cannot be written \\((EROFS|EACCES)\\); give the server a writable folder in DATA_DIR\\.$`,
        ),
      );
    },
    90_000,
  );
});
