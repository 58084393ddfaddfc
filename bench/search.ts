/**
 * Search benchmark: seeds a fresh database with BENCH_PRODUCTS generated products (100,000; see
 * apps/server/src/db/seed/seed-bulk.ts), starts the real server and asks it only searches it has never
 * answered (so none comes from the answer cache): exact words, prefixes and one-typo words, alone and
 * in pairs, next to a bare primary-key route on the same database as the ceiling. Two runs follow each
 * other on one server: the first seconds after it says ready, then as many seconds more, warm, on texts
 * still never asked (BENCH_WARM_RUNS times, 1 by default: one server's runs show its noise); the first
 * run's p99 is also printed second by second. Run: `npm run bench:search`.
 *
 * Environment: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/storefront_bench, dropped
 * and created afresh), BENCH_PGLITE=0 to skip PGlite, BENCH_PRODUCTS, BENCH_DURATION (s, each run), BENCH_TEXTS (90,000),
 * BENCH_PG_CONNECTIONS (50), BENCH_PGLITE_CONNECTIONS (10), BENCH_PORT (4392; the ceiling uses the next
 * port), BENCH_SKIP_SEED=1 to reuse the previous run's databases (the PGlite one lives in the temp
 * folder), BENCH_WARM_RUNS (1), BENCH_BUILT=1 to start the server's build (`npm run build` first) as
 * `npm start` does rather than its sources under tsx, BENCH_METRICS=1 (the server's `/metrics` on, and
 * its garbage collections printed for each warm run).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { searchTexts } from './search-texts.ts';
import {
  machine,
  metricValue,
  residentMb,
  root,
  runScript,
  serverMetrics,
  startServer,
  stopServer,
  untilReady,
} from './support.ts';

const env = process.env;
const PRODUCTS = Number(env.BENCH_PRODUCTS ?? 100_000);
const DURATION = Number(env.BENCH_DURATION ?? 10);
const WARM_RUNS = Number(env.BENCH_WARM_RUNS ?? 1);
const PG_URL = env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/storefront_bench';
const APP_PORT = Number(env.BENCH_PORT ?? 4392);
const CEILING_PORT = APP_PORT + 1;

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

interface Row {
  name: string;
  /** The first DURATION seconds after /readyz said ready. */
  cold: Figures;
  /** The next DURATION seconds, on texts never asked before either, once per warm run. */
  warm: Figures[];
  /** The first run's p99 second by second. */
  coldSeconds: Seconds;
  ceilingRps: number;
}

/** p99 of each second's answers, in ms: how the first seconds after ready settle. */
type Seconds = number[];

function load(connections: number, options: autocannon.Options, seconds?: Seconds): Promise<Figures> {
  const started = Date.now();
  const times: number[][] = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon({ connections, duration: DURATION, ...options }, (err, result) => {
      if (err) return reject(err);
      for (const answered of times) seconds?.push(answered ? p99Of(answered) : NaN);
      resolve({
        rps: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        errors: result.errors + result.timeouts + result.non2xx,
      });
    });
    if (seconds)
      instance.on('response', (_client, _status, _bytes, ms: number) => {
        (times[Math.floor((Date.now() - started) / 1000)] ??= []).push(ms);
      });
  });
}

interface Collections {
  major: { count: number; seconds: number };
  minor: { count: number; seconds: number };
}

/** The server's garbage collections so far, from its own metrics (BENCH_METRICS=1), else null. */
async function collections(base: string): Promise<Collections | null> {
  if (env.BENCH_METRICS !== '1') return null;
  const text = await serverMetrics(base);
  const read = (kind: string) => {
    // A kind of collection that has not run yet has no sample.
    const value = (part: string) => metricValue(text, `nodejs_gc_duration_seconds_${part}{kind="${kind}"}`) || 0;
    return { count: value('count'), seconds: value('sum') };
  };
  return { major: read('major'), minor: read('minor') };
}

/** What the collector did between two readings: full collections (and their time), then young ones. */
function collected(before: Collections, after: Collections): string {
  const part = (kind: keyof Collections) =>
    `${after[kind].count - before[kind].count} ${kind} (${Math.round((after[kind].seconds - before[kind].seconds) * 1000)} ms)`;
  return `collections ${part('major')}, ${part('minor')}`;
}

function p99Of(times: number[]): number {
  const sorted = [...times].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))]!);
}

