import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { createRouteApp, type ApiRoute } from './helpers/route-app.ts';
import type { TestApp } from './helpers/test-app.ts';

/**
 * Every call the storefront makes, as the storefront specification lists them: method, path, the
 * request fields it sends and the response fields it reads.
 */
const STOREFRONT_CALLS: [method: string, path: string, request: string[], response: string[]][] = [
  ['GET', '/api/product/list', [], ['success', 'products', 'message']],
  [
    'POST',
    '/api/product/fetchProducts',
    ['productName', 'page', 'amount'],
    ['products', 'totalProducts', 'suggestions'],
  ],
  ['GET', '/api/custom/getSliderImages', [], ['success', 'sliderImages']],
  ['GET', '/api/user/verifyToken', [], ['success']],
  ['POST', '/api/user/login', ['email', 'password'], ['success', 'token', 'message']],
  ['POST', '/api/user/sendRegisterOtp', ['email'], ['success', 'message']],
  ['POST', '/api/user/verifyRegisterOtp', ['email', 'otp'], ['success', 'message']],
  ['POST', '/api/user/register', ['name', 'password', 'email'], ['success', 'token', 'message']],
  ['POST', '/api/user/send-reset-otp', ['email'], ['success', 'message']],
  ['POST', '/api/user/verify-reset-otp', ['email', 'otp'], ['success']],
  ['POST', '/api/user/reset-password', ['email', 'otp', 'newPassword'], ['success']],
  ['POST', '/api/user/logout', [], ['success']],
  ['POST', '/api/cart/add', ['itemId', 'feature', 'quantity'], ['success', 'message']],
  ['POST', '/api/cart/update', ['itemId', 'feature', 'quantity'], ['success', 'message']],
  ['POST', '/api/cart/get', [], ['success', 'cartData']],
  ['POST', '/api/cart/cartMerge', ['cartData'], ['success']],
  ['POST', '/api/shipping/calculateShipping', ['state', 'cartProductList'], ['success', 'shippingCost']],
  ['POST', '/api/order/place', ['address', 'items', 'price'], ['success', 'orderId', 'message']],
  ['POST', '/api/order/stripe', ['address', 'items', 'price'], ['success', 'success_url', 'message']],
  ['POST', '/api/order/userorders', [], ['success', 'orders']],
  ['POST', '/api/order/orderdetail', ['orderId'], ['success', 'orderDetail']],
  ['POST', '/api/order/uploadpayment', ['orderId', 'image'], ['success', 'message']],
  ['GET', '/api/news/all', ['page', 'limit'], ['items', 'totalPages']],
  ['GET', '/api/outlet/outletList', [], ['outlets']],
  ['POST', '/api/general/generateMapList', ['input'], ['data']],
];

interface JsonSchema {
  properties?: Record<string, unknown>;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}
interface Operation {
  parameters?: { in: string; name: string }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { content?: Record<string, { schema: JsonSchema }> }>;
}
interface OpenApi {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
}

/** Every property name a schema can carry, through unions and intersections. */
function propertyNames(schema: JsonSchema | undefined): string[] {
  if (!schema) return [];
  const nested = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])];
  return [...Object.keys(schema.properties ?? {}), ...nested.flatMap(propertyNames)];
}

const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

function operation(spec: OpenApi, method: string, url: string): Operation {
  const op = spec.paths[openApiPath(url)]?.[method.toLowerCase()];
  if (!op) throw new Error(`${method} ${url} is missing from the OpenAPI description`);
  return op;
}

const requestNames = (op: Operation) => [
  ...(op.parameters ?? []).map((p) => p.name),
  ...Object.values(op.requestBody?.content ?? {}).flatMap((c) => propertyNames(c.schema)),
];

function responseSchemas(op: Operation): JsonSchema[] {
  return Object.values(op.responses['200']?.content ?? {}).map((c) => c.schema);
}

describe('the API description', () => {
  let t: TestApp & { routes: ApiRoute[] };
  let spec: OpenApi;
  beforeAll(async () => {
    t = await createRouteApp('pglite');
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    spec = res.json();
  });
  afterAll(() => t.close());

  it('is OpenAPI 3.1 and describes only the API', () => {
    expect(spec.openapi).toBe('3.1.0');
    const paths = Object.keys(spec.paths);
    expect(paths.every((p) => p.startsWith('/api/') && !p.startsWith('/api/docs'))).toBe(true);
    expect(paths).not.toContain('/api/openapi.json');
  });

  it.each(STOREFRONT_CALLS)(
    'describes the storefront call %s %s with its request and response fields',
    (method, url, request, response) => {
      const op = operation(spec, method, url);
      expect(requestNames(op)).toEqual(expect.arrayContaining(request));
      const schemas = responseSchemas(op);
      expect(schemas.length).toBeGreaterThan(0);
      expect(schemas.flatMap(propertyNames)).toEqual(expect.arrayContaining(response));
    },
  );

  it('describes every back-office route with its request and response shapes', () => {
    // Fastify adds a HEAD twin to every GET; the description lists the GET.
    const admin = t.routes.filter((r) => r.url.startsWith('/api/admin/') && r.method !== 'HEAD');
    expect(admin.length).toBeGreaterThan(20);
    for (const route of admin) {
      const op = operation(spec, route.method, route.url);
      const schema = route.options.schema ?? {};
      const names = new Set(requestNames(op));
      const declared = [
        schema.params,
        schema.querystring,
        schema.body,
        route.options.config?.openapi?.multipartForm,
      ].filter(Boolean);
      if (declared.length > 0) expect(names.size, `${route.method} ${route.url} request`).toBeGreaterThan(0);
      expect(responseSchemas(op).length, `${route.method} ${route.url} response`).toBeGreaterThan(0);
    }
  });

  it('serves a reference page that loads only from the shop itself, under its CSP', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    const html = page.statusCode === 302 ? await t.app.inject({ method: 'GET', url: page.headers.location! }) : page;
    expect(html.statusCode).toBe(200);
    expect(html.headers['content-type']).toContain('text/html');
    expect(String(html.headers['content-security-policy'])).toContain("script-src 'self'");
    const assets = [...html.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    expect(assets.length).toBeGreaterThan(2);
    for (const asset of assets) {
      expect(asset, 'no other origin').toMatch(/^\/api\/docs\//);
      expect((await t.app.inject({ method: 'GET', url: asset })).statusCode, asset).toBe(200);
    }
    expect(html.body).not.toMatch(/<script>(?!\s*<\/script>)/);
  });
});

describe('the API description in production', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-docs-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('is off unless API_DOCS turns it on', () => {
    expect(loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir }).apiDocs).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, API_DOCS: 'true' }).apiDocs).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir }).apiDocs).toBe(true);
  });

  it('answers 404 for both addresses when off', async () => {
    const t = await createRouteApp('pglite', { env: { API_DOCS: 'false' } });
    try {
      for (const url of ['/api/openapi.json', '/api/docs', '/api/docs/json']) {
        expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
      }
    } finally {
      await t.close();
    }
  });
});
