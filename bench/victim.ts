/**
 * The other shopper of the abuse benchmarks: one request after another from its own loopback address
 * (127.0.0.2, a different client to the server than the attacker on 127.0.0.1), timing each.
 */
import { execFile } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface VictimResult {
  count: number;
  failed: number;
  statuses: Record<string, number>;
  p50: number;
  p99: number;
  max: number;
  /** The three slowest answers, each as its time and when it was asked (seconds into the run). */
  slowest: { ms: number; atS: number }[];
}

export async function victim(port: number, paths: string[], durationMs: number, pauseMs = 50): Promise<VictimResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const times: number[] = [];
  const asked: { ms: number; atS: number }[] = [];
  const start = performance.now();
  const statuses: Record<string, number> = {};
  let failed = 0;
  const end = Date.now() + durationMs;
  for (let i = 0; Date.now() < end; i++) {
    const path = paths[i % paths.length]!;
    const started = performance.now();
    const status = await new Promise<string>((resolve) => {
      const req = http.get(
        { host: '127.0.0.1', port, path, localAddress: '127.0.0.2', agent, timeout: 30_000 },
        (res) => {
          res.resume();
          res.on('end', () => resolve(String(res.statusCode)));
        },
      );
      req.on('timeout', () => req.destroy(new Error('timeout')));
      req.on('error', (err) => resolve(err.message.slice(0, 40)));
    });
    times.push(performance.now() - started);
    asked.push({ ms: Math.round(times.at(-1)!), atS: Math.round((started - start) / 100) / 10 });
    statuses[status] = (statuses[status] ?? 0) + 1;
    if (status !== '200') failed++;
    await new Promise((r) => setTimeout(r, pauseMs));
  }
  agent.destroy();
  times.sort((a, b) => a - b);
  const at = (q: number) => Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0);
  const slowest = asked.sort((a, b) => b.ms - a.ms).slice(0, 3);
  return {
    count: times.length,
    failed,
    statuses,
    p50: at(0.5),
    p99: at(0.99),
    max: Math.round(times.at(-1) ?? 0),
    slowest,
  };
}

/** `victim` in a process of its own, so that a flooder run by this process cannot slow its clock. */
export function victimApart(port: number, paths: string[], durationMs: number, pauseMs = 50): Promise<VictimResult> {
  const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'victim-process.ts');
  const args = JSON.stringify({ port, paths, durationMs, pauseMs });
  return new Promise((resolve, reject) => {
    execFile(process.execPath, ['--import', 'tsx', script, args], (err, stdout) =>
      err ? reject(err) : resolve(JSON.parse(stdout) as VictimResult),
    );
  });
}

export const show = (r: VictimResult) =>
  `${r.count} requests, p50 ${r.p50} ms, p99 ${r.p99} ms, max ${r.max} ms, not 200: ${r.failed} ${JSON.stringify(r.statuses)}, slowest ${r.slowest
    .map((s) => `${s.ms} ms at ${s.atS} s`)
    .join(', ')}`;

/**
 * The demo shop's first products, asked until the server answers (right after start it may still be
 * shedding load while it warms its search index).
 */
export async function products(port: number): Promise<{ products: { id: string }[] }> {
  for (let i = 0; i < 120; i++) {
    const res = await fetch(`http://127.0.0.1:${port}/api/product/fetchProducts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ page: 1, amount: 24 }),
    });
    if (res.ok) return (await res.json()) as { products: { id: string }[] };
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('The server did not answer the product list within a minute');
}
