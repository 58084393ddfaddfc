/**
 * Mixed shopper workload (production hardening, "Load, measured"): logged-in shoppers browse (70%),
 * search (15%), edit carts (10%) and check out real pickup orders (5%) against one server and then
 * two servers on the same PostgreSQL database, at fixed arrival rates (open loop). For each setup the
 * rate is raised step by step until p99 reaches 100 ms or a request fails; then, taking turns, two
 * instances and one instance run at a rate both sustain, and one instance at half of it (the load each
 * process has in the two-instance setup). Every step reads the CPU seconds of each server process, of
 * PostgreSQL and of this load generator from /proc. Run: `npm run bench:mixed`; the variables are
 * listed in bench/README.md.
 */
import { execFileSync, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import zlib from 'node:zlib';
import pg from 'pg';
import { addDays, LIMITS, moneyString, shopClock, SORTS } from '@shop/contract';
import { hashPassword } from '../apps/server/src/modules/auth/passwords.ts';
import { machine, runScript, startServer, stopServer } from './support.ts';

const env = process.env;
const num = (name: string, fallback: number) => Number(env[name] ?? fallback);
const PG_URL = env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/storefront_bench_mixed';
const PRODUCTS = num('BENCH_PRODUCTS', 2000);
const USERS = num('BENCH_USERS', 20_000);
const STEP_SECONDS = num('BENCH_STEP_SECONDS', 10);
const WARMUP_SECONDS = num('BENCH_WARMUP_SECONDS', 3);
const INITIAL_WARMUP_SECONDS = num('BENCH_INITIAL_WARMUP_SECONDS', 10);
const RATE_START = num('BENCH_RATE_START', 100);
const RATE_STEP = num('BENCH_RATE_STEP', 100);
const RATE_MAX = num('BENCH_RATE_MAX', 3000);
const COMPARE_SECONDS = num('BENCH_COMPARE_SECONDS', 20);
const COMPARE_ROUNDS = num('BENCH_COMPARE_ROUNDS', 2);
const COMMON_RATE = env.BENCH_COMMON_RATE ? Number(env.BENCH_COMMON_RATE) : null;
const LOGIN_SHARE = num('BENCH_LOGIN_SHARE', 0.01);
/** Weights of browse, search, cart and checkout. */
const MIX = (env.BENCH_MIX ?? '70,15,10,5').split(',').map(Number);
const P99_TARGET_MS = 100;
const PORTS = [4501, 4502];
const TIME_ZONE = 'Asia/Kuala_Lumpur';
const PASSWORD = 'correct horse battery';
const REQUEST_TIMEOUT_MS = 10_000;
const TICKS = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;

// ---------------------------------------------------------------------------------------------
// CPU accounting from /proc

/** utime + stime of a process in seconds and its start (clock ticks since boot), or null once it has exited. */
function procCpu(pid: number): { seconds: number; startTicks: number; ppid: number } | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name may hold spaces; the fields after it are plain numbers (proc(5)).
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { seconds: (Number(f[11]) + Number(f[12])) / TICKS, startTicks: Number(f[19]), ppid: Number(f[1]) };
  } catch {
    return null;
  }
}

/**
 * Voluntary context switches of a process's main thread, the event loop: each is one sleep in
 * epoll_wait and one wake-up, so per request they show how many requests one wake-up serves.
 */
function wakeUps(pid: number): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/^voluntary_ctxt_switches:\s+(\d+)/m.exec(status)?.[1] ?? 0);
  } catch {
    return 0;
  }
}

/** CPU seconds the whole machine spent busy (every core, every process). */
function machineBusySeconds(): number {
  const [, ...values] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).map(Number);
  const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0, steal = 0] = values;
  return (user + nice + system + irq + softirq + steal) / TICKS;
}

const uptimeTicks = () => Number(fs.readFileSync('/proc/uptime', 'utf8').split(' ')[0]) * TICKS;

type PgGroup = 'bench' | 'shared' | 'other';

/**
 * CPU of PostgreSQL's processes over a window, from the pids pg_stat_activity lists (sampled twice a
 * second, so backends that come and go are caught): the bench database's backends, the shared
 * processes (postmaster, WAL writer, checkpointer, background writer, autovacuum launcher), and the
 * other databases' backends (other people's work on this server, left out of the bench's figures).
 */
class PgCpu {
  private readonly seen = new Map<number, { group: PgGroup; base: number; last: number }>();
  private windowStart = 0;
  private running = false;
  private loop: Promise<void> = Promise.resolve();

  constructor(
    private readonly client: pg.Client,
    private readonly dbName: string,
  ) {}

  async start(): Promise<void> {
    this.seen.clear();
    this.windowStart = uptimeTicks();
    await this.sample();
    this.running = true;
    this.loop = (async () => {
      while (this.running) {
        await new Promise((r) => setTimeout(r, 500));
        await this.sample();
      }
    })();
  }

