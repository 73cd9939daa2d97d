// Vitest's global setup: one migrated in-memory database, snapshotted once for the whole run, from which every
// test's fresh PGlite database starts (server/test/context.ts). Creating and migrating a PGlite database
// costs seconds; starting from the snapshot, a fraction of that (decision 0095). Nothing is made when the
// tests run on PostgreSQL (TEST_DATABASE_URL): each test file creates its own database there.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { openDatabase } from '../db/client'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The snapshot's file, or '' when the tests run on PostgreSQL. */
    pgliteTemplate: string
  }
}

export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgliteTemplate', '')
    return
  }
  const database = await openDatabase({ kind: 'pglite', dataDir: 'memory' })
  const snapshot = await database.snapshot?.()
  await database.close()
  const dir = mkdtempSync(join(tmpdir(), 'sonar-pglite-template-'))
  const file = join(dir, 'migrated.tar')
  writeFileSync(file, Buffer.from(await (snapshot as Blob).arrayBuffer()))
  project.provide('pgliteTemplate', file)
  return () => rmSync(dir, { recursive: true, force: true })
}
