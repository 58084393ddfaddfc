import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/** Spec §2 routes; any other page path still gets the app (which shows its not-found screen) but with 404. */
const SPA_ROUTES = [
  /^\/$/,
  /^\/collection\/?$/,
  /^\/product\/[^/]+\/?$/,
  /^\/cart\/?$/,
  /^\/login\/?$/,
  /^\/register\/?$/,
  /^\/reset-password\/?$/,
  /^\/email-verify\/?$/,
  /^\/place-order\/?$/,
  /^\/checkout\/[^/]+\/?$/,
  /^\/orders\/?$/,
  /^\/my-profile\/?$/,
  /^\/news\/?$/,
  /^\/news\/[^/]+\/?$/,
  /^\/about\/?$/,
  /^\/contact\/?$/,
  /^\/outlets\/?$/,
  /^\/terms\/?$/,
  /^\/admin(\/.*)?$/,
];

export function isSpaRoute(pathname: string): boolean {
  return SPA_ROUTES.some((r) => r.test(pathname));
}

export async function registerSpa(app: FastifyInstance, webDist: string): Promise<void> {
  const indexFile = path.join(webDist, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn(`No built storefront at ${webDist}; run "npm run build". Serving the API only.`);
    return;
  }
  const indexHtml = fs.readFileSync(indexFile, 'utf8');
  await app.register(fastifyStatic, {
    root: webDist,
    prefix: '/',
    wildcard: false,
    index: false,
    setHeaders(res, filePath) {
      // Vite names every asset by its content hash, so it can be cached for good.
      if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        res.header('cache-control', 'public, max-age=31536000, immutable');
      } else {
        res.header('cache-control', 'public, max-age=3600');
      }
    },
  });
  app.get('/*', { logLevel: 'warn' }, (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname.startsWith('/api/') || pathname === '/api' || /\.[a-z0-9]{1,6}$/i.test(pathname)) {
      return reply.callNotFound();
    }
    return reply
      .status(isSpaRoute(pathname) ? 200 : 404)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(indexHtml);
  });
  app.get('/', (_request, reply) =>
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml),
  );
}