  async stop(): Promise<Record<PgGroup, number>> {
    this.running = false;
    await this.loop;
    await this.sample();
    const sums: Record<PgGroup, number> = { bench: 0, shared: 0, other: 0 };
    for (const p of this.seen.values()) sums[p.group] += p.last - p.base;
    return sums;
  }

  private async sample(): Promise<void> {
    const { rows } = await this.client.query<{ pid: number; datname: string | null; backend_type: string }>(
      'select pid, datname, backend_type from pg_stat_activity where pid <> pg_backend_pid()',
    );
    const found: [number, PgGroup][] = rows.map((r) => [
      r.pid,
      r.datname === this.dbName
        ? 'bench'
        : r.datname === null && r.backend_type !== 'client backend'
          ? 'shared'
          : 'other',
    ]);
    const postmaster = rows.length > 0 ? procCpu(rows[0]!.pid)?.ppid : undefined;
    if (postmaster) found.push([postmaster, 'shared']);
    for (const [pid, group] of found) {
      const cpu = procCpu(pid);
      if (!cpu) continue;
      const known = this.seen.get(pid);
      if (known) known.last = cpu.seconds;
      // A process born inside the window spent all its CPU in it.
      else this.seen.set(pid, { group, base: cpu.startTicks > this.windowStart ? 0 : cpu.seconds, last: cpu.seconds });
    }
    for (const [pid, p] of this.seen) {
      if (found.some(([f]) => f === pid)) continue;
      const cpu = procCpu(pid);
      if (cpu) p.last = cpu.seconds;
    }
  }
}

// ---------------------------------------------------------------------------------------------
// HTTP

interface Call {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
}

interface Answer {
  status: number;
  text: () => string;
}

// One keep-alive pool per server, like a browser's connections through a load balancer.
const agents = new Map<number, http.Agent>();

function send(port: number, call: Call): Promise<Answer> {
  let agent = agents.get(port);
  if (!agent) agents.set(port, (agent = new http.Agent({ keepAlive: true, maxSockets: 512 })));
  const payload = call.body === undefined ? undefined : JSON.stringify(call.body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: call.path,
        method: call.method,
        agent,
        headers: {
          accept: 'application/json',
          // What a browser accepts, so the server compresses as it would for real shoppers.
          'accept-encoding': 'gzip, deflate, br',
          ...(payload === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
          ...call.headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', reject);
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          const encoding = res.headers['content-encoding'];
          // Decoded only when an answer is read (a token, the slots), not for every response.
          const text = () =>
            (encoding === 'br'
              ? zlib.brotliDecompressSync(raw)
              : encoding === 'gzip'
                ? zlib.gunzipSync(raw)
                : encoding === 'deflate'
                  ? zlib.inflateSync(raw)
                  : raw
            ).toString();
          resolve({ status: res.statusCode ?? 0, text });
        });
      },
    );
    req.setTimeout(REQUEST_TIMEOUT_MS, () => req.destroy(new Error(`no answer in ${REQUEST_TIMEOUT_MS} ms`)));
    req.on('error', reject);
    req.end(payload);
  });
}

// ---------------------------------------------------------------------------------------------
// The shop's data and the shoppers

interface Product {
  id: string;
  name: string;
  priceCents: number;
  features: string[];
}

interface Catalogue {
  products: Product[];
  newsIds: number[];
  outletIds: number[];
  categories: Map<string, string[]>;
  searchTexts: string[];
}

