// The PostgreSQL pass of CI (TEST_DATABASE_URL set): the server's tests again, on a real PostgreSQL server.
// PGlite is PostgreSQL itself (the same server compiled to WebAssembly), so a test whose outcome rests only on
// SQL gives the same result on both; what differs is several connections at once (row locks, conditional
// updates under real parallelism, the reading queue's claims), several instances on one database (LISTEN and
// NOTIFY, the shared session secret, files every instance reaches), pools and a server that goes away. Every
// server test runs here by default; the ones below, about what the answer engine says and how a file is read,
// run once, on PGlite (decision 0095). A suite that races requests or instances stays here.
import { configDefaults, defineConfig } from 'vitest/config'
import base from './vitest.config'

const ON_PGLITE_ONLY = [
  // What the answer engine composes from the same passages.
  'server/features/answers/answer-integrity.test.ts',
  'server/features/answers/boat/boat-answer.test.ts',
  'server/features/answers/boat/suggested-settings.test.ts',
  'server/features/answers/citations.test.ts',
  'server/features/answers/composers.test.ts',
  'server/features/answers/manual-questions.test.ts',
  'server/features/answers/model-failure.test.ts',
  'server/features/answers/not-covered.test.ts',
  'server/features/answers/ranking/plan-ranking.test.ts',
  'server/features/answers/relevance-gate.test.ts',
  'server/features/answers/section-classifier.test.ts',
  'server/features/answers/warm-up.test.ts',
  // How a file is read: in the reading worker, the same whatever database stores the result.
  'server/features/devices/spreadsheet-bombs.test.ts',
  'server/features/documents/documents.test.ts',
  'server/features/documents/pages.test.ts',
  'server/features/documents/printed-pages.test.ts',
  'server/features/documents/scanned-documents.test.ts',
]

// Not mergeConfig: it would join the include lists, and the client's tests never touch a database.
export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: ['server/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...ON_PGLITE_ONLY],
  },
})
