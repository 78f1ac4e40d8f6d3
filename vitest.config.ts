import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
  test: {
    include: [
      'sandbox/test/**/*.test.ts',
      'app/**/*.test.ts',
      'tests/unit/**/*.test.ts',
      'tests/integration/**/*.test.ts',
      'tests/routes/**/*.test.tsx',
    ],
    // The sandbox's database is seeded once per run; each sandbox test file starts from a copy of it.
    globalSetup: ['sandbox/test/seed-once.ts'],
    // A commerce call to the in-process sandbox of a machine at load ~18 can take seconds: the suites test what the
    // shop does, so they give it time (the failure tests check the real limits on a server of their own).
    env: { COMMERCE_TIMEOUT_MS: '20000', COMMERCE_REQUEST_BUDGET_MS: '30000' },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each sandbox test file starts its own in-memory sandbox; two cores, so keep workers modest.
    maxWorkers: 2,
    // In CI a JSON report feeds the plain "N passed, N failed" summary of .ci/run.
    reporters: process.env.CI ? ['default', 'json'] : ['default'],
    outputFile: { json: process.env.VITEST_JSON_REPORT || 'test-results/vitest.json' },
  },
});