interface Shopper {
  n: number;
  email: string;
  ip: string;
  token: string;
  cart: Map<string, { product: Product; feature: string; quantity: number }>;
  choice: { outletId: number; date: string; slot: string } | null;
  /** The outlet and its next open date, offered when the chosen date was closed there. */
  retry: { outletId: number; date: string } | null;
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
const weighted = <T>(table: readonly (readonly [number, T])[]): T => {
  let r = Math.random() * table.reduce((n, [w]) => n + w, 0);
  for (const [w, item] of table) if ((r -= w) < 0) return item;
  return table[table.length - 1]![1];
};

async function seed(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-mixed-seed-'));
  await runScript(['apps/server/scripts/bench-seed.ts'], {
    DATABASE_URL: PG_URL,
    DATA_DIR: dataDir,
    BENCH_PRODUCTS: String(PRODUCTS),
  });
  fs.rmSync(dataDir, { recursive: true, force: true });
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  try {
    // A run places thousands of orders on about 2,000 pickup slots; at the default 10 per slot valid
    // checkouts would be refused as full, which would measure the bench rather than the shop.
    await client.query(`insert into settings (key, value) values ('slotCapacity', '1000000'::jsonb)
      on conflict (key) do update set value = excluded.value`);
    // Every fourth product tracks stock, so checkouts take the stock row locks a real shop takes, with
    // far more on hand than a run can sell.
    await client.query(`update products set stock = (
        select jsonb_object_agg(f, 1000000)
        from jsonb_array_elements_text(case when jsonb_array_length(features) = 0 then '[""]'::jsonb else features end) f)
      where seq % 4 = 0`);
    // One hash for all: the shoppers share a password, and hashing 20,000 of them would take minutes.
    await client.query(
      `insert into users (email, name, password_hash)
       select 'shopper' || i || '@bench.example', 'Bench Shopper ' || i, $1 from generate_series(0, $2::int - 1) i`,
      [await hashPassword(PASSWORD), USERS],
    );
    await client.query('vacuum analyze');
  } finally {
    await client.end();
  }
}

async function loadCatalogue(client: pg.Client): Promise<Catalogue> {
  const products = (
    await client.query<{
      id: string;
      name: string;
      price_cents: number;
      features: string[];
      category: string;
      sub_category: string;
    }>(
      'select id, name, price_cents, features, category, sub_category from products where not hidden and deleted_at is null',
    )
  ).rows;
  const categories = new Map<string, string[]>();
  for (const p of products) {
    const subs = categories.get(p.category) ?? [];
    if (!subs.includes(p.sub_category)) subs.push(p.sub_category);
    categories.set(p.category, subs);
  }
  // What shoppers type: whole words of the product names and the prefixes on the way to them (the
  // overlay asks from 3 characters on).
  const texts = new Set<string>();
  for (const p of products) {
    for (const word of p.name.toLowerCase().match(/[a-z]{3,}/g) ?? []) {
      for (let n = 3; n <= word.length; n++) texts.add(word.slice(0, n));
    }
  }
  return {
    products: products.map((p) => ({ id: p.id, name: p.name, priceCents: p.price_cents, features: p.features })),
    newsIds: (await client.query<{ id: number }>('select id from news')).rows.map((r) => r.id),
    outletIds: (await client.query<{ id: number }>('select id from outlets')).rows.map((r) => r.id),
    categories,
    searchTexts: [...texts],
  };
}

// ---------------------------------------------------------------------------------------------
// The workload

type Kind = 'login' | 'browse' | 'search' | 'cart' | 'checkout';
const KINDS: Kind[] = ['login', 'browse', 'search', 'cart', 'checkout'];

interface Action {
  kind: Kind;
  call: Call;
  /** Runs on a 2xx answer; false means the answer was not what the shop should say. */
  after?: (answer: Answer) => boolean;
}

class Workload {
  private readonly idle: Shopper[] = [];
  private nextUser = 0;

  constructor(private readonly shop: Catalogue) {}

  /** A new configuration starts with nobody logged in. */
  reset(): void {
    this.idle.length = 0;
  }

  next(): { action: Action; shopper: Shopper | null } {
    if (Math.random() < LOGIN_SHARE) return this.login();
    const kind = weighted<Kind>([
      [MIX[0] ?? 0, 'browse'],
      [MIX[1] ?? 0, 'search'],
      [MIX[2] ?? 0, 'cart'],
      [MIX[3] ?? 0, 'checkout'],
    ]);
    if (kind === 'browse') return { action: { kind, call: this.browse() }, shopper: null };
    if (kind === 'search') {
      const body = { productName: pick(this.shop.searchTexts), page: 1, amount: LIMITS.searchPageSize };
      return { action: { kind, call: { method: 'POST', path: '/api/product/fetchProducts', body } }, shopper: null };
    }
    // A shopper has one request in flight at a time, as in a browser tab; with nobody free, a new one logs in.
    const shopper = kind === 'cart' ? this.take(() => true) : this.takeForCheckout();
    if (!shopper) return this.login();
    return { action: kind === 'cart' ? this.cart(shopper) : this.checkout(shopper), shopper };
  }

  /** Back in the pool after a good answer; after a failure its cart may differ from the server's, so it leaves. */
  release(shopper: Shopper, ok: boolean): void {
    if (ok) this.idle.push(shopper);
  }

  private login(): { action: Action; shopper: Shopper } {
    const n = this.nextUser++;
    if (n >= USERS) throw new Error(`All ${USERS} bench shoppers have logged in; raise BENCH_USERS`);
    // Each shopper comes from its own address, as through a load balancer (TRUST_PROXY), so the
    // per-address login limit counts shoppers rather than this generator.
    const ip = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
    const shopper: Shopper = {
      n,
      email: `shopper${n}@bench.example`,
      ip,
      token: '',
      cart: new Map(),
      choice: null,
      retry: null,
    };
    const action: Action = {
      kind: 'login',
      call: {
        method: 'POST',
        path: '/api/user/login',
        body: { email: shopper.email, password: PASSWORD },
        headers: { 'x-forwarded-for': ip },
      },
      after: (answer) => {
        shopper.token = (JSON.parse(answer.text()) as { token?: string }).token ?? '';
        return shopper.token !== '';
      },
    };
    return { action, shopper };
  }

