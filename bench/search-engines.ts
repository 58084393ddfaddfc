/**
 * The shop's own search index against MiniSearch (an in-process search library) doing the same job
 * over the same products, in process, no HTTP (issue #34). Each engine runs in a child process of its
 * own, so its heap and resident memory are its own; ours runs twice as a control of the machine's noise.
 *
 * Both engines read the products of a seeded database (apps/server/scripts/bench-seed.ts: the demo
 * shop plus generated products) and answer through the same steps: the text cleaned and cut into words
 * (`prepareSearchText`), each word's full-text term by the shop's stemmer (`porter2` after PostgreSQL's
 * English stop list), the shop's Malay synonyms, the page's rows read by primary key. Ours is
 * `searchCatalogue` itself; MiniSearch gets what its options offer for the rest (fuzzy and prefix per
 * word, field boosts, `autoSuggest` for "did you mean").
 *
 * Run: `npm run bench:search-engines`. Environment: BENCH_SIZES (10000,100000), BENCH_DATABASE_URL
 * (postgres://postgres@127.0.0.1:5432/storefront_bench; each size uses `<name>_<size>`, or
 * BENCH_DATABASE_URL_<size> when set), BENCH_SEED=1
 * to seed them afresh first, BENCH_QUERIES (3000 timed texts per engine), BENCH_TYPO_STEP (3: every
 * third one-edit typo of each demo name's words is tried).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { demoProducts } from '@shop/demo';
import { sql } from 'drizzle-orm';
import MiniSearch, { type Query } from 'minisearch';
import { stem } from 'porter2';
import { loadConfig } from '../apps/server/src/config.ts';
import type { Db } from '../apps/server/src/db/client.ts';
import { openDatabase } from '../apps/server/src/db/setup.ts';
import { dictionaryOf, isStopWord } from '../apps/server/src/modules/product/dictionary.ts';
import * as q from '../apps/server/src/modules/product/queries.ts';
import { heldSearchIndex } from '../apps/server/src/modules/product/search-index-sync.ts';
import {
  editDistance,
  matchesAsPrefix,
  prepareSearchText,
  typoBudget,
} from '../apps/server/src/modules/product/search-plan.ts';
import { searchCatalogue, stemsAsPorter2 } from '../apps/server/src/modules/product/search.ts';
import { synonymMap, type SynonymMap } from '../apps/server/src/modules/product/synonyms.ts';
import { searchTexts } from './search-texts.ts';
import { machine, root, runScript } from './support.ts';
import { nameWords, typos } from '../apps/server/test/helpers/typos.ts';

const env = process.env;
const SIZES = (env.BENCH_SIZES ?? '10000,100000').split(',').map(Number);
const BASE_URL = env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/storefront_bench';
const QUERIES = Number(env.BENCH_QUERIES ?? 3_000);
/** Every how-many-th typo of each demo name word is tried (1: all, as search-typos.test.ts does). */
const TYPO_STEP = Number(env.BENCH_TYPO_STEP ?? 3);

interface Answer {
  names: string[];
  total: number;
  correction: string | null;
}

/** One engine as the bench drives it: load everything a search needs, then answer texts. */
interface Engine {
  load(db: Db): Promise<void>;
  search(db: Db, text: string, limit: number): Promise<Answer>;
}

const ours: Engine = {
  async load(db) {
    await Promise.all([heldSearchIndex(db), dictionaryOf(db), synonymMap(db), stemsAsPorter2(db)]);
  },
  async search(db, text, limit) {
    const found = await searchCatalogue(
      db,
      prepareSearchText(text)!,
      { categories: [], subCategories: [] },
      { sort: 'relevant', offset: 0, limit },
    );
    return { names: found.rows.map((r) => r.name), total: found.total, correction: found.correction };
  },
};

// --- MiniSearch: everything below up to the next marker is the code the shop would own with it. ---
interface Doc {
  seq: number;
  id: string;
  name: string;
  type: string;
  category: string;
  description: string;
}

