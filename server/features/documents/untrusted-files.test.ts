// Hostile uploads: files small on disk and huge once inflated, junk named .pdf, documents whose reading
// keeps being interrupted. The server must go on answering while they are read, and each must end with a
// clear message for the admin, never a stalled or crashed process.
import { randomBytes } from 'node:crypto'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { Manual } from '../../../contract/devices'
import type { ManualDocument } from '../../../contract/documents'
import { documents, knowledgeChunks } from '../../db/schema'
import { FileLimitError, READER_LIMITS, runFileJob, UnreadableFileError } from '../../lib/file-reader'
import { injectAs, restartApp, setUpAdminTestApp } from '../../test/context'
import { documentUploadBody, settledDocument, UPLOAD_BOUNDARY } from '../../test/documents'
import {
  childrenWhile,
  describeWatch,
  expectResponsive,
  idleEventLoopDelay,
  networkPaced,
  pdfBomb,
  processExists,
  type Watched,
  whileWatching,
} from '../../test/hostile-files'
import { sampleManual } from '../../test/sample-pdfs'
import { DAMAGED_PDF, NOT_A_PDF } from './extract'
import { INTERRUPTED_TWICE_MESSAGE } from './ingest'
import { READING_BUDGET, TEXT_LIMITS } from './read-document'
import { READING_QUEUE } from './reading-queue'
import type { DocumentChunk } from './text'

const suite = setUpAdminTestApp()
const { ctx } = suite
let device: Manual
let idleDelayMs = 0

beforeAll(async () => {
  device = (
    await injectAs(ctx.app, suite.adminCookie, {
      method: 'POST',
      url: '/api/manuals',
      payload: { brand: 'Bombproof', model: 'X1', deviceType: 'chartplotter' },
    })
  ).json()
  idleDelayMs = await idleEventLoopDelay(ctx.app)
})
afterAll(() => ctx.close())

const savedLimits = structuredClone(READER_LIMITS)
const savedBudget = { ...READING_BUDGET }
const savedQueue = { ...READING_QUEUE }
afterEach(() => {
  Object.assign(READER_LIMITS, structuredClone(savedLimits))
  Object.assign(READING_BUDGET, savedBudget)
  Object.assign(READING_QUEUE, savedQueue)
})

/** An upload (a file name and its data, or a body made before), delivered as a network would. */
function upload(fileName: string, data: Uint8Array | { body: Buffer }, app = ctx.app) {
  const body = 'body' in data ? data.body : documentUploadBody(fileName, data)
  return injectAs(app, suite.adminCookie, {
    method: 'POST',
    url: `/api/admin/manuals/${device.id}/documents`,
    headers: {
      'content-type': `multipart/form-data; boundary=${UPLOAD_BOUNDARY}`,
      'content-length': String(body.length),
    },
    payload: networkPaced(body),
  })
}

const documentRow = async (id: number) =>
  (await ctx.database.db.select().from(documents).where(eq(documents.id, id)))[0]

const settled = (id: number, timeoutMs = 30_000) =>
  settledDocument(ctx.app, suite.adminCookie, device.id, id, timeoutMs)

/** Uploads a file, accepted at once, and watches the server until its reading has ended. */
const uploadWhileWatching = (fileName: string, data: Uint8Array) =>
  whileWatching(ctx.app, async () => {
    const response = await upload(fileName, data)
    expect(response.statusCode, response.body).toBe(201)
    return settled((response.json() as ManualDocument).id)
  })

function expectStillAnswering(watched: Watched) {
  expect(watched.health.length).toBeGreaterThan(0)
  expectResponsive(watched, idleDelayMs)
}

const log = (what: string, watched: Watched) => console.log(describeWatch(what, watched))

