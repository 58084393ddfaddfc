import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { demoProducts } from '@shop/demo';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../src/config.ts';
import { startServer, type ServerProcess } from './helpers/server-process.ts';

const run = promisify(execFile);
const dist = path.join(repoRoot, 'apps/server/dist');

/**
 * Production runs the bundle in apps/server/dist with plain node (`npm start`), not the TypeScript
 * sources: it must find its migrations, gazetteer and npm packages from there, and so must the CLIs.
 */
describe('the compiled production build', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-build-'));
  const env = { DATA_DIR: path.join(root, 'data'), WEB_DIST: path.join(root, 'no-web') };
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    await run(process.execPath, [path.join(repoRoot, 'apps/server/scripts/build.mjs')], { cwd: repoRoot });
  }, 60_000);

  afterAll(async () => {
    await server?.stop();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it("starts with node flags this Node knows (a V8 flag it dropped would stop the shop's start)", async () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(repoRoot, 'apps/server/package.json'), 'utf8')) as {
      scripts: { start: string };
    };
    const flags = manifest.scripts.start.split(' ').filter((word) => word.startsWith('--'));
    expect(flags).toEqual(
      expect.arrayContaining([
        '--max-semi-space-size=8',
        '--heap-growing-percent=30',
        '--no-allocation-site-pretenuring',
      ]),
    );
    const { stderr } = await run(process.execPath, [...flags, '-e', 'process.exitCode = 0']);
    expect(stderr).toBe('');
  });

  it('bundles the contract and leaves npm packages to node_modules', () => {
    const main = fs.readFileSync(path.join(dist, 'main.js'), 'utf8');
    expect(main).not.toMatch(/from ["']@shop\//);
    expect(main).toMatch(/from ["']fastify["']/);
  });

  it('keeps the demo shop out of the server: a chunk of its own that only the demo seed loads', () => {
    const demoName = JSON.stringify(demoProducts[0]!.name);
    const files = fs.readdirSync(dist).filter((f) => f.endsWith('.js'));
    const withDemo = files.filter((f) => fs.readFileSync(path.join(dist, f), 'utf8').includes(demoName));
    expect(withDemo).toEqual([expect.stringMatching(/^seed-demo-\w+\.js$/)]);
  });

  it('creates an admin, then serves the migrated, seeded shop with plain node', async () => {
    const cli = await run(
      'npm',
      ['run', '--silent', 'create-admin', '--', '--email', 'boss@example.com', '--password', 'long enough pw'],
      {
        cwd: repoRoot,
        env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
      },
    );
    expect(cli.stdout).toContain('Created the admin: boss@example.com');

    server = await startServer(env, 120_000, [path.join(dist, 'main.js')]);
    const outlets = (await (await fetch(`${server.url}/api/outlet/outletList`)).json()) as {
      success: boolean;
      outlets: unknown[];
    };
    expect(outlets.success).toBe(true);
    expect(outlets.outlets.length).toBeGreaterThan(0);
    // The embedded gazetteer is data bundled from a JSON file beside the sources.
    const place = await fetch(`${server.url}/api/general/geocode`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ place_id: 'pc:30000' }),
    });
    expect(await place.json()).toMatchObject({
      success: true,
      location: { lat: expect.any(Number), lng: expect.any(Number) },
    });
    // So are the address parts the delivery form is filled from.
    const parts = await fetch(`${server.url}/api/general/addressParts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ address: 'George Town, Penang, Malaysia' }),
    });
    expect(await parts.json()).toMatchObject({ success: true, address: { city: 'George Town', state: 'Penang' } });
    // The demo catalogue was seeded at start from its own chunk. Search stems words with an npm
    // package and ranks in memory: a plural and a typo still find.
    for (const [text, name] of [
      ['hoodies', 'Hoodie'],
      ['sourdogh', 'Sourdough'],
    ]) {
      const found = await fetch(`${server.url}/api/product/fetchProducts`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ productName: text, page: 1, amount: 3 }),
      });
      expect(((await found.json()) as { products: { name: string }[] }).products[0]?.name, text).toContain(name);
    }
  }, 180_000);

  it('runs `npm run create-admin` and `npm run seed` compiled, with plain node', async () => {
    const scripts = (
      JSON.parse(fs.readFileSync(path.join(repoRoot, 'apps/server/package.json'), 'utf8')) as {
        scripts: Record<string, string>;
      }
    ).scripts;
    for (const name of ['start', 'seed', 'create-admin']) expect(scripts[name], name).not.toMatch(/\btsx\b/);
    // The server of the test above seeded the demo shop and holds the data folder: the seed fills up
    // from that catalogue once it has stopped.
    await server?.stop();
    server = undefined;
    const demoSize = demoProducts.length;
    const seeded = await run('npm', ['run', '--silent', 'seed', '--', '--products', String(demoSize + 12)], {
      cwd: repoRoot,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    });
    expect(seeded.stdout).toContain(`The catalogue holds ${demoSize + 12} products.`);
  }, 120_000);
});
