import { AsyncLocalStorage } from 'node:async_hooks';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  FIRST_ANSWERS_ELEMENT_ID,
  LEAD_IMAGE_ATTRIBUTE,
  type CreatePageRenderer,
  type MissingPage,
  type PageRequestScope,
  type RenderedPage,
  type ResponsiveImage,
} from '@shop/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';

/** The storefront's routes; any other page path still gets the app (which shows its not-found screen) but with 404. */
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

/** Where the web build puts its server entry (see apps/web/package.json); not served to browsers. */
const SSR_DIR = 'ssr';
/** Where Vite writes the build manifest, which names the chunk of each lazily loaded part. */
const MANIFEST_DIR = '.vite';

type PageRenderer = (url: string, scope: PageRequestScope) => Promise<RenderedPage | MissingPage | null>;

/**
 * The web app's own render of a page, from its server entry, when the build has one. Its reads go
 * through the routes in-process (app.inject) without the shopper's credentials: what it renders from
 * the API is public, and only the cookie-backed parts (service choice, guest bag) are the shopper's.
 */
async function loadPageRenderer(webDist: string): Promise<PageRenderer | null> {
  const entry = path.join(webDist, SSR_DIR, 'entry-server.js');
  if (!fs.existsSync(entry)) return null;
  const { createPageRenderer } = (await import(pathToFileURL(entry).href)) as {
    createPageRenderer: CreatePageRenderer;
  };
  return createPageRenderer(new AsyncLocalStorage<PageRequestScope>());
}

/** The in-process API a page render reads from. */
function injectRequest(app: FastifyInstance): PageRequestScope['request'] {
  return async (method, url, body) => {
    const res = await app.inject({
      method,
      url,
      ...(body === undefined ? {} : { payload: body, headers: { 'content-type': 'application/json' } }),
    });
    let payload: unknown = null;
    try {
      payload = res.json();
    } catch {
      // Not JSON: the page then treats it as the failed read it is.
    }
    return { status: res.statusCode, payload };
  };
}

/** The links React renders ahead of a page's tree (preloads, a screen's style sheets). */
const LEADING_LINKS = /^(?:<link [^>]*\/?>)+/;
/** The app's scripts as Vite writes them into the page's head: its entry and the entry's imports. */
const APP_SCRIPTS =
  /<script type="module" crossorigin src="([^"]+)"><\/script>\s*|<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/**
 * The head of a page the server drew, with the app's scripts started by `/start-app.js` once the page
 * has painted instead of with the document: the shopper sees the page either way, and the markup, its
 * style sheet and its images do not share a slow connection with ~110 KB of script before first paint.
 * `pageChunks` are the chunks of the parts the page was drawn with, preloaded with the entry's own.
 * Null when the head is not as expected.
 */
export function startAppAfterPaint(head: string): ((pageChunks: readonly string[]) => string) | null {
  const entries: string[] = [];
  const preloads: string[] = [];
  const rest = head.replace(APP_SCRIPTS, (_tag, src: string | undefined, href: string | undefined) => {
    if (src) entries.push(src);
    if (href) preloads.push(href);
    return '';
  });
  if (entries.length !== 1) return null;
  const entry = entries[0]!;
  return (pageChunks) => {
    const all = [...new Set([...preloads, ...pageChunks])].filter((href) => href !== entry);
    return (
      `${rest}<script src="/start-app.js" data-entry="${escapeAttribute(entry)}" ` +
      `data-preload="${escapeAttribute(all.join(' '))}" defer></script>`
    );
  };
}

/** One chunk in Vite's build manifest (`.vite/manifest.json`, keyed by the module's path under apps/web). */
interface ManifestChunk {
  file: string;
  imports?: string[];
}

/**
 * The chunks (as URLs) that hold the given modules and everything they import, from the web build's
 * manifest; modules the manifest does not know are skipped (the browser then finds them itself).
 */
