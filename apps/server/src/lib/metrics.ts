import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Ocr } from '../adapters/ocr.ts';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: ShopMetrics;
  }
}

export interface ShopMetrics {
  registry: Registry;
  /** Wraps an OCR adapter so every recognise call is counted and timed. */
  countOcr(ocr: Ocr): Ocr;
  /** Counts a finished run of a background job (`jobs/`), so a stalled job shows as a flat line. */
  countJobRun(job: string, outcome: 'ok' | 'failed'): void;
}

/** The shop's orders by status, as the order module counts them. */
export type OrderCounts = () => Promise<{ status: string; count: number }[]>;

/**
 * Prometheus metrics, one registry per app (tests build many apps in one process). Request counts
 * and latencies are labelled by the route pattern (`/api/order/:id/screenshot`), never the raw URL,
 * so the label set stays bounded. Orders by status are read from the database when scraped: the
 * figure is the shop's, the same whichever instance answers.
 */
export function registerMetrics(app: FastifyInstance, enabled: boolean, orderCounts: OrderCounts): void {
  const registry = new Registry();
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from receiving a request to sending the answer, by method and route pattern.',
    labelNames: ['method', 'route'] as const,
    buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const ocrJobs = new Counter({
    name: 'ocr_jobs_total',
    help: 'Payment screenshots read by OCR, by outcome (ok or failed).',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  const jobRuns = new Counter({
    name: 'job_runs_total',
    help: 'Finished runs of the background jobs in this process, by job and outcome (ok or failed).',
    labelNames: ['job', 'outcome'] as const,
    registers: [registry],
  });
  const ocrSeconds = new Histogram({
    name: 'ocr_job_duration_seconds',
    help: 'Time one OCR job took, queueing included.',
    buckets: [0.1, 0.25, 0.5, 1, 2, 5, 10, 30],
    registers: [registry],
  });
  new Gauge({
    name: 'shop_orders',
    help: 'Orders in the database, by status.',
    labelNames: ['status'] as const,
    registers: [registry],
    async collect() {
      const rows = await orderCounts();
      this.reset();
      for (const row of rows) this.set({ status: row.status }, row.count);
    },
  });
  if (enabled) collectDefaultMetrics({ register: registry });

  app.decorate('metrics', {
    registry,
    countOcr: (ocr) => ({
      async recognize(image) {
        const stop = ocrSeconds.startTimer();
        try {
          const text = await ocr.recognize(image);
          ocrJobs.inc({ outcome: 'ok' });
          return text;
        } catch (err) {
          ocrJobs.inc({ outcome: 'failed' });
          throw err;
        } finally {
          stop();
        }
      },
      close: () => ocr.close(),
    }),
    countJobRun: (job, outcome) => jobRuns.inc({ job, outcome }),
  });
  if (!enabled) return;

  app.addHook('onResponse', async (request, reply) => {
    // Unmatched URLs (scanners, typos) share one label instead of one series per URL.
    const route = request.routeOptions.url ?? 'unmatched';
    const labels = { method: request.method, route };
    requests.inc({ ...labels, status: String(reply.statusCode) });
    latency.observe(labels, reply.elapsedTime / 1000);
  });

  app.get('/metrics', { logLevel: 'warn' }, async (_request, reply) => {
    const body = await registry.metrics();
    return reply.type(registry.contentType).send(body);
  });
}
