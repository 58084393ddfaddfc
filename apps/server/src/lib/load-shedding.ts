import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SheddingConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { HEALTH_PATHS } from './connection-guard.ts';

const MESSAGE = 'The shop is very busy right now. Please try again in a few seconds.';

/**
 * Answers 503 with Retry-After, before any work, while the process is already behind: its event loop
 * late by more than `maxEventLoopDelayMs` on average (measured by @fastify/under-pressure), or, on
 * PostgreSQL, more than `maxPoolWaiting` queries waiting for a pool connection. Refusing early keeps
 * the queues short, so the requests let through still answer in time; a load balancer or a browser
 * retries later. Health checks are exempt: a busy instance is alive and should stay in rotation.
 */
export async function registerLoadShedding(
  app: FastifyInstance,
  config: SheddingConfig,
  database: Pick<Database, 'waiting'>,
): Promise<void> {
  const body = (request: FastifyRequest) => ({
    success: false,
    message: MESSAGE,
    code: 'UNAVAILABLE',
    requestId: String(request.id),
  });
  const shed = (request: FastifyRequest, reply: FastifyReply) =>
    reply.status(503).header('retry-after', String(config.retryAfterSeconds)).send(body(request));

  if (config.maxEventLoopDelayMs > 0) {
    await app.register(underPressure, {
      maxEventLoopDelay: config.maxEventLoopDelayMs,
      sampleInterval: config.sampleIntervalMs,
      retryAfter: config.retryAfterSeconds,
      // Without a reply sent here the request goes on as usual (the plugin's documented contract).
      pressureHandler: (request, reply) => {
        if (!HEALTH_PATHS.has(request.url.split('?')[0]!)) void shed(request, reply);
      },
    });
  }
  if (config.maxPoolWaiting > 0) {
    // Callback style: a refusal sends its answer and never calls `next`, so nothing else runs for it.
    app.addHook('onRequest', (request, reply, next) => {
      if (database.waiting() <= config.maxPoolWaiting || HEALTH_PATHS.has(request.url.split('?')[0]!)) return next();
      void shed(request, reply);
    });
  }
}
