// The reading queue's rules (decision 0031): a reading that fails is tried three times and then ends its
// document failed with the admin's message; a shutdown lets the reading in flight finish for a moment. On
// PostgreSQL, between instances sharing one database: a document is read once, a reading left by an
// instance that died is taken up by another, a stopped one is handed over at once, and an instance with
// WORKERS=0 reads nothing. Each instance here is the documents feature as the app builds it
// (createDocuments), with its own connection pool, the reading function watched.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { eq } from 'drizzle-orm'
import pino from 'pino'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { type AppConfig, loadConfig } from '../../config'
import { type Database, openDatabase } from '../../db/client'
import { type DocumentRow, documents, manuals } from '../../db/schema'
import { FileReadAbortedError } from '../../lib/file-reader'
import { seedAdminId } from '../../test/admin'
import { createPostgresTestDatabase } from '../../test/context'
import { sharedStreamPdf } from '../../test/hostile-files'
import {
  type DocumentReader,
  GAVE_UP_MESSAGE,
  INTERRUPTED_TWICE_MESSAGE,
  readStoredDocument,
  UNREADABLE_MESSAGE,
} from './ingest'
import { databasePool, poolSql, type QueueSql } from './pg-boss-queue'
import { READING_BUDGET } from './read-document'
import { READING_QUEUE } from './reading-queue'
import { createDocuments } from './routes'
import { addDocument, deleteDocument, reindexDocument } from './service'

const POSTGRES_URL = process.env.TEST_DATABASE_URL
const saved = { ...READING_QUEUE }
const savedBudget = { ...READING_BUDGET }
afterEach(() => {
  Object.assign(READING_QUEUE, saved)
  Object.assign(READING_BUDGET, savedBudget)
})

/** What a test makes the reading of a file (by its name) do, on one instance or all. */
type Plan = 'fail' | 'fail once' | 'stall' | 'slow'

interface Reading {
  by: string
  documentId: number
}

/** The databases of a test file: instances open their own pool on PostgreSQL, or share the one PGlite. */
let shared: { open(): Promise<Database>; drop(): Promise<void> }
let dataDir: string
let deviceId: number
const readings: Reading[] = []
const plans = new Map<string, { plan: Plan; on?: string }>()
const opened: Instance[] = []

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'sonar-queue-'))
  if (POSTGRES_URL) {
    const created = await createPostgresTestDatabase(POSTGRES_URL, 'sonar_queue')
    const pools: Database[] = []
    shared = {
      open: async () => {
        const database = await openDatabase({ kind: 'postgres', url: created.url, poolSize: 4 })
        pools.push(database)
        return database
      },
      drop: async () => {
        for (const database of pools) await database.close().catch(() => {})
        await created.drop()
      },
    }
  } else {
    const database = await openDatabase({ kind: 'pglite', dataDir: 'memory' })
    shared = { open: async () => database, drop: () => database.close() }
  }
  const database = await shared.open()
  const [device] = await database.db
    .insert(manuals)
    .values({ brand: 'Queue', model: 'Q1', deviceType: 'chartplotter' })
    .returning()
  deviceId = device?.id as number
})
afterEach(async () => {
  for (const instance of opened.splice(0)) await instance.close()
  plans.clear()
})
afterAll(async () => {
  await shared?.drop()
  rmSync(dataDir, { recursive: true, force: true })
})

/** A reader that notes every reading and does what the plan for its file says. */
function watchedReader(name: string): DocumentReader {
  const failedOnce = new Set<number>()
  return async (deps, row, format, signal) => {
    readings.push({ by: name, documentId: row.id })
    const { plan, on } = plans.get(row.fileName) ?? {}
    if (on && on !== name) return readStoredDocument(deps, row, format, signal)
    if (plan === 'fail' || (plan === 'fail once' && !failedOnce.has(row.id))) {
      failedOnce.add(row.id)
      throw new Error('The disk went away')
    }
    if (plan === 'stall') {
      // Until the instance calls it off: a reading that never ends on its own.
      await new Promise((_, reject) => {
        const stop = () => reject(new FileReadAbortedError('The reading was called off'))
        if (signal?.aborted) stop()
        signal?.addEventListener('abort', stop, { once: true })
      })
    }
    if (plan === 'slow') await sleep(1_500)
    return readStoredDocument(deps, row, format, signal)
  }
}

interface Instance {
  name: string
  database: Database
  documents: ReturnType<typeof createDocuments>
  /** Its queue's connection to PostgreSQL, when made to be cut. */
  connection?: ReturnType<typeof cuttable>
  close(options?: { graceMs?: number }): Promise<void>
}

