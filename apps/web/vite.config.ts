import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
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
const isSchemaCode = (id: string) => /node_modules[\\/]zod[\\/]/.test(id) || schemaModules.has(path.normalize(id.split('?')[0]!));

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), mapOutlinePlugin()],
  server: {
    port: 5173,
    proxy: { '/api': apiTarget, '/media': apiTarget },
  },
  // The server entry (entry-server.tsx, built into dist/ssr) carries its libraries with it, so the
  // server can load it from wherever the build was put.
  ssr: { noExternal: true },
  build: isSsrBuild
    ? // A style sheet a page names (`?url`) must come out byte for byte as in the browser build, so its
      // hashed name is the one the browser build wrote.
      { target: 'node20', sourcemap: false, copyPublicDir: false, cssMinify: true, cssTarget: 'es2022' }
    : {
        target: 'es2022',
        sourcemap: false,
        // Read by the server: it names the chunks of the parts a page was drawn with (lib/spa.ts).
        manifest: true,
        chunkSizeWarningLimit: 600,
        rolldownOptions: {
          // Contract schemas are built by zod calls at module level; marking them pure lets a screen that
          // imports only a constant or helper from the contract leave the unused schemas (and zod) out.
          treeshake: { manualPureFunctions: ['z'] },
          output: {
            // zod and the contract schemas in one chunk of their own, so the first download never pulls
            // them in through a zod-free helper that happens to share their chunk.
            codeSplitting: {
              includeDependenciesRecursively: false,
              groups: [
                { name: 'contract', test: isSchemaCode },
                // What the first screen and most lazy screens share (the framework, the data layer, the
                // fetch client), in one chunk: split by default into a dozen small shared chunks, each a
                // request the first screen waits on, which over a mobile round trip cost more than bytes.
                {
                  name: 'framework',
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/][^\\/]+)[\\/]|rolldown[\\/]runtime|vite[\\/]preload-helper|apps[\\/]web[\\/]src[\\/]shared[\\/](api-client|lazy-schema|settings|server-scope|cookie|use-hydrated)\.ts|packages[\\/]contract[\\/]src[\\/]stock\.ts/,
                },
              ],
            },
          },
        },
      },
}));
