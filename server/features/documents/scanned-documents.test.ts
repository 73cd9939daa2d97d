// Scanned manuals through the real app: a PDF whose pages are images only is read by OCR in the file
// reader's worker, its OCR'd pages recorded and shown by the API, and its text found by answers; a scan of
// blank pages still needs OCR.
import { eq } from 'drizzle-orm'
import { PDFDocument } from 'pdf-lib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Manual } from '../../../contract/devices'
import type { ManualDocument } from '../../../contract/documents'
import type { QueryResponse } from '../../../contract/query'
import { knowledgeChunks } from '../../db/schema'
import { injectAs, setUpTestApp } from '../../test/context'
import { documentUploadBody, postDocument, settledDocument } from '../../test/documents'
import { samplePdf } from '../../test/sample-pdfs'
import { scannedPdf } from '../../test/scanned-pdf'
import { NEEDS_OCR_MESSAGE } from './ingest'

const suite = setUpTestApp()
const { ctx } = suite
let device: Manual

beforeAll(async () => {
  device = (
    await injectAs(ctx.app, suite.adminCookie, {
      method: 'POST',
      url: '/api/manuals',
      payload: { brand: 'Driftwood', model: 'Scan 5', deviceType: 'fishfinder' },
    })
  ).json()
})
afterAll(() => ctx.close())

async function upload(fileName: string, data: Uint8Array): Promise<ManualDocument> {
  const response = await postDocument(
    ctx.app,
    suite.adminCookie,
    device.id,
    documentUploadBody(fileName, data),
  )
  expect(response.statusCode, response.body).toBe(201)
  return response.json()
}

const settled = (id: number, timeoutMs = 150_000) =>
  settledDocument(ctx.app, suite.adminCookie, device.id, id, timeoutMs)

const chunksOf = (documentId: number) =>
  ctx.database.db
    .select()
    .from(knowledgeChunks)
    .where(eq(knowledgeChunks.sourceId, `doc:${documentId}`))
    .orderBy(knowledgeChunks.position)

describe('a manual with scanned pages', () => {
  let doc: ManualDocument

  beforeAll(async () => {
    // Page 1 has a text layer; pages 2 and 3 are scans (page 3 of the original, a picture only, stays
    // without text) and page 4 is a scan too.
    const typed = await PDFDocument.load(
      await samplePdf({
        pages: [
          [
            { heading: 'Introduction' },
            { paragraph: 'The Driftwood Scan 5 is a fishfinder for small boats.' },
          ],
        ],
      }),
    )
    const scans = await PDFDocument.load(
      await scannedPdf([
        [
          '# Mounting the transducer',
          'Fasten the bracket to the transom with the four stainless',
          'steel screws, at least fifteen inches from the outboard motor.',
          'Route the cable through the cable clamps away from the engine wiring.',
        ],
        [],
        [
          '# Pelican mode',
          'Pelican mode keeps the sonar picture steady in rough water.',
          'Turn it on from Settings, Sonar, Pelican mode.',
        ],
      ]),
    )
    const merged = await PDFDocument.create()
    for (const page of await merged.copyPages(typed, [0])) merged.addPage(page)
    for (const page of await merged.copyPages(scans, [0, 1, 2])) merged.addPage(page)
    doc = await settled((await upload('scan-5-manual.pdf', await merged.save())).id)
  }, 200_000)

  it('is ready, with the pages read by OCR recorded and returned', () => {
    expect(doc).toMatchObject({ status: 'ready', pages: 4, progress: 100, ocrPages: [2, 4] })
  })

  it('indexes the scanned text under its headings, with its page', async () => {
    const chunks = await chunksOf(doc.id)
    const mounting = chunks.find((c) => /transducer/i.test(c.title))
    expect(mounting?.page).toBe(2)
    expect(mounting?.body).toMatch(/stainless\s+steel screws/)
    expect(chunks.find((c) => /pelican/i.test(c.title))?.page).toBe(4)
    expect(chunks.some((c) => c.page === 3)).toBe(false)
  })

  it('answers from the scanned page', async () => {
    const response = await injectAs(ctx.app, suite.userCookie, {
      method: 'POST',
      url: '/api/query',
      payload: { manualId: device.id, query: 'How far from the outboard motor do I mount the transducer?' },
    })
    expect(response.statusCode, response.body).toBe(200)
    const answer: QueryResponse = response.json()
    expect(answer.sources[0]).toMatchObject({ deviceId: device.id, page: 2 })
    expect(answer.response).toMatch(/fifteen inches from the outboard motor/)
  })
})

describe('a scan of blank pages', () => {
  it('still needs OCR, with nothing indexed, where the same scan with words on a page is read', async () => {
    const blank = await settled((await upload('blank-scan.pdf', await scannedPdf([[], []]))).id)
    expect(blank).toMatchObject({ status: 'needs_ocr', pages: 2, chunks: 0, ocrPages: [] })
    expect(blank.error).toBe(NEEDS_OCR_MESSAGE)
    expect(await chunksOf(blank.id)).toHaveLength(0)

    const worded = await settled(
      (await upload('worded-scan.pdf', await scannedPdf([[], ['Check the fuse holder on the power cable.']])))
        .id,
    )
    expect(worded).toMatchObject({ status: 'ready', pages: 2, ocrPages: [2] })
    expect((await chunksOf(worded.id)).map((c) => c.body).join(' ')).toMatch(/fuse holder/)
  }, 200_000)
})
