import autocannon from 'autocannon';
import { searchTexts } from './search-texts.ts';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { startScriptFlags, stopServer, untilReady } from './support.ts';
const PORT = 4392;
const texts = searchTexts(90_000);
const other = searchTexts(200_000).slice(120_000);
const out = fs.openSync('/tmp/server-out.log', 'w');
const server = spawn(process.execPath, [...startScriptFlags(), ...(process.env.TL_FLAGS ?? '').split(' ').filter(Boolean), '--import', 'tsx', 'apps/server/src/main.ts'], {
  env: { ...process.env, DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/storefront_bench', DATA_DIR: '/tmp/bench-tl', SEED_DEMO: 'false', PORT: String(PORT), HOST: '127.0.0.1', LOG_LEVEL: 'warn', NODE_ENV: 'production' },
  stdio: ['ignore', out, out],
});
for (;;) { try { await fetch(`http://127.0.0.1:${PORT}/readyz`); break; } catch { await new Promise((r) => setTimeout(r, 200)); } }
const t0 = Date.now();
await untilReady(PORT);
console.log('ready after', Date.now() - t0, 'ms');
const warmN = Number(process.env.TL_WARM ?? 0);
const tw = Date.now();
await Promise.all(Array.from({ length: 10 }, async (_, k) => { for (let i = k; i < warmN; i += 10) await fetch(`http://127.0.0.1:${PORT}/api/product/fetchProducts`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ productName: other[i], page: 1, amount: 3 }) }).then((r) => r.text()); }));
console.log('warm-up', warmN, 'in', Date.now() - tw, 'ms');
let next = Number(process.env.TL_OFFSET ?? 0);
const buckets: number[][] = [];
const start = Date.now();
const inst = autocannon({
  connections: 50, duration: Number(process.env.TL_DUR ?? 10),
  ...(process.env.TL_URL ? { url: `http://127.0.0.1:${PORT}${process.env.TL_URL}` } : { url: `http://127.0.0.1:${PORT}/api/product/fetchProducts`,
  method: 'POST', headers: { 'content-type': 'application/json' },
  requests: [{ setupRequest: (r) => ({ ...r, body: JSON.stringify({ productName: texts[next++ % texts.length], page: 1, amount: 3 }) }) }] }),
});
inst.on('response', (_c, _s, _b, rt) => { const s = Math.floor((Date.now() - start) / 1000); (buckets[s] ??= []).push(rt); });
const res = await inst;
for (const [i, b] of buckets.entries()) { if (!b) continue; b.sort((x, y) => x - y); console.log(i, b.length, 'p50', b[Math.floor(b.length * 0.5)].toFixed(0), 'p99', b[Math.floor(b.length * 0.99)].toFixed(0), 'max', b.at(-1)!.toFixed(0)); }
console.log('total', res.requests.average, 'p50', res.latency.p50, 'p99', res.latency.p99, 'non2xx', res.non2xx);
await stopServer(server);
