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
import autocannon from 'autocannon';
import { createTesseractOcr } from '../apps/server/src/adapters/ocr.ts';
import { prepareScreenshot } from '../apps/server/src/modules/payment/screenshot.ts';
import { receiptScreenshot } from '../apps/server/test/helpers/screenshots.ts';
import { startServer, stopServer } from './support.ts';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const PORT = 4393;
const base = `http://127.0.0.1:${PORT}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-bench-ocr-'));

async function call<T>(pathname: string, body: unknown, token?: string, headers: Record<string, string> = {}): Promise<T> {
  const res = await fetch(`${base}${pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { token } : {}), ...headers },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as T & { message?: string };
  if (!res.ok) throw new Error(`${pathname}: ${res.status} ${json.message}`);
  return json;
}

async function codeFor(email: string): Promise<string> {
  const outbox = path.join(dataDir, 'outbox');
  for (let i = 0; i < 100; i++) {
    for (const f of fs.existsSync(outbox) ? fs.readdirSync(outbox) : []) {
      const text = fs.readFileSync(path.join(outbox, f), 'utf8');
      const code = text.includes(email) ? /\b(\d{6})\b/.exec(text.split('\n\n').slice(1).join('\n'))?.[1] : undefined;
      if (code) return code;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no code mailed to ${email}`);
}

async function shopper(n: number): Promise<string> {
  const email = `bench-ocr-${n}@example.com`;
  await call('/api/user/sendRegisterOtp', { email });
  await call('/api/user/verifyRegisterOtp', { email, otp: await codeFor(email) });
  return (await call<{ token: string }>('/api/user/register', { email, name: `Bench Shopper ${n}`, password: 'correct horse battery' })).token;
}

interface Product {
  id: string;
  name: string;
  price: number;
  features: string[];
}

async function placeOrder(token: string, product: Product): Promise<{ id: string; total: number }> {
  const feature = product.features[0] ?? '';
  await call('/api/cart/add', { itemId: product.id, feature, quantity: 1 }, token);
  const { shippingCost } = await call<{ shippingCost: number }>('/api/shipping/calculateShipping', { state: 'Selangor' }, token);
  const tomorrow = new Date(Date.now() + 8 * 3_600_000 + 86_400_000).toISOString().slice(0, 10);
  const { orderId } = await call<{ orderId: string }>(
    '/api/order/place',
    {
      address: {
        firstName: 'Bench',
        lastName: 'Shopper',
        email: 'bench@example.com',
        street: '1 Jalan Bench',
        city: 'Petaling Jaya',
        state: 'Selangor',
        zipcode: '47400',
        country: 'Malaysia',
        phone: '0123456789',
      },
      items: [{ ...product, feature, quantity: 1 }],
      price: { productPrice: product.price.toFixed(2), shippingPrice: shippingCost.toFixed(2) },
      service: { serviceType: 'delivery', deliveryAddress: 'Petaling Jaya', calendarDate: tomorrow, deliveryTime: '15:00 - 16:00' },
    },
    token,
  );
  return { id: orderId, total: product.price + shippingCost };
}

async function upload(token: string, orderId: string, image: Buffer): Promise<number> {
  const form = new FormData();
  form.append('orderId', orderId);
  form.append('image', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'receipt.png');
  const started = performance.now();
  const res = await fetch(`${base}/api/order/uploadpayment`, { method: 'POST', headers: { token }, body: form });
  const ms = performance.now() - started;
  if (!res.ok) throw new Error(`upload: ${res.status} ${((await res.json()) as { message: string }).message}`);
  return ms;
}

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
    const { products } = await call<{ products: Product[] }>('/api/product/fetchProducts', { productName: null, page: 1, amount: 8 });
    const product = products.find((p) => p.price < 100)!;
    const shoppers = await Promise.all([1, 2, 3, 4].map(shopper));
    const orders = [];
    for (const token of shoppers) orders.push({ token, ...(await placeOrder(token, product)) });
    const images = await Promise.all(
      orders.map((o) => receiptScreenshot({ receiver: 'Roti & Rupa', amount: `RM ${o.total.toFixed(2)}` })),
    );

    const uploadFirst = await upload(orders[0]!.token, orders[0]!.id, images[0]!);
    const uploadWarm = await upload(orders[0]!.token, orders[0]!.id, images[0]!);

    const productUrl = `${base}/api/product/${product.id}`;
    const quiet = await autocannon({ url: productUrl, connections: CONNECTIONS, duration: DURATION });

    let stop = false;
    const uploadTimes: number[] = [];
    const loops = orders.map(async (o, i) => {
      while (!stop) uploadTimes.push(await upload(o.token, o.id, images[i]!));
    });
    const busy = await autocannon({ url: productUrl, connections: CONNECTIONS, duration: DURATION });
    stop = true;
    await Promise.all(loops);

    const figures = {
      ocrFirstMs: round(ocrFirst),
      ocrWarmMedianMs: round([...warm].sort((a, b) => a - b)[2]!),
      uploadFirstMs: round(uploadFirst),
      uploadWarmMs: round(uploadWarm),
      productQuiet: { rps: round(quiet.requests.average), p50: quiet.latency.p50, p99: quiet.latency.p99, errors: quiet.errors + quiet.non2xx },
      productDuring4Uploads: { rps: round(busy.requests.average), p50: busy.latency.p50, p99: busy.latency.p99, errors: busy.errors + busy.non2xx },
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
