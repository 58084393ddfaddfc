import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.ts';

describe('lockDataDir', () => {
  it('refuses a second owner while the first is alive, and frees on release', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lock-'));
    fs.writeFileSync(path.join(dir, 'server.lock'), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    fs.rmSync(path.join(dir, 'server.lock'));
    const release = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, 'server.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, 'server.lock'))).toBe(false);
  });

  it('takes over a lock left by a process that died', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lock-'));
    fs.writeFileSync(path.join(dir, 'server.lock'), '999999999');
    const release = lockDataDir(dir);
    release();
  });

  it('leaves exactly one owner when two processes take over the same dead pid at the same instant', async () => {
    const ROUNDS = 60;
    const dirs = Array.from({ length: ROUNDS }, () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lock-race-'));
      fs.writeFileSync(path.join(dir, 'server.lock'), '999999999');
      return dir;
    });
    const contender = path.join(import.meta.dirname, '../../test/helpers/lock-contender.ts');
    // Far enough ahead for both processes to load, however busy the machine is.
    const startAt = String(Date.now() + 8_000);
    const run = () =>
      promisify(execFile)(process.execPath, ['--import', 'tsx', contender, startAt, '25', ...dirs], {
        timeout: 60_000,
      });
    const [a, b] = await Promise.all([run(), run()]);
    const [ra, rb] = [JSON.parse(a.stdout) as string[], JSON.parse(b.stdout) as string[]];
    const outcomes = ra.map((r, i) => [r, rb[i]].sort().join('+'));
    expect(outcomes).toEqual(Array.from({ length: ROUNDS }, () => 'refused+won'));
    for (const dir of dirs) {
      // Only the winner's lock is left: no claim or temporary file behind.
      expect(fs.readdirSync(dir)).toEqual(['server.lock']);
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 90_000);

  it('takes over a takeover claim left by a start that died in the middle of it', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lock-'));
    fs.writeFileSync(path.join(dir, 'server.lock'), '999999999');
    fs.writeFileSync(path.join(dir, 'server.lock.takeover-999999999'), '999999998');
    const release = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, 'server.lock'), 'utf8')).toBe(String(process.pid));
    expect(fs.readdirSync(dir)).toEqual(['server.lock']);
    release();
  });

  it('waits for, then refuses in favour of, a live start that is mid-takeover', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lock-'));
    fs.writeFileSync(path.join(dir, 'server.lock'), '999999999');
    // A live process (our parent) holds the claim and never finishes: the start gives up with a clear error.
    fs.writeFileSync(path.join(dir, 'server.lock.takeover-999999999'), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(`Could not lock the data folder ${dir}.`);
  });
});
