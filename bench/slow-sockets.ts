/**
 * Slow sockets against the connection caps (issue: ~19,900 sockets that each sent a header and then a
 * byte every 10 s took every file descriptor, and /healthz and every page were refused). Starts the real
 * server (NODE_ENV=production, PGlite, its default caps and deadlines), runs a control (another client
 * alone), then opens BENCH_SOCKETS (10,000) sockets from 127.0.0.1, each sending a request head with a
 * 1,000-byte body announced and then one byte every 10 s, while another client (127.0.0.2) asks /healthz
 * and a product page in turn every 50 ms. Prints the other client's latencies and what became of the slow
 * sockets (refused with 503, cut with 408 at the body deadline, still open). Run: `npm run
 * bench:slow-sockets` after `npm run build`; it needs an open-files limit above BENCH_SOCKETS + 1,000
 * (`ulimit -n`), which it checks first.
 *
 * Environment: BENCH_SOCKETS (10000), BENCH_DURATION (s the sockets are held, 30), BENCH_PORT (4430),
 * BENCH_ENV (extra server variables, `A=1,B=2`).
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { machine, startServer, stopServer } from './support.ts';
import { products, show, victim } from './victim.ts';

const env = process.env;
const SOCKETS = Number(env.BENCH_SOCKETS ?? 10_000);
const DURATION = Number(env.BENCH_DURATION ?? 30);
const PORT = Number(env.BENCH_PORT ?? 4430);
const EXTRA = Object.fromEntries(
  (env.BENCH_ENV ?? '')
    .split(',')
    .filter(Boolean)
    .map((kv) => kv.split('=') as [string, string]),
);

function openFiles(): number {
  const line = fs
    .readFileSync('/proc/self/limits', 'utf8')
    .split('\n')
    .find((l) => l.startsWith('Max open files'));
  return Number(line?.split(/\s+/)[3] ?? 1024);
}

const limit = openFiles();
if (limit < SOCKETS + 1000) {
  console.error(`The open-files limit is ${limit}: raise it (ulimit -n ${SOCKETS + 1000}) or lower BENCH_SOCKETS.`);
  process.exit(1);
}

interface Fate {
  connected: number;
  refused503: number;
  cut408: number;
  closedSilently: number;
  connectErrors: number;
  open: number;
}

function slowSockets(count: number, holdMs: number): Promise<Fate> {
  const fate: Fate = { connected: 0, refused503: 0, cut408: 0, closedSilently: 0, connectErrors: 0, open: 0 };
  const sockets: net.Socket[] = [];
  const timers: NodeJS.Timeout[] = [];
  return new Promise((resolve) => {
    let i = 0;
    // Opened in batches, so the client's own connect queue does not overflow.
    const batch = setInterval(() => {
      for (let k = 0; k < 500 && i < count; k++, i++) {
        const socket = net.connect({ port: PORT, host: '127.0.0.1', localAddress: '127.0.0.1' });
        sockets.push(socket);
        let first = '';
        socket.setEncoding('utf8');
        socket.on('connect', () => {
          fate.connected++;
          fate.open++;
          socket.write(
            'POST /api/newsletter/subscribe HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n',
          );
          timers.push(setInterval(() => socket.writable && socket.write('{'), 10_000));
        });
        socket.on('data', (chunk: string) => {
          if (first === '') first = chunk.slice(0, 12);
        });
        socket.on('error', () => {
          if (fate.connected === 0 || !socket.remoteAddress) fate.connectErrors++;
        });
        socket.on('close', () => {
          if (socket.remoteAddress === undefined && first === '') return;
          fate.open = Math.max(0, fate.open - 1);
          if (first.startsWith('HTTP/1.1 503')) fate.refused503++;
          else if (first.startsWith('HTTP/1.1 408')) fate.cut408++;
          else fate.closedSilently++;
        });
      }
      if (i >= count) clearInterval(batch);
    }, 20);
    setTimeout(() => {
      const snapshot = { ...fate };
      for (const t of timers) clearInterval(t);
      for (const s of sockets) s.destroy();
      resolve(snapshot);
    }, holdMs);
  });
}

console.log(
  `${new Date().toISOString()} ${machine()}, load ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}, ulimit -n ${limit}`,
);
const webDist = path.resolve('apps/web/dist');
const server = await startServer('apps/server/src/main.ts', PORT, {
  DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'bench-slow-')),
  WEB_DIST: webDist,
  ...EXTRA,
});
try {
  const list = await products(PORT);
  const paths = ['/healthz', `/product/${list.products[0]!.id}`];
  await victim(PORT, paths, 2000);
  console.log(`control (other client alone, ${DURATION} s): ${show(await victim(PORT, paths, DURATION * 1000))}`);
  const [fate, other] = await Promise.all([
    slowSockets(SOCKETS, DURATION * 1000),
    // The other client starts once the sockets are being opened, and stops before they are let go.
    new Promise<Awaited<ReturnType<typeof victim>>>((resolve) =>
      setTimeout(() => resolve(victim(PORT, paths, (DURATION - 2) * 1000)), 1000),
    ),
  ]);
  console.log(`${SOCKETS} slow sockets from 127.0.0.1: ${JSON.stringify(fate)}`);
  console.log(`other client during them: ${show(other)}`);
  // After the attack the server must have let every socket go.
  await new Promise((r) => setTimeout(r, 3000));
  console.log(`after: ${show(await victim(PORT, paths, 3000))}`);
} finally {
  await stopServer(server);
}
