/**
 * Payment screenshot benchmark (issue 6): OCR time per screenshot (first, with the worker starting,
 * and warm), and the p99 of a product-by-id request on its own and while 4 screenshot uploads run.
 * Starts the real server on a fresh PGlite data folder, registers shoppers through the API (codes
 * from the embedded outbox), places orders and uploads generated receipts. Run: `npm run bench:ocr`.
 *
 * Environment: BENCH_DURATION (s, default 10), BENCH_CONNECTIONS (default 10).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TIME_SLOTS } from '@shop/contract';
import autocannon from 'autocannon';
import { createTesseractOcr } from '../apps/server/src/adapters/ocr.ts';
import { prepareScreenshot } from '../apps/server/src/modules/payment/screenshot.ts';
import { receiptScreenshot } from '../apps/server/test/helpers/screenshots.ts';
import { shopClient, type Product } from './shop-client.ts';
import { startServer, stopServer } from './support.ts';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const PORT = 4393;
const base = `http://127.0.0.1:${PORT}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-bench-ocr-'));
const { call, shopper, placeOrder, upload } = shopClient(base, dataDir);

const round = (ms: number) => Math.round(ms);

async function main() {
  // OCR alone, in this process: the adapter the server uses, on one generated receipt.
  const receipt = await receiptScreenshot({ receiver: 'Roti & Rupa', amount: 'RM 30.00' });
  const prepared = await prepareScreenshot(receipt);
  const ocr = createTesseractOcr();
  let t = performance.now();
  await ocr.recognize(prepared.forOcr);
  const ocrFirst = performance.now() - t;
  const warm: number[] = [];
  for (let i = 0; i < 5; i++) {
    t = performance.now();
    await ocr.recognize(prepared.forOcr);
    warm.push(performance.now() - t);
  }
  await ocr.close();

  const server = await startServer('apps/server/src/main.ts', PORT, { DATA_DIR: dataDir });
  try {
    const { products } = await call<{ products: Product[] }>('/api/product/fetchProducts', {
      productName: null,
      page: 1,
      amount: 8,
    });
    const product = products.find((p) => p.price < 100)!;
    // 4 upload loops, each taking turns over 4 shoppers: an account may upload 10 screenshots in 10 minutes.
    const shoppers = await Promise.all(Array.from({ length: 16 }, (_, i) => shopper(i + 1)));
    const orders: { token: string; id: string; total: number }[] = [];
    // Spread over the slots: one slot takes 10 orders.
    for (const [i, token] of shoppers.entries())
      orders.push({ token, ...(await placeOrder(token, product, TIME_SLOTS[i % TIME_SLOTS.length])) });
    const images = await Promise.all(
      orders.map((o) => receiptScreenshot({ receiver: 'Roti & Rupa', amount: `RM ${o.total.toFixed(2)}` })),
    );

    const uploadFirst = await upload(orders[0]!.token, orders[0]!.id, images[0]!);
    const uploadWarm = await upload(orders[0]!.token, orders[0]!.id, images[0]!);

    const productUrl = `${base}/api/product/${product.id}`;
    const quiet = await autocannon({ url: productUrl, connections: CONNECTIONS, duration: DURATION });

    let stop = false;
    const uploadTimes: number[] = [];
    const loops = [0, 1, 2, 3].map(async (loop) => {
      for (let turn = 0; !stop; turn++) {
        const i = loop * 4 + (turn % 4);
        uploadTimes.push(await upload(orders[i]!.token, orders[i]!.id, images[i]!));
      }
    });
    const busy = await autocannon({ url: productUrl, connections: CONNECTIONS, duration: DURATION });
    stop = true;
    await Promise.all(loops);

    const figures = {
      ocrFirstMs: round(ocrFirst),
      ocrWarmMedianMs: round([...warm].sort((a, b) => a - b)[2]!),
      uploadFirstMs: round(uploadFirst),
      uploadWarmMs: round(uploadWarm),
      productQuiet: {
        rps: round(quiet.requests.average),
        p50: quiet.latency.p50,
        p99: quiet.latency.p99,
        errors: quiet.errors + quiet.non2xx,
      },
      productDuring4Uploads: {
        rps: round(busy.requests.average),
        p50: busy.latency.p50,
        p99: busy.latency.p99,
        errors: busy.errors + busy.non2xx,
      },
      uploadsDuringLoad: uploadTimes.length,
      uploadMedianUnderLoadMs: round([...uploadTimes].sort((a, b) => a - b)[Math.floor(uploadTimes.length / 2)] ?? 0),
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
