/**
 * The shop's QR image as a denial of service: an admin uploads 8 noise PNGs (400×400, about 160 KB
 * each; jsQR searches such an image for seconds and finds nothing) as the shop's DuitNow QR at once,
 * while another client asks `/healthz` every 20 ms. Reports the /healthz times during the decodes
 * (target: every answer within 100 ms) and how the uploads were answered. Real server on a fresh
 * PGlite folder. Run: `npm run bench:qr-decode`.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { machine, startServer, stopServer } from './support.ts';

const PORT = 4396;
const base = `http://127.0.0.1:${PORT}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-bench-qr-'));
const EMAIL = 'bench-qr-admin@example.com';
const PASSWORD = 'bench qr admin password';

const noise = (side: number) =>
  sharp(randomBytes(side * side), { raw: { width: side, height: side, channels: 1 } })
    .png()
    .toBuffer();

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

async function main() {
  const server = await startServer('apps/server/src/main.ts', PORT, {
    DATA_DIR: dataDir,
    ADMIN_EMAIL: EMAIL,
    ADMIN_PASSWORD: PASSWORD,
  });
  try {
    const login = await fetch(`${base}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
    });
    const { token } = (await login.json()) as { token: string };
    const png = await noise(400);
    const upload = async () => {
      const form = new FormData();
      form.append('image', new Blob([png], { type: 'image/png' }), 'noise.png');
      const started = performance.now();
      const res = await fetch(`${base}/api/admin/payments/qr-image`, {
        method: 'POST',
        headers: { token },
        body: form,
      });
      const body = (await res.json()) as { message?: string };
      return { status: res.status, ms: performance.now() - started, message: body.message ?? '' };
    };

    let pending = 8;
    const uploads = Array.from({ length: 8 }, () => upload().finally(() => pending--));
    const health: number[] = [];
    while (pending > 0) {
      const started = performance.now();
      const res = await fetch(`${base}/healthz`);
      await res.arrayBuffer();
      if (pending > 0) health.push(performance.now() - started);
      await new Promise((r) => setTimeout(r, 20));
    }
    const answers = await Promise.all(uploads);
    const sorted = [...health].sort((a, b) => a - b);
    console.log(machine());
    console.log(
      `/healthz during the decodes: ${health.length} answers, p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms, max ${sorted.at(-1)!.toFixed(1)} ms, over 100 ms: ${health.filter((ms) => ms > 100).length}`,
    );
    console.log(`uploads: ${answers.map((a) => `${a.status} in ${Math.round(a.ms)} ms`).join(', ')}`);
    console.log(`first answer: ${answers[0]!.message}`);
  } finally {
    await stopServer(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
