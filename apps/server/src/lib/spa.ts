import fs from 'node:fs';
import path from 'node:path';
import { FIRST_ANSWERS_ELEMENT_ID, LEAD_IMAGE_ATTRIBUTE, type ResponsiveImage } from '@shop/contract';
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

/**
 * The image a page opens with as its largest paint (the home slider's first slide, a product's main
 * image), or null. The page can only ask for it once its script has run and its data has come back;
 * named in the HTML, the download starts with the document instead.
 */
export interface LeadImage {
  role: string;
  image: ResponsiveImage;
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The attribute names the image's role, so the page can show it before its own data arrives. */
function preloadLink({ role, image }: LeadImage): string {
  return (
    `<link rel="preload" as="image" fetchpriority="high" href="${escapeAttribute(image.src)}" ` +
    `imagesrcset="${escapeAttribute(image.srcSet)}" imagesizes="${escapeAttribute(image.sizes)}" ` +
    `${LEAD_IMAGE_ATTRIBUTE}="${escapeAttribute(role)}">`
  );
}

/**
 * What the served page of `pathname` carries in its head: its lead image, and the answers to its first
 * GET calls keyed by path and query (see FIRST_ANSWERS_ELEMENT_ID).
 */
export type PageHead = (pathname: string) => Promise<{ lead: LeadImage | null; answers: Record<string, unknown> }>;

/** JSON inside a script element: `<` escaped so no value can close the element. */
function answersScript(answers: Record<string, unknown>): string {
  const json = JSON.stringify(answers).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${FIRST_ANSWERS_ELEMENT_ID}">${json}</script>`;
}

export async function registerSpa(
  app: FastifyInstance,
  webDist: string,
  pageHead?: PageHead,
): Promise<void> {
  const indexFile = path.join(webDist, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn(`No built storefront at ${webDist}; run "npm run build". Serving the API only.`);
    return;
  }
  const indexHtml = fs.readFileSync(indexFile, 'utf8');
  const headEnd = indexHtml.indexOf('</head>');
  const pageHtml = async (pathname: string): Promise<string> => {
    if (headEnd < 0) return indexHtml;
    // A page without its preload or its answers still works (it asks for them), so a failed lookup
    // only costs the head start.
    const { lead, answers } = pageHead ? await pageHead(pathname).catch(() => ({ lead: null, answers: {} })) : { lead: null, answers: {} };
    const head = (lead ? preloadLink(lead) : '') + (Object.keys(answers).length > 0 ? answersScript(answers) : '');
    return head ? `${indexHtml.slice(0, headEnd)}${head}${indexHtml.slice(headEnd)}` : indexHtml;
  };
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
  app.get('/*', { logLevel: 'warn' }, async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname.startsWith('/api/') || pathname === '/api' || /\.[a-z0-9]{1,6}$/i.test(pathname)) {
      return reply.callNotFound();
    }
    const known = isSpaRoute(pathname);
    return reply
      .status(known ? 200 : 404)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(known ? await pageHtml(pathname) : indexHtml);
  });
  app.get('/', async (_request, reply) =>
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(await pageHtml('/')),
  );
}
