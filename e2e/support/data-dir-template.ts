// Vitest's global setup for the browser tests: one server started on an empty DATA_DIR and stopped cleanly,
// whose directory every test's server then starts from, copied (e2e/support/server.ts). Each start so skips
// creating the embedded database, migrating it and loading the catalogue and the guides (decision 0095).
import { rmSync } from 'node:fs'
import type { TestProject } from 'vitest/node'
import { startServer } from './server'

declare module 'vitest' {
  export interface ProvidedContext {
    /** A stopped server's DATA_DIR that test servers start from, copied. */
    e2eDataDir: string
  }
}

export default async function setup(project: TestProject) {
  const server = await startServer({}, { template: null })
  await server.stop({ keepDataDir: true })
  project.provide('e2eDataDir', server.dataDir)
  return () => rmSync(server.dataDir, { recursive: true, force: true })
}