describe('a PDF whose page inflates to hundreds of megabytes', () => {
  /** Uploads a PDF whose page inflates to zeros: its reading must fail with `error`, the server answering. */
  async function expectZeroBombFails(what: string, fileName: string, inflatedBytes: number, error: RegExp) {
    const bomb = await pdfBomb({ inflatedBytes, content: 'zeros' })
    const watched = await uploadWhileWatching(fileName, bomb)
    log(what, watched)
    expect(watched.result).toMatchObject({ status: 'failed', chunks: 0 })
    expect(watched.result.error).toMatch(error)
    expectStillAnswering(watched)
  }

  it('ends failed with a clear message while the server keeps answering', async () => {
    // 1.4 MB on disk; its one page's content stream inflates to 400 MB of text-showing operators.
    // The page's time limits far away, so that its characters are what stop it even on a loaded machine (past
    // 5 s the page is skipped and the rest of the file is read, past 15 s without progress the reading fails:
    // right too, but other outcomes; the CI's own load met the first).
    READING_BUDGET.textPageMaxMs = 120_000
    READER_LIMITS.readDocument.idleMs = 120_000
    const bomb = await pdfBomb({ inflatedBytes: 400 * 2 ** 20, content: 'text', extraPages: 2 })
    expect(bomb.length).toBeLessThan(2 * 2 ** 20)
    const watched = await uploadWhileWatching('bomb.pdf', bomb)
    log('text bomb', watched)
    const doc = watched.result
    expect(doc.status).toBe('failed')
    expect(doc.error).toMatch(/^This PDF is too large or complex to read safely: page 3 holds more than/)
    expect(doc.chunks).toBe(0)
    expect(watched.ms).toBeLessThan(20_000)
    expectStillAnswering(watched)
    const chunks = await ctx.database.db
      .select()
      .from(knowledgeChunks)
      .where(eq(knowledgeChunks.sourceId, `doc:${doc.id}`))
    expect(chunks).toHaveLength(0)
    expect((await documentRow(doc.id))?.readAttempts).toBe(1)
  }, 60_000)

  it('stops a page that takes too long (zeros: no text, only work)', async () => {
    READER_LIMITS.readDocument.idleMs = 2_000
    await expectZeroBombFails(
      'zero bomb, time limit',
      'zeros.pdf',
      300 * 2 ** 20,
      /^This PDF is too large or complex to read safely: one of its pages took longer than 2 s to read/,
    )
  }, 60_000)

  it('stops a reading whose memory grows past the limit', async () => {
    // Above what the reader's process holds before it inflates anything (about 100 MB run through tsx).
    READER_LIMITS.readDocument.memoryMb = 256
    // Time limits far away, so that memory is what stops it even on a loaded machine.
    READER_LIMITS.readDocument.idleMs = 120_000
    await expectZeroBombFails(
      'zero bomb, memory limit',
      'zeros-memory.pdf',
      600 * 2 ** 20,
      /^This PDF is too large or complex to read safely: reading it needed more than 256 MB of memory/,
    )
  }, 150_000)
})

