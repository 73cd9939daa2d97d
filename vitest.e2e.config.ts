import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    // In CI each run also leaves a JSON report, summed into one closing line by scripts/test-summary.mjs.
    reporters: process.env.CI ? ['default', 'json'] : ['default'],
    outputFile: {
      json: `.tmp/test-results/e2e-${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'}.json`,
    },
    include: ['e2e/**/*.e2e.ts'],
    // One server's DATA_DIR, made once for the run: each test's server starts from a copy of it.
    globalSetup: ['e2e/support/data-dir-template.ts'],
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
})
