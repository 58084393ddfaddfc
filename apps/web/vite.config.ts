import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    port: 5173,
    proxy: { '/api': apiTarget, '/media': apiTarget },
  },
  build: {
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
          includeDependenciesRecursively: false,
          groups: [{ name: 'contract', test: /node_modules[\\/]zod[\\/]|packages[\\/]contract[\\/]src[\\/](?!images\.ts)/ }],
        },
      },
    },
  },
});
