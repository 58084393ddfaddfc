import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'server',
          root: './apps/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['./test/global-setup.ts'],
          setupFiles: ['./test/fail-on-console-error.ts'],
          // The server's page tests render the web app, whose outlets page names a style sheet by URL.
          css: true,
          testTimeout: 30_000,
          hookTimeout: 120_000,
          pool: 'forks',
        },
      },
      {
        test: {
          name: 'contract',
          root: './packages/contract',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          // Property tests run thousands of cases: seconds on a quiet machine, more beside another test run.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'demo',
          root: './packages/demo',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
          environment: 'jsdom',
          setupFiles: ['./test/i18n-setup.ts'],
          // As for the contract: property tests, and renders in jsdom, slow down on a busy machine.
          testTimeout: 30_000,
        },
      },
    ],
  },
});
