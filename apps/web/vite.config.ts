import tailwindcss from '@tailwindcss/vite';
import { reactRouter } from '@react-router/dev/vite';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vite';
import { mapOutlinePlugin } from './build/map-outline.ts';

const contractSource = path.resolve(import.meta.dirname, '../../packages/contract/src');
/**
 * The contract modules that build zod schemas, and its index, which `lazySchema` loads whole. Their
 * helpers and constants live in schema-free modules beside them, which travel with the screens that
 * use them, so a page that only needs a helper never loads (and sets up) zod and every schema.
 */
const schemaModules = new Set(
  readdirSync(contractSource)
    .filter((f) => f === 'index.ts' || (f.endsWith('.ts') && /from 'zod'/.test(readFileSync(path.join(contractSource, f), 'utf8'))))
    .map((f) => path.join(contractSource, f)),
);
/** The contract's zod-free modules (helpers and constants), each matched by its own file name. */
const helperModules = readdirSync(contractSource)
  .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !schemaModules.has(path.join(contractSource, f)))
  .map((f) => ({ name: `contract-${f.slice(0, -3)}`, test: new RegExp(`packages[\\\\/]contract[\\\\/]src[\\\\/]${f.replace('.', '\\.')}$`) }));
const isSchemaCode = (id: string) => /node_modules[\\/]zod[\\/]/.test(id) || schemaModules.has(path.normalize(id.split('?')[0]!));

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter(), mapOutlinePlugin()],
  // The contract is TypeScript source, so the server build carries it; libraries stay packages.
  ssr: { noExternal: ['@shop/contract'] },
  build: isSsrBuild
    ? // A style sheet a page names (`?url`) must come out byte for byte as in the browser build, so the
      // name the server renders is the file the browser build wrote.
      { target: 'node20', sourcemap: false, cssMinify: true, cssTarget: 'es2022' }
    : {
        target: 'es2022',
        sourcemap: false,
        chunkSizeWarningLimit: 600,
        rolldownOptions: {
          // Contract schemas are built by zod calls at module level; marking them pure lets a screen that
          // imports only a constant or helper from the contract leave the unused schemas (and zod) out.
          treeshake: { manualPureFunctions: ['z'] },
          output: {
            // zod and the contract schemas in one chunk of their own, so the first download never pulls
            // them in through a zod-free helper that happens to share their chunk.
            codeSplitting: {
              groups: [
                // The contract's zod-free modules (image URLs, the shop's clock, stock...) first, each in a
                // chunk of its own: the schema chunk takes in what its modules import, and one chunk of
                // every helper would make a page download helpers it never calls.
                ...helperModules,
                { name: 'contract', test: isSchemaCode },
                // What every page needs first (React and the router), in one chunk: split by default into
                // several small shared chunks, each a request the first screen waits on, which over a
                // mobile round trip cost more than bytes.
                {
                  name: 'framework',
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]|rolldown[\\/]runtime|vite[\\/]preload-helper/,
                },
                // The small modules every page's layout reads (settings, the login, paths, the cookie
                // readings), together: apart, each is a file of a few hundred bytes to fetch and unpack.
                {
                  name: 'shell',
                  test: /apps[\\/]web[\\/]src[\\/]shared[\\/](paths|settings|auth|use-hydrated|use-document-title|cookie-names|cookie-seeds|query-holder)\.ts$/,
                },
              ],
            },
          },
        },
      },
}));
