/**
 * Payment screenshots as a denial of service: one account sends 8 hostile uploads at once (4 blank
 * 6300×6300 PNGs of about 12 KB, and 4 noise images at the 5-megapixel limit, the costliest a phone
 * could send), and meanwhile another shopper uploads an ordinary receipt. Measures that shopper's
 * upload time (target under 5 s), what the hostile uploads were answered, and the server's peak
 * memory during the attack (VmHWM after resetting it, target under 700 MB). Real server on a fresh PGlite
 * folder, or with BENCH_DATABASE_URL on a PostgreSQL database of that name, dropped and created afresh
 * (PGlite keeps the whole database in the process, so its memory counts there). Run: `npm run bench:ocr-abuse`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { receiptScreenshot } from '../apps/server/test/helpers/screenshots.ts';
import { shopClient, type Product } from './shop-client.ts';
import { startServer, stopServer } from './support.ts';

const PORT = 4394;
const base = `http://127.0.0.1:${PORT}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-bench-ocr-abuse-'));
const { call, shopper, placeOrder, upload, tryUpload } = shopClient(base, dataDir);

const blankBomb = () =>
  sharp({ create: { width: 6300, height: 6300, channels: 3, background: '#ffffff' } })
    .png()
    .toBuffer();
/** Random grey pixels: nothing compresses, and OCR finds "text" everywhere. */
const noiseAtLimit = () => {
  const side = 2236;
  const pixels = Buffer.alloc(side * side);
  for (let i = 0; i < pixels.length; i++) pixels[i] = Math.random() < 0.5 ? 0 : 255;
  return sharp(pixels, { raw: { width: side, height: side, channels: 1 } })
    .png()
    .toBuffer();
};

/** Resets the peak (Linux: writing 5 to clear_refs), so the figure is the attack's, not the seeding's. */
function resetPeakRss(pid: number): void {
  fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
}

function rssMb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0) / 1024);
}

/** DATABASE_URL for the server: a fresh PostgreSQL database when BENCH_DATABASE_URL is set, else none (PGlite). */
async function freshDatabase(): Promise<Record<string, string>> {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) return {};
  const name = new URL(url).pathname.slice(1);
  const admin = new pg.Client({ connectionString: Object.assign(new URL(url), { pathname: '/postgres' }).toString() });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  return { DATABASE_URL: url };
}

async function main() {
  const server = await startServer('apps/server/src/main.ts', PORT, { DATA_DIR: dataDir, ...(await freshDatabase()) });
  try {
    const { products } = await call<{ products: Product[] }>('/api/product/fetchProducts', {
      productName: null,
      page: 1,
      amount: 8,
    });
    const product = products.find((p) => p.price < 100)!;
    const [attacker, other] = await Promise.all([shopper(1), shopper(2)]);
    const hostileOrder = await placeOrder(attacker!, product);
    const normalOrder = await placeOrder(other!, product);
    const receipt = await receiptScreenshot({ receiver: 'Roti & Rupa', amount: `RM ${normalOrder.total.toFixed(2)}` });
    // Warm the OCR worker first, as a running shop has it.
    await upload(other!, normalOrder.id, receipt);
    const hostile = [
      ...(await Promise.all([1, 2, 3, 4].map(blankBomb))),
      ...(await Promise.all([1, 2, 3, 4].map(noiseAtLimit))),
    ];

    const beforeMb = { rss: rssMb(server.pid!, 'VmRSS'), peakSinceStart: rssMb(server.pid!, 'VmHWM') };
    resetPeakRss(server.pid!);
    const started = performance.now();
    const attacks = hostile.map((image) => tryUpload(attacker!, hostileOrder.id, image));
    await new Promise((r) => setTimeout(r, 50));
    const normalMs = await upload(other!, normalOrder.id, receipt);
    const answers = await Promise.all(attacks);
    const figures = {
      normalUploadDuringAttackMs: Math.round(normalMs),
      hostileAnswers: answers.map((a) => `${a.status} in ${Math.round(a.ms)} ms: ${a.message}`),
      allDoneMs: Math.round(performance.now() - started),
      serverRssBeforeAttackMb: beforeMb.rss,
      serverPeakRssBeforeAttackMb: beforeMb.peakSinceStart,
      serverPeakRssDuringAttackMb: rssMb(server.pid!, 'VmHWM'),
    };
    console.log(JSON.stringify(figures, null, 2));
  } finally {
    await stopServer(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
