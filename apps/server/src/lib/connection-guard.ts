import type { Server, ServerOptions } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { ConnectionLimits } from '../config.ts';
import { clientKey } from './client-address.ts';

export const HEALTH_PATHS = new Set(['/healthz', '/readyz']);

/** Fastify's server options for the deadlines of a request and of an idle keep-alive socket. */
export function serverTimeouts(limits: ConnectionLimits): {
  requestTimeout: number;
  keepAliveTimeout: number;
  http: ServerOptions;
} {
  return {
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    http: {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      keepAliveTimeout: limits.keepAliveTimeoutMs,
      // Node enforces both deadlines only when it sweeps its sockets (every 30 s by default), so a
      // 10 s header deadline could stretch to 40 s without a tighter sweep.
      connectionsCheckingInterval: Math.max(50, Math.min(1000, Math.floor(limits.headersTimeoutMs / 4))),
    },
  };
}

export interface ConnectionCounts {
  open: number;
  /** Sockets being answered 503 and closed. */
  refusing: number;
}

const healthOnly = new WeakSet<Socket>();

/**
 * Caps the sockets the server holds, before the HTTP parser sees them: a remote address over its
 * cap, or any socket past `max + healthReserve`, is answered 503 with Retry-After and closed. Between
 * `max` and `max + healthReserve` a socket is served, but only /healthz and /readyz (see the onRequest
 * hook), so a load balancer's probes still get through while the shop is full.
 */
export function guardConnections(app: FastifyInstance, limits: ConnectionLimits): ConnectionCounts {
  const server: Server = app.server;
  // The HTTP server's own 'connection' listener starts parsing; it runs only for sockets we keep.
  const httpListeners = server.listeners('connection') as ((socket: Socket) => void)[];
  server.removeAllListeners('connection');
  const counts: ConnectionCounts = { open: 0, refusing: 0 };
  const perClient = new Map<string, number>();

  server.on('connection', (socket: Socket) => {
    if (counts.open + counts.refusing >= limits.max + limits.healthReserve) {
      // Even a refusal costs a descriptor for a moment: past every cap the socket is closed at once.
      socket.destroy();
      return;
    }
    const key = clientKey(socket.remoteAddress);
    const mine = perClient.get(key) ?? 0;
    if (limits.perClient > 0 && mine >= limits.perClient) {
      refuse(socket, counts, 'Too many connections from your address. Please close some and try again.');
      return;
    }
    if (counts.open >= limits.max + limits.healthReserve) {
      refuse(socket, counts, 'The shop is busy. Please try again in a moment.');
      return;
    }
    counts.open++;
    perClient.set(key, mine + 1);
    if (counts.open > limits.max) healthOnly.add(socket);
    socket.once('close', () => {
      counts.open--;
      const left = (perClient.get(key) ?? 1) - 1;
      if (left <= 0) perClient.delete(key);
      else perClient.set(key, left);
    });
    for (const listener of httpListeners) listener.call(server, socket);
  });

  // Callback style: a refusal sends its answer and never calls `next`, so nothing else runs for it.
  app.addHook('onRequest', (request, reply, next) => {
    if (!healthOnly.has(request.raw.socket) || HEALTH_PATHS.has(request.url.split('?')[0]!)) return next();
    void reply
      .status(503)
      .header('retry-after', String(REFUSAL_RETRY_AFTER_S))
      .header('connection', 'close')
      .send({
        success: false,
        message: 'The shop is busy. Please try again in a moment.',
        code: 'UNAVAILABLE',
        requestId: String(request.id),
      });
  });
  return counts;
}

const REFUSAL_RETRY_AFTER_S = 5;
/** A refused client that neither reads nor closes loses its socket after this long. */
const REFUSAL_LINGER_MS = 2000;

function refuse(socket: Socket, counts: ConnectionCounts, message: string): void {
  counts.refusing++;
  socket.once('close', () => counts.refusing--);
  socket.on('error', () => {});
  const body = JSON.stringify({ success: false, message, code: 'UNAVAILABLE' });
  socket.end(
    'HTTP/1.1 503 Service Unavailable\r\n' +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      `Retry-After: ${REFUSAL_RETRY_AFTER_S}\r\n` +
      'Connection: close\r\n\r\n' +
      body,
  );
  // Whatever the client still sends is read and dropped, so closing does not reset the connection
  // before the client has read the answer.
  socket.resume();
  socket.setTimeout(REFUSAL_LINGER_MS, () => socket.destroy());
}
