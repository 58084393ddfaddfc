import http from 'node:http';
import net from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, untilReady, type TestApp } from './helpers/test-app.ts';

/**
 * The socket-level defences need a real listening server: app.inject has no sockets. Two clients on
 * one machine are two loopback addresses (127.0.0.1 and 127.0.0.2), both reaching the server on
 * 127.0.0.1. The database plays no part here, so PGlite alone.
 */

const OTHER_CLIENT = '127.0.0.2';

async function listen(env: Record<string, string>): Promise<{ t: TestApp; port: number }> {
  const t = await createTestApp('pglite', {}, { env });
  await untilReady(t.app);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return { t, port: (t.app.server.address() as net.AddressInfo).port };
}

const opened: net.Socket[] = [];
afterEach(() => {
  for (const s of opened.splice(0)) s.destroy();
});

/** Waits until the server has seen earlier sockets close, down to `open` left. */
async function settledTo(app: TestApp['app'], open: number): Promise<void> {
  const count = () => new Promise<number>((resolve) => app.server.getConnections((_err, n) => resolve(n)));
  while ((await count()) > open) await new Promise((r) => setTimeout(r, 10));
}

const settled = (app: TestApp['app']) => settledTo(app, 0);

/** A connected socket that sends nothing (yet), as a slow client holds it. */
function holdSocket(port: number, localAddress = '127.0.0.1'): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ port, host: '127.0.0.1', localAddress }, () => resolve(socket));
    socket.on('error', reject);
    opened.push(socket);
  });
}

/** Everything the server writes on `socket` until it closes it. */
function readUntilClosed(socket: net.Socket): Promise<string> {
  return new Promise((resolve) => {
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('error', () => {});
    socket.on('close', () => resolve(text));
  });
}

function get(port: number, path: string, localAddress: string) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path, localAddress, agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
  });
}

describe('connection deadlines', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    ({ t, port } = await listen({
      REQUEST_TIMEOUT_MS: '1000',
      HEADERS_TIMEOUT_MS: '500',
      KEEP_ALIVE_TIMEOUT_MS: '300',
    }));
  });
  afterAll(() => t.close());

  it('cuts a request whose body trickles in past the request deadline', async () => {
    const socket = await holdSocket(port);
    const answer = readUntilClosed(socket);
    const size = 200;
    socket.write(
      `POST /api/newsletter/subscribe HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${size}\r\n\r\n`,
    );
    // One byte every 50 ms would take 10 s to finish the body: the server must not wait for it.
    let sent = 0;
    const drip = setInterval(() => {
      if (socket.destroyed || sent >= size - 1) return;
      socket.write(' ');
      sent++;
    }, 50);
    const text = await answer;
    clearInterval(drip);
    expect(text).toMatch(/^HTTP\/1\.1 408 /);
    expect(sent).toBeLessThan(size - 1);
  });

  it('closes a socket whose headers never finish', async () => {
    const socket = await holdSocket(port);
    const answer = readUntilClosed(socket);
    socket.write('GET /api/custom/settings HTTP/1.1\r\nHost: localhost\r\nX-Slow: ');
    expect(await answer).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('closes a connection that never sends anything', async () => {
    const silent = await holdSocket(port);
    const text = await readUntilClosed(silent);
    // Nothing was asked, so nothing but (at most) the deadline's 408 is said before closing.
    expect(text === '' || text.startsWith('HTTP/1.1 408')).toBe(true);
  });

  it('closes a keep-alive socket left idle after its answer', async () => {
    const socket = await holdSocket(port);
    const answer = readUntilClosed(socket);
    socket.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n');
    const text = await answer;
    expect(text).toMatch(/^HTTP\/1\.1 200 /);
    expect(text).toMatch(/\r\nKeep-Alive: timeout=\d+\r\n/i);
  });
});

describe('connection caps', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    ({ t, port } = await listen({
      MAX_CONNECTIONS: '6',
      MAX_CONNECTIONS_PER_CLIENT: '3',
      HEALTH_CONNECTION_RESERVE: '2',
    }));
  });
  afterAll(() => t.close());
  beforeEach(() => settled(t.app));

  it('refuses a client past its own cap with 503 while another client is served', async () => {
    for (let i = 0; i < 3; i++) await holdSocket(port);
    const extra = await holdSocket(port);
    const refused = await readUntilClosed(extra);
    expect(refused).toMatch(/^HTTP\/1\.1 503 /);
    expect(refused).toMatch(/\r\nRetry-After: \d+\r\n/i);
    expect(refused).toContain('Too many connections from your address');

    const health = await get(port, '/healthz', OTHER_CLIENT);
    expect(health.status).toBe(200);
    const settings = await get(port, '/api/custom/settings', OTHER_CLIENT);
    expect(settings.status).toBe(200);
  });

  it('past the total cap serves only health checks on the reserve, then closes', async () => {
    // 3 from each address fill the shop's 6.
    for (let i = 0; i < 3; i++) await holdSocket(port);
    for (let i = 0; i < 3; i++) await holdSocket(port, OTHER_CLIENT);
    const third = '127.0.0.3';

    const health = await get(port, '/healthz', third);
    expect(health.status).toBe(200);
    const ready = await get(port, '/readyz', third);
    expect(ready.status).toBe(200);
    await settledTo(t.app, 6);
    const page = await get(port, '/api/custom/settings', third);
    expect(page.status).toBe(503);
    expect(page.headers['retry-after']).toMatch(/^\d+$/);
    expect(JSON.parse(page.body)).toMatchObject({ success: false, code: 'UNAVAILABLE' });

    // Both reserve places taken too: the next socket is refused before any request.
    await holdSocket(port, third);
    await holdSocket(port, third);
    const beyond = await holdSocket(port, '127.0.0.4');
    const text = await readUntilClosed(beyond);
    expect(text === '' || /^HTTP\/1\.1 503 /.test(text)).toBe(true);
  });

  it('gives the places back when the sockets close', async () => {
    for (let i = 0; i < 3; i++) await holdSocket(port);
    const refused = await readUntilClosed(await holdSocket(port));
    expect(refused).toMatch(/^HTTP\/1\.1 503 /);
    for (const s of opened.splice(0)) s.destroy();
    await settled(t.app);
    expect((await get(port, '/api/custom/settings', '127.0.0.1')).status).toBe(200);
  });
});
