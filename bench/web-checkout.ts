/**
 * The builds `bench:web` compares (BENCH_COMPARE): another commit, checked out and built once in a
 * cache folder, and the current checkout, built afresh.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { root } from './support.ts';

export interface Checkout {
  /** The folder the checkout's `npm` commands run in. */
  dir: string;
  /** How the tables name it. */
  label: string;
}

/** Written once a cached checkout has installed and built, so an interrupted one is redone. */
const BUILT_MARK = '.bench-web-built-own-workspaces';

const git = (args: string[], cwd = root) => execFileSync('git', args, { cwd, encoding: 'utf8' }).trim();

function npm(args: string[], cwd: string): void {
  execFileSync('npm', args, { cwd, stdio: 'inherit' });
}

/**
 * `ref` checked out under node_modules/.cache (ignored by git, lint and tsc, and private to this
 * checkout, so two worktrees benching at once do not install into one folder), with its own
 * dependencies and build; reused as it is when a previous run finished building it.
 */
export function cachedCheckout(ref: string): Checkout {
  const sha = git(['rev-parse', '--verify', `${ref}^{commit}`]);
  const dir = path.join(root, 'node_modules/.cache/bench-web', sha);
  const label = `${ref} (${sha.slice(0, 7)})`;
  if (fs.existsSync(path.join(dir, BUILT_MARK))) {
    console.log(`Old build: ${label}, cached in ${dir}`);
    return { dir, label };
  }
  if (!fs.existsSync(path.join(dir, '.git'))) {
    fs.rmSync(dir, { recursive: true, force: true });
    // `npm ci` here empties node_modules, which leaves git a registration whose folder is gone.
    git(['worktree', 'prune']);
    git(['worktree', 'add', '--detach', dir, sha]);
  }
  if (sameLockfile(dir)) {
    // Dependencies this checkout already has: its packages are shared rather than installed again, which
    // on a shared machine saves minutes of CPU and a registry round.
    console.log(`Old build: building ${label} in ${dir} with this checkout's packages…`);
    linkPackages(dir);
  } else {
    console.log(`Old build: installing and building ${label} in ${dir}…`);
    npm(['ci', '--no-audit', '--no-fund'], dir);
  }
  npm(['run', 'build'], dir);
  fs.writeFileSync(path.join(dir, BUILT_MARK), `${new Date().toISOString()}\n`);
  return { dir, label };
}

/**
 * This checkout's installed packages, linked one by one into `dir`, except the workspaces (`@shop/*`):
 * those link to `dir`'s own folders. Linking the whole `node_modules` folder would resolve
 * `@shop/contract` and `@shop/demo` through this checkout's links to this checkout's sources, so the
 * old build would run the new contract and demo data.
 */
function linkPackages(dir: string): void {
  for (const folder of ['node_modules', 'apps/web/node_modules']) {
    const own = path.join(root, folder);
    const theirs = path.join(dir, folder);
    if (!fs.existsSync(own) || fs.existsSync(theirs)) continue;
    fs.mkdirSync(theirs);
    for (const entry of fs.readdirSync(own)) {
      if (entry === '.cache') continue;
      if (entry === '@shop') linkWorkspaces(path.join(own, entry), path.join(theirs, entry));
      else fs.symlinkSync(path.join(own, entry), path.join(theirs, entry));
    }
  }
}

/** The workspace links, as npm wrote them (relative), recreated inside the other checkout. */
function linkWorkspaces(own: string, theirs: string): void {
  fs.mkdirSync(theirs);
  for (const entry of fs.readdirSync(own)) {
    fs.symlinkSync(fs.readlinkSync(path.join(own, entry)), path.join(theirs, entry));
  }
}

type Lockfile = { packages: Record<string, { version?: string }> };
const lockfile = (dir: string) => JSON.parse(fs.readFileSync(path.join(dir, 'package-lock.json'), 'utf8')) as Lockfile;

/** Whether this checkout's packages hold every package `dir` locks, at the version it locks. */
function sameLockfile(dir: string): boolean {
  const ours = lockfile(root).packages;
  return Object.entries(lockfile(dir).packages).every(([name, entry]) => ours[name]?.version === entry.version);
}

/** The current checkout, built as `npm run build` builds it whatever its output folders are. */
export function currentCheckout(): Checkout {
  const head = git(['rev-parse', '--short', 'HEAD']);
  const dirty = git(['status', '--porcelain']) !== '';
  const label = `working tree (${head}${dirty ? ' + changes' : ''})`;
  console.log(`New build: building ${label}…`);
  npm(['run', 'build'], root);
  return { dir: root, label };
}
