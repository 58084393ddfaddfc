/**
 * Search benchmark: seeds a fresh database with BENCH_PRODUCTS generated products (100,000; see
 * apps/server/src/db/seed/seed-bulk.ts), starts the real server and asks it only searches it has never
 * answered (so none comes from the answer cache): exact words, prefixes and one-typo words, alone and
 * in pairs, next to a bare primary-key route on the same database as the ceiling.
 * Run: `npm run bench:search`.
 *
 * Environment: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/storefront_bench, dropped
 * and created afresh), BENCH_PGLITE=0 to skip PGlite, BENCH_PRODUCTS, BENCH_DURATION (s),
 * BENCH_PG_CONNECTIONS (50), BENCH_PGLITE_CONNECTIONS (10), BENCH_PORT (4392; the ceiling uses the next
 * port), BENCH_SKIP_SEED=1 to reuse the previous run's databases (the PGlite one lives in the temp folder).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { machine, runScript, startServer, stopServer } from './support.ts';

const env = process.env;
const PRODUCTS = Number(env.BENCH_PRODUCTS ?? 100_000);
const DURATION = Number(env.BENCH_DURATION ?? 10);
const PG_URL = env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/storefront_bench';
const APP_PORT = Number(env.BENCH_PORT ?? 4392);
const CEILING_PORT = APP_PORT + 1;

// Words shoppers type, across the bakery and the apparel line; all occur in generated names.
const WORDS = `pandan kaya coconut sesame walnut cheese garlic honey chocolate matcha cinnamon lemon banana mango
  blueberry strawberry apricot almond durian caramel custard vanilla sourdough baguette croissant brioche focaccia
  bagel muffin danish donut cookie brownie chiffon cheesecake loaf bun tart scone linen cotton denim fleece wool
  corduroy flannel batik oxford hoodie sweater jacket cardigan beanie jeans chinos trousers shorts skirt joggers
  shirt blouse polo tee relaxed oversized cropped tailored charcoal indigo olive navy striped floral kids`.split(/\s+/);

/** A one-letter typo of a word, varied by `n`: deletion, swap, substitution or insertion. */
function typo(word: string, n: number): string {
  const i = 1 + (n % (word.length - 2));
  const letter = String.fromCharCode(97 + (n % 26));
  switch (n % 4) {
    case 0:
      return word.slice(0, i) + word.slice(i + 1);
    case 1:
      return word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
    case 2:
      return word.slice(0, i) + letter + word.slice(i + 1);
    default:
      return word.slice(0, i) + letter + word.slice(i);
  }
}

/**
 * Distinct texts, taken in turn from three kinds: exact words, the last word cut short (a prefix), one
 * word with a typo; one word, two, or now and then three. Enough that a run never asks one twice (the
 * answer cache would serve the repeat): at 2,500 req/s a 10 s run asks 25,000.
 */
const TEXTS = Number(env.BENCH_TEXTS ?? 60_000);

function searchTexts(): string[] {
  const per = Math.ceil(TEXTS / 3);
  const kinds = [new Set<string>(), new Set<string>(), new Set<string>()] as const;
  const [exact, prefix, typos] = kinds;
  const count = WORDS.length;
  for (let n = 0; kinds.some((k) => k.size < per) && n < TEXTS * 50; n++) {
    const a = WORDS[n % count]!;
    const b = WORDS[(n * 7 + Math.floor(n / count)) % count]!;
    const c = WORDS[(n * 13 + Math.floor(n / (count * count))) % count]!;
    const words = n % 5 === 0 ? [a] : n % 5 === 4 ? [a, b, c] : [a, b];
    const last = words.at(-1)!;
    const at = n % words.length;
    if (exact.size < per) exact.add(words.join(' '));
    if (prefix.size < per)
      prefix.add([...words.slice(0, -1), last.slice(0, Math.max(3, last.length - 1 - (n % 4)))].join(' '));
    if (typos.size < per && words[at]!.length >= 5)
      typos.add(words.map((w, j) => (j === at ? typo(w, n) : w)).join(' '));
  }
  const [first, second, third] = kinds.map((k) => [...k]) as [string[], string[], string[]];
  return [...new Set(first.flatMap((text, i) => [text, second[i], third[i]].filter((t) => t !== undefined)))];
}

interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  ceilingRps: number;
}

async function load(connections: number, options: autocannon.Options) {
  const result = await autocannon({ connections, duration: DURATION, ...options });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

async function benchTarget(label: string, targetEnv: Record<string, string>, connections: number): Promise<Row> {
  console.log(`\n## ${label}: ${PRODUCTS} products`);
  if (env.BENCH_SKIP_SEED !== '1')
    await runScript(['apps/server/scripts/bench-seed.ts'], { ...targetEnv, BENCH_PRODUCTS: String(PRODUCTS) });
  const texts = searchTexts();
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
  const server = await startServer('apps/server/src/main.ts', APP_PORT, { ...targetEnv, SEED_DEMO: 'false' });
  let next = 0;
  const found = await fetch(`${base}/api/product/fetchProducts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ productName: 'pandn loaf', page: 1, amount: 3 }),
  }).then((r) => r.json() as Promise<{ totalProducts: number }>);
  if (!(found.totalProducts > 0)) throw new Error('The typo search found nothing: not benchmarking an empty answer');
  const result = await load(connections, {
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
  });
  await stopServer(server);
  if (next > texts.length) console.log(`note: ${next} requests cycled through ${texts.length} texts; some were cached`);
  return { name: `${label}, ${connections} connections`, ...result, ceilingRps: ceiling.rps };
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
console.log('| database | req/s | p50 ms | p99 ms | ceiling req/s (just before) | vs ceiling | errors |');
console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const r of rows) {
  console.log(
    `| ${r.name} | ${Math.round(r.rps)} | ${r.p50} | ${r.p99} | ${Math.round(r.ceilingRps)} | ${Math.round((100 * r.rps) / r.ceilingRps)}% | ${r.errors} |`,
  );
}