  /** A random idle shopper that fits (the scan starts at a random place, so work spreads over everyone). */
  private take(fits: (s: Shopper) => boolean): Shopper | null {
    const n = this.idle.length;
    const from = Math.floor(Math.random() * n);
    for (let k = 0; k < n; k++) {
      const i = (from + k) % n;
      const shopper = this.idle[i]!;
      if (!fits(shopper)) continue;
      this.idle[i] = this.idle[n - 1]!;
      this.idle.pop();
      return shopper;
    }
    return null;
  }

  private takeForCheckout(): Shopper | null {
    return (
      this.take((s) => s.cart.size > 0 && s.choice !== null) ??
      this.take((s) => s.cart.size > 0) ??
      this.take(() => true)
    );
  }

  /** The calls the home, collection, product, news and outlet pages make on first load, by weight. */
  private browse(): Call {
    const get = (p: string): Call => ({ method: 'GET', path: p });
    const product = () => pick(this.shop.products).id;
    return weighted<() => Call>([
      [8, () => get('/api/product/list?view=latest')],
      [8, () => get('/api/product/list?view=bestsellers')],
      [6, () => get('/api/custom/getSliderImages')],
      [6, () => get('/api/custom/settings')],
      [4, () => get('/api/product/facets')],
      [16, () => ({ method: 'POST', path: '/api/product/fetchProducts', body: this.collectionPage() })],
      [16, () => get(`/api/product/${product()}`)],
      [8, () => get(`/api/product/${product()}/related`)],
      [3, () => get(`/api/news/all?page=1&limit=${LIMITS.newsPageSize}`)],
      [3, () => get(`/api/news/${pick(this.shop.newsIds)}`)],
      [2, () => get('/api/outlet/outletList')],
    ])();
  }

  private collectionPage() {
    const category = Math.random() < 0.6 ? null : pick([...this.shop.categories.keys()]);
    const sub = category && Math.random() < 0.5 ? pick(this.shop.categories.get(category)!) : null;
    return {
      productName: null,
      page: weighted([
        [6, 1],
        [3, 2],
        [1, 3],
      ]),
      amount: LIMITS.collectionPageSize,
      category: category ? [category] : [],
      subCategory: sub ? [sub] : [],
      sort: pick(SORTS),
    };
  }

  private cart(s: Shopper): Action {
    const auth = { token: s.token, 'x-forwarded-for': s.ip };
    const lines = [...s.cart.values()];
    const op =
      lines.length === 0
        ? 'add'
        : weighted([
            [lines.length < 5 ? 35 : 0, 'add'],
            [30, 'get'],
            [20, 'products'],
            [15, 'update'],
          ] as const);
    if (op === 'get') return { kind: 'cart', call: { method: 'POST', path: '/api/cart/get', body: {}, headers: auth } };
    if (op === 'products') {
      const ids = [...new Set(lines.map((l) => l.product.id))].sort();
      return { kind: 'cart', call: { method: 'POST', path: '/api/cart/products', body: { ids }, headers: auth } };
    }
    if (op === 'update') {
      const line = pick(lines);
      const quantity = 1 + Math.floor(Math.random() * 3);
      return {
        kind: 'cart',
        call: {
          method: 'POST',
          path: '/api/cart/update',
          body: { itemId: line.product.id, feature: line.feature, quantity },
          headers: auth,
        },
        after: () => {
          line.quantity = quantity;
          return true;
        },
      };
    }
    const product = pick(this.shop.products);
    const feature = product.features.length === 0 ? '' : pick(product.features);
    const quantity = 1 + Math.floor(Math.random() * 2);
    return {
      kind: 'cart',
      call: { method: 'POST', path: '/api/cart/add', body: { itemId: product.id, feature, quantity }, headers: auth },
      after: () => {
        const key = `${product.id}\u0000${feature}`;
        const line = s.cart.get(key) ?? { product, feature, quantity: 0 };
        line.quantity += quantity;
        s.cart.set(key, line);
        return true;
      },
    };
  }

