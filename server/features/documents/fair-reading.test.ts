// A fair reading queue (decision 0042), through the app as the admin uses it, on the embedded database or
// PostgreSQL (TEST_DATABASE_URL): a small manual is read while a 2,000-page one is; a file whose pages all
// share one 64 MB content stream is stopped early with the reason; a page over its time is skipped and
// named; deleting a document being read stops its reading, frees its reader and leaves nothing behind.
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { eq } from 'drizzle-orm'
import { PDFDocument } from 'pdf-lib'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { Manual } from '../../../contract/devices'
import type { ManualDocument } from '../../../contract/documents'
import { documents, knowledgeChunks } from '../../db/schema'
import { injectAs, setUpAdminTestApp } from '../../test/context'
import { documentUploadBody, postDocument, settledDocument } from '../../test/documents'
import { sharedStreamPdf } from '../../test/hostile-files'
import { sampleManual } from '../../test/sample-pdfs'
import { scannedPdf } from '../../test/scanned-pdf'
import { READING_BUDGET } from './read-document'
import { READING_QUEUE } from './reading-queue'

const suite = setUpAdminTestApp()
const { ctx } = suite

/** 2,000 pages, ~0.5 MB on disk, each page showing one line and then 64 MB of whitespace, all one stream. */
let sharedStream: Uint8Array
beforeAll(async () => {
  sharedStream = await sharedStreamPdf({ pages: 2_000, inflatedBytes: 64 * 2 ** 20, content: 'text' })
})

const savedBudget = { ...READING_BUDGET }
const savedQueue = { ...READING_QUEUE }
afterEach(() => {
  Object.assign(READING_BUDGET, savedBudget)
  Object.assign(READING_QUEUE, savedQueue)
})

let devices = 0
async function newDevice(): Promise<Manual> {
  devices++
  const response = await injectAs(ctx.app, suite.adminCookie, {
    method: 'POST',
    url: '/api/manuals',
    payload: { brand: 'Fairway', model: `F${devices}`, deviceType: 'chartplotter' },
  })
  return response.json()
}

async function upload(device: Manual, fileName: string, data: Uint8Array): Promise<ManualDocument> {
  const response = await postDocument(
    ctx.app,
    suite.adminCookie,
    device.id,
    documentUploadBody(fileName, data),
  )
  expect(response.statusCode, response.body).toBe(201)
  return response.json()
}

async function listed(device: Manual, id: number): Promise<ManualDocument | undefined> {
  const list: ManualDocument[] = (
    await injectAs(ctx.app, suite.adminCookie, {
      method: 'GET',
      url: `/api/admin/manuals/${device.id}/documents`,
    })
  ).json()
  return list.find((d) => d.id === id)
}

/** Waits until the admin's list shows the document being read: some of its pages read, as the screen says. */
async function readingUnderWay(device: Manual, id: number, timeoutMs = 60_000): Promise<ManualDocument> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const doc = await listed(device, id)
    if (doc?.status === 'processing' && doc.pagesRead > 0) return doc
    if (doc && doc.status !== 'processing')
      throw new Error(`document ${id} ended ${doc.status}: ${doc.error}`)
    if (Date.now() > deadline) throw new Error(`document ${id}: no page read yet`)
    await sleep(100)
  }
}

/** Three pages with a text layer, then a scanned page of text (no text layer: read by OCR). */
async function withScannedPage(): Promise<Uint8Array> {
  const pdf = await PDFDocument.load(await sampleManual(3, 'Fairway Scanned Appendix'))
  const scan = await PDFDocument.load(
    await scannedPdf([
      [
        '# Appendix: sonar gain',
        'Press MENU twice and select Sonar Setup, then Gain.',
        'Turn the rotary knob clockwise to raise the sensitivity of the transducer.',
      ],
    ]),
  )
  for (const page of await pdf.copyPages(scan, [0])) pdf.addPage(page)
  return pdf.save()
}

const deleteDocument = (device: Manual, id: number) =>
  injectAs(ctx.app, suite.adminCookie, {
    method: 'DELETE',
    url: `/api/admin/manuals/${device.id}/documents/${id}`,
  })