/** The documents feature of one app instance, started as the app starts it (queue, then resumption). */
async function instance(
  name: string,
  options: { workers?: number; cuttable?: boolean } = {},
): Promise<Instance> {
  const database = await shared.open()
  const connection = options.cuttable ? cuttable(poolSql(databasePool(database))) : undefined
  const config: AppConfig = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    SESSION_SECRET: 'test-secret-test-secret-test-secret-0123',
    LOG_LEVEL: 'silent',
  })
  config.workers = options.workers ?? 1
  const documents = createDocuments({
    database,
    config,
    log: pino({ level: process.env.LOG_LEVEL ?? 'silent' }),
    read: watchedReader(name),
    ...(connection ? { queueSql: connection } : {}),
  })
  await documents.start()
  let closed = false
  const made: Instance = {
    name,
    database,
    documents,
    ...(connection ? { connection } : {}),
    close: async (closeOptions) => {
      if (closed) return
      closed = true
      await documents.stop(closeOptions)
    },
  }
  opened.push(made)
  return made
}

let uploads = 0
/** Uploads a small Markdown manual through an instance, as the admin's upload does. */
async function upload(through: Instance, fileName: string, plan?: Plan, on?: string): Promise<DocumentRow> {
  uploads++
  if (plan) plans.set(fileName, { plan, ...(on ? { on } : {}) })
  return addDocument(through.documents.deps, {
    manualId: deviceId,
    fileName,
    data: Buffer.from(`# ${fileName}\n\nAnchor note number ${uploads} for the queue.\n`),
    uploadedBy: await seedAdminId(through.database.db),
  })
}

async function documentRow(through: Instance, id: number): Promise<DocumentRow> {
  const [row] = await through.database.db.select().from(documents).where(eq(documents.id, id))
  if (!row) throw new Error(`document ${id} is gone`)
  return row
}

/** Waits until the document is no longer processing. */
async function settled(through: Instance, id: number, timeoutMs = 20_000): Promise<DocumentRow> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const row = await documentRow(through, id)
    if (row.status !== 'processing') return row
    if (Date.now() > deadline) throw new Error(`document ${id} still processing`)
    await sleep(50)
  }
}

