import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS } from './e2e/fixtures/chromium-args.ts';
import { E2E_ADMIN } from './e2e/fixtures/admin.ts';
import { TEST_LIMITS_ENV } from './apps/server/test/helpers/limits-env.ts';
import { SHARED_DATA_DIR as dataDir, SHARED_PORT as port } from './e2e/fixtures/shared-shop.ts';

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results/e2e',
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  // Generous: CI's machine runs two browsers and their servers on two cores; a passing test is not slowed.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? 'test-results/playwright.json' }],
  ],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  // The specs that are not journeys share this server; each journey (e2e/journeys) starts its own
  // on a fresh data folder from its worker fixture (e2e/fixtures/journey.ts).
  webServer: {
    // A fresh data folder each run: the demo shop is seeded on start.
    command: `rm -rf ${dataDir} && node --import tsx apps/server/src/main.ts`,
    url: `http://127.0.0.1:${port}/readyz`,
    timeout: 180_000,
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      // As every journey's server (server-process.ts): the browsers of a run are all one client.
      ...TEST_LIMITS_ENV,
      // The specs on this server sign up more customers in an hour than one address may by default.
      OTP_SEND_PER_ADDRESS: '1000/3600',
      ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
    },
  },
});
