// @vitest-environment node
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** Issue #10: the home route's initial JavaScript stays under 120 KB gzip on a mid-range phone. */
const HOME_JS_BUDGET_BYTES = 120_000;

const webRoot = fileURLToPath(new URL('..', import.meta.url));
let dist: string;
let ownBuild = false;

/** Every script the first visit to / fetches before it can render: the entry and its modulepreloads. */
export function initialScripts(indexHtml: string): string[] {
  const scripts = [...indexHtml.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)].map((m) => m[1]!);
  const preloads = [...indexHtml.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]!);
  return [...new Set([...scripts, ...preloads])];
}

beforeAll(() => {
  // WEB_DIST reuses a build made moments ago (the e2e step's); otherwise build the current sources.
  if (process.env.WEB_DIST && fs.existsSync(path.join(process.env.WEB_DIST, 'index.html'))) {
    dist = process.env.WEB_DIST;
    return;
  }
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-budget-'));
  ownBuild = true;
  // Vitest runs with NODE_ENV=test, which would make Vite bundle React's development build.
  execFileSync('npx', ['vite', 'build', webRoot, '--outDir', dist, '--emptyOutDir', '--logLevel', 'error'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
}, 240_000);

afterAll(() => {
  if (ownBuild) fs.rmSync(dist, { recursive: true, force: true });
});

describe('home route budget', () => {
  it('sends under 120 KB of gzipped JavaScript before the home page can render', () => {
    const scripts = initialScripts(fs.readFileSync(path.join(dist, 'index.html'), 'utf8'));
    expect(scripts.length).toBeGreaterThan(0);
    const sizes = scripts.map((src) => ({
      src,
      gzip: gzipSync(fs.readFileSync(path.join(dist, src))).length,
    }));
    const total = sizes.reduce((sum, s) => sum + s.gzip, 0);
    expect(total, `initial JS ${total} B gzip: ${JSON.stringify(sizes)}`).toBeLessThan(HOME_JS_BUDGET_BYTES);
  });

  it('keeps zod, the contract schemas, forms, toasts, the carousel and the map out of the first download', () => {
    const code = initialScripts(fs.readFileSync(path.join(dist, 'index.html'), 'utf8'))
      .map((src) => fs.readFileSync(path.join(dist, src), 'utf8'))
      .join('\n');
    // Strings that only these libraries contain in a minified build.
    expect(code).not.toContain('Invalid input'); // zod's default issue message
    expect(code).not.toContain('data-sonner-toaster');
    expect(code).not.toContain('leaflet-container');
    expect(code).not.toContain('slidesInView'); // embla
    expect(code).not.toContain('shouldUnregister'); // react-hook-form
  });

  it('fetches hashed assets only (cacheable for good) from index.html', () => {
    const scripts = initialScripts(fs.readFileSync(path.join(dist, 'index.html'), 'utf8'));
    for (const src of scripts) expect(src).toMatch(/^\/assets\/[\w.-]+-[\w-]{8}\.js$/);
  });
});
