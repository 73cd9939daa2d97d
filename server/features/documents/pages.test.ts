import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { PDFDocument, PDFName } from 'pdf-lib'
import { extractText, getDocumentProxy } from 'unpdf'
import { describe, expect, it } from 'vitest'
import type { Manual } from '../../../contract/devices'
import type { ManualDocument } from '../../../contract/documents'
import type { QueryResponse } from '../../../contract/query'
import { documents } from '../../db/schema'
import { runFileJob, UnreadableFileError } from '../../lib/file-reader'
import { injectAs, registerUser, setUpTestApp } from '../../test/context'
import { documentUploadBody, postDocument, settledDocument } from '../../test/documents'
import { encryptedPdf, samplePdf } from '../../test/sample-pdfs'
import { PageCopies } from './pages'
import { copyPages, ENCRYPTED_MESSAGE } from './single-pages'
import { FolderStore } from './storage'

// One page of a manual as a PDF of its own, for the page viewer under an answer (decision 0090).

const suite = setUpTestApp()

const MANUAL_TITLE = 'Tern 4 Operator Manual'
const CALIBRATION =
  'To calibrate the Tern 4 compass, open Settings > Sensors > Compass and turn the boat two full circles slowly.'

const filler = (topic: string) =>
  `This page describes the ${topic} of the display in general terms: what each part shows, where it sits on the screen, and how it changes in bright sunlight.`

/**
 * Six pages: page 1 links to page 3, page 3 carries 200 KB that only it uses (a copy of page 1 must not
 * bring it along through the link), page 2 the procedure the question asks about.
 */
async function manual(): Promise<Uint8Array> {
  const doc = await PDFDocument.load(
    await samplePdf({
      header: MANUAL_TITLE,
      footer: 'Page {page}',
      pages: [
        [{ heading: 'Contents' }, { paragraph: 'Compass calibration is on page 2; the appendix on page 3.' }],
        [{ heading: 'Tern compass calibration' }, { paragraph: CALIBRATION }],
        [{ heading: 'Appendix' }, { paragraph: 'Technical drawings of the Tern 4 bracket.' }],
        [{ heading: 'Keypad' }, { paragraph: filler('keypad') }],
        [{ heading: 'Status bar' }, { paragraph: filler('status bar') }],
        [{ heading: 'Layout' }, { paragraph: filler('layout') }],
      ],
    }),
  )
  const [first, , third] = doc.getPages()
  if (!first || !third) throw new Error('three pages expected')
  const drawing = doc.context.register(
    doc.context.stream(randomBytes(200_000), { Type: 'XObject', Subtype: 'Form', BBox: [0, 0, 1, 1] }),
  )
  third.node.setXObject(PDFName.of('Drawing'), drawing)
  const link = doc.context.register(
    doc.context.obj({ Type: 'Annot', Subtype: 'Link', Rect: [72, 700, 300, 720], Dest: [third.ref, 'Fit'] }),
  )
  first.node.set(PDFName.of('Annots'), doc.context.obj([link]))
  return doc.save()
}

let device: Manual
let doc: ManualDocument

async function uploadedManual(model: string, fileName: string, data: Uint8Array): Promise<ManualDocument> {
  const created = await injectAs(suite.ctx.app, suite.adminCookie, {
    method: 'POST',
    url: '/api/manuals',
    payload: { brand: 'Tern', model, deviceType: 'chartplotter' },
  })
  expect(created.statusCode, created.body).toBe(201)
  device = created.json()
  const body = documentUploadBody(fileName, data, { title: MANUAL_TITLE })
  const response = await postDocument(suite.ctx.app, suite.adminCookie, device.id, body)
  expect(response.statusCode, response.body).toBe(201)
  return settledDocument(suite.ctx.app, suite.adminCookie, device.id, response.json().id, 30_000)
}

const pageUrl = (documentId: number, page: number | string) => `/api/documents/${documentId}/pages/${page}`
const getPage = (url: string, cookie: string | undefined = suite.userCookie, headers = {}) =>
  injectAs(suite.ctx.app, cookie, { method: 'GET', url, headers })

async function textOf(pdf: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true })
  return text
}