// Each job runs in a child process of its own that exits at its end, so what a file made the reader take
// goes back to the system: a thread's memory stayed in this process (2.2 GB after two 1 GB bombs).
describe.skipIf(process.platform !== 'linux')('the reader process', () => {
  const writeTemp = (name: string, data: Uint8Array) => {
    const path = join(ctx.config.dataDir, name)
    writeFileSync(path, data)
    return path
  }
  const gone = (pids: Set<number>) => [...pids].filter(processExists)

  it('exits when a document is read, and when a file is refused', async () => {
    const path = writeTemp('reader-exits.pdf', await sampleManual(5))
    const read = await childrenWhile(() =>
      runFileJob('readDocument', { format: 'pdf', path, limits: TEXT_LIMITS }),
    )
    expect(read.result).toMatchObject({ status: 'ready', pages: 5 })
    expect(read.children.size).toBeGreaterThan(0)
    expect(gone(read.children)).toEqual([])

    const junk = writeTemp('reader-junk.pdf', Buffer.from('%PDF-1.7\nnot a PDF at all'))
    const refused = await childrenWhile(() =>
      runFileJob('checkDocument', { format: 'pdf', path: junk, limits: TEXT_LIMITS }).catch((e: Error) => e),
    )
    expect(refused.result).toBeInstanceOf(UnreadableFileError)
    expect(refused.children.size).toBeGreaterThan(0)
    expect(gone(refused.children)).toEqual([])
  }, 60_000)

  it('ends a 1 GB bomb of a few kilobytes with a FileLimitError and gives its memory back', async () => {
    const bomb = await pdfBomb({ inflatedBytes: 2 ** 30, content: 'zeros', twice: true })
    expect(bomb.length).toBeLessThan(16 * 1024)
    const path = writeTemp('reader-bomb.pdf', bomb)
    const before = process.memoryUsage.rss()
    // Time limits far away, so that memory is what stops it even on a loaded machine.
    const failed = await childrenWhile(() =>
      runFileJob(
        'readDocument',
        { format: 'pdf', path, limits: TEXT_LIMITS },
        { limits: { idleMs: 120_000 } },
      ).catch((e: Error) => e),
    )
    expect(failed.result).toBeInstanceOf(FileLimitError)
    expect((failed.result as Error).message).toBe(
      `reading it needed more than ${READER_LIMITS.readDocument.memoryMb} MB of memory`,
    )
    // The gigabyte was the child's: this process did not grow with it.
    expect(process.memoryUsage.rss() - before).toBeLessThan(100 * 2 ** 20)
    expect(failed.children.size).toBeGreaterThan(0)
    expect(gone(failed.children)).toEqual([])
  }, 150_000)
})

describe('49 MB of junk named .pdf', () => {
  it('is refused at once without a PDF signature, and as damaged with one, the server answering throughout', async () => {
    const junk = randomBytes(49 * 2 ** 20)
    const junkBody = { body: documentUploadBody('junk.pdf', junk) }
    const plain = await whileWatching(ctx.app, () => upload('junk.pdf', junkBody))
    log('junk', plain)
    expect(plain.result.statusCode).toBe(400)
    expect(plain.result.json()).toMatchObject({ message: NOT_A_PDF, field: 'file' })
    expectStillAnswering(plain)

    junk.write('%PDF-1.7\n')
    const signedBody = { body: documentUploadBody('signed-junk.pdf', junk) }
    const signed = await whileWatching(ctx.app, () => upload('signed-junk.pdf', signedBody))
    log('junk with a PDF signature', signed)
    expect(signed.result.statusCode).toBe(400)
    expect(signed.result.json()).toMatchObject({ message: DAMAGED_PDF, field: 'file' })
    expect(signed.ms).toBeLessThan(15_000)
    expectStillAnswering(signed)
    const list = await injectAs(ctx.app, suite.adminCookie, {
      method: 'GET',
      url: `/api/admin/manuals/${device.id}/documents`,
    })
    expect((list.json() as ManualDocument[]).some((d) => d.fileName.includes('junk'))).toBe(false)
  }, 60_000)
})

describe('a large real manual', () => {
  it('is read in the worker with the event loop free throughout', async () => {
    // The reading alone (on embedded PGlite the final write of the passages runs on this thread: 0010).
    const path = join(ctx.config.dataDir, 'manual-150.pdf')
    writeFileSync(path, await sampleManual(150))
    const chunks: DocumentChunk[] = []
    const watched = await whileWatching(ctx.app, () =>
      runFileJob(
        'readDocument',
        { format: 'pdf', path, limits: TEXT_LIMITS },
        { onPart: (part) => chunks.push(...part) },
      ),
    )
    log('150-page manual, reading', watched)
    expect(watched.result).toEqual({ status: 'ready', pages: 150, warning: null, ocrPages: [] })
    expect(chunks.length).toBeGreaterThan(500)
    expect(chunks.find((c) => c.page === 10)?.pageLabel).toBe('6')
    expectStillAnswering(watched)

    // And uploaded: read up to ready.
    const response = await upload('manual-40.pdf', await sampleManual(40))
    expect(response.statusCode, response.body).toBe(201)
    expect(response.json()).toMatchObject({ status: 'processing', pages: 40 })
    expect(await settled((response.json() as ManualDocument).id)).toMatchObject({
      status: 'ready',
      pages: 40,
      progress: 100,
      error: null,
    })
  }, 60_000)
})

