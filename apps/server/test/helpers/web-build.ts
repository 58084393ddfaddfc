import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const webRoot = fileURLToPath(new URL('../../../web', import.meta.url));

/**
 * The storefront's production build for the page tests, made once per run; WEB_DIST reuses a build
 * made moments ago (the e2e step's) instead. It goes under the web app's node_modules, where its
 * server half finds the libraries it imports; `remove` deletes it.
 */
export async function buildWeb(): Promise<{ dir: string; remove: () => void }> {
  const given = process.env.WEB_DIST;
  if (given && fs.existsSync(path.join(given, 'server', 'index.js'))) return { dir: given, remove: () => {} };
  const cache = path.join(webRoot, 'node_modules', '.cache');
  fs.mkdirSync(cache, { recursive: true });
  const out = fs.mkdtempSync(path.join(cache, 'test-build-'));
  // Vitest runs with NODE_ENV=test, which would make Vite bundle React's development build.
  await promisify(execFile)('npx', ['react-router', 'build'], {
    cwd: webRoot,
    env: { ...process.env, NODE_ENV: 'production', WEB_BUILD_DIR: out },
    maxBuffer: 64 * 1024 * 1024,
  });
  return { dir: out, remove: () => fs.rmSync(out, { recursive: true, force: true }) };
}
