/**
 * One client against everyone (issue: a flood of searches or page loads from one address starved every
 * other shopper). Starts the real server (NODE_ENV=production, its default limits) on the demo shop,
 * then for each database: a control run (the other shopper alone), one client flooding with 200
 * parallel searches (each a text not asked before), one flooding with 200 parallel page loads, while
 * another client (127.0.0.2, in a process of its own) loads a product page every BENCH_VICTIM_PAUSE_MS. Prints the other shopper's p50/p99 and
 * what the flooder got back. Run: `npm run bench:flood` (needs `npm run build` for the pages).
 *
 * Environment: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/storefront_bench_flood,
 * dropped and created afresh; BENCH_POSTGRES=0 to skip), BENCH_PGLITE=0 to skip PGlite, BENCH_DURATION
 * (s, 15), BENCH_CONNECTIONS (200), BENCH_PORT (4420), BENCH_VICTIM_PAUSE_MS (350, between the other
 * shopper's page loads), BENCH_ENV (extra server variables, `A=1,B=2`; `CLIENT_REFUSAL_HOLD_MS=0` answers
 * every refusal at once, as before refusals were held), BENCH_START_TIMEOUT_S (180, per server start).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { machine, startServer, stopServer } from './support.ts';
import { products, show, victim, victimApart } from './victim.ts';

const env = process.env;
const DURATION = Number(env.BENCH_DURATION ?? 15);
const CONNECTIONS = Number(env.BENCH_CONNECTIONS ?? 200);
const PORT = Number(env.BENCH_PORT ?? 4420);
// A shopper's pace: the default page limit is 30 per 10 s, which a page every 50 ms would exceed itself.
const PAUSE_MS = Number(env.BENCH_VICTIM_PAUSE_MS ?? 350);
const PG_URL = env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/storefront_bench_flood';
const EXTRA = Object.fromEntries(
  (env.BENCH_ENV ?? '')
    .split(',')
    .filter(Boolean)
    .map((kv) => kv.split('=') as [string, string]),
);
const WORDS =
  'pandan kaya coconut sesame walnut cheese garlic honey chocolate matcha cinnamon lemon banana mango'.split(' ');

async function freshPostgres(url: string): Promise<void> {
  const target = new URL(url);
  const name = target.pathname.slice(1);
  const admin = new pg.Client({ connectionString: Object.assign(new URL(url), { pathname: '/postgres' }).toString() });
  await admin.connect();
  await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.query(`create database "${name}"`);
  await admin.end();
}

async function flood(kind: 'searches' | 'pages', productPaths: string[]) {
  let n = 0;
  const result = await autocannon({
    url: `http://127.0.0.1:${PORT}`,
    connections: CONNECTIONS,
    duration: DURATION,
    requests: [
      kind === 'searches'
        ? {
            method: 'POST',
            path: '/api/product/fetchProducts',
            headers: { 'content-type': 'application/json' },
            setupRequest: (req) => {
              n++;
              const text = `${WORDS[n % WORDS.length]} ${WORDS[(n >> 4) % WORDS.length]!.slice(0, 2 + (n % 4))}`;
              return { ...req, body: JSON.stringify({ productName: text, page: 1 + (n % 3), amount: 12 }) };
            },
          }
        : {
            method: 'GET',
            setupRequest: (req) => ({ ...req, path: productPaths[n++ % productPaths.length]! }),
          },
    ],
  });
  const codes = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, s]) => [code, (s as { count: number }).count]),
  );
  return `${result.requests.total} answers ${JSON.stringify(codes)}, ${result.errors} errors, ${result.timeouts} timeouts`;
}

async function run(label: string, serverEnv: Record<string, string>): Promise<string[]> {
  const server = await startServer('apps/server/src/main.ts', PORT, { ...serverEnv, ...EXTRA });
  const lines: string[] = [];
  try {
    const list = await products(PORT);
    const productPaths = list.products.map((p) => `/product/${p.id}`);
    const page = [productPaths[0]!];
    // Warm the page and the search index, then let the first windows of the limits pass.
    await victim(PORT, page, 2000);
    await new Promise((r) => setTimeout(r, 11_000));
    lines.push(
      `${label} control (other shopper alone): ${show(await victimApart(PORT, page, DURATION * 1000, PAUSE_MS))}`,
    );
    for (const kind of ['searches', 'pages'] as const) {
      await new Promise((r) => setTimeout(r, 11_000));
      const [flooder, other] = await Promise.all([
        flood(kind, productPaths),
        victimApart(PORT, page, DURATION * 1000, PAUSE_MS),
      ]);
      lines.push(`${label} ${CONNECTIONS} parallel ${kind}: other shopper ${show(other)}; flooder ${flooder}`);
    }
  } finally {
    await stopServer(server);
  }
  for (const line of lines) console.log(line);
  return lines;
}

console.log(
  `${new Date().toISOString()} ${machine()}, load ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}, server env: ${env.BENCH_ENV || 'defaults'}`,
);
const webDist = path.resolve('apps/web/dist');
if (!fs.existsSync(path.join(webDist, 'server', 'index.js')))
  throw new Error('No web build: run `npm run build` first');
if (env.BENCH_PGLITE !== '0') {
  await run('PGlite', { DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'bench-flood-')), WEB_DIST: webDist });
}
if (env.BENCH_POSTGRES !== '0') {
  await freshPostgres(PG_URL);
  await run('PostgreSQL', {
    DATABASE_URL: PG_URL,
    DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'bench-flood-pg-')),
    WEB_DIST: webDist,
  });
}
