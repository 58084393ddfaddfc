import path from 'node:path';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type RouteOptions,
  type onRequestHookHandler,
} from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { withSafeText } from '@shop/contract';
import type { ZodType } from 'zod';
import { randomUUID } from 'node:crypto';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { localStorage, mediaRoot, type Storage } from './adapters/storage.ts';
import { createMailer } from './adapters/mail.ts';
import { createAfterAnswer } from './lib/after-answer.ts';
import { registerAuth } from './modules/auth/guard.ts';
import { registerErrorHandler } from './lib/error-handler.ts';
import { registerPages } from './modules/pages/routes.ts';
import { ADMIN_BODY_LIMIT, DEFAULT_BODY_LIMIT, registerSecurityHeaders } from './lib/security.ts';
import { registerMetrics } from './lib/metrics.ts';
import { registerApiDocs } from './lib/api-docs.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { productRoutes } from './modules/product/routes.ts';
import { searchInsightPublicRoutes } from './modules/search-insight/routes.ts';
import { settingsRoutes } from './modules/settings/routes.ts';
import { sliderRoutes } from './modules/slider/routes.ts';
import { newsletterRoutes } from './modules/newsletter/routes.ts';
import { shippingRoutes } from './modules/shipping/routes.ts';
import { orderRoutes } from './modules/checkout/routes.ts';
import type { Ocr } from './adapters/ocr.ts';
import { cartRoutes } from './modules/cart/routes.ts';
import { serviceRoutes } from './modules/fulfilment/routes.ts';
import { geoRoutes } from './modules/geo/routes.ts';
import { newsRoutes } from './modules/news/routes.ts';
import { outletRoutes } from './modules/outlet/routes.ts';
import { promoRoutes } from './modules/promo/routes.ts';
import { adminRoutes } from './modules/admin/routes.ts';
import { decorateEInvoiceGateway, invoiceRoutes } from './modules/invoice/routes.ts';
import { getShopSettings, probeWrite } from './modules/settings/service.ts';
import { isStorageFull, WriteHealth } from './lib/storage-health.ts';
import { nearestReading, searchReady } from './modules/product/service.ts';
import { bookedSlots, countOrdersByStatus, orderFacts } from './modules/order/service.ts';
import { guardConnections, serverTimeouts } from './lib/connection-guard.ts';
import { registerLoadShedding } from './lib/load-shedding.ts';
import { registerClientLimits } from './lib/client-limits.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Database['db'];
    media: Storage;
  }
}

export interface AppDeps {
  database: Database;
  /** A stand-in OCR for tests; by default the order module starts tesseract on first use. */
  ocr?: Ocr;
  /** Sees every route as it is added (tests enumerate the API with it). */
  onRoute?: (route: RouteOptions) => void;
}

/** /readyz gives up after this long, so a load balancer's probe gets an answer while the database hangs. */
const READY_TIMEOUT_MS = 2000;

