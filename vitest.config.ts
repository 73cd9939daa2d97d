import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  resolve: {
    alias: {
      '@contract': fileURLToPath(new URL('./contract', import.meta.url)),
      '@': fileURLToPath(new URL('./client/src', import.meta.url)),
    },
  },
  test: {
    // In CI each run also leaves a JSON report, summed into one closing line by scripts/test-summary.mjs.
    reporters: process.env.CI ? ['default', 'json'] : ['default'],
    outputFile: {
      json: `.tmp/test-results/integration-${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'}.json`,
    },
    include: [
      'server/**/*.test.ts',
      'contract/**/*.test.ts',
      'client/**/*.test.{ts,tsx}',
      'content/**/*.test.ts',
    ],
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})
