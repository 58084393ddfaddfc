import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { Config } from '../config.ts';

/** JSON bodies are small everywhere; the back office edits long texts (news, product copy). */
export const DEFAULT_BODY_LIMIT = 64 * 1024;
export const ADMIN_BODY_LIMIT = 512 * 1024;

/** How long the map tile origin read from the shop settings is reused before it is read again. */
const TILE_ORIGIN_TTL_MS = 30_000;

/**
 * The CSP source for a Leaflet tile URL template: `https://{s}.tile.example.org/{z}/{x}/{y}.png`
 * becomes `https://*.tile.example.org`. Null when the template is not an absolute http(s) URL.
 */
export function tileSource(template: string): string | null {
  const match = /^(https?):\/\/([^/?#]+)/i.exec(template.trim());
  if (!match) return null;
  const host = match[2]!.replace(/\{[^}]*\}/g, '*');
  // A placeholder may only stand for whole leading labels (CSP allows `*.` at the front only).
  if (!/^(\*\.)*[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?$/i.test(host)) return null;
  return `${match[1]!.toLowerCase()}://${host.toLowerCase()}`;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** This response's CSP nonce: the rendered page gives it to the framework's inline scripts. */
    cspNonce: string;
  }
}

const nonceSource = (nonce: string | undefined) => (nonce ? `'nonce-${nonce}'` : '');

/** The raw response carries the nonce to helmet's directive function, which sees only req and res. */
type WithNonce = ServerResponse & { cspNonce?: string };

const RECAPTCHA_SOURCES = ['https://www.google.com', 'https://www.gstatic.com'];

/**
 * helmet with a Content-Security-Policy the built storefront runs under: scripts only from our own
 * origin and the inline scripts React Router writes into a page (its hydration data and module
 * imports), which carry this response's nonce; images from us, `data:`/`blob:` (upload previews) and the
 * configured map tile host, no framing. Stripe Checkout is a top-level navigation, so it needs no
 * source. Inline styles stay allowed: Leaflet and the toast library set them at run time, and a
 * style cannot run code. HSTS and upgrade-insecure-requests only when the shop is served over HTTPS
 * (PUBLIC_URL), since on plain HTTP they would make browsers refuse the site. `mapTileUrl` reads the
 * tile URL template from the shop settings.
 */
const NOT_PAGES = /^\/(?:api\/|media\/|(?:healthz|readyz|metrics)(?:\?|$))/;

export function registerSecurityHeaders(app: FastifyInstance, config: Config, mapTileUrl: () => Promise<string>): void {
  const https = config.publicUrl?.startsWith('https://') ?? false;
  const captcha = config.captcha ? RECAPTCHA_SOURCES : [];
  const tiles = { source: tileSource('https://tile.openstreetmap.org/{z}/{x}/{y}.png'), readAt: 0 };

  // The tile host is a shop setting the back office can change: read it again at most every 30 s,
  // only for page loads (the CSP matters on the HTML document, not on API answers). Never for a
  // health check: it must answer while the database is busy or away.
  app.addHook('onRequest', async (request) => {
    if (NOT_PAGES.test(request.url) || Date.now() - tiles.readAt < TILE_ORIGIN_TTL_MS) return;
    tiles.readAt = Date.now();
    try {
      tiles.source = tileSource(await mapTileUrl());
    } catch (err) {
      // A page must still load while the database is away; the previous value is kept.
      request.log.warn({ err }, 'could not read the map tile setting for the CSP');
    }
  });

  // Built once: @fastify/helmet rebuilt the whole middleware (parsing every directive) on each request,
  // a measurable share of a cheap API call. The tile source stays live through its function directive.
  const applyHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'", (_req, res) => nonceSource((res as WithNonce).cspNonce), ...captcha],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', () => tiles.source ?? "'self'"],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...captcha],
        frameSrc: captcha.length > 0 ? captcha : ["'none'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    // The shop opens Stripe Checkout and WhatsApp in the same or a new tab; nothing it loads needs COEP.
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  app.decorateRequest('cspNonce', '');
  app.addHook('onRequest', (request, reply, done) => {
    // Only a page runs inline scripts; a nonce for every API answer cost 3 % of a search's time.
    if (!NOT_PAGES.test(request.url)) request.cspNonce = randomBytes(16).toString('base64');
    (reply.raw as WithNonce).cspNonce = request.cspNonce;
    applyHeaders(request.raw, reply.raw, (err?: unknown) => done(err instanceof Error ? err : undefined));
  });
}
