/**
 * Catalogue benchmark (issue 3): seeds a fresh database with BENCH_PRODUCTS products (100,000),
 * starts the real server, and loads it with autocannon for the catalogue's hot calls, next to a bare
 * primary-key route on the same database as the ceiling. Run: `npm run bench:catalog`.
 *
 * Environment: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/storefront_bench, dropped
 * and created afresh), BENCH_PGLITE=1 to also run against PGlite, BENCH_PRODUCTS, BENCH_DURATION (s),
 * BENCH_CONNECTIONS, BENCH_SKIP_SEED=1 to reuse the database of the previous run, BENCH_ONLY to run only the
 * calls whose name contains it (or one of its comma-separated parts), BENCH_ROUNDS (1) runs of each call
 * one after another on one server.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { LIST_FILTERS, SHELF_SORTS, listBodiesOf } from './list-bodies.ts';
import { machine, runScript, startServer, stopServer, untilReady } from './support.ts';

const env = process.env;
const PRODUCTS = Number(env.BENCH_PRODUCTS ?? 100_000);
const DURATION = Number(env.BENCH_DURATION ?? 10);
const ROUNDS = Number(env.BENCH_ROUNDS ?? 1);
const CONNECTIONS = Number(env.BENCH_CONNECTIONS ?? 50);
const PG_URL = env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/storefront_bench';
const APP_PORT = 4390;
const CEILING_PORT = 4391;

interface Target {
  label: string;
  env: Record<string, string>;
}

interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  ceilingRps?: number;
}

async function load(name: string, options: autocannon.Options): Promise<Row> {
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION, ...options });
  const errors = result.errors + result.timeouts + result.non2xx;
  return { name, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors };
}

async function json<T>(url: string, init?: RequestInit): Promise<T> {
  const res = await fetch(url, init);
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

const post = (body: unknown) => ({
  method: 'POST' as const,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

const COLLECTION_BODY = {
  productName: null,
  page: 3,
  amount: 4,
  category: ['Men'],
  subCategory: ['Topwear'],
  sort: 'low-high',
};
const SEARCH_BODY = { productName: 'polo', page: 1, amount: 3 };

// More distinct searches than the server's answer cache holds (1,000), asked in a cycle: every one
// misses, which measures the database path of a search rather than the cache.
const SEARCH_WORDS = [
  'polo',
  'shirt',
  'tee',
  'hoodie',
  'jeans',
  'skirt',
  'dress',
  'jacket',
  'beanie',
  'shorts',
  'sweater',
  'chino',
  'linen',
  'cotton',
  'knit',
  'fleece',
  'bread',
  'loaf',
  'sourdough',
  'bun',
  'cake',
  'tart',
  'donut',
  'muffin',
  'croissant',
  'kaya',
  'pandan',
  'butter',
  'cookie',
  'roll',
  'kids',
  'stripe',
  'denim',
  'wool',
  'oxford',
  'cap',
  'classic',
  'heritage',
  'weekend',
  'studio',
];
const SEARCH_PAGES = 30;
let uncached = 0;
function nextUncachedSearch() {
  const n = uncached++;
  return {
    productName: SEARCH_WORDS[n % SEARCH_WORDS.length],
    page: 1 + (Math.floor(n / SEARCH_WORDS.length) % SEARCH_PAGES),
    amount: 3,
  };
}

// Every page of the benchmarked shelf in every sort, in turn: more distinct pages than the answer
// cache holds (2,000), so each one is read from the database, as a shopper paging deep would.
let uncachedPage = 0;
function nextUncachedCollection(shelfPages: number) {
  const n = uncachedPage++;
  return {
    ...COLLECTION_BODY,
    page: 1 + (n % shelfPages),
    sort: SHELF_SORTS[Math.floor(n / shelfPages) % SHELF_SORTS.length],
  };
}

let listAsked = 0;

// One client asks everything here: its per-client limits would answer most of the load with a cheap
// 429 (100 API calls in 10 s), and the shedding guard on a shared machine with a cheap 503.
const UNLIMITED = {
  RATE_LIMIT_API: 'off',
  RATE_LIMIT_PAGES: 'off',
  CLIENT_MAX_IN_FLIGHT: '0',
  SHED_EVENT_LOOP_DELAY_MS: '0',
  SHED_POOL_WAITING: '0',
};

async function benchTarget(target: Target): Promise<Row[]> {
  console.log(`\n## ${target.label}: seeding ${PRODUCTS} products`);
  if (env.BENCH_SKIP_SEED !== '1')
    await runScript(['apps/server/scripts/bench-seed.ts'], { ...target.env, BENCH_PRODUCTS: String(PRODUCTS) });

  const app = await startServer('apps/server/src/main.ts', APP_PORT, {
    ...target.env,
    ...UNLIMITED,
    SEED_DEMO: 'false',
  });
  const base = `http://127.0.0.1:${APP_PORT}`;
  type Page = { products: { id: string; category: string; subCategory: string }[]; totalProducts: number };
  // The server is stopped whatever the checks find, so a failed run leaves no server behind.
  const { productId, collection, bodies } = await (async () => {
    try {
      // Until its search index is loaded (seconds at 100,000 products) a busy server sheds requests.
      await untilReady(APP_PORT);
      // Sanity checks, so a benchmark never measures fast error pages.
      const middle = await json<Page>(
        `${base}/api/product/fetchProducts`,
        post({ productName: null, page: Math.floor(PRODUCTS / 2), amount: 1 }),
      );
      const productId = middle.products[0]?.id;
      if (!productId) throw new Error('No product found to benchmark');
      const collection = await json<Page>(`${base}/api/product/fetchProducts`, post(COLLECTION_BODY));
      const search = await json<Page>(`${base}/api/product/fetchProducts`, post(SEARCH_BODY));
      if (collection.products.length !== 4 || search.products.length === 0)
        throw new Error('Unexpected empty benchmark pages');
      console.log(
        `catalogue ${middle.totalProducts} products; collection total ${collection.totalProducts}; search '${SEARCH_BODY.productName}' total ${search.totalProducts}`,
      );
      const bodies = await listBodiesOf(base);
      console.log(`list: ${bodies.length} distinct bodies over ${LIST_FILTERS.length} filters`);
      return { productId, collection, bodies };
    } finally {
      await stopServer(app);
    }
  })();
  const shelfPages = Math.ceil(collection.totalProducts / COLLECTION_BODY.amount);

  // Other work on the machine comes and goes, so each call is paired with a ceiling measured just
  // before it; the ceiling and the app never run at once (PGlite allows one owner of its folder).
  const scenarios: [string, autocannon.Options][] = [
    ['product by id', { url: `${base}/api/product/${productId}` }],
    [
      'collection: Men+Topwear, low-high, page 3',
      { url: `${base}/api/product/fetchProducts`, ...post(COLLECTION_BODY) },
    ],
    [
      `collection, never cached (${shelfPages} pages × ${SHELF_SORTS.length} sorts of Men+Topwear in turn)`,
      {
        url: `${base}/api/product/fetchProducts`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        requests: [
          { setupRequest: (request) => ({ ...request, body: JSON.stringify(nextUncachedCollection(shelfPages)) }) },
        ],
      },
    ],
    [
      `list, never cached (filter, sort, page size and page varied)`,
      {
        url: `${base}/api/product/fetchProducts`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        requests: [
          { setupRequest: (request) => ({ ...request, body: JSON.stringify(bodies[listAsked++ % bodies.length]) }) },
        ],
      },
    ],
    [
      `search '${SEARCH_BODY.productName}' (page 1, 3)`,
      { url: `${base}/api/product/fetchProducts`, ...post(SEARCH_BODY) },
    ],
    [
      `search, never cached (${SEARCH_WORDS.length} words × ${SEARCH_PAGES} pages in turn)`,
      {
        url: `${base}/api/product/fetchProducts`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        requests: [{ setupRequest: (request) => ({ ...request, body: JSON.stringify(nextUncachedSearch()) }) }],
      },
    ],
    [
      'home: latest, best sellers, slider, settings',
      {
        url: base,
        requests: [
          { method: 'GET', path: '/api/product/list?view=latest' },
          { method: 'GET', path: '/api/product/list?view=bestsellers' },
          { method: 'GET', path: '/api/custom/getSliderImages' },
          { method: 'GET', path: '/api/custom/settings' },
        ],
      },
    ],
  ];
  const rows: Row[] = [];
  const only = env.BENCH_ONLY;
  // BENCH_ONLY may name several calls, separated by commas ('product by id,list').
  const wanted = only?.split(',');
  for (const [name, options] of scenarios.filter(([name]) => !wanted || wanted.some((w) => name.includes(w)))) {
    const ceilingServer = await startServer('apps/server/scripts/bench-ceiling.ts', CEILING_PORT, target.env);
    const ceiling = await load('ceiling', { url: `http://127.0.0.1:${CEILING_PORT}/ceiling/${productId}` });
    await stopServer(ceilingServer);
    const server = await startServer('apps/server/src/main.ts', APP_PORT, {
      ...target.env,
      ...UNLIMITED,
      SEED_DEMO: 'false',
    });
    await untilReady(APP_PORT);
    const asked = listAsked;
    // The first run follows the server's start; later ones find its code compiled and its bounded
    // caches (the rows shown) filled, as a shop that has been running does.
    for (let round = 1; round <= ROUNDS; round++) {
      const label = round === 1 ? name : `${name}, next ${DURATION} s`;
      rows.push({ ...(await load(label, options)), ceilingRps: ceiling.rps });
    }
    await stopServer(server);
    // The answer cache keeps the last 2,000 answers: a body asked again after more than that many
    // others has left it, and is answered afresh.
    if (listAsked - asked > bodies.length)
      console.log(
        `note: ${listAsked - asked} list requests cycled through ${bodies.length} bodies; ${bodies.length > 2_000 ? 'none could be cached' : 'some were cached'}`,
      );
  }
  return rows;
}

function table(label: string, rows: Row[]): string {
  const lines = [
    `${label} (${PRODUCTS} products, ${CONNECTIONS} connections, ${DURATION} s each)`,
    '| call | req/s | p50 ms | p99 ms | ceiling req/s (just before) | vs ceiling | errors |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map((r) => {
      const ceiling = r.ceilingRps ?? r.rps;
      return `| ${r.name} | ${Math.round(r.rps)} | ${r.p50} | ${r.p99} | ${Math.round(ceiling)} | ${Math.round((100 * r.rps) / ceiling)}% | ${r.errors} |`;
    }),
  ];
  return lines.join('\n');
}

const targets: Target[] = [
  { label: 'PostgreSQL', env: { DATABASE_URL: PG_URL, DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'bench-pg-')) } },
];
if (env.BENCH_PGLITE === '1') {
  const dir = path.join(os.tmpdir(), 'bench-pglite');
  if (env.BENCH_SKIP_SEED !== '1') fs.rmSync(dir, { recursive: true, force: true });
  targets.push({ label: 'PGlite', env: { DATA_DIR: dir } });
}

const reports: string[] = [];
for (const target of targets) reports.push(table(target.label, await benchTarget(target)));
console.log(`\nMachine: ${machine()}\n`);
console.log(reports.join('\n\n'));
