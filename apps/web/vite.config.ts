import tailwindcss from '@tailwindcss/vite';
import { reactRouter } from '@react-router/dev/vite';
import zlib from 'node:zlib';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { mapOutlinePlugin } from './build/map-outline.ts';

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
      },
}));
