/**
 * Storefront speed in the browser (issue 10): Lighthouse performance in mobile emulation with its
 * default (simulated) throttling, on the production build served by the real server with a fresh
 * demo database. Each page is measured BENCH_RUNS times (3); the median of each figure is printed.
 * Run: `npm run bench:web`.
 *
 * The shopper is a returning one (a stored service choice), so the page itself is measured rather
 * than the service modal of a first visit.
 *
 * Environment: WEB_DIST (a built storefront to serve as is; by default apps/web/dist, rebuilt when a
 * source file is newer), BENCH_WEB_PORT (4393), BENCH_RUNS (3), CHROME_PATH (/usr/bin/chromium), BENCH_PAGES
 * (a comma-separated subset such as `/,/news`; `/product` stands for the product page), BENCH_LHR_DIR (a
 * folder to keep each run's Lighthouse report in, for finding where the time goes).
 *
 * BENCH_COMPARE=<git ref> measures two builds in one run: "old" is that ref, checked out with
 * `git worktree add --detach` into node_modules/.cache/bench-web/<sha> and installed and built there
 * once (`npm ci`, `npm run build`; reused while that folder is there); "new" is this checkout, built with
 * `npm run build`. Each is served by its own checkout's built server, started as its
 * `npm -w apps/server run start` starts it, so each finds its own build wherever that checkout puts it
 * (WEB_DIST is refused), on a fresh demo database of its own (PGlite; DATABASE_URL is refused): old on BENCH_WEB_PORT, new on the port
 * after it. For each page the runs alternate old, new, old, new… BENCH_RUNS times each (5 here), so load
 * from elsewhere on the machine falls on both alike. It prints both builds' medians, the difference,
 * the benchmark index, the home page's initial JavaScript (gzip) of each, and a verdict per page:
 * whether the new build's median score is no lower and its median TBT no higher than the old one's.
 * Run: `BENCH_COMPARE=main npm run bench:web`.
 *
 * By default a comparison measures in a real browser as a shopper feels it (bench/web-real.ts: Slow 4G,
 * CPU 4×, LCP of five pages, when ADD TO CART and the search icon first work, the INP of both, the home
 * page's script bytes in its first 10 s); BENCH_LIGHTHOUSE=1 compares Lighthouse's figures instead.
 * BENCH_NEW=<git ref> builds "new" from that ref in a cached checkout too, so the working tree is free
 * to change (and be rebuilt) while the benchmark runs; BENCH_NEW equal to BENCH_COMPARE is the control
 * run: one build against itself, which shows how far apart the machine's noise alone puts two series.
 */
import { execFileSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { LIGHTHOUSE_CHROME_FLAGS, returningShopperChoice } from '../e2e/fixtures/lighthouse-browser.ts';
import { root, startBuiltServer, startServer, stopServer } from './support.ts';
import { cachedCheckout, currentCheckout, type Checkout } from './web-checkout.ts';
import { initialJs } from './web-initial-js.ts';
import { launchBrowser, realRun, type RealPages, type RealRun } from './web-real.ts';

const env = process.env;
const PORT = Number(env.BENCH_WEB_PORT ?? 4393);
const BASE = `http://127.0.0.1:${PORT}`;
const TARGETS = { score: 95, lcpMs: 2000, tbtMs: 150, cls: 0.05 };

/** The newest modification time of any file under `dir`. */
function newestMtime(dir: string): number {
  if (!fs.existsSync(dir)) return 0;
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) newest = Math.max(newest, fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

/** WEB_DIST as given, or apps/web/dist rebuilt when the web app or the contract changed since the last build. */
function webDist(): string {
  if (env.WEB_DIST) return path.resolve(env.WEB_DIST);
  const dist = path.join(root, 'apps/web/dist');
  const entry = path.join(dist, 'server/index.js');
  const built = fs.existsSync(entry) ? fs.statSync(entry).mtimeMs : 0;
  const sources = ['apps/web/src', 'apps/web/public', 'packages/contract/src'].map((d) =>
    newestMtime(path.join(root, d)),
  );
  const configs = ['apps/web/vite.config.ts', 'apps/web/react-router.config.ts'].map(
    (f) => fs.statSync(path.join(root, f)).mtimeMs,
  );
  if (Math.max(...configs, ...sources) > built) {
    console.log('Building the storefront (apps/web/dist)…');
    execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  }
  return dist;
}

interface Run {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  kb: number;
  /** Lighthouse's reading of the CPU's speed (higher is faster): compares series taken on different machines. */
  benchmarkIndex: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

async function measure(url: string, port: number): Promise<Run> {
  const result = await lighthouse(url, { port, logLevel: 'error', output: 'json', onlyCategories: ['performance'] });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (env.BENCH_LHR_DIR) {
    fs.mkdirSync(env.BENCH_LHR_DIR, { recursive: true });
    const name = `${new URL(url).pathname.replace(/\W+/g, '_')}-${Date.now()}.json`;
    fs.writeFileSync(path.join(env.BENCH_LHR_DIR, name), JSON.stringify(lhr));
  }
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    fcpMs: value('first-contentful-paint'),
    kb: value('total-byte-weight') / 1024,
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART); such a run is taken again, once. */
async function measureWithRetry(url: string, port: number): Promise<Run> {
  try {
    return await measure(url, port);
  } catch (err) {
    console.warn(`${url}: ${err instanceof Error ? err.message : String(err)}; running it again`);
    return measure(url, port);
  }
}

async function getJson<T>(base: string, pathname: string): Promise<T> {
  const res = await fetch(`${base}${pathname}`);
  if (!res.ok) throw new Error(`GET ${pathname}: ${res.status}`);
  return (await res.json()) as T;
}

/** The pages asked for (BENCH_PAGES), each as its name and its path on the server at `base`. */
async function pagesOn(base: string): Promise<{ name: string; path: string }[]> {
  const { products } = await getJson<{ products: { id: string }[] }>(base, '/api/product/list');
  const chosen = env.BENCH_PAGES?.split(',').map((p) => p.trim());
  const pages = ['/', '/collection', `/product/${products[0]!.id}`, '/news', '/outlets'].filter(
    (p) => !chosen || chosen.includes(p.startsWith('/product/') ? '/product' : p),
  );
  return pages.map((p) => ({ name: p.startsWith('/product/') ? '/product/{id}' : p, path: p }));
}

/**
 * The page reads the choice from document.cookie, so it goes into the browser's jar; Lighthouse's
 * storage reset clears caches between runs but leaves cookies. A cookie ignores the port, so with two
 * servers it is set again before each run, from the server that run measures.
 */
async function setChoice(chromePort: number, value: string): Promise<void> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chromePort}` });
  await browser.setCookie({ name: 'userSelection', value, domain: '127.0.0.1', path: '/' });
  await browser.disconnect();
}

const launchChrome = (handleSIGINT = true) =>
  chromeLauncher.launch({
    chromePath: env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: LIGHTHOUSE_CHROME_FLAGS,
    handleSIGINT,
  });

const machineLine = (runs: number) =>
  `Lighthouse ${runs} runs per page, mobile emulation, default throttling; ${os.cpus().length} cores, load ${os.loadavg()[0]!.toFixed(2)}`;

const indexLine = (runs: Run[]) => {
  const indexes = runs.map((r) => r.benchmarkIndex);
  return (
    `Lighthouse benchmark index of this machine (CPU speed; higher is faster): median ${Math.round(median(indexes))}, ` +
    `${Math.round(Math.min(...indexes))} to ${Math.round(Math.max(...indexes))}`
  );
};

/** One build: WEB_DIST or apps/web/dist, served by this checkout's server from its sources. */
async function measureOne() {
  const runs = Number(env.BENCH_RUNS ?? 3);
  const dist = webDist();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-bench-web-'));
  // Chromium before the server: a browser that cannot start must not leave a server behind.
  const chrome = await launchChrome();
  const server = await startServer('apps/server/src/main.ts', PORT, { DATA_DIR: dataDir, WEB_DIST: dist }).catch(
    (error: unknown) => {
      chrome.kill();
      throw error;
    },
  );
  try {
    const pages = await pagesOn(BASE);
    await setChoice(chrome.port, await returningShopperChoice(BASE));
    console.log(machineLine(runs));
    const rows: string[] = [];
    const all: Run[] = [];
    for (const page of pages) {
      const taken: Run[] = [];
      for (let i = 0; i < runs; i++) taken.push(await measureWithRetry(`${BASE}${page.path}`, chrome.port));
      rows.push(singleRow(page.name, taken));
      console.log(rows.at(-1));
      all.push(...taken);
    }
    console.log(
      `\nMedians of ${runs} runs (✗ misses the target: score >= ${TARGETS.score}, LCP < ${TARGETS.lcpMs / 1000} s, TBT < ${TARGETS.tbtMs} ms, CLS < ${TARGETS.cls}):\n`,
    );
    console.log('| Page | Score | LCP | TBT | CLS | FCP | Transfer | Scores of the runs |');
    console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
    for (const row of rows) console.log(row);
    console.log(`\n${indexLine(all)}`);
  } finally {
    chrome.kill();
    await stopServer(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

function singleRow(name: string, runs: Run[]): string {
  const m = (key: keyof Run) => median(runs.map((r) => r[key]));
  const mark = (ok: boolean) => (ok ? '' : ' ✗');
  return (
    `| ${name} | ${m('score')}${mark(m('score') >= TARGETS.score)} | ${(m('lcpMs') / 1000).toFixed(2)} s${mark(m('lcpMs') < TARGETS.lcpMs)} | ` +
    `${Math.round(m('tbtMs'))} ms${mark(m('tbtMs') < TARGETS.tbtMs)} | ${m('cls').toFixed(3)}${mark(m('cls') < TARGETS.cls)} | ` +
    `${(m('fcpMs') / 1000).toFixed(2)} s | ${Math.round(m('kb'))} KB | ${runs.map((r) => r.score).join(', ')} |`
  );
}

/** A build being compared, served by its own checkout's server. */
interface Served {
  name: 'old' | 'new';
  checkout: Checkout;
  base: string;
  server: ChildProcess;
  dataDir: string;
  choice: string;
  pages: { name: string; path: string }[];
}

async function serve(name: Served['name'], checkout: Checkout, port: number): Promise<Served> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `storefront-bench-web-${name}-`));
  // No WEB_DIST: each checkout's server finds its own build where that checkout's build puts it.
  const server = await startBuiltServer(checkout.dir, port, { DATA_DIR: dataDir });
  const base = `http://127.0.0.1:${port}`;
  return {
    name,
    checkout,
    base,
    server,
    dataDir,
    choice: await returningShopperChoice(base),
    pages: await pagesOn(base),
  };
}

async function unserve(build: Served): Promise<void> {
  await stopServer(build.server);
  fs.rmSync(build.dataDir, { recursive: true, force: true });
}

/** Two builds (BENCH_COMPARE and the current checkout), measured in turns. */
async function compare(ref: string) {
  if (env.WEB_DIST) throw new Error('WEB_DIST does not apply with BENCH_COMPARE: each checkout serves its own build');
  if (env.DATABASE_URL)
    throw new Error(
      'DATABASE_URL does not apply with BENCH_COMPARE: each server gets a fresh demo database of its own',
    );
  const runs = Number(env.BENCH_RUNS ?? 5);
  const newRef = env.BENCH_NEW?.trim();
  const checkouts = { old: cachedCheckout(ref), new: newRef ? cachedCheckout(newRef) : currentCheckout() };
  if (!env.BENCH_LIGHTHOUSE) return compareReal(checkouts, runs);
  const builds: Served[] = [];
  // chrome-launcher's own Ctrl-C handler would exit before the servers are stopped.
  const chrome = await launchChrome(false);
  let cleaning: Promise<void> | undefined;
  const cleanUp = () =>
    (cleaning ??= (async () => {
      chrome.kill();
      for (const b of builds) await unserve(b);
    })());
  const interrupted = () => void cleanUp().finally(() => process.exit(130));
  process.once('SIGINT', interrupted).once('SIGTERM', interrupted);
  try {
    builds.push(await serve('old', checkouts.old, PORT));
    builds.push(await serve('new', checkouts.new, PORT + 1));
    for (const b of builds) console.log(`${b.name}: ${b.checkout.label} on ${b.base}`);
    await printInitialJs(builds);
    console.log(machineLine(runs));
    printComparison(builds, await alternate(builds, runs, chrome.port), runs);
  } finally {
    await cleanUp();
  }
}

/** A difference with its sign, as rounded for printing: a change too small to show reads ±0. */
const signed = (n: number, digits = 0) => {
  const shown = Math.abs(n).toFixed(digits);
  return `${Number(shown) === 0 ? '±' : n > 0 ? '+' : '−'}${shown}`;
};

async function printInitialJs(builds: Served[]): Promise<void> {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  try {
    const sizes = await Promise.all(builds.map((b) => initialJs(b.base, '/', `userSelection=${b.choice}`)));
    const parts = builds.map((b, i) => `${b.name} ${kb(sizes[i]!.gzipBytes)} in ${sizes[i]!.files} files`);
    const change = (sizes[1]!.gzipBytes - sizes[0]!.gzipBytes) / 1024;
    console.log(`Home page's initial JavaScript (gzip): ${parts.join(', ')} (new − old: ${signed(change, 1)} KB)`);
  } catch (err) {
    // A size the HTML did not give away is no reason to drop the Lighthouse series.
    console.warn(`Home page's initial JavaScript not measured: ${err instanceof Error ? err.message : String(err)}`);
  }
}

/** Runs per page and build; old and new take turns so that load on the machine falls on both alike. */
async function alternate(builds: Served[], runs: number, chromePort: number): Promise<Run[][][]> {
  const results = builds[0]!.pages.map(() => builds.map((): Run[] => []));
  for (const [p, page] of builds[0]!.pages.entries()) {
    for (let i = 0; i < runs; i++) {
      for (const [b, build] of builds.entries()) {
        await setChoice(chromePort, build.choice);
        const run = await measureWithRetry(`${build.base}${build.pages[p]!.path}`, chromePort);
        results[p]![b]!.push(run);
        console.log(
          `${page.name} ${build.name} run ${i + 1}: score ${run.score}, TBT ${Math.round(run.tbtMs)} ms, LCP ${(run.lcpMs / 1000).toFixed(2)} s`,
        );
      }
    }
  }
  return results;
}

interface Medians {
  score: number;
  tbtMs: number;
  lcpMs: number;
  cls: number;
  benchmarkIndex: number;
}

function mediansOf(runs: Run[]): Medians {
  const m = (key: keyof Medians) => median(runs.map((r) => r[key]));
  return {
    score: m('score'),
    tbtMs: Math.round(m('tbtMs')),
    lcpMs: m('lcpMs'),
    cls: m('cls'),
    benchmarkIndex: Math.round(m('benchmarkIndex')),
  };
}

function comparisonRows(name: string, old: Medians, now: Medians, runs: Run[][]): string[] {
  const row = (build: string, m: Medians, scores: Run[]) =>
    `| ${name} | ${build} | ${m.score} | ${m.tbtMs} ms | ${(m.lcpMs / 1000).toFixed(2)} s | ${m.cls.toFixed(3)} | ${m.benchmarkIndex} | ${scores.map((r) => r.score).join(', ')} |`;
  return [
    row('old', old, runs[0]!),
    row('new', now, runs[1]!),
    `| ${name} | new − old | ${signed(now.score - old.score)} | ${signed(now.tbtMs - old.tbtMs)} ms | ` +
      `${signed((now.lcpMs - old.lcpMs) / 1000, 2)} s | ${signed(now.cls - old.cls, 3)} | | |`,
  ];
}

function verdict(name: string, old: Medians, now: Medians): string {
  const worse = [
    ...(now.score < old.score ? [`score ${now.score} < ${old.score}`] : []),
    ...(now.tbtMs > old.tbtMs ? [`TBT ${now.tbtMs} > ${old.tbtMs} ms`] : []),
  ];
  const figures = `score ${old.score} → ${now.score}, TBT ${old.tbtMs} → ${now.tbtMs} ms`;
  return worse.length === 0
    ? `${name}: new no worse than old (${figures})`
    : `${name}: new WORSE than old: ${worse.join(', ')} (${figures})`;
}

function printComparison(builds: Served[], results: Run[][][], runs: number): void {
  console.log(
    `\nold = ${builds[0]!.checkout.label}, new = ${builds[1]!.checkout.label}; medians of ${runs} runs each, taken in turns:\n`,
  );
  console.log('| Page | Build | Score | TBT | LCP | CLS | Benchmark index | Scores of the runs |');
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
  const verdicts: string[] = [];
  for (const [p, page] of builds[0]!.pages.entries()) {
    const [old, now] = results[p]!.map(mediansOf) as [Medians, Medians];
    for (const row of comparisonRows(page.name, old, now, results[p]!)) console.log(row);
    verdicts.push(verdict(page.name, old, now));
  }
  console.log(`\n${indexLine(results.flat(2))}`);
  console.log(`\nVerdict (median score no lower and median TBT no higher):\n${verdicts.join('\n')}`);
}

/** A product ADD TO CART can add at once: in stock, with one option or none. */
async function tappableProduct(base: string): Promise<string> {
  const { products } = await getJson<{
    products: { id: string; features: string[]; stock?: Record<string, number> }[];
  }>(base, '/api/product/list');
  const product = products.find((p) => p.features.length <= 1 && Object.values(p.stock ?? {}).every((n) => n > 0));
  if (!product) throw new Error('No product with a single option in stock');
  return `/product/${product.id}`;
}

const REAL_TARGETS = { lcpMs: 2500, addWorksMs: 3500, inpMs: 200 };

/** Old and new in a real browser, in turns (a round of every figure on one, then on the other). */
async function compareReal(checkouts: { old: Checkout; new: Checkout }, runs: number) {
  const builds: Served[] = [];
  const browser = await launchBrowser();
  let cleaning: Promise<void> | undefined;
  const cleanUp = () =>
    (cleaning ??= (async () => {
      await browser.close();
      for (const b of builds) await unserve(b);
    })());
  const interrupted = () => void cleanUp().finally(() => process.exit(130));
  process.once('SIGINT', interrupted).once('SIGTERM', interrupted);
  try {
    builds.push(await serve('old', checkouts.old, PORT));
    builds.push(await serve('new', checkouts.new, PORT + 1));
    for (const b of builds) console.log(`${b.name}: ${b.checkout.label} on ${b.base}`);
    const pages: RealPages[] = await Promise.all(
      builds.map(async (b) => ({ pages: b.pages, productPath: await tappableProduct(b.base) })),
    );
    console.log(
      `Real Chromium, Slow 4G (150 ms RTT, 1.6 Mbps), CPU 4×; ${runs} rounds per build, in turns; ${os.cpus().length} cores, load ${os.loadavg()[0]!.toFixed(2)}`,
    );
    const results: RealRun[][] = builds.map(() => []);
    for (let i = 0; i < runs; i++) {
      for (const [b, build] of builds.entries()) {
        const run = await realRun(browser, build.base, build.choice, pages[b]!);
        results[b]!.push(run);
        console.log(`${build.name} round ${i + 1}: ${JSON.stringify(run)} (load ${os.loadavg()[0]!.toFixed(2)})`);
      }
    }
    printReal(builds, results, runs);
  } finally {
    await cleanUp();
  }
}

function printReal(builds: Served[], results: RealRun[][], runs: number): void {
  const figures: { name: string; read: (r: RealRun) => number; unit: 'ms' | 'KB'; target?: number }[] = [
    ...builds[0]!.pages.map((p) => ({
      name: `LCP ${p.name}`,
      read: (r: RealRun) => r.lcpMs[p.name]!,
      unit: 'ms' as const,
      target: REAL_TARGETS.lcpMs,
    })),
    { name: 'ADD TO CART works', read: (r) => r.addWorksMs, unit: 'ms', target: REAL_TARGETS.addWorksMs },
    { name: 'Search icon opens the overlay', read: (r) => r.searchWorksMs, unit: 'ms' },
    { name: 'INP, opening search', read: (r) => r.searchInpMs, unit: 'ms', target: REAL_TARGETS.inpMs },
    { name: 'INP, ADD TO CART', read: (r) => r.addInpMs, unit: 'ms', target: REAL_TARGETS.inpMs },
    { name: 'Home JS in the first 10 s', read: (r) => r.homeJsBytes / 1024, unit: 'KB' },
  ];
  const show = (n: number, unit: string) => (unit === 'KB' ? `${n.toFixed(1)} KB` : `${Math.round(n)} ms`);
  console.log(`
old = ${builds[0]!.checkout.label}, new = ${builds[1]!.checkout.label}; medians of ${runs} rounds (range in brackets):
`);
  console.log('| Figure | Old | New | New − old | Target |');
  console.log('| --- | --- | --- | --- | --- |');
  for (const f of figures) {
    const [old, now] = results.map((runsOf) => runsOf.map(f.read));
    const cell = (v: number[]) =>
      `${show(median(v), f.unit)} (${show(Math.min(...v), f.unit)}–${show(Math.max(...v), f.unit)})`;
    const diff = median(now!) - median(old!);
    const target = f.target === undefined ? '' : `≤ ${show(f.target, f.unit)}${median(now!) <= f.target ? '' : ' ✗'}`;
    console.log(
      `| ${f.name} | ${cell(old!)} | ${cell(now!)} | ${signed(diff, f.unit === 'KB' ? 1 : 0)} ${f.unit} | ${target} |`,
    );
  }
}

const ref = env.BENCH_COMPARE?.trim();
await (ref ? compare(ref) : measureOne());
