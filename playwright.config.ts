import { defineConfig } from '@playwright/test';
import { SANDBOX_PORT, STOREFRONT_PORT, STOREFRONT_URL } from './tests/e2e/env.ts';

/**
 * Browser tests run against the production build with an embedded, freshly seeded in-memory sandbox.
 * Every test runs twice: once with JavaScript disabled and once enabled. The maintenance tests flip
 * a backend-wide switch, so they run alone, after everything else.
 */

const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run'],
};

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  // Playwright empties its output folder at start, so its artifacts get one of their own.
  outputDir: 'test-results/playwright',
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: { baseURL: STOREFRONT_URL, launchOptions, trace: 'retain-on-failure' },
  projects: [
    { name: 'no-js', testIgnore: /maintenance/, use: { javaScriptEnabled: false } },
    { name: 'js', testIgnore: /maintenance/, use: { javaScriptEnabled: true } },
    { name: 'maintenance-no-js', testMatch: /maintenance/, dependencies: ['no-js', 'js'], use: { javaScriptEnabled: false } },
    { name: 'maintenance-js', testMatch: /maintenance/, dependencies: ['maintenance-no-js'], use: { javaScriptEnabled: true } },
  ],
  webServer: {
    command: 'tsx server/index.ts',
    url: `${STOREFRONT_URL}/healthz`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'production',
      PORT: String(STOREFRONT_PORT),
      SANDBOX_PORT: String(SANDBOX_PORT),
      SANDBOX_DATA_DIR: 'memory://',
      SANDBOX_STOREFRONT_ORIGIN: STOREFRONT_URL,
      LOG_FORMAT: 'tiny',
    },
  },
});
