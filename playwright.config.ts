import { defineConfig } from '@playwright/test';
import { findChromium } from './scripts/chromium.ts';
import { PREVIEW_SECRET, SANDBOX_PORT, STOREFRONT_PORT, STOREFRONT_URL } from './tests/e2e/env.ts';

/**
 * Browser tests run against the production build (the compiled server, build/node/server.mjs, and the app) with an
 * embedded, freshly seeded in-memory sandbox.
 * Every test runs twice: once with JavaScript disabled and once enabled. The maintenance tests flip
 * a backend-wide switch, so they run alone after those; the failure tests stop and slow
 * a storefront and sandbox of their own (tests/e2e/failure-rig.ts) and run last, alone, so that the
 * time limits they check are not measured on a machine busy with other tests.
 *
 * The server trusts X-Forwarded-For from loopback (TRUST_PROXY), so each test acts as a client of
 * its own (tests/e2e/fixtures.ts) and per-client rate limits never carry over between tests.
 */

/** The failure tests (tests/e2e/failure.spec.ts), and only they, run in the failure projects. */
const FAILURE_SPEC = /(^|[\\/])failure\.spec\.ts$/;

/** CHROMIUM_PATH, else the system Chromium, else the packaged build (scripts/chromium.ts). */
const { executablePath, args, env } = findChromium();
const launchOptions = { executablePath, args, env };

export default defineConfig({
  testDir: 'tests/e2e',
  // Generous limits: a passing test takes no longer for them, and a whole checkout flow on a 2-core machine under
  // heavy outside load was seen to pass 45 s. Only a failing test waits them out.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  // On a 2-core CI machine a browser step can still outwait an expectation under the suite's own load; one retry
  // keeps that from failing the run, and the report still counts the test as flaky.
  retries: process.env.CI ? 1 : 0,
  // Playwright empties its output folder at start, so its artifacts get one of their own. A second run
  // (CI's pass on the packaged Chromium) names its own folder and report, so it keeps the first run's.
  outputDir: process.env.E2E_OUTPUT_DIR || 'test-results/playwright',
  reporter: [['list'], ['json', { outputFile: process.env.E2E_JSON_REPORT || 'test-results/e2e.json' }]],
  // Recording a trace costs every test CPU on a 2-core machine: CI records one only for a test's retry (the
  // first failure's output still says what broke); a local run keeps a trace of each failure.
  use: { baseURL: STOREFRONT_URL, launchOptions, trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure' },
  globalSetup: './tests/e2e/warm-up.ts',
  projects: [
    { name: 'no-js', testIgnore: [/maintenance/, FAILURE_SPEC], use: { javaScriptEnabled: false } },
    { name: 'js', testIgnore: [/maintenance/, FAILURE_SPEC], use: { javaScriptEnabled: true } },
    {
      name: 'maintenance-no-js',
      testMatch: /maintenance/,
      dependencies: ['no-js', 'js'],
      use: { javaScriptEnabled: false },
    },
    {
      name: 'maintenance-js',
      testMatch: /maintenance/,
      dependencies: ['maintenance-no-js'],
      use: { javaScriptEnabled: true },
    },
    {
      name: 'failure-no-js',
      testMatch: FAILURE_SPEC,
      dependencies: ['maintenance-js'],
      use: { javaScriptEnabled: false },
    },
    { name: 'failure-js', testMatch: FAILURE_SPEC, dependencies: ['failure-no-js'], use: { javaScriptEnabled: true } },
  ],
  webServer: {
    // The compiled server `npm start` runs (`npm test` builds it first), on the project's Node (its node dependency).
    command: 'node build/node/server.mjs',
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
      // Production mode with the demo sandbox on loopback and its published secret (docs/security.md).
      SANDBOX_ALLOW_DEFAULT_SECRET: '1',
      TRUST_PROXY: 'loopback',
      LOG_FORMAT: 'tiny',
      CONTENT_PREVIEW_SECRET: PREVIEW_SECRET,
      // The preview drawer's environment links (tests/e2e/content.spec.ts).
      CONTENT_PREVIEW_ENVIRONMENTS: `Development=${STOREFRONT_URL},Staging=https://staging.example.com`,
      // reCAPTCHA on for one site only, whose service forms no other test posts (tests/e2e/recaptcha.spec.ts).
      RECAPTCHA_ENABLED_SITES: 'volume-savings',
      // 103 Early Hints before every rendered page (tests/e2e/early-hints.spec.ts): the whole suite runs with them.
      EARLY_HINTS: '1',
      // On a loaded 2-core machine the in-process sandbox can take seconds to answer: these tests check what the shop
      // does, so they give it time; the failure tests check the real limits on a server of their own.
      COMMERCE_TIMEOUT_MS: '20000',
      COMMERCE_REQUEST_BUDGET_MS: '30000',
      // Likewise a rendition on a busy worker (the image proxy's limit is 5 s).
      IMAGE_UPSTREAM_TIMEOUT_MS: '30000',
    },
  },
});