describe('a fair reading queue', () => {
  it('reads a small PDF within 30 s while a 2,000-page one is being read', async () => {
    // Its pages' budget far away, so the large one keeps reading for as long as the test needs.
    READING_BUDGET.graceMs = 10 * 60_000
    const device = await newDevice()
    const large = await upload(device, 'shared-stream.pdf', sharedStream)
    expect(large).toMatchObject({ status: 'processing', pages: 2_000 })
    const underWay = await readingUnderWay(device, large.id)
    expect(underWay.pagesRead).toBeLessThan(2_000)

    const small = await upload(device, 'quick-start.pdf', await sampleManual(2, 'Fairway Quick Start'))
    const read = await settledDocument(ctx.app, suite.adminCookie, device.id, small.id, 30_000)
    expect(read).toMatchObject({ status: 'ready', pages: 2, pagesRead: 2, progress: 100 })
    expect(read.chunks).toBeGreaterThan(0)
    expect((await listed(device, large.id))?.status).toBe('processing')

    expect((await deleteDocument(device, large.id)).statusCode).toBe(200)
  }, 120_000)

  it('stops a 2,000-page file whose pages share one 64 MB stream early, and says why', async () => {
    // A shorter start than the 30 s of production, for a faster test: the pages' own shares are as shipped.
    READING_BUDGET.graceMs = 5_000
    const device = await newDevice()
    const doc = await upload(device, 'shared-stream.pdf', sharedStream)
    const ended = await settledDocument(ctx.app, suite.adminCookie, device.id, doc.id, 90_000)
    expect(ended.status).toBe('failed')
    expect(ended.error).toMatch(
      /^This PDF is too large or complex to read safely: its first [\d,]+ of 2,000 pages took \d+(\.\d+)? s to read, more than pages like these need \(0\.25 s a page with a text layer, 20 s a scanned page, 5 s to start\)/,
    )
    expect(ended.chunks).toBe(0)
    const [row] = await ctx.database.db.select().from(documents).where(eq(documents.id, doc.id))
    expect(row?.pagesRead).toBe(2_000)
    // What it read before it was stopped (the last progress written before the end): a small part.
    expect(Number(ended.error?.match(/its first ([\d,]+)/)?.[1]?.replace(',', ''))).toBeLessThan(500)
  }, 120_000)

  it('skips a page that takes more than its share and names it in the warning', async () => {
    // A scanned page is recognised in seconds: over a 1 s share, its recognition is cut off.
    READING_BUDGET.ocrPageMaxMs = 1_000
    const device = await newDevice()
    const doc = await upload(device, 'slow-page.pdf', await withScannedPage())
    const ended = await settledDocument(ctx.app, suite.adminCookie, device.id, doc.id, 60_000)
    expect(ended).toMatchObject({ status: 'ready', pages: 4, pagesRead: 4, ocrPages: [] })
    expect(ended.error).toBe(
      'Page 4 took longer to read than a page may and was skipped: it is not searchable.',
    )
    expect(ended.chunks).toBeGreaterThan(0)
  }, 90_000)

  it('stops the reading of a deleted document, frees its reader and keeps nothing of it', async () => {
    READING_BUDGET.graceMs = 10 * 60_000
    // Every PDF here reads in the large lane, whose one reader the deleted document holds.
    READING_QUEUE.smallPages = 0
    const device = await newDevice()
    const large = await upload(device, 'shared-stream.pdf', sharedStream)
    await readingUnderWay(device, large.id)
    const [row] = await ctx.database.db.select().from(documents).where(eq(documents.id, large.id))
    const file = join(ctx.config.dataDir, 'documents', row?.storedName ?? '')
    expect(existsSync(file)).toBe(true)

    expect((await deleteDocument(device, large.id)).statusCode).toBe(200)
    const next = await upload(device, 'next-manual.pdf', await sampleManual(3, 'Fairway Next Manual'))
    expect(await settledDocument(ctx.app, suite.adminCookie, device.id, next.id, 30_000)).toMatchObject({
      status: 'ready',
      pages: 3,
    })
    expect(await listed(device, large.id)).toBeUndefined()
    expect(existsSync(file)).toBe(false)
    const chunks = await ctx.database.db
      .select()
      .from(knowledgeChunks)
      .where(eq(knowledgeChunks.sourceId, `doc:${large.id}`))
    expect(chunks).toHaveLength(0)
  }, 120_000)
})
