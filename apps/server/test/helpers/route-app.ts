import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { inject } from 'vitest';
import type { Ocr } from '../../src/adapters/ocr.ts';
import { buildApp } from '../../src/app.ts';
import { loadConfig, type Config } from '../../src/config.ts';
import { openTestDatabase, type DbKind, type TestApp } from './test-app.ts';
import { TEST_LIMITS_ENV } from './limits-env.ts';
import { MEDIA_DIR } from './templates.ts';

/** An OCR that reads every screenshot as a valid receipt, so no tesseract worker starts. */
export const acceptingOcr: Ocr = {
  recognize: async () => 'Transfer Successful RM 10.00 Transfer to Roti & Rupa',
  close: async () => {},
};

export interface ApiRoute {
  method: string;
  url: string;
  /** Who the route declares it is for: a logged-in shopper, staff (the /api/admin scope), or anyone. */
  guard: 'user' | 'staff' | 'none';
  options: RouteOptions;
}

/** A test app that also reports every `/api` route it registered, with its declared guard. */
export async function createRouteApp(
  kind: DbKind,
  opts: { env?: Record<string, string>; overrides?: Partial<Config> } = {},
): Promise<TestApp & { routes: ApiRoute[] }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-hardening-'));
  fs.symlinkSync(path.join(inject('templateDir'), MEDIA_DIR), path.join(dataDir, 'media'));
  const config = loadConfig(
    {
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      WEB_DIST: path.join(dataDir, 'no-web'),
      ...TEST_LIMITS_ENV,
      ...opts.env,
    },
    opts.overrides,
  );
  const { database, drop } = await openTestDatabase(kind);
  const seen: RouteOptions[] = [];
  const app = await buildApp(config, { database, ocr: acceptingOcr, onRoute: (r) => seen.push(r) });
  await app.ready();
  const routes = seen
    .filter((r) => r.url.startsWith('/api/'))
    .flatMap((r) => [r.method].flat().map((method) => ({ method, url: r.url, guard: guardOf(app, r), options: r })));
  return {
    app,
    database,
    config,
    routes,
    close: async () => {
      await app.close();
      await database.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function guardOf(app: FastifyInstance, route: RouteOptions): ApiRoute['guard'] {
  const hooks: unknown[] = [route.onRequest ?? [], route.preHandler ?? []].flat();
  if (hooks.includes(app.requireStaff)) return 'staff';
  // The back office guards its whole scope with one hook (modules/admin/routes.ts), not per route.
  if (route.url.startsWith('/api/admin/')) return 'staff';
  if (hooks.includes(app.requireUser)) return 'user';
  return 'none';
}