describe('readings interrupted by a crash', () => {
  const restart = () => restartApp(ctx)

  it('reads a document again after one interruption, fails it after two, and reindexing tries again', async () => {
    const text = (n: number) => new TextEncoder().encode(`# Notes ${n}\n\nAnchor notes number ${n}.\n`)
    const once = (await upload('once.md', text(1))).json() as ManualDocument
    const twice = (await upload('twice.md', text(2))).json() as ManualDocument
    for (const doc of [once, twice])
      expect(await settled(doc.id)).toMatchObject({ status: 'ready', chunks: 1 })
    // Each upload's reading counted one attempt.
    expect((await documentRow(once.id))?.readAttempts).toBe(1)
    // What a process that died mid-read leaves: still processing, with one or two readings started.
    await ctx.database.db
      .update(documents)
      .set({ status: 'processing', progress: 40, readAttempts: 1 })
      .where(eq(documents.id, once.id))
    await ctx.database.db
      .update(documents)
      .set({ status: 'processing', progress: 40, readAttempts: 2 })
      .where(eq(documents.id, twice.id))

    const restarted = await restart()
    try {
      expect(await settled(once.id)).toMatchObject({ status: 'ready', chunks: 1, error: null })
      expect((await documentRow(once.id))?.readAttempts).toBe(2)
      const failed = await settled(twice.id)
      expect(failed).toMatchObject({ status: 'failed', chunks: 0, error: INTERRUPTED_TWICE_MESSAGE })
      // Not read again: no reading was started for it.
      expect((await documentRow(twice.id))?.readAttempts).toBe(2)
      const chunks = await ctx.database.db
        .select()
        .from(knowledgeChunks)
        .where(eq(knowledgeChunks.sourceId, `doc:${twice.id}`))
      expect(chunks).toHaveLength(0)
    } finally {
      await restarted.close()
    }

    // A second restart leaves the failed document alone.
    const again = await restart()
    await again.close()
    expect((await documentRow(twice.id))?.status).toBe('failed')

    // The admin reindexes it: the count starts again and it is read.
    const reindex = await injectAs(ctx.app, suite.adminCookie, {
      method: 'POST',
      url: `/api/admin/manuals/${device.id}/documents/${twice.id}/reindex`,
    })
    expect(reindex.statusCode).toBe(202)
    expect(await settled(twice.id)).toMatchObject({ status: 'ready', chunks: 1, error: null })
    expect((await documentRow(twice.id))?.readAttempts).toBe(1)
  }, 60_000)

  // On PostgreSQL the suite's own app would take the reading as well; reading-queue.test.ts stops a reading
  // there between two instances it controls.
  it.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
    'does not count a reading stopped by a shutdown (embedded database; on PostgreSQL: reading-queue.test.ts)',
    async () => {
      // Stopped at once: a shutdown lets a reading finish for a few seconds, which this one would.
      READING_QUEUE.stopGraceMs = 0
      const manual = await sampleManual(300)
      const app = await restart()
      const response = await upload('stopped.pdf', manual, app)
      expect(response.statusCode, response.body).toBe(201)
      const { id } = response.json() as ManualDocument
      // Reading has started (the attempt is counted), then the server stops.
      for (let i = 0; i < 1_000 && (await documentRow(id))?.readAttempts !== 1; i++) {
        await new Promise((resolve) => setTimeout(resolve, 10))
      }
      expect(await documentRow(id)).toMatchObject({ status: 'processing', readAttempts: 1 })
      await app.close()
      const row = await documentRow(id)
      expect(row).toMatchObject({ status: 'processing', readAttempts: 0 })
      // Nothing left processing for the other tests' restarts to read.
      await ctx.database.db.delete(documents).where(eq(documents.id, id))
    },
    60_000,
  )
})