function chunksOf(manifest: Record<string, ManifestChunk>, modules: readonly string[]): string[] {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    if (chunk.file.endsWith('.js')) files.add(`/${chunk.file}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const module of modules) visit(module);
  return [...files];
}

function readManifest(webDist: string): Record<string, ManifestChunk> {
  try {
    return JSON.parse(fs.readFileSync(path.join(webDist, MANIFEST_DIR, 'manifest.json'), 'utf8')) as Record<
      string,
      ManifestChunk
    >;
  } catch {
    return {};
  }
}

export async function registerSpa(app: FastifyInstance, webDist: string, pageHead?: PageHead): Promise<void> {
  const indexFile = path.join(webDist, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn(`No built storefront at ${webDist}; run "npm run build". Serving the API only.`);
    return;
  }
  const indexHtml = fs.readFileSync(indexFile, 'utf8');
  const headEnd = indexHtml.indexOf('</head>');
  const rootElement = '<div id="root"></div>';
  const rootAt = indexHtml.indexOf(rootElement);
  const renderPage = rootAt > headEnd && headEnd >= 0 ? await loadPageRenderer(webDist) : null;
  const request = injectRequest(app);
  const drawnHead = startAppAfterPaint(indexHtml.slice(0, Math.max(headEnd, 0)));
  const manifest = readManifest(webDist);
  const pageHtml = async (url: string, cookies: string): Promise<{ status: 200 | 404; html: string }> => {
    if (headEnd < 0) return { status: 200, html: indexHtml };
    // A page the server could not render is rendered by the browser, as it would be without a server
    // entry; so a failed render, like a failed lookup below, only costs the head start.
    const render = renderPage ? await renderPage(url, { cookies, request }).catch(() => null) : null;
    if (render && 'markup' in render && drawnHead) {
      // A drawn page carries its own data, and React names its opening images and a screen's own style
      // sheets in the markup itself, as links ahead of the tree: they go to the head, where a style
      // sheet loads with the page's own rather than holding up the content after it.
      const hoisted = LEADING_LINKS.exec(render.markup)?.[0] ?? '';
      const markup = render.markup.slice(hoisted.length);
      const html = `${drawnHead(chunksOf(manifest, render.modules))}${hoisted}${indexHtml.slice(headEnd, rootAt)}<div id="root">${markup}</div>${render.stateScript}${indexHtml.slice(rootAt + rootElement.length)}`;
      return { status: 200, html };
    }
    const status = render && 'missing' in render ? 404 : 200;
    // A page without its preload or its answers still works (it asks for them).
    const empty = { lead: null, answers: {} };
    const { lead, answers } = pageHead ? await pageHead(url.split('?')[0] ?? '/').catch(() => empty) : empty;
    const head = (lead ? preloadLink(lead) : '') + (Object.keys(answers).length > 0 ? answersScript(answers) : '');
    return { status, html: `${indexHtml.slice(0, headEnd)}${head}${indexHtml.slice(headEnd)}` };
  };
  await app.register(fastifyStatic, {
    root: webDist,
    prefix: '/',
    wildcard: false,
    index: false,
    // The server entry and the build manifest are the server's, not the browser's.
    allowedPath: (pathname) => !pathname.startsWith(`/${SSR_DIR}/`) && !pathname.startsWith(`/${MANIFEST_DIR}/`),
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
    // An unknown page, product or story still gets the app (which shows its not-found screen) with 404.
    const page = isSpaRoute(pathname)
      ? await pageHtml(request.url, request.headers.cookie ?? '')
      : { status: 404, html: indexHtml };
    return sendPage(reply, page);
  });
  app.get('/', async (request, reply) => sendPage(reply, await pageHtml(request.url, request.headers.cookie ?? '')));
}

function sendPage(reply: FastifyReply, page: { status: number; html: string }) {
  return reply.status(page.status).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(page.html);
}