function miniSearchEngine(): Engine {
  let index: MiniSearch<Doc>;
  let synonyms: SynonymMap;
  const idsBySeq = new Map<number, string>();
  const processTerm = (term: string) => {
    const word = term.toLowerCase();
    return isStopWord(word) ? null : stem(word);
  };
  // The shop's budget counts a swap of two letters as one typo; MiniSearch's Levenshtein distance
  // counts it as two, so a word that may hold one typo is searched at distance 2.
  const fuzzy = (word: string) => (typoBudget(word) === 0 ? false : typoBudget(word) + 1);
  // Synonym terms are not in the products' text, so MiniSearch's fuzzy and prefix matching cannot
  // reach them: a misspelt or half-typed Malay term is matched against the list here.
  const synonymsOf = (word: string, asPrefix: boolean) =>
    [...synonyms.keys()]
      .filter(
        (term) =>
          term === word ||
          (asPrefix && term.startsWith(word)) ||
          editDistance(word, term, typoBudget(term)) <= typoBudget(term),
      )
      .flatMap((term) => [term, ...synonyms.get(term)!]);
  const query = (words: string[]): Query => ({
    combineWith: 'AND',
    queries: words.map((word, i) => ({
      combineWith: 'OR',
      queries: [word, ...synonymsOf(word, matchesAsPrefix(word, i, words.length))],
      prefix: matchesAsPrefix(word, i, words.length),
      fuzzy: (term: string) => fuzzy(term),
    })),
  });
  return {
    async load(db) {
      synonyms = await synonymMap(db);
      type Row = { seq: string; id: string; name: string; type: string; category: string; description: string };
      const result: unknown = await db.execute(
        sql`select seq, id, name, sub_category as type, category, description from products
            where deleted_at is null and not hidden`,
      );
      // drizzle answers an array (PGlite) or a pg result with rows, depending on the driver.
      const rows = Array.isArray(result) ? (result as Row[]) : (result as { rows: Row[] }).rows;
      index = new MiniSearch<Doc>({
        idField: 'seq',
        fields: ['name', 'type', 'category', 'description'],
        processTerm,
        searchOptions: { boost: { name: 4, type: 2, category: 2 } },
      });
      for (const r of rows) idsBySeq.set(Number(r.seq), r.id);
      await index.addAllAsync(
        rows.map((r) => ({ ...r, seq: Number(r.seq) })),
        { chunkSize: 2_000 },
      );
    },
    async search(db, text, limit) {
      const words = prepareSearchText(text)?.words ?? [];
      const hits = index.search(query(words));
      const rows = await q.productsByIds(
        db,
        hits.slice(0, limit).map((h) => idsBySeq.get(h.id as number)!),
      );
      const correction =
        hits.length === 0 ? (index.autoSuggest(words.join(' '), { fuzzy: 0.4 })[0]?.suggestion ?? null) : null;
      return { names: rows.map((r) => r.name), total: hits.length, correction };
    },
  };
}
// --- end of MiniSearch's adapter ---

/** Lines of code (not blank, not only a comment) in `files`, or between the markers of this file. */
function linesOf(text: string): number {
  return text.split('\n').filter((l) => {
    const t = l.trim();
    return t !== '' && !t.startsWith('//') && !t.startsWith('*') && !t.startsWith('/*');
  }).length;
}

function ownLines(): Record<string, number> {
  const product = (f: string) => fs.readFileSync(path.join(root, 'apps/server/src/modules/product', f), 'utf8');
  const self = fs.readFileSync(new URL(import.meta.url), 'utf8');
  const adapter = self.slice(self.indexOf('// --- MiniSearch:'), self.indexOf('// --- end of'));
  return {
    'search-index.ts': linesOf(product('search-index.ts')),
    'dictionary.ts': linesOf(product('dictionary.ts')),
    'search.ts': linesOf(product('search.ts')),
    'search-plan.ts': linesOf(product('search-plan.ts')),
    'search-index-sync.ts': linesOf(product('search-index-sync.ts')),
    'minisearch adapter': linesOf(adapter),
  };
}

const share = (hit: number, of: number) => Math.round((1000 * hit) / of) / 10;

