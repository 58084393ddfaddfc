/**
 * The built server's resident memory with the storefront loaded (issue #34: RSS under 400 MB at
 * 100,000 products on PostgreSQL). Starts `apps/server/dist/main.js` as `npm start` does, with the web
 * build in `apps/web/dist` (so it serves storefront pages), on a seeded database; reads `VmRSS` and
 * `VmHWM` (the peak) from `/proc/<pid>/status` once `/readyz` answers 200 (the search index loaded),
 * then again after BENCH_DURATION seconds of never-repeated searches and storefront pages at once
 * (home, collection, a collection search, product pages, the same in Malay) and shelf pages of the API
 * 50 deep in every filter and sort (which fill the rows the server keeps toward their bound), and once more after
 * BENCH_IDLE seconds without requests. The server is started BENCH_RUNS times; every run after the
 * first is a control of the first. Its per-client limits and load shedding are off, so every request
 * is served however busy the machine is: memory is measured under the work, not under refusals.
 *
 * Run: `npm run build`, then `npm run bench:server-memory`. Environment: BENCH_DATABASE_URL
 * (postgres://postgres@127.0.0.1:5432/storefront_bench), BENCH_SEED=1 to seed it afresh with
 * BENCH_PRODUCTS (100,000) first, BENCH_PORT (4392), BENCH_DURATION (60 s), BENCH_CONNECTIONS (25 for
 * each of searches, pages and shelf pages), BENCH_IDLE (30 s), BENCH_RUNS (2), BENCH_NODE_FLAGS (flags after the start script's own, which they override, for
 * the server's node, e.g. `--max-old-space-size=256`), BENCH_METRICS=1 (the server's `/metrics` on, and
 * its V8 heap in use and held printed with each reading after the load).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { listBodiesOf } from './list-bodies.ts';
import { searchTexts } from './search-texts.ts';
import {
  machine,
  metricValue,
  residentMb,
  root,
  runScript,
  serverMetrics,
  startScriptFlags,
  stopServer,
  untilReady,
} from './support.ts';

const env = process.env;
const PRODUCTS = Number(env.BENCH_PRODUCTS ?? 100_000);
const DATABASE_URL = env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/storefront_bench';
const PORT = Number(env.BENCH_PORT ?? 4392);
const DURATION = Number(env.BENCH_DURATION ?? 60);
const CONNECTIONS = Number(env.BENCH_CONNECTIONS ?? 25);
const RUNS = Number(env.BENCH_RUNS ?? 2);
const IDLE = Number(env.BENCH_IDLE ?? 30);
const NODE_FLAGS = (env.BENCH_NODE_FLAGS ?? '').split(' ').filter(Boolean);
const base = `http://127.0.0.1:${PORT}`;
const START_FLAGS = startScriptFlags();

for (const built of ['apps/server/dist/main.js', 'apps/web/dist/server/index.js']) {
  if (!fs.existsSync(path.join(root, built))) throw new Error(`${built} is missing: run "npm run build" first`);
}

/** The built server as `npm start` runs it, but as this process's own child, so its pid is the server's. */
async function startBuilt(): Promise<ChildProcess> {
  const child = spawn(process.execPath, [...START_FLAGS, ...NODE_FLAGS, 'dist/main.js'], {
    cwd: path.join(root, 'apps/server'),
    env: {
      ...env,
      DATABASE_URL,
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'bench-server-memory-')),
      SEED_DEMO: 'false',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(PORT),
      // One client asks everything here: its limits would answer most requests with a cheap 429, and
      // on a shared machine the shedding guard most with a cheap 503.
      RATE_LIMIT_PAGES: 'off',
      RATE_LIMIT_API: 'off',
      CLIENT_MAX_IN_FLIGHT: '0',
      SHED_EVENT_LOOP_DELAY_MS: '0',
      SHED_POOL_WAITING: '0',
      METRICS_ENABLED: env.BENCH_METRICS === '1' ? 'true' : 'false',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const answered = await fetch(`${base}/readyz`).then(
      () => true,
      () => false,
    );
    if (answered) return child;
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGTERM');
  throw new Error('the server did not start in time');
}

/** Storefront paths the page load cycles through: a few product pages among the shelves, both languages. */
async function pagePaths(): Promise<string[]> {
  const ids: string[] = [];
  for (const page of [1, 7, Math.floor(PRODUCTS / 20)]) {
    const answer = (await fetch(`${base}/api/product/fetchProducts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ productName: null, page, amount: 3 }),
    }).then((r) => r.json())) as { products: { id: string }[] };
    ids.push(...answer.products.map((p) => p.id));
  }
  if (ids.length === 0) throw new Error('No products found: is the database seeded?');
  const english = ['/', '/collection', '/collection?q=pandan', ...ids.map((id) => `/product/${id}`)];
  return [...english, ...english.map((p) => `/ms${p === '/' ? '' : p}`)];
}

/** The V8 heap in use and held, and the buffers outside it, from the server's own metrics (BENCH_METRICS=1). */
async function heap(): Promise<string> {
  if (env.BENCH_METRICS !== '1') return '';
  const text = await serverMetrics(base);
  const mb = (name: string) => Math.round(metricValue(text, name) / 2 ** 20);
  return `, heap in use ${mb('nodejs_heap_size_used_bytes')} MB of ${mb('nodejs_heap_size_total_bytes')} MB held, external ${mb('nodejs_external_memory_bytes')} MB`;
}

interface Load {
  requests: number;
  non2xx: number;
  errors: number;
}

const summary = (r: autocannon.Result): Load => ({
  requests: r.requests.total,
  non2xx: r.non2xx,
  errors: r.errors + r.timeouts,
});

/** Posts to the product list for DURATION seconds, each request's body from `next`. */
const fetchProducts = (next: () => object) =>
  autocannon({
    url: `${base}/api/product/fetchProducts`,
    connections: CONNECTIONS,
    duration: DURATION,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    requests: [{ setupRequest: (request) => ({ ...request, body: JSON.stringify(next()) }) }],
  });

async function serve(
  texts: string[],
  paths: string[],
  bodies: object[],
): Promise<{ searches: Load; pages: Load; lists: Load }> {
  let nextText = 0;
  let nextPath = 0;
  let nextBody = 0;
  const [searches, pages, lists] = await Promise.all([
    fetchProducts(() => ({ productName: texts[nextText++ % texts.length], page: 1, amount: 3 })),
    autocannon({
      url: base,
      connections: CONNECTIONS,
      duration: DURATION,
      requests: [{ setupRequest: (request) => ({ ...request, path: paths[nextPath++ % paths.length] }) }],
    }),
    // Shelf pages 50 deep in every filter and sort: they fill the rows the server keeps to its bound.
    fetchProducts(() => bodies[nextBody++ % bodies.length]!),
  ]);
  if (nextText > texts.length) console.log(`note: ${nextText} searches cycled through ${texts.length} texts`);
  return { searches: summary(searches), pages: summary(pages), lists: summary(lists) };
}

if (env.BENCH_SEED === '1')
  await runScript(['apps/server/scripts/bench-seed.ts'], { DATABASE_URL, BENCH_PRODUCTS: String(PRODUCTS) });

const texts = searchTexts(Number(env.BENCH_TEXTS ?? 60_000));
const rows: string[] = [];
for (let run = 1; run <= RUNS; run++) {
  const started = Date.now();
  const server = await startBuilt();
  try {
    await untilReady(PORT);
    const ready = residentMb(server.pid!);
    console.log(`run ${run}: ready after ${((Date.now() - started) / 1000).toFixed(1)} s, ${JSON.stringify(ready)}`);
    const paths = await pagePaths();
    const served = await serve(texts, paths, await listBodiesOf(base));
    const after = residentMb(server.pid!);
    console.log(`run ${run}: after the load ${JSON.stringify(after)}, ${JSON.stringify(served)}${await heap()}`);
    await new Promise((r) => setTimeout(r, IDLE * 1000));
    const idle = residentMb(server.pid!);
    console.log(`run ${run}: after ${IDLE} s idle ${JSON.stringify(idle)}${await heap()}`);
    const failed = (l: Load) => (l.non2xx + l.errors > 0 ? ` (${l.non2xx + l.errors} failed)` : '');
    rows.push(
      `| ${run === 1 ? 'run 1' : `run ${run} (control)`} | ${ready.rssMb} MB | ${after.rssMb} MB | ${idle.rssMb} MB | ${idle.peakMb} MB | ${served.searches.requests}${failed(served.searches)} | ${served.pages.requests}${failed(served.pages)} | ${served.lists.requests}${failed(served.lists)} |`,
    );
  } finally {
    await stopServer(server);
  }
}

console.log(
  `\nMachine: ${machine()}; load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
console.log(
  `Built server with the storefront, ${PRODUCTS} products on PostgreSQL, ${DURATION} s of searches, pages and shelf pages at ${CONNECTIONS} connections each, node flags: ${[...START_FLAGS, ...NODE_FLAGS].join(' ')}`,
);
console.log(
  `| | RSS ready | RSS after the load | RSS after ${IDLE} s idle | peak | searches served | pages served | shelf pages served |`,
);
console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const row of rows) console.log(row);