async function until(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`)
    await sleep(25)
  }
}

const readersOf = (documentId: number) => readings.filter((r) => r.documentId === documentId).map((r) => r.by)

describe('WORKERS', () => {
  const load = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'test', ...env }).workers
  it('reads one manual at a time unless told, and refuses 0 without PostgreSQL or anything but 0-2', () => {
    expect(load({})).toBe(1)
    expect(load({ WORKERS: '' })).toBe(1)
    expect(load({ WORKERS: '2' })).toBe(2)
    expect(load({ WORKERS: '0', DATABASE_URL: 'postgres://db.example/sonar' })).toBe(0)
    expect(() => load({ WORKERS: '0' })).toThrow(
      'Invalid configuration: WORKERS=0 needs DATABASE_URL (on the embedded database this server is the only one, so uploaded manuals would never be read)',
    )
    for (const bad of ['3', '-1', '1.5', 'two'])
      expect(() => load({ WORKERS: bad })).toThrow('Invalid configuration: WORKERS must be 0, 1 or 2')
  })
})

describe(`the reading queue (${POSTGRES_URL ? 'PostgreSQL, pg-boss' : 'embedded database, in process'})`, () => {
  it('gives a document up after three failed attempts, failed with the error the admin reads', async () => {
    READING_QUEUE.retryDelaySeconds = 0
    const one = await instance('one')
    const doc = await upload(one, 'always-failing.md', 'fail')
    const ended = await settled(one, doc.id)
    expect(ended).toMatchObject({ status: 'failed', chunks: 0, error: UNREADABLE_MESSAGE, progress: 100 })
    expect(readersOf(doc.id)).toEqual(['one', 'one', 'one'])
    // Only the last, which ended it, counts: failed attempts are not interruptions.
    expect(ended.readAttempts).toBe(1)
    expect(await one.documents.deps.queue.stats()).toMatchObject({ queued: 0, active: 0, failed: 1 })

    // One failure, then the next attempt reads it.
    const flaky = await upload(one, 'failing-once.md', 'fail once')
    expect(await settled(one, flaky.id)).toMatchObject({ status: 'ready', chunks: 1, error: null })
    expect(readersOf(flaky.id)).toEqual(['one', 'one'])
    expect((await one.documents.deps.queue.stats()).failed).toBe(1)
  })

  it('lets the reading in flight finish when it closes, within its grace', async () => {
    const one = await instance('one')
    const doc = await upload(one, 'slow.md', 'slow')
    await until('the reading started', () => readersOf(doc.id).length === 1)
    await one.close({ graceMs: 10_000 })
    expect(await documentRow(one, doc.id)).toMatchObject({ status: 'ready', chunks: 1, readAttempts: 1 })
  })

  it('reads a document reindexed twice at once only once more', async () => {
    const one = await instance('one')
    const doc = await upload(one, 'reindexed.md')
    await settled(one, doc.id)
    const admin = await seedAdminId(one.database.db)
    const both = await Promise.allSettled([
      reindexDocument(one.documents.deps, admin, deviceId, doc.id),
      reindexDocument(one.documents.deps, admin, deviceId, doc.id),
    ])
    expect(both.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected'])
    expect(await settled(one, doc.id)).toMatchObject({ status: 'ready', chunks: 1 })
    await one.documents.deps.queue.idle()
    expect(readersOf(doc.id)).toEqual(['one', 'one'])
  })
})

describe.skipIf(!POSTGRES_URL)(
  'on PostgreSQL, instances sharing the queue (set TEST_DATABASE_URL to run)',
  () => {
    it('reads each upload exactly once, whichever instance takes it, and a starting instance leaves them be', async () => {
      const a = await instance('a')
      const b = await instance('b')
      const uploaded: DocumentRow[] = []
      for (let i = 0; i < 6; i++)
        uploaded.push(await upload(i % 2 === 0 ? a : b, `once-${i}.md`, i < 2 ? 'slow' : undefined))
      // A third instance starts while they are queued and being read: at its start it resumes what is
      // 'processing' with no reading queued, which is none of them.
      const c = await instance('c')
      for (const doc of uploaded) {
        expect(await settled(c, doc.id)).toMatchObject({ status: 'ready', chunks: 1, readAttempts: 1 })
        expect(readersOf(doc.id)).toHaveLength(1)
      }
      // The queue marks a job done just after its document is ready: its count settles a moment later.
      await until('the queue has nothing queued or active', async () => {
        const stats = await c.documents.deps.queue.stats()
        return stats.queued === 0 && stats.active === 0
      })
      expect(await c.documents.deps.queue.stats()).toMatchObject({ queued: 0, active: 0 })
    })

    it('takes up a reading whose instance died, once its job expires, and the document ends ready', async () => {
      READING_QUEUE.expireInSeconds = 2
      READING_QUEUE.maintenanceIntervalSeconds = 1
      READING_QUEUE.pollingIntervalSeconds = 0.5
      READING_QUEUE.retryDelaySeconds = 0
      const dying = await instance('dying', { cuttable: true })
      const doc = await upload(dying, 'crash.md', 'stall', 'dying')
      await until('the reading started', () => readersOf(doc.id).length === 1)
      // The instance dies: from now on nothing it does reaches the database (its reading never ends).
      dying.connection?.cut()
      const b = await instance('b')
      try {
        expect(await settled(b, doc.id)).toMatchObject({ status: 'ready', chunks: 1, error: null })
        expect(readersOf(doc.id)).toEqual(['dying', 'b'])
        // The interrupted reading stays counted: a second one would end the document failed.
        expect((await documentRow(b, doc.id)).readAttempts).toBe(2)
      } finally {
        // What it held reaches the database now (too late to matter), and it closes.
        dying.connection?.restore()
        await dying.close({ graceMs: 0 })
      }
    })

    it('leaves a reading in flight alone when an instance starts, even one that follows an interruption', async () => {
      const a = await instance('a')
      const doc = await upload(a, 'second-reading.md', 'slow', 'a')
      await until('the reading started', () => readersOf(doc.id).length === 1)
      // As if an instance had died reading it before: this is its second reading, and it is running.
      await a.database.db.update(documents).set({ readAttempts: 2 }).where(eq(documents.id, doc.id))
      const starting = await instance('starting')
      expect(await settled(starting, doc.id)).toMatchObject({ status: 'ready', chunks: 1, readAttempts: 2 })
      expect(readersOf(doc.id)).toEqual(['a'])
    })

    it('does not start a third reading of a document whose readings were interrupted twice', async () => {
      const web = await instance('web', { workers: 0 })
      const doc = await upload(web, 'interrupted-twice.md')
      await web.database.db.update(documents).set({ readAttempts: 2 }).where(eq(documents.id, doc.id))
      await instance('reader')
      expect(await settled(web, doc.id)).toMatchObject({
        status: 'failed',
        chunks: 0,
        error: INTERRUPTED_TWICE_MESSAGE,
        readAttempts: 2,
      })
      expect(readersOf(doc.id)).toEqual([])
    })

    it('ends a document failed when the instance of its last attempt died', async () => {
      READING_QUEUE.attempts = 1
      READING_QUEUE.expireInSeconds = 2
      READING_QUEUE.maintenanceIntervalSeconds = 1
      READING_QUEUE.pollingIntervalSeconds = 0.5
      const dying = await instance('dying', { cuttable: true })
      const doc = await upload(dying, 'last-attempt.md', 'stall', 'dying')
      await until('the reading started', () => readersOf(doc.id).length === 1)
      dying.connection?.cut()
      const b = await instance('b')
      try {
        expect(await settled(b, doc.id)).toMatchObject({
          status: 'failed',
          chunks: 0,
          error: GAVE_UP_MESSAGE,
        })
        expect(readersOf(doc.id)).toEqual(['dying'])
        expect((await b.documents.deps.queue.stats()).failed).toBe(1)
      } finally {
        dying.connection?.restore()
        await dying.close({ graceMs: 0 })
      }
    })

    it('hands a reading stopped by a shutdown to another instance at once, the attempt not counted', async () => {
      READING_QUEUE.pollingIntervalSeconds = 0.5
      const a = await instance('a')
      const doc = await upload(a, 'handed-over.md', 'stall', 'a')
      await until('the reading started', () => readersOf(doc.id).length === 1)
      const b = await instance('b')
      const closed = Date.now()
      await a.close({ graceMs: 0 })
      expect(await settled(b, doc.id)).toMatchObject({ status: 'ready', chunks: 1, readAttempts: 1 })
      expect(readersOf(doc.id)).toEqual(['a', 'b'])
      // Not after the job's expiry (35 minutes): at once.
      expect(Date.now() - closed).toBeLessThan(10_000)
    })

    it('stops a reading when its document is deleted through another instance, and reads the next', async () => {
      // The pages' budget far away, so only the delete stops it; every document in the one large lane.
      READING_BUDGET.graceMs = 10 * 60_000
      READING_QUEUE.smallPages = 0
      READING_QUEUE.pollingIntervalSeconds = 0.5
      await instance('reader')
      const web = await instance('web', { workers: 0 })
      const pdf = await sharedStreamPdf({ pages: 2_000, inflatedBytes: 64 * 2 ** 20, content: 'text' })
      const large = await addDocument(web.documents.deps, {
        manualId: deviceId,
        fileName: 'shared-stream.pdf',
        data: Buffer.from(pdf),
        uploadedBy: await seedAdminId(web.database.db),
      })
      await until(
        'its pages are being read',
        async () => (await documentRow(web, large.id)).pagesRead > 0,
        60_000,
      )
      await deleteDocument(web.documents.deps, await seedAdminId(web.database.db), deviceId, large.id)
      await until('its reading stopped', async () => (await web.documents.deps.queue.stats()).active === 0)
      const next = await upload(web, 'after-delete.md')
      expect(await settled(web, next.id)).toMatchObject({ status: 'ready', chunks: 1 })
      expect(readersOf(next.id)).toEqual(['reader'])
      expect(readersOf(large.id)).toEqual(['reader'])
    }, 120_000)

    it('reads nothing on an instance with WORKERS=0, whose uploads wait for a reader', async () => {
      READING_QUEUE.pollingIntervalSeconds = 0.5
      const web = await instance('web', { workers: 0 })
      const doc = await upload(web, 'web-only.md')
      await sleep(1_500)
      expect(await documentRow(web, doc.id)).toMatchObject({ status: 'processing', readAttempts: 0 })
      expect(await web.documents.deps.queue.stats()).toMatchObject({ queued: 1, active: 0 })
      const reader = await instance('reader')
      expect(await settled(web, doc.id)).toMatchObject({ status: 'ready', chunks: 1 })
      const again = await upload(web, 'web-only-2.md')
      expect(await settled(web, again.id)).toMatchObject({ status: 'ready', chunks: 1 })
      expect(readings.filter((r) => r.by === 'web')).toEqual([])
      expect(readersOf(doc.id)).toEqual([reader.name])
    })
  },
)

/**
 * pg-boss's connection of an instance that can die: once cut, its statements never reach the database
 * (nor answer), as a killed process's would not; restore() lets them through, for the instance to close.
 */
function cuttable(sql: QueueSql) {
  let held: (() => void)[] | undefined
  return {
    executeSql(text: string, values: unknown[]) {
      if (!held) return sql.executeSql(text, values)
      const waiting = held
      return new Promise<{ rows: unknown[] }>((resolve, reject) => {
        waiting.push(() => sql.executeSql(text, values).then(resolve, reject))
      })
    },
    cut() {
      held = []
    },
    restore() {
      const waiting = held ?? []
      held = undefined
      for (const run of waiting) run()
    },
  }
}