/** The Fastify instance with every route, without listening: tests drive it through `inject`. */
export async function buildApp(config: Config, deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : { level: config.logLevel, redact: ['req.headers.token', 'req.headers.cookie', 'req.headers.authorization'] },
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    },
    bodyLimit: DEFAULT_BODY_LIMIT,
    // A URL the router cannot decode (`%ff`) or an over-long path parameter still gets the shop's error shape.
    frameworkErrors: (err, request, reply) => {
      const status: 400 | 414 = err.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
      // Sent before routing, so the onSend hook that adds the request id header never runs here.
      void (reply as FastifyReply)
        .status(status)
        .header('x-request-id', request.id)
        .send({
          success: false,
          message: status === 414 ? 'The address is too long.' : 'The address is not valid.',
          code: 'INVALID_INPUT',
          requestId: String(request.id),
        });
    },
    trustProxy: config.trustProxy,
    ...serverTimeouts(config.connections),
  });
  // First of all hooks: a socket let in on the health reserve gets nothing but health checks.
  guardConnections(app, config.connections);
  // Every request schema also refuses text the database cannot store (see withSafeText).
  app.setValidatorCompiler<ZodType>((route) => validatorCompiler({ ...route, schema: withSafeText(route.schema) }));
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', deps.database);
  app.decorate('db', deps.database.db);
  app.decorate('media', localStorage(mediaRoot(config)));
  app.decorate('mailer', createMailer({ ...config.mail, outboxDir: path.join(config.dataDir, 'outbox') }, app.log));
  app.decorate('afterAnswer', createAfterAnswer(app.log));
  // Mails still being sent after their answers go out before the mailer closes.
  app.addHook('onClose', async () => {
    await app.afterAnswer.settled();
    await app.mailer.close();
  });
  decorateEInvoiceGateway(app);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  app.addHook('onRoute', (route) => {
    if (route.bodyLimit === undefined && route.url.startsWith('/api/admin/')) route.bodyLimit = ADMIN_BODY_LIMIT;
    authenticateFirst(app, route);
  });
  if (deps.onRoute) app.addHook('onRoute', deps.onRoute);
  const writeHealth = new WriteHealth();
  registerErrorHandler(app, writeHealth);
  registerMetrics(app, config.metricsEnabled, () => countOrdersByStatus(app.db));
  registerSecurityHeaders(app, config, async () => (await getShopSettings(app.db, config)).mapTileUrl);
  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({
      success: false,
      message: `No such ${request.url.startsWith('/api') ? 'API endpoint' : 'page or file'}: ${request.method} ${request.url.split('?')[0]}`,
      code: 'NOT_FOUND',
      requestId: String(request.id),
    }),
  );

  // Before any other work on a request: refusing costs least before anything is parsed or read.
  // The limits first: a flooding client's refusals are held there and never reach the shedding guard.
  const clients = registerClientLimits(app, config.clientLimits, config.redisUrl);
  await registerLoadShedding(app, config.shedding, deps.database, clients);
  await app.register(fastifyCompress, { global: true, threshold: 1024 });
  await app.register(fastifyCookie);
  registerAuth(app);
  await registerApiDocs(app, config);

  app.get('/healthz', async () => ({ success: true, status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    try {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('database ping timed out')), READY_TIMEOUT_MS);
      });
      // After a write hit a full disk, only a write that succeeds again makes the shop ready.
      const failing = writeHealth.failingSince !== null;
      const check = failing ? probeWrite(deps.database.db) : deps.database.ping();
      try {
        await Promise.race([check, timeout]).finally(() => clearTimeout(timer));
      } catch (err) {
        if (!isStorageFull(err)) throw err;
        return reply.status(503).send({ success: false, message: 'The database cannot write: its storage is full.' });
      }
      if (failing) writeHealth.markWriting();
    } catch {
      return reply.status(503).send({ success: false, message: 'The database is not reachable.' });
    }
    // Searches wait for this instance's search index until it is loaded (seconds at 100,000
    // products): not ready before then, and asking starts the load.
    if (!searchReady(deps.database.db)) {
      return reply.status(503).send({ success: false, message: 'The search index is still loading.' });
    }
    return { success: true, status: 'ready' };
  });

  await app.register(authRoutes, { orders: orderFacts });
  await app.register(productRoutes);
  await app.register(searchInsightPublicRoutes, { offered: nearestReading });
  await app.register(settingsRoutes);
  await app.register(sliderRoutes);
  await app.register(newsletterRoutes);
  await app.register(shippingRoutes);
  await app.register(orderRoutes, { ocr: deps.ocr });
  await app.register(cartRoutes);
  await app.register(serviceRoutes, { bookedSlots });
  await app.register(geoRoutes);
  await app.register(newsRoutes);
  await app.register(outletRoutes);
  await app.register(adminRoutes);
  await app.register(promoRoutes);
  await app.register(invoiceRoutes);

  await app.register(fastifyStatic, {
    root: mediaRoot(config),
    prefix: '/media/',
    decorateReply: false,
    index: false,
    // Media keys carry a content hash, so a URL never changes meaning.
    immutable: true,
    maxAge: '365d',
  });
  await registerPages(app, config.webDist, config.webDev);
  return app;
}

/**
 * Routes declare `preHandler: app.requireUser`; it is moved to onRequest so the caller is known
 * before the body is read and validated: a stranger gets 401 instead of learning the body rules
 * from 400s, and never makes the server parse (or buffer) a large body.
 */
function authenticateFirst(app: FastifyInstance, route: RouteOptions): void {
  const guards = new Set<unknown>([app.requireUser, app.requireStaff]);
  const pre = route.preHandler === undefined ? [] : [route.preHandler].flat();
  const moved = pre.filter((h) => guards.has(h));
  if (moved.length === 0) return;
  route.preHandler = pre.filter((h) => !guards.has(h));
  const onRequest = route.onRequest === undefined ? [] : [route.onRequest].flat();
  route.onRequest = [...(moved as unknown as onRequestHookHandler[]), ...onRequest];
}
