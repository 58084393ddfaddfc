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
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { LIGHTHOUSE_CHROME_FLAGS, returningShopperChoice } from '../e2e/fixtures/lighthouse-browser.ts';
import { root, startServer, stopServer } from './support.ts';

const env = process.env;
const PORT = Number(env.BENCH_WEB_PORT ?? 4393);
const RUNS = Number(env.BENCH_RUNS ?? 3);
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
  const built = fs.existsSync(path.join(dist, 'index.html')) ? fs.statSync(path.join(dist, 'index.html')).mtimeMs : 0;
  const sources = ['apps/web/src', 'apps/web/public', 'packages/contract/src'].map((d) => newestMtime(path.join(root, d)));
  const indexHtml = fs.statSync(path.join(root, 'apps/web/index.html')).mtimeMs;
  if (Math.max(indexHtml, ...sources) > built) {
    console.log('Building the storefront (apps/web/dist)…');
    execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  }
  return dist;
}

async function getJson<T>(pathname: string): Promise<T> {
  const res = await fetch(`${BASE}${pathname}`);
  if (!res.ok) throw new Error(`GET ${pathname}: ${res.status}`);
  return (await res.json()) as T;
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

async function main() {
  const dist = webDist();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-bench-web-'));
  const server = await startServer('apps/server/src/main.ts', PORT, { DATA_DIR: dataDir, WEB_DIST: dist });
  const chrome = await chromeLauncher.launch({ chromePath: env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags: LIGHTHOUSE_CHROME_FLAGS });
  try {
    const { products } = await getJson<{ products: { id: string }[] }>('/api/product/list');
    const chosen = env.BENCH_PAGES?.split(',').map((p) => p.trim());
    const pages = ['/', '/collection', `/product/${products[0]!.id}`, '/news', '/outlets'].filter(
      (p) => !chosen || chosen.includes(p.startsWith('/product/') ? '/product' : p),
    );
    // The page reads the choice from document.cookie, so it goes into the browser's jar; Lighthouse's
    // storage reset clears caches between runs but leaves cookies.
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    await browser.setCookie({ name: 'userSelection', value: await returningShopperChoice(BASE), domain: '127.0.0.1', path: '/' });
    await browser.disconnect();

    console.log(`Lighthouse ${RUNS} runs per page, mobile emulation, default throttling; ${os.cpus().length} cores, load ${os.loadavg()[0]!.toFixed(2)}`);
    const rows: string[] = [];
    const all: Run[] = [];
    for (const page of pages) {
      const runs: Run[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await measureWithRetry(`${BASE}${page}`, chrome.port));
      const m = (key: keyof Run) => median(runs.map((r) => r[key]));
      const mark = (ok: boolean) => (ok ? '' : ' ✗');
      const label = page.startsWith('/product/') ? '/product/{id}' : page;
      rows.push(
        `| ${label} | ${m('score')}${mark(m('score') >= TARGETS.score)} | ${(m('lcpMs') / 1000).toFixed(2)} s${mark(m('lcpMs') < TARGETS.lcpMs)} | ` +
          `${Math.round(m('tbtMs'))} ms${mark(m('tbtMs') < TARGETS.tbtMs)} | ${m('cls').toFixed(3)}${mark(m('cls') < TARGETS.cls)} | ` +
          `${(m('fcpMs') / 1000).toFixed(2)} s | ${Math.round(m('kb'))} KB | ${runs.map((r) => r.score).join(', ')} |`,
      );
      console.log(rows.at(-1));
      all.push(...runs);
    }
    console.log(`\nMedians of ${RUNS} runs (✗ misses the target: score >= ${TARGETS.score}, LCP < ${TARGETS.lcpMs / 1000} s, TBT < ${TARGETS.tbtMs} ms, CLS < ${TARGETS.cls}):\n`);
    console.log('| Page | Score | LCP | TBT | CLS | FCP | Transfer | Scores of the runs |');
    console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
    for (const row of rows) console.log(row);
    const indexes = all.map((r) => r.benchmarkIndex);
    console.log(
      `\nLighthouse benchmark index of this machine (CPU speed; higher is faster): median ${Math.round(median(indexes))}, ` +
        `${Math.round(Math.min(...indexes))} to ${Math.round(Math.max(...indexes))}`,
    );
  } finally {
    chrome.kill();
    await stopServer(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
