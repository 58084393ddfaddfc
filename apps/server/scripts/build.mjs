// The production build of the server: each entry point bundled into one ES module in dist/, run with
// plain node (`npm start`, `npm run seed`, `npm run create-admin`). The contract and demo workspaces
// are inlined (they ship TypeScript sources); npm packages stay
// external and load from node_modules, so native and WASM packages keep finding their files.
// dist/ sits one folder below apps/server like src/ does, so paths the code derives from its own
// location (the migrations folder, the data folder) are the same in both.
import { build } from 'esbuild';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const npmPackagesExternal = {
  name: 'npm-packages-external',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@shop/') ? undefined : { path: args.path, external: true },
    );
  },
};

// Chunks are named by their content's hash: without a clean folder, an earlier build's chunks would
// stay beside the new ones.
fs.rmSync(path.join(serverRoot, 'dist'), { recursive: true, force: true });

await build({
  absWorkingDir: serverRoot,
  entryPoints: {
    main: 'src/main.ts',
    'create-admin': 'src/cli/create-admin.ts',
    seed: 'src/db/seed-cli.ts',
  },
  outdir: 'dist',
  // The demo seed is imported lazily (db/setup.ts): split out, the demo shop's content and artwork
  // (@shop/demo) sit in a chunk of their own that only seeding the demo loads. Chunks stay beside the
  // entry points, since code that finds files from its own location may land in one.
  splitting: true,
  chunkNames: '[name]-[hash]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [npmPackagesExternal],
});

// Worker threads load their own file: the QR decoder's sits beside the bundle that starts it, as in src/.
fs.copyFileSync(
  path.join(serverRoot, 'src/modules/payment/qr-decode.worker.mjs'),
  path.join(serverRoot, 'dist/qr-decode.worker.mjs'),
);