describe('a page of a manual, for the page viewer', () => {
  it('is cited with its document, and served to a signed-in user as a PDF of that one page', async () => {
    doc = await uploadedManual('4', 'tern-4.pdf', await manual())
    expect(doc).toMatchObject({ status: 'ready', pages: 6 })

    const asked = await injectAs(suite.ctx.app, suite.userCookie, {
      method: 'POST',
      url: '/api/query',
      payload: { manualId: device.id, query: 'how do I calibrate the compass' },
    })
    expect(asked.statusCode, asked.body).toBe(200)
    const answer: QueryResponse = asked.json()
    const source = answer.sources.find((s) => s.title.startsWith(MANUAL_TITLE))
    expect(source, JSON.stringify(answer)).toBeDefined()
    expect(source).toMatchObject({ documentId: doc.id, page: 2 })

    const response = await getPage(pageUrl(doc.id, 2))
    expect(response.statusCode, response.body).toBe(200)
    expect(response.headers['content-type']).toBe('application/pdf')
    expect(response.headers['x-page-count']).toBe('6')
    expect(response.headers['cache-control']).toBe('private, max-age=3600')
    expect(response.headers.etag).toMatch(/^W\/"[\w-]+"$/)
    expect(response.headers['content-disposition']).toContain('filename="tern-4-page-2.pdf"')
    const page = await PDFDocument.load(response.rawPayload)
    expect(page.getPageCount()).toBe(1)
    const text = await textOf(response.rawPayload)
    expect(text).toContain('Tern compass calibration')
    expect(text).not.toContain('Technical drawings')
  })

  it("copies a page without the pages its links lead to, and answers 304 to the browser's own copy", async () => {
    const first = await getPage(pageUrl(doc.id, 1))
    expect(first.statusCode).toBe(200)
    expect(await textOf(first.rawPayload)).toContain('Compass calibration is on page 2')
    // The 200 KB of page 3 stay behind, though page 1 links to it.
    expect(first.rawPayload.byteLength).toBeLessThan(20_000)
    const third = await getPage(pageUrl(doc.id, 3))
    expect(third.rawPayload.byteLength).toBeGreaterThan(200_000)

    const again = await getPage(pageUrl(doc.id, 1), suite.userCookie, {
      'if-none-match': first.headers.etag as string,
    })
    expect(again.statusCode).toBe(304)
    expect(again.rawPayload.byteLength).toBe(0)
    expect(again.headers.etag).toBe(first.headers.etag)
    expect(first.headers.etag).not.toBe(third.headers.etag)
  })

  it('is for signed-in users only', async () => {
    const response = await suite.ctx.app.inject({ method: 'GET', url: pageUrl(doc.id, 2) })
    expect(response.statusCode).toBe(401)
    expect(response.headers['content-type']).not.toBe('application/pdf')
  })

  it('answers 404 for a document or page that is not there, 400 for ids that are not ids', async () => {
    expect((await getPage(pageUrl(999_999, 1))).statusCode).toBe(404)
    const past = await getPage(pageUrl(doc.id, 7))
    expect(past.statusCode).toBe(404)
    expect(past.json().message).toBe('This manual has 6 pages; there is no page 7')
    for (const [url, field] of [
      ['/api/documents/abc/pages/1', 'documentId'],
      [pageUrl(doc.id, 0), 'page'],
      [pageUrl(doc.id, 'two'), 'page'],
      [pageUrl(doc.id, 1.5), 'page'],
    ] as const) {
      const response = await getPage(url)
      expect(response.statusCode, url).toBe(400)
      expect(response.json().field, url).toBe(field)
    }
  })

  it('shows only a PDF whose reading is done: 409 while it is read, 404 once it failed', async () => {
    const setStatus = (status: ManualDocument['status']) =>
      suite.ctx.database.db.update(documents).set({ status }).where(eq(documents.id, doc.id))
    try {
      await setStatus('processing')
      const reading = await getPage(pageUrl(doc.id, 2))
      expect(reading.statusCode).toBe(409)
      expect(reading.json().code).toBe('DOCUMENT_BUSY')
      await setStatus('failed')
      expect((await getPage(pageUrl(doc.id, 2))).statusCode).toBe(404)
      await setStatus('needs_ocr')
      expect((await getPage(pageUrl(doc.id, 2))).statusCode).toBe(404)
    } finally {
      await setStatus('ready')
    }
    const text = await uploadedManual('4 text', 'notes.txt', new TextEncoder().encode('Compass notes.'))
    expect(text.status).toBe('ready')
    const response = await getPage(pageUrl(text.id, 1))
    expect(response.statusCode).toBe(404)
    expect(response.json().message).toBe('This manual is not a PDF: it has no pages to show')
  })

  it('is throttled per user', async () => {
    const { cookie } = await registerUser(suite.ctx.app, { firstName: 'Reader' })
    const statuses: number[] = []
    for (let i = 0; i < 61; i++) statuses.push((await getPage(pageUrl(doc.id, 1), cookie)).statusCode)
    expect(statuses.slice(0, 60).every((status) => status === 200)).toBe(true)
    expect(statuses[60]).toBe(429)
    // Another user is not held back by it.
    expect((await getPage(pageUrl(doc.id, 1))).statusCode).toBe(200)
  })
})

describe('copying pages out of a manual', () => {
  it("copies the asked page and its neighbours in one reader's job, then serves them from memory", async () => {
    const store = new FolderStore(suite.ctx.config.dataDir)
    const data = await samplePdf({
      pages: Array.from({ length: 8 }, (_, i) => [{ heading: `Chapter ${i + 1}` }]),
    })
    const upload = await store.receiveBytes(data)
    const storedName = FolderStore.storedName(424_242, '.pdf')
    await store.keep(upload, storedName)
    const jobs: number[][] = []
    const copies = new PageCopies(store, {
      cacheBytes: 1024 * 1024,
      neighbours: 2,
      copy: (path, pages) => {
        jobs.push(pages)
        return runFileJob('copyPages', { path, pages })
      },
    })
    const row = { storedName, pages: 8 } as Parameters<typeof copies.page>[0]
    // Two requests at once share one job.
    const [fifth, fourth] = await Promise.all([copies.page(row, 5), copies.page(row, 4)])
    expect(jobs).toEqual([[5, 6, 4, 7, 3]])
    expect(await textOf(fifth)).toContain('Chapter 5')
    expect(await textOf(fourth)).toContain('Chapter 4')
    await copies.page(row, 6)
    await copies.page(row, 3)
    expect(jobs).toHaveLength(1)
    await copies.page(row, 8)
    expect(jobs[1]).toEqual([8])
  })

  it('refuses an encrypted PDF with a message that sends the reader to the whole file', async () => {
    const store = new FolderStore(suite.ctx.config.dataDir)
    const upload = await store.receiveBytes(encryptedPdf())
    await expect(copyPages({ path: upload.path, pages: [1] })).rejects.toThrow(
      new UnreadableFileError(ENCRYPTED_MESSAGE),
    )
    await store.discard(upload)
  })
})
