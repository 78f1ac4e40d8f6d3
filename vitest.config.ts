import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['sandbox/test/**/*.test.ts', 'app/**/*.test.ts', 'tests/unit/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each sandbox test file starts its own in-memory sandbox; two cores, so keep workers modest.
    maxWorkers: 2,
  },
});