async function benchTarget(label: string, targetEnv: Record<string, string>, connections: number): Promise<Row> {
  console.log(`\n## ${label}: ${PRODUCTS} products`);
  if (env.BENCH_SKIP_SEED !== '1')
    await runScript(['apps/server/scripts/bench-seed.ts'], { ...targetEnv, BENCH_PRODUCTS: String(PRODUCTS) });
  const texts = searchTexts(Number(env.BENCH_TEXTS ?? 90_000));
  console.log(
    `${texts.length} distinct texts, e.g. ${texts
      .slice(0, 6)
      .map((t) => `'${t}'`)
      .join(', ')}`,
  );
  const base = `http://127.0.0.1:${APP_PORT}`;
  const ceilingServer = await startServer('apps/server/scripts/bench-ceiling.ts', CEILING_PORT, targetEnv);
  // The bare route's primary-key read costs the same whether the id exists or not.
  const ceiling = await load(connections, {
    url: `http://127.0.0.1:${CEILING_PORT}/ceiling/00000000-0000-0000-0000-000000000000`,
  });
  await stopServer(ceilingServer);
  const entry = env.BENCH_BUILT === '1' ? 'apps/server/dist/main.js' : 'apps/server/src/main.ts';
  if (!fs.existsSync(path.join(root, entry))) throw new Error(`${entry} is missing: run "npm run build" first`);
  const server = await startServer(entry, APP_PORT, {
    ...targetEnv,
    SEED_DEMO: 'false',
    METRICS_ENABLED: String(env.BENCH_METRICS === '1'),
  });
  await untilReady(APP_PORT);
  const loaded = residentMb(server.pid!);
  let next = 0;
  const found = await fetch(`${base}/api/product/fetchProducts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ productName: 'pandn loaf', page: 1, amount: 3 }),
  }).then((r) => r.json() as Promise<{ totalProducts: number }>);
  if (!(found.totalProducts > 0)) throw new Error('The typo search found nothing: not benchmarking an empty answer');
  const searches = (seconds?: Seconds) =>
    load(
      connections,
      {
        url: `${base}/api/product/fetchProducts`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        requests: [
          {
            setupRequest: (request) => ({
              ...request,
              body: JSON.stringify({ productName: texts[next++ % texts.length], page: 1, amount: 3 }),
            }),
          },
        ],
      },
      seconds,
    );
  // A server's first seconds compile its code and fill its bounded caches (word readings, searched
  // rows); a shop runs for days, so the figure that counts is the second run's, reported beside the first.
  const coldSeconds: Seconds = [];
  const cold = await searches(coldSeconds);
  const warm: Figures[] = [];
  for (let run = 0; run < WARM_RUNS; run++) {
    const before = await collections(base);
    warm.push(await searches());
    if (before) console.log(`warm run ${run + 1}: ${collected(before, (await collections(base))!)}`);
  }
  const searched = residentMb(server.pid!);
  await stopServer(server);
  console.log(
    `server resident memory: ${loaded.rssMb} MB with the index loaded, ${searched.rssMb} MB after the searches (peak ${searched.peakMb} MB)`,
  );
  if (next > texts.length) console.log(`note: ${next} requests cycled through ${texts.length} texts; some were cached`);
  return { name: `${label}, ${connections} connections`, cold, warm, coldSeconds, ceilingRps: ceiling.rps };
}

const rows: Row[] = [];
rows.push(
  await benchTarget(
    'PostgreSQL',
    { DATABASE_URL: PG_URL, DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'bench-search-pg-')) },
    Number(env.BENCH_PG_CONNECTIONS ?? 50),
  ),
);
if (env.BENCH_PGLITE !== '0') {
  const dir = path.join(os.tmpdir(), 'bench-search-pglite');
  if (env.BENCH_SKIP_SEED !== '1') fs.rmSync(dir, { recursive: true, force: true });
  rows.push(await benchTarget('PGlite', { DATA_DIR: dir }, Number(env.BENCH_PGLITE_CONNECTIONS ?? 10)));
}

console.log(`\nMachine: ${machine()}\n`);
console.log(
  `Never-cached searches (${PRODUCTS} products, ${DURATION} s each; exact, prefix and one-typo texts, 1-3 words)`,
);
console.log('| database | run | req/s | p50 ms | p99 ms | ceiling req/s (just before) | vs ceiling | errors |');
console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const r of rows) {
  const runs: [string, Figures][] = [
    ['first after ready', r.cold],
    ...r.warm.map((figures, i): [string, Figures] => [
      r.warm.length > 1 ? `warm run ${i + 1}` : 'next (warm)',
      figures,
    ]),
  ];
  for (const [run, f] of runs) {
    console.log(
      `| ${r.name} | ${run} | ${Math.round(f.rps)} | ${f.p50} | ${f.p99} | ${Math.round(r.ceilingRps)} | ${Math.round((100 * f.rps) / r.ceilingRps)}% | ${f.errors} |`,
    );
  }
}
for (const r of rows) console.log(`${r.name}, first run, p99 ms second by second: ${r.coldSeconds.join(', ')}`);