/** Found-rates on the demo catalogue's names, as the search tests ask them, within the bigger catalogue. */
async function quality(engine: Engine, db: Db) {
  const names = demoProducts.map((p) => p.name);
  let exactFirst = 0;
  let prefixTop5 = 0;
  let prefixTried = 0;
  let typoHit = 0;
  let typoTried = 0;
  for (const name of names) {
    if ((await engine.search(db, name, 5)).names.includes(name)) exactFirst++;
    const words = nameWords(name);
    const last = words.at(-1)!;
    if (last.length > 4) {
      prefixTried++;
      if ((await engine.search(db, [...words.slice(0, -1), last.slice(0, 4)].join(' '), 5)).names.includes(name))
        prefixTop5++;
    }
    for (const [i, word] of words.entries()) {
      if ([...word].length < 5) continue;
      for (const typo of typos(word).filter((_, n) => n % TYPO_STEP === 0)) {
        typoTried++;
        const text = words.map((w, j) => (j === i ? typo : w)).join(' ');
        if ((await engine.search(db, text, 5)).names.includes(name)) typoHit++;
      }
    }
  }
  const first = async (text: string) => (await engine.search(db, text, 1)).names[0] ?? null;
  const total = async (text: string) => (await engine.search(db, text, 1)).total;
  const made = await engine.search(db, 'made', 3);
  const missing = await engine.search(db, 'aprcit custrd', 3);
  return {
    exactInTop5: `${share(exactFirst, names.length)}% of ${names.length}`,
    prefixInTop5: `${share(prefixTop5, prefixTried)}% of ${prefixTried}`,
    oneTypoInTop5: `${share(typoHit, typoTried)}% of ${typoTried}`,
    madeFirst: made.names[0] ?? null,
    // Malay terms are in no product's text: found only through the synonyms (matches, at most the bound).
    malay: {
      roti: await total('roti'),
      gula: await total('gula'),
      'seluar first': await first('seluar'),
      'seluat (typo) first': await first('seluat'),
      'selu (prefix) first': await first('selu'),
    },
    aprcitCustrd: { total: missing.total, correction: missing.correction },
  };
}

const mb = (bytes: number) => Math.round(bytes / 2 ** 20);

function memory() {
  const gc = (globalThis as { gc?: () => void }).gc!;
  gc();
  gc();
  const m = process.memoryUsage();
  // Typed arrays keep their contents outside the JavaScript heap, in array buffers.
  return { heapMb: mb(m.heapUsed + m.arrayBuffers), rssMb: mb(m.rss) };
}

async function child(name: string): Promise<void> {
  const engine = name === 'minisearch' ? miniSearchEngine() : ours;
  const opened = await openDatabase(loadConfig());
  try {
    const db = opened.database.db;
    await db.execute(sql`select 1`);
    const before = memory();
    const started = performance.now();
    await engine.load(db);
    const loadMs = Math.round(performance.now() - started);
    const after = memory();
    const texts = searchTexts(QUERIES);
    const times: number[] = [];
    for (const text of texts) {
      const t = performance.now();
      await engine.search(db, text, 3);
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    const at = (p: number) => Math.round(times[Math.min(times.length - 1, Math.floor(p * times.length))]! * 10) / 10;
    const afterQueries = memory();
    console.log(
      JSON.stringify({
        loadMs,
        heapMb: after.heapMb - before.heapMb,
        rssMb: after.rssMb,
        rssAfterQueriesMb: afterQueries.rssMb,
        queries: times.length,
        p50: at(0.5),
        p99: at(0.99),
        max: at(1),
        ...(await quality(engine, db)),
      }),
    );
  } finally {
    await opened.close();
  }
}

function runChild(name: string, url: string): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    const proc = spawn(process.execPath, ['--expose-gc', '--import', 'tsx', new URL(import.meta.url).pathname, name], {
      cwd: root,
      env: { ...env, DATABASE_URL: url, LOG_LEVEL: 'warn', NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    proc.stdout.on('data', (d: Buffer) => (out += d.toString()));
    proc.on('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out.trim().split('\n').at(-1)!)) : reject(new Error(`${name} exited ${code}`)),
    );
  });
}

if (process.argv[2]) {
  await child(process.argv[2]);
} else {
  console.log(
    `Machine: ${machine()}; load average ${(await import('node:os'))
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  console.log('Own lines (code, not comments):', JSON.stringify(ownLines()));
  for (const size of SIZES) {
    const url = env[`BENCH_DATABASE_URL_${size}`] ?? `${BASE_URL}_${size}`;
    if (env.BENCH_SEED === '1')
      await runScript(['apps/server/scripts/bench-seed.ts'], { DATABASE_URL: url, BENCH_PRODUCTS: String(size) });
    for (const name of ['ours', 'minisearch', 'ours']) {
      console.log(`\n## ${size} products, ${name}`);
      console.log(JSON.stringify(await runChild(name, url), null, 1));
    }
  }
}