  /**
   * The service choice (an outlet, a date, then a free slot from /api/service/slots), then the order
   * with the cart as the place-order screen sends it. Dates start 3 days out: cakes need 48 hours' notice.
   */
  private checkout(s: Shopper): Action {
    const auth = { token: s.token, 'x-forwarded-for': s.ip };
    if (s.choice && s.cart.size > 0) {
      const lines = [...s.cart.values()];
      const choice = s.choice;
      const body = {
        address: { firstName: 'Bench', lastName: `Shopper ${s.n}`, email: s.email, phone: '0123456789' },
        items: lines.map((l) => ({
          id: l.product.id,
          name: l.product.name,
          price: l.product.priceCents / 100,
          feature: l.feature,
          quantity: l.quantity,
        })),
        price: {
          productPrice: moneyString(lines.reduce((n, l) => n + l.product.priceCents * l.quantity, 0)),
          shippingPrice: moneyString(0),
        },
        service: {
          serviceType: 'pickup',
          outletId: choice.outletId,
          deliveryAddress: null,
          calendarDate: choice.date,
          deliveryTime: choice.slot,
        },
      };
      return {
        kind: 'checkout',
        call: { method: 'POST', path: '/api/order/place', body, headers: { ...auth, 'idempotency-key': randomUUID() } },
        after: () => {
          s.cart.clear();
          s.choice = null;
          return true;
        },
      };
    }
    const { outletId, date } = s.retry ?? {
      outletId: pick(this.shop.outletIds),
      date: addDays(shopClock(new Date(), TIME_ZONE).date, 3 + Math.floor(Math.random() * 20)),
    };
    return {
      kind: 'checkout',
      call: {
        method: 'POST',
        path: '/api/service/slots',
        body: { serviceType: 'pickup', outletId, date },
        headers: auth,
      },
      after: (answer) => {
        const slots = JSON.parse(answer.text()) as {
          slots: { slot: string; available: boolean }[];
          nextOpenDate: string | null;
        };
        const free = slots.slots.filter((x) => x.available);
        // A closed day: the modal offers the next open date, which the shopper takes next time.
        s.retry = free.length === 0 && slots.nextOpenDate ? { outletId, date: slots.nextOpenDate } : null;
        s.choice = free.length === 0 ? null : { outletId, date, slot: pick(free).slot };
        return true;
      },
    };
  }
}

// ---------------------------------------------------------------------------------------------
// One measured step at a fixed arrival rate

interface Server {
  child: ChildProcess;
  port: number;
}

interface Cpu {
  /** Each server that took the load. */
  servers: number[];
  /** Their event loops' wake-ups (voluntary context switches). */
  wakeUps: number;
  /** A server that was running but took no load (the second one during one-instance steps). */
  idle: number;
  pg: Record<PgGroup, number>;
  generator: number;
  machine: number;
}

interface Step {
  instances: number;
  rate: number;
  /** From the end of the warm-up to the last counted answer. */
  elapsed: number;
  latencies: Record<Kind, number[]>;
  errors: number;
  errorSamples: string[];
  cpu: Cpu;
  load: [number, number];
  // Derived from the above by summarize().
  completed: number;
  throughput: number;
  p50: number;
  p99: number;
  byKind: Record<Kind, { n: number; p99: number }>;
}

type RawStep = Omit<Step, 'completed' | 'throughput' | 'p50' | 'p99' | 'byKind'>;

const passed = (s: Step) => s.errors === 0 && s.p99 < P99_TARGET_MS;
const serverCpu = (s: Step) => s.cpu.servers.reduce((a, b) => a + b, 0);
const perServerCpu = (s: Step) => s.completed / serverCpu(s);

function percentile(sorted: number[], q: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

function summarize(raw: RawStep): Step {
  const all = Object.values(raw.latencies)
    .flat()
    .sort((a, b) => a - b);
  const byKind = Object.fromEntries(
    KINDS.map((k) => {
      const list = [...raw.latencies[k]].sort((a, b) => a - b);
      return [k, { n: list.length, p99: percentile(list, 0.99) }];
    }),
  ) as Record<Kind, { n: number; p99: number }>;
  return {
    ...raw,
    completed: all.length,
    throughput: all.length / raw.elapsed,
    p50: percentile(all, 0.5),
    p99: percentile(all, 0.99),
    byKind,
  };
}

/** Rounds of one setup taken as one measurement: counts and CPU added up, percentiles over every request. */
function merge(steps: Step[]): Step {
  const sum = (f: (s: Step) => number) => steps.reduce((n, s) => n + f(s), 0);
  const first = steps[0]!;
  return summarize({
    instances: first.instances,
    rate: first.rate,
    elapsed: sum((s) => s.elapsed),
    latencies: Object.fromEntries(KINDS.map((k) => [k, steps.flatMap((s) => s.latencies[k])])) as Record<
      Kind,
      number[]
    >,
    errors: sum((s) => s.errors),
    errorSamples: steps.flatMap((s) => s.errorSamples).slice(0, 5),
    cpu: {
      servers: first.cpu.servers.map((_, i) => sum((s) => s.cpu.servers[i]!)),
      wakeUps: sum((s) => s.cpu.wakeUps),
      idle: sum((s) => s.cpu.idle),
      pg: { bench: sum((s) => s.cpu.pg.bench), shared: sum((s) => s.cpu.pg.shared), other: sum((s) => s.cpu.pg.other) },
      generator: sum((s) => s.cpu.generator),
      machine: sum((s) => s.cpu.machine),
    },
    load: [first.load[0], steps[steps.length - 1]!.load[1]],
  });
}

interface Bench {
  workload: Workload;
  pgCpu: PgCpu;
  servers: Server[];
}

/**
 * Open loop: request i is due at start + i/rate whatever the answers do, and its latency counts from
 * then, so a slow server cannot slow the arrivals down and hide its queue. Requests due in the first
 * WARMUP seconds are sent but not counted; CPU is read from the end of the warm-up until the last
 * counted answer. Requests go to the first `instances` servers in turn.
 */
async function runStep(bench: Bench, instances: number, rate: number, seconds: number): Promise<Step> {
  const targets = bench.servers.slice(0, instances);
  const idle = bench.servers.slice(instances);
  const total = Math.round(rate * (WARMUP_SECONDS + seconds));
  const firstCounted = Math.round(rate * WARMUP_SECONDS);
  const latencies = Object.fromEntries(KINDS.map((k) => [k, [] as number[]])) as Record<Kind, number[]>;
  const errorSamples: string[] = [];
  let errors = 0;
  let inFlight = 0;
  let sent = 0;
  let drained: () => void = () => {};
  const allAnswered = new Promise<void>((r) => (drained = r));

  const cpuOf = (list: Server[]) => list.map((s) => procCpu(s.child.pid!)?.seconds ?? 0);
  const wakeUpsOf = (list: Server[]) => list.reduce((n, s) => n + wakeUps(s.child.pid!), 0);
  const before = {
    targets: [] as number[],
    idle: [] as number[],
    wakeUps: 0,
    generator: process.cpuUsage(),
    machine: 0,
    at: 0,
  };
  const loadStart = os.loadavg()[0]!;
  let pgStarted: Promise<void> = Promise.resolve();

  const fire = (i: number, due: number) => {
    const { action, shopper } = bench.workload.next();
    const counted = i >= firstCounted;
    inFlight++;
    const fail = (why: string) => {
      if (!counted) return;
      errors++;
      if (errorSamples.length < 5) errorSamples.push(`${action.kind} ${action.call.path}: ${why}`);
    };
    send(targets[i % targets.length]!.port, action.call)
      .then((answer) => {
        const ok = answer.status >= 200 && answer.status < 300 && (action.after?.(answer) ?? true);
        if (!ok) fail(`${answer.status} ${answer.text().slice(0, 200)}`);
        return ok;
      })
      .catch((err: unknown) => {
        fail(err instanceof Error ? err.message : String(err));
        return false;
      })
      .then((ok) => {
        if (counted) latencies[action.kind].push(performance.now() - due);
        if (shopper) bench.workload.release(shopper, ok);
        if (--inFlight === 0 && sent === total) drained();
      });
  };

  const start = performance.now();
  await new Promise<void>((resolve) => {
    const tick = () => {
      const due = Math.min(total, Math.floor(((performance.now() - start) / 1000) * rate) + 1);
      while (sent < due) {
        if (sent === firstCounted) {
          before.targets = cpuOf(targets);
          before.wakeUps = wakeUpsOf(targets);
          before.idle = cpuOf(idle);
          before.generator = process.cpuUsage();
          before.machine = machineBusySeconds();
          before.at = performance.now();
          pgStarted = bench.pgCpu.start();
        }
        fire(sent, start + (sent * 1000) / rate);
        sent++;
      }
      if (sent < total) setTimeout(tick, 1);
      else resolve();
    };
    tick();
  });
  if (inFlight > 0) await allAnswered;
  const elapsed = (performance.now() - before.at) / 1000;
  const targetsAfter = cpuOf(targets);
  const wakeUpsAfter = wakeUpsOf(targets);
  const idleAfter = cpuOf(idle);
  const generator = process.cpuUsage(before.generator);
  const machineBusy = machineBusySeconds() - before.machine;
  await pgStarted;
  const pgCpu = await bench.pgCpu.stop();
  return summarize({
    instances,
    rate,
    elapsed,
    latencies,
    errors,
    errorSamples,
    cpu: {
      servers: targetsAfter.map((s, i) => s - before.targets[i]!),
      wakeUps: wakeUpsAfter - before.wakeUps,
      idle: idleAfter.reduce((n, s, i) => n + s - before.idle[i]!, 0),
      pg: pgCpu,
      generator: (generator.user + generator.system) / 1e6,
      machine: machineBusy,
    },
    load: [loadStart, os.loadavg()[0]!],
  });
}

// ---------------------------------------------------------------------------------------------
// Sweeps, the comparison and the report

const f0 = (n: number) => n.toFixed(0);
const f1 = (n: number) => n.toFixed(1);
const ours = (s: Step) => serverCpu(s) + s.cpu.idle + s.cpu.pg.bench + s.cpu.pg.shared + s.cpu.generator;
const others = (s: Step) => Math.max(0, s.cpu.machine - ours(s));

function stepLine(s: Step): string {
  return (
    `${s.instances} instance(s) @ ${s.rate}/s: ${f0(s.throughput)} req/s, p50 ${f1(s.p50)} ms, p99 ${f1(s.p99)} ms, ${s.errors} errors; ` +
    `CPU s servers ${s.cpu.servers.map(f1).join('+')} (idle ${f1(s.cpu.idle)}), PostgreSQL ${f1(s.cpu.pg.bench)}+${f1(s.cpu.pg.shared)}, ` +
    `generator ${f1(s.cpu.generator)}, others ${f1(others(s))}; load ${s.load.map(f1).join('→')} ${passed(s) ? 'PASS' : 'FAIL'}` +
    (s.errorSamples.length > 0 ? `\n    ${s.errorSamples.join('\n    ')}` : '')
  );
}

/** Raises the rate until a step fails twice running (one retry absorbs a burst of other work), then tries halfway back once. */
async function sweep(bench: Bench, instances: number): Promise<{ steps: Step[]; best: number | null }> {
  bench.workload.reset();
  const steps: Step[] = [];
  let best: number | null = null;
  const attempt = async (rate: number) => {
    for (let tries = 0; tries < 2; tries++) {
      const step = await runStep(bench, instances, rate, STEP_SECONDS);
      steps.push(step);
      console.log(stepLine(step));
      if (passed(step)) return true;
    }
    return false;
  };
  for (let rate = RATE_START; rate <= RATE_MAX; rate += RATE_STEP) {
    if (await attempt(rate)) {
      best = rate;
      continue;
    }
    const half = rate - RATE_STEP / 2;
    if (best !== null && half > best && (await attempt(half))) best = half;
    break;
  }
  return { steps, best };
}

function sweepTable(steps: Step[]): string {
  return [
    '| rate/s | req/s | p50 ms | p99 ms | errors | server CPU s | PostgreSQL CPU s (bench db + shared) | generator CPU s | others CPU s | req per server CPU-s | wake-ups per request | load avg | result |',
    '| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    ...steps.map(
      (s) =>
        `| ${s.rate} | ${f0(s.throughput)} | ${f1(s.p50)} | ${f1(s.p99)} | ${s.errors} | ${s.cpu.servers.map(f1).join(' + ')} | ` +
        `${f1(s.cpu.pg.bench)} + ${f1(s.cpu.pg.shared)} | ${f1(s.cpu.generator)} | ${f1(others(s))} | ` +
        `${f0(perServerCpu(s))} | ${(s.cpu.wakeUps / s.completed).toFixed(2)} | ${s.load.map(f1).join(' → ')} | ${passed(s) ? 'pass' : 'fail'} |`,
    ),
  ].join('\n');
}

type Labelled = readonly (readonly [string, Step])[];

function compareTable(rows: Labelled): string {
  const perRequest = (s: Step, cpu: number) => ((1000 * cpu) / s.completed).toFixed(2);
  return [
    '| setup | req/s | p50 ms | p99 ms | errors | server CPU s | idle server CPU s | PostgreSQL bench db CPU s | PostgreSQL shared CPU s | generator CPU s | machine busy CPU s | others CPU s | req per server CPU-s | CPU ms per request: servers / PostgreSQL / generator | event-loop wake-ups per request | load avg |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | ---: | ---: |',
    ...rows.map(
      ([label, s]) =>
        `| ${label} | ${f0(s.throughput)} | ${f1(s.p50)} | ${f1(s.p99)} | ${s.errors} | ${s.cpu.servers.map(f1).join(' + ')} | ${f1(s.cpu.idle)} | ` +
        `${f1(s.cpu.pg.bench)} | ${f1(s.cpu.pg.shared)} | ${f1(s.cpu.generator)} | ${f1(s.cpu.machine)} | ${f1(others(s))} | ${f0(perServerCpu(s))} | ` +
        `${perRequest(s, serverCpu(s))} / ${perRequest(s, s.cpu.pg.bench + s.cpu.pg.shared)} / ${perRequest(s, s.cpu.generator)} | ` +
        `${(s.cpu.wakeUps / s.completed).toFixed(2)} | ${s.load.map(f1).join(' → ')} |`,
    ),
  ].join('\n');
}

function kindTable(rows: Labelled): string {
  return [
    `| kind | ${rows.map(([label]) => `requests, ${label}`).join(' | ')} | ${rows.map(([label]) => `p99 ms, ${label}`).join(' | ')} |`,
    `| --- |${' ---: |'.repeat(rows.length * 2)}`,
    ...KINDS.map(
      (k) =>
        `| ${k} | ${rows.map(([, s]) => s.byKind[k].n).join(' | ')} | ${rows.map(([, s]) => f1(s.byKind[k].p99)).join(' | ')} |`,
    ),
  ].join('\n');
}

async function main(): Promise<void> {
  const started = Date.now();
  console.log(`Seeding ${PG_URL} (${PRODUCTS} products, ${USERS} shoppers)`);
  await seed();
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-mixed-'));
  const servers: Server[] = [];
  try {
    // Both processes run from the start, as deployed (own DATA_DIR, shared STORAGE_DIR); during the
    // one-instance steps the second takes no requests, and its CPU is shown as idle.
    for (const [i, port] of PORTS.entries()) {
      const child = await startServer('apps/server/src/main.ts', port, {
        DATABASE_URL: PG_URL,
        DATA_DIR: path.join(root, `instance-${i}`),
        STORAGE_DIR: path.join(root, 'storage'),
        WEB_DIST: path.join(root, 'no-web'),
        SEED_DEMO: 'false',
        TRUST_PROXY: 'true',
      });
      servers.push({ child, port });
    }
    const bench: Bench = {
      workload: new Workload(await loadCatalogue(client)),
      pgCpu: new PgCpu(client, new URL(PG_URL).pathname.slice(1)),
      servers,
    };

    // Both processes compile their hot paths before anything is counted.
    console.log(`\n## Warm-up: 2 instances at ${RATE_START}/s for ${INITIAL_WARMUP_SECONDS} s (not counted)`);
    console.log(stepLine(await runStep(bench, 2, RATE_START, INITIAL_WARMUP_SECONDS)));
    console.log('\n## 1 instance: sweep');
    const one = await sweep(bench, 1);
    console.log('\n## 2 instances (round robin): sweep');
    const two = await sweep(bench, 2);

    const common = COMMON_RATE ?? Math.min(one.best ?? RATE_START, two.best ?? RATE_START);
    // Three setups in turns, so a burst of other work on the machine falls on all of them: both at
    // the common rate, and one instance at half of it, which gives its process the same load as each
    // process of the two-instance setup.
    const setups = [
      { label: `2 instances @ ${common}/s`, instances: 2, rate: common },
      { label: `1 instance @ ${common}/s`, instances: 1, rate: common },
      { label: `1 instance @ ${common / 2}/s`, instances: 1, rate: common / 2 },
    ];
    console.log(`\n## Comparison: ${COMPARE_ROUNDS} rounds of ${COMPARE_SECONDS} s per setup, taking turns`);
    const rounds = setups.map(() => [] as Step[]);
    for (let r = 0; r < COMPARE_ROUNDS; r++) {
      for (const [k, setup] of setups.entries()) {
        const step = await runStep(bench, setup.instances, setup.rate, COMPARE_SECONDS);
        console.log(stepLine(step));
        rounds[k]!.push(step);
      }
    }
    const [twoAt, oneAt, oneAtHalf] = rounds.map(merge) as [Step, Step, Step];

    const efficiency = perServerCpu(twoAt) / perServerCpu(oneAt);
    const sameLoad = perServerCpu(twoAt) / perServerCpu(oneAtHalf);
    const within = (x: number) => (Math.abs(x - 1) <= 0.1 ? 'within' : 'outside');
    const best = (x: number | null) =>
      x === null ? `none (p99 ≥ ${P99_TARGET_MS} ms or errors from ${RATE_START}/s)` : `${x}/s`;
    const total = (s: Step) => (1000 * (ours(s) - s.cpu.idle)) / s.completed;
    const cores = os.cpus().length;
    console.log(`\nMachine: ${machine()}, PostgreSQL on the same host; ${f0((Date.now() - started) / 1000)} s in all`);
    console.log(
      `Each step: ${WARMUP_SECONDS} s warm-up + ${STEP_SECONDS} s measured; comparison ${COMPARE_ROUNDS} × ${COMPARE_SECONDS} s per setup; ` +
        `mix (browse, search, cart, checkout) ${MIX.join(', ')}; a shopper logs in on ${LOGIN_SHARE * 100}% of arrivals`,
    );
    console.log(
      `\n### 1 instance\n\n${sweepTable(one.steps)}\n\nHighest rate with p99 < ${P99_TARGET_MS} ms and no errors: ${best(one.best)}`,
    );
    console.log(
      `\n### 2 instances\n\n${sweepTable(two.steps)}\n\nHighest rate with p99 < ${P99_TARGET_MS} ms and no errors: ${best(two.best)}`,
    );
    const labelled = setups.map((x, k) => [x.label, [twoAt, oneAt, oneAtHalf][k]!] as const);
    console.log(`\n### Comparison\n\n${compareTable(labelled)}\n\n${kindTable(labelled)}`);
    console.log(
      `\nRequests per server CPU-second, 2 instances / 1 instance at ${common}/s: ${efficiency.toFixed(3)} (${within(efficiency)} 10%)`,
    );
    console.log(
      `Same load per process (2 instances at ${common}/s / 1 instance at ${common / 2}/s): ${sameLoad.toFixed(3)} (${within(sameLoad)} 10%)`,
    );
    if (one.best !== null && two.best !== null)
      console.log(`Highest sustained rate, 2 instances / 1 instance: ${(two.best / one.best).toFixed(2)}`);
    console.log(
      `CPU per request (servers + PostgreSQL + generator) at ${common}/s: ${total(oneAt).toFixed(2)} ms with 1 instance, ${total(twoAt).toFixed(2)} ms with 2; ` +
        `${cores} cores hold at most ${f0((cores * 1000) / total(oneAt))} and ${f0((cores * 1000) / total(twoAt))} req/s of it`,
    );
  } finally {
    for (const s of servers) await stopServer(s.child);
    await client.end();
    for (const agent of agents.values()) agent.destroy();
    fs.rmSync(root, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
