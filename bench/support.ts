/**
 * What the benchmarks share: running the server's scripts, starting and stopping the real server as
 * production does.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Runs a TypeScript script of the repository to its end (`node --import tsx`), its output shown. */
export function runScript(args: string[], extraEnv: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
      cwd: root,
      env: { ...process.env, ...extraEnv },
      stdio: 'inherit',
    });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${args.join(' ')} exited with ${code}`))));
  });
}

/**
 * Starts `script` (the server's main.ts or a bench server) with NODE_ENV=production on 127.0.0.1:port
 * and waits until it answers HTTP; main.ts listens only once its database is migrated and seeded.
 * `cwd` is the checkout whose script runs (this one by default).
 */
/** The node flags `npm start` gives the server (apps/server/package.json), so a run measures what ships. */
export function startScriptFlags(): string[] {
  const manifest = JSON.parse(fs.readFileSync(path.join(root, 'apps/server/package.json'), 'utf8')) as {
    scripts: { start: string };
  };
  const words = manifest.scripts.start.split(' ');
  if (words[0] !== 'node' || words.at(-1) !== 'dist/main.js')
    throw new Error(`Unexpected start script: ${manifest.scripts.start}`);
  return words.slice(1, -1);
}

export function startServer(
  script: string,
  port: number,
  extraEnv: Record<string, string>,
  cwd = root,
): Promise<ChildProcess> {
  // The shop's server runs with the V8 flags it ships with (its heap sizing changes its speed too),
  // from its sources or from its build (which needs no TypeScript loader).
  const shop = script === 'apps/server/src/main.ts' || script === 'apps/server/dist/main.js';
  const loader = script.endsWith('.js') ? [] : ['--import', 'tsx'];
  const child = spawn(process.execPath, [...(shop ? startScriptFlags() : []), ...loader, script], {
    cwd,
    env: serverEnv(port, extraEnv),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return answering(child, port, script);
}

/**
 * Starts the built server of the checkout at `cwd` as its own `npm -w apps/server run start` does,
 * without building: a checkout finds its own build wherever its build puts it, so two checkouts of
 * different layouts start alike. A Ctrl-C does not reach it: the caller stops it with stopServer then too.
 */
export function startBuiltServer(cwd: string, port: number, extraEnv: Record<string, string>): Promise<ChildProcess> {
  // npm runs the script through a shell, which may not forward signals: the whole group is stopped.
  const child = spawn('npm', ['--loglevel=error', '-w', 'apps/server', 'run', 'start'], {
    cwd,
    env: serverEnv(port, extraEnv),
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  groups.add(child);
  return answering(child, port, `npm start in ${cwd}`);
}

function serverEnv(port: number, extraEnv: Record<string, string>): NodeJS.ProcessEnv {
  return {
    ...process.env,
    ...extraEnv,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
  };
}

async function answering(child: ChildProcess, port: number, name: string): Promise<ChildProcess> {
  // A machine busy with other work may need longer to migrate and seed: BENCH_START_TIMEOUT_S.
  const deadline = Date.now() + Number(process.env.BENCH_START_TIMEOUT_S ?? 180) * 1000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`${name} exited with ${child.exitCode ?? child.signalCode}`);
    try {
      await fetch(`http://127.0.0.1:${port}/readyz`);
      return child;
    } catch {
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  signal(child, 'SIGTERM');
  throw new Error(`${name} did not start in time`);
}

/** Servers started in a process group of their own, which a Ctrl-C of the bench does not reach. */
const groups = new Set<ChildProcess>();

function signal(child: ChildProcess, name: NodeJS.Signals): void {
  if (!groups.has(child) || child.pid === undefined) {
    child.kill(name);
    return;
  }
  try {
    process.kill(-child.pid, name);
  } catch {
    // The group is gone already.
  }
}

/** npm may leave before the server it started has finished shutting down. */
async function groupGone(pid: number): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    try {
      process.kill(-pid, 0);
    } catch {
      return;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  process.kill(-pid, 'SIGKILL');
}

export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    signal(child, 'SIGTERM');
    await exited;
  }
  if (groups.delete(child) && child.pid !== undefined) await groupGone(child.pid);
}

/** The server's own metrics (`METRICS_ENABLED=true`), to read values from with `metricValue`. */
export async function serverMetrics(base: string): Promise<string> {
  return fetch(`${base}/metrics`).then((r) => r.text());
}

/** One sample's value in Prometheus text, by its name with labels as printed (`x{kind="major"}`); NaN if absent. */
export function metricValue(text: string, sample: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${sample} `));
  return line ? Number(line.slice(sample.length + 1)) : NaN;
}

export const machine = () =>
  `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GB RAM, Node ${process.version}`;

/** A process's resident memory now and at its peak, in MB, as the kernel counts it (`/proc/<pid>/status`). */
export function residentMb(pid: number): { rssMb: number; peakMb: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rssMb: Math.round(kb('VmRSS') / 1024), peakMb: Math.round(kb('VmHWM') / 1024) };
}

/** Waits until the server on `port` says it is ready (`/readyz` 200: its search index is loaded). */
export async function untilReady(port: number): Promise<void> {
  const deadline = Date.now() + Number(process.env.BENCH_START_TIMEOUT_S ?? 180) * 1000;
  while (Date.now() < deadline) {
    if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the server on port ${port} was not ready in time`);
}
