import tailwindcss from '@tailwindcss/vite';
import { reactRouter } from '@react-router/dev/vite';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { mapOutlinePlugin } from './build/map-outline.ts';

const contractSource = path.resolve(import.meta.dirname, '../../packages/contract/src');
/**
 * The contract modules that build zod schemas, and its index, which `lazySchema` loads whole. Their
 * helpers and constants live in schema-free modules beside them, which travel with the screens that
 * use them, so a page that only needs a helper never loads (and sets up) zod and every schema.
 */
const schemaModules = new Set(
  readdirSync(contractSource)
    .filter(
      (f) =>
        f === 'index.ts' ||
        (f.endsWith('.ts') && /from 'zod'/.test(readFileSync(path.join(contractSource, f), 'utf8'))),
    )
    .map((f) => path.join(contractSource, f)),
);
/** The contract's zod-free modules (helpers and constants). */
const isHelperCode = (id: string) => {
  const file = path.normalize(id.split('?')[0]!);
  return file.startsWith(contractSource) && !schemaModules.has(file);
};
const shellModules =
  /apps[\\/]web[\\/]src[\\/]shared[\\/](paths|settings|auth|use-hydrated|use-document-title|cookie-names|cookie-seeds|query-holder|hydrated-mark|lazy-with-queries|seo|cookie|i18n[\\/]\w+)\.tsx?$/;
/** The layout's own small modules that every page hydrates with (its error screen, the logout form). */
const layoutModules =
  /apps[\\/]web[\\/]src[\\/](app[\\/]layout[\\/]route-error|features[\\/]auth[\\/](hooks[\\/]use-logout|components[\\/]logout-form))\.tsx?$/;
/** lucide's icon code (everything but the icons) and the icons of the header every page shows. */
const layoutIcons =
  /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/](?!icons[\\/])|icons[\\/](menu|shopping-bag|x|user-round|search|megaphone)\.m?js$/;
const isSchemaCode = (id: string) =>
  /node_modules[\\/]zod[\\/]/.test(id) || schemaModules.has(path.normalize(id.split('?')[0]!));

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    tailwindcss(),
    reactRouter(),
    mapOutlinePlugin(),
    // Scripts and styles compressed once, at the highest levels, beside each file; the server sends
    // these instead of compressing on every request at a fast level. The framework chunk: 109 KB with
    // brotli as compressed per request, 94 KB at quality 11.
    !isSsrBuild &&
      compression({
        include: /\.(js|css|svg)$/,
        threshold: 1024,
        algorithms: [
          defineAlgorithm('brotliCompress', { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
          defineAlgorithm('gzip', { level: 9 }),
        ],
      }),
  ],
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
                // The contract's zod-free modules (image URLs, the shop's clock, stock...) first, in one
                // chunk: the schema chunk would otherwise take in what its modules import.
                { name: 'contract-helpers', test: isHelperCode },
                { name: 'contract', test: isSchemaCode },
                // What every page needs first (React and the router), in one chunk.
                {
                  name: 'framework',
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]|rolldown[\\/]runtime|vite[\\/]preload-helper/,
                },
                // Left to the default, every small module shared by two screens becomes a file of its own
                // (an icon, a class name, a helper of a few hundred bytes): /collection asked for 38 files
                // before it could hydrate, each a request, which over a mobile round trip cost more than
                // bytes. Grouped, a page asks for a handful.
                // The small modules every page's layout reads (settings, the login, paths, the cookie
                // readings), its error screen and logout, the icon code and the header's own icons, together.
                {
                  name: 'shell',
                  test: (id) => shellModules.test(id) || layoutModules.test(id) || layoutIcons.test(id),
                },
                // What every page but home hydrates with: the query library, the other icons and the
                // shop's shared modules, in one file: each file is a round trip on a phone.
                {
                  name: 'query',
                  test: /node_modules[\\/](@tanstack|lucide-react)[\\/]|apps[\\/]web[\\/]src[\\/]shared[\\/]/,
                },
              ],
            },
          },
        },
      },
}));
