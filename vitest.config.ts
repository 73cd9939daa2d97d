import { availableParallelism } from 'node:os'
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
      'scripts/**/*.test.ts',
    ],
    // One migrated PGlite database, snapshotted for the run: each test's fresh one starts from it.
    globalSetup: ['server/test/pglite-template.ts'],
    pool: 'forks',
    // Vitest's default is one worker fewer than the cores: one on CI's two. The files spend much of their time
    // waiting (servers, child processes, the database), so two there take 13 minutes instead of 19.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})
