import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream } from 'node:stream/web';
import { pathToFileURL } from 'node:url';
import type { ApiOptions, StorefrontLoadContext } from '@shop/contract';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { storefrontReads } from './load-context.ts';
import { publicOrigin, registerSitemap } from './sitemap.ts';
import { SESSION_COOKIE } from '../auth/guard.ts';
import { findSessionUser } from '../auth/sessions.ts';

type HandleRequest = ReturnType<typeof createRequestHandler>;

/** Paths Fastify answers itself; every other GET is a page. */
const OWN_PATHS = /^\/(?:api|media)(?:\/|$)|^\/(?:healthz|readyz|metrics|sitemap\.xml|robots\.txt)$/;

/**
 * The storefront's pages: every GET that is not the API, media, a health check or a built asset goes
 * to React Router's request handler, with the shop's reads as its load context. In production the
 * handler runs the web build (`<webDist>/server`) and its assets are served from `<webDist>/client`;
 * with `WEB_DEV` Vite's dev server builds both on demand, with hot reload.
 */
export async function registerPages(app: FastifyInstance, webDist: string, dev: boolean): Promise<void> {
  // Search engines read these whether or not the storefront is built.
  registerSitemap(app);
  const handle = dev ? await devHandler(app) : await productionHandler(app, webDist);
  if (!handle) return;
  const page = async (request: FastifyRequest, reply: FastifyReply) => {
    if (OWN_PATHS.test(request.url.split('?')[0] ?? '/')) return reply.callNotFound();
    // The session cookie only: the page is what this browser's session sees.
    const token = request.cookies[SESSION_COOKIE];
    const user = token ? await findSessionUser(app.db, token) : null;
    const context = {
      shop: storefrontReads(app, request.ip),
      nonce: request.cspNonce,
      origin: publicOrigin(app, request),
      shopper: user ? { id: user.id } : null,
      api: (url: string, body: unknown, options?: ApiOptions) => apiAsBrowser(app, request, url, body, options),
    } satisfies StorefrontLoadContext;
    const pageRequest = toFetchRequest(request, reply);
    // An action reads its body as a form; one that is none (JSON, empty, text/plain, a broken
    // multipart) made `formData()` throw there, a 500 and a stack in the log. A client's mistake.
    if (request.method === 'POST' && !(await readsAsForm(pageRequest))) {
      return reply.status(400).type('text/plain; charset=utf-8').send('Bad Request');
    }
    const response = await handle(pageRequest, context);
    return sendResponse(reply, response);
  };
  app.get('/*', { logLevel: 'warn' }, page);
  app.get('/', page);
  // A form's POST goes to its page's action (with scripts too, as `<path>.data`). Its body reaches
  // React Router as sent; the parsers are this scope's only, so the API still refuses form bodies.
  await app.register(async (scope) => {
    for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain']) {
      scope.addContentTypeParser(type, { parseAs: 'buffer', bodyLimit: 64 * 1024 }, (_req, body, done) =>
        done(null, body),
      );
    }
    scope.post('/*', page);
    scope.post('/', page);
  });
}

/** Whether a page's action can read the request's body as a form (a copy is read; the body stays). */
async function readsAsForm(request: Request): Promise<boolean> {
  try {
    await request.clone().formData();
    return true;
  } catch {
    return false;
  }
}

/**
 * The headers of the page's request an API write is judged by (see StorefrontLoadContext.api). The
 * host and forwarded scheme too: without PUBLIC_URL the API checks a cookie-authenticated write's
 * Origin against them (the forwarded ones count only where TRUST_PROXY says, as for the page).
 */
const FORWARDED = [
  'cookie',
  'origin',
  'referer',
  'sec-fetch-site',
  'user-agent',
  'accept-language',
  'host',
  'x-forwarded-host',
  'x-forwarded-proto',
] as const;

/**
 * The API route itself, in process: the same schema, guards and answer as the browser's fetch, from
 * the shopper's address (for rate limits and captcha) and with the page request's cookie and origin.
 */
async function apiAsBrowser(
  app: FastifyInstance,
  request: FastifyRequest,
  url: string,
  body: unknown,
  options: ApiOptions = {},
) {
  const headers: Record<string, string> = {};
  for (const name of FORWARDED) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  if (options.session !== undefined) headers.cookie = withSession(headers.cookie, options.session);
  if (options.lang) headers['accept-language'] = options.lang;
  const method = options.method ?? 'POST';
  const res = await app.inject({
    method,
    url,
    ...(method === 'POST' ? { payload: body as object } : {}),
    headers,
    remoteAddress: request.ip,
  });
  const setCookie = res.headers['set-cookie'];
  let json: unknown = null;
  try {
    json = res.json();
  } catch {
    // An empty or non-JSON answer: the status says what happened.
  }
  return { status: res.statusCode, body: json, setCookie: [setCookie ?? []].flat() };
}

/** The cookie header with `token` as its session cookie, in place of any the browser sent. */
function withSession(cookie: string | undefined, token: string): string {
  const others = (cookie ?? '').split(/;\s*/).filter((pair) => pair && !pair.startsWith(`${SESSION_COOKIE}=`));
  return [...others, `${SESSION_COOKIE}=${token}`].join('; ');
}

async function productionHandler(app: FastifyInstance, webDist: string): Promise<HandleRequest | null> {
  const entry = path.join(webDist, 'server', 'index.js');
  if (!fs.existsSync(entry)) {
    app.log.warn(`No built storefront at ${webDist}; run "npm run build". Serving the API only.`);
    return null;
  }
  const build = (await import(pathToFileURL(entry).href)) as ServerBuild;
  await app.register(fastifyStatic, {
    root: path.join(webDist, 'client'),
    prefix: '/',
    wildcard: false,
    index: false,
    // The build writes each script and style sheet compressed (.br, .gz) beside it.
    preCompressed: true,
    setHeaders(res, filePath) {
      // Vite names every asset by its content hash, so it can be cached for good.
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    },
  });
  return createRequestHandler(build, 'production');
}

/** Vite in middleware mode inside this server, so loaders get the same load context as in production. */
async function devHandler(app: FastifyInstance): Promise<HandleRequest> {
  const [{ createServer }, { default: middie }] = await Promise.all([import('vite'), import('@fastify/middie')]);
  const webRoot = path.resolve(import.meta.dirname, '../../../../web');
  // Hot reload talks over this server's own port, the one origin the CSP lets the page connect to.
  const vite = await createServer({
    root: webRoot,
    server: { middlewareMode: true, hmr: { server: app.server } },
    appType: 'custom',
  });
  await app.register(middie);
  app.use(vite.middlewares);
  app.addHook('onClose', () => vite.close());
  return createRequestHandler(
    () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>,
    'development',
  );
}

function toFetchRequest(request: FastifyRequest, reply: FastifyReply): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    for (const one of [value ?? []].flat()) headers.append(name, one);
  }
  const controller = new AbortController();
  // The browser went away before the answer did. (The request's own 'close' also fires once a POST's
  // body has been read, which is no reason to abort.)
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  const body = Buffer.isBuffer(request.body) ? request.body : undefined;
  return new Request(pageUrl(request), {
    method: request.method,
    headers,
    signal: controller.signal,
    ...(body ? { body } : {}),
  });
}

/**
 * The page's absolute URL. The path is appended as sent, so `//x/y` stays a path rather than naming a
 * host; a Host header no URL can hold falls back to localhost rather than failing the page.
 */
function pageUrl(request: FastifyRequest): URL {
  try {
    return new URL(`${request.protocol}://${request.host}${request.url}`);
  } catch {
    return new URL(`http://localhost${request.url}`);
  }
}

function sendResponse(reply: FastifyReply, response: Response) {
  reply.status(response.status);
  for (const [name, value] of response.headers) {
    if (name !== 'set-cookie') reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  reply.header('cache-control', response.headers.get('cache-control') ?? 'no-cache');
  return reply.send(response.body ? Readable.fromWeb(response.body as ReadableStream) : null);
}
