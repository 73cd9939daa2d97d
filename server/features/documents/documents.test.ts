import { existsSync, readdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { GENERAL_DEVICE_BRAND, type Manual } from '../../../contract/devices'
import type { ManualDocument } from '../../../contract/documents'
import type { QueryResponse } from '../../../contract/query'
import { documents, knowledgeChunks } from '../../db/schema'
import {
  createTestContext,
  injectAs,
  registerUser,
  restartApp,
  signInAsAdmin,
  type TestContext,
} from '../../test/context'
import { documentUploadBody, postDocument, settledDocument } from '../../test/documents'
import { encryptedPdf, sampleManual, samplePdf } from '../../test/sample-pdfs'
import { DAMAGED_PDF, NOT_A_PDF, PASSWORD_PROTECTED } from './extract'
import { NEEDS_OCR_MESSAGE } from './ingest'

let ctx: TestContext
let admin: string
let user: string
let unit: Manual
let other: Manual
let documentsDir: string

const HANDBOOK_TITLE = 'Seawolf 7 Operator Handbook'

/**
 * Six pages: two front pages labelled i and ii, then 1-4; a running header and a numbered footer; a word
 * hyphenated across lines on page 5; page 4 a scan with no text.
 */
const handbook = () =>
  samplePdf({
    romanFrontPages: 2,
    header: HANDBOOK_TITLE,
    footer: 'Seawolf 7 - page {page}',
    pages: [
      [{ heading: 'Welcome' }, { paragraph: 'Thank you for choosing the Seawolf 7 sounder for your boat.' }],
      [{ heading: 'Safety notices' }, { paragraph: 'Never look into the transmitting radar scanner.' }],
      [
        { heading: 'Keel offset' },
        {
          paragraph:
            'The keel offset makes the depth reading show the water below the keel. Select Settings > Sonar > Installation > Keel Offset and enter the distance as a negative number.',
        },
      ],
      [],
      [
        { heading: 'Cleaning' },
        {
          lines: [
            'Wipe the face of the transduc-',
            'er with mild soap and a soft cloth every month; never use a',
            'scraper on the face.',
          ],
        },
      ],
      [
        { heading: 'Quillfeather alarm' },
        {
          paragraph:
            'The Quillfeather alarm sounds when the water temperature changes by more than two degrees within one minute. Turn it on from Alarms > Quillfeather.',
        },
      ],
    ],
  })

beforeAll(async () => {
  ctx = await createTestContext({ content: true })
  documentsDir = join(ctx.config.dataDir, 'documents')
  admin = (await signInAsAdmin(ctx)).cookie
  user = (await registerUser(ctx.app)).cookie
  const create = async (model: string) =>
    (
      await injectAs(ctx.app, admin, {
        method: 'POST',
        url: '/api/manuals',
        payload: { brand: 'Seawolf', model, deviceType: 'fishfinder' },
      })
    ).json() as Manual
  unit = await create('7 Test Unit')
  other = await create('9 Other Unit')
})
afterAll(() => ctx.close())

function upload(
  manualId: number,
  fileName: string,
  data: Uint8Array,
  options: { cookie?: string | undefined; title?: string; field?: string } = {},
) {
  const { cookie: _cookie, ...fields } = options
  return postDocument(
    ctx.app,
    'cookie' in options ? options.cookie : admin,
    manualId,
    documentUploadBody(fileName, data, fields),
  )
}

const listDocuments = async (manualId: number): Promise<ManualDocument[]> =>
  (await injectAs(ctx.app, admin, { method: 'GET', url: `/api/admin/manuals/${manualId}/documents` })).json()

const settled = (manualId: number, documentId: number, timeoutMs = 20_000) =>
  settledDocument(ctx.app, admin, manualId, documentId, timeoutMs)

async function uploaded(manualId: number, fileName: string, data: Uint8Array, title?: string) {
  const response = await upload(manualId, fileName, data, title === undefined ? {} : { title })
  expect(response.statusCode, response.body).toBe(201)
  return settled(manualId, (response.json() as ManualDocument).id)
}

const chunksOf = (documentId: number) =>
  ctx.database.db
    .select()
    .from(knowledgeChunks)
    .where(eq(knowledgeChunks.sourceId, `doc:${documentId}`))
    .orderBy(knowledgeChunks.position)

let askers = 0
/** Each question from a fresh account, so the free allowance never runs out. */
async function ask(manualId: number, query: string): Promise<QueryResponse> {
  askers++
  const { cookie } = await registerUser(ctx.app, { firstName: `Asker${askers}` })
  const response = await injectAs(ctx.app, cookie, {
    method: 'POST',
    url: '/api/query',
    payload: { manualId, query },
  })
  expect(response.statusCode, response.body).toBe(200)
  return response.json()
}

describe('uploading a PDF manual', () => {
  let doc: ManualDocument
  let data: Uint8Array

  beforeAll(async () => {
    data = await handbook()
    doc = await uploaded(unit.id, 'seawolf-7.pdf', data, HANDBOOK_TITLE)
  })

  it('is for admins only', async () => {
    const pdf = await handbook()
    expect((await upload(unit.id, 'x.pdf', pdf, { cookie: undefined })).statusCode).toBe(401)
    expect((await upload(unit.id, 'x.pdf', pdf, { cookie: user })).statusCode).toBe(403)
    expect(
      (await injectAs(ctx.app, user, { method: 'GET', url: `/api/admin/manuals/${unit.id}/documents` }))
        .statusCode,
    ).toBe(403)
    expect((await upload(999_999, 'x.pdf', pdf)).statusCode).toBe(404)
  })

  it('reads every page in the background, up to ready and 100%', async () => {
    expect(doc).toMatchObject({
      manualId: unit.id,
      title: HANDBOOK_TITLE,
      fileName: 'seawolf-7.pdf',
      mimeType: 'application/pdf',
      sizeBytes: data.length,
      pages: 6,
      status: 'ready',
      progress: 100,
      error: null,
      url: `/api/manuals/${unit.id}/documents/${doc.id}/file`,
    })
    expect(doc.chunks).toBeGreaterThanOrEqual(5)
    expect(Number.isNaN(Date.parse(doc.uploadedAt))).toBe(false)
  })

  it('indexes passages with page, printed label, heading and link, without headers, footers or hyphen breaks', async () => {
    const chunks = await chunksOf(doc.id)
    expect(chunks).toHaveLength(doc.chunks)
    for (const chunk of chunks) {
      expect(chunk).toMatchObject({ kind: 'manual', deviceId: unit.id, sourceTitle: HANDBOOK_TITLE })
      expect(chunk.url).toBe(`/api/manuals/${unit.id}/documents/${doc.id}/file#page=${chunk.page}`)
      expect(chunk.body).not.toContain('Operator Handbook')
      expect(chunk.body).not.toMatch(/Seawolf 7 - page/)
    }
    const keel = chunks.find((c) => c.title === 'Keel offset')
    expect(keel).toMatchObject({ page: 3, pageLabel: '1' })
    expect(keel?.body).toContain('Select Settings > Sonar > Installation > Keel Offset')
    const cleaning = chunks.find((c) => c.title === 'Cleaning')
    expect(cleaning).toMatchObject({ page: 5, pageLabel: '3' })
    expect(cleaning?.body).toContain('Wipe the face of the transducer with mild soap')
    expect(chunks.find((c) => c.title === 'Welcome')).toMatchObject({ page: 1, pageLabel: 'i' })
    // The scanned page has nothing to index.
    expect(chunks.some((c) => c.page === 4)).toBe(false)
  })

  it('cites the page a passage is on: its printed label in the title, the PDF page in the link', async () => {
    const answer = await ask(unit.id, 'When does the Quillfeather alarm sound?')
    const source = answer.sources[0]
    expect(source).toMatchObject({
      title: `${HANDBOOK_TITLE}, p. 4`,
      heading: 'Quillfeather alarm',
      deviceId: unit.id,
      page: 6,
    })
    expect(source?.url).toMatch(new RegExp(`/api/manuals/${unit.id}/documents/${doc.id}/file#page=6$`))
    // The offline answer quotes the manual word for word, naming where the quote comes from.
    expect(answer.response).toContain(`From _${HANDBOOK_TITLE}, p. 4_:`)
    expect(answer.response).toContain(
      '> The Quillfeather alarm sounds when the water temperature changes by more than two degrees within one minute. Turn it on from Alarms > Quillfeather.',
    )
  })

  it("prefers the device's manual over the general guides when both answer", async () => {
    const answer = await ask(unit.id, 'How do I set the keel offset so the depth shows below the keel?')
    // The general guides that also answer follow as related sections.
    expect(answer.related?.length).toBeGreaterThan(0)
    expect(answer.sources[0]).toMatchObject({
      title: `${HANDBOOK_TITLE}, p. 1`,
      heading: 'Keel offset',
      page: 3,
    })
    expect(answer.response.indexOf('> The keel offset makes the depth reading')).toBeGreaterThan(-1)
  })

  it("never answers another device's question from this manual", async () => {
    for (const manualId of [other.id, (await generalDevice()).id]) {
      const answer = await ask(manualId, 'When does the Quillfeather alarm sound?')
      expect(answer.sources.some((s) => s.url?.includes(`/documents/${doc.id}/`))).toBe(false)
      expect(answer.response).not.toContain('Quillfeather alarm sounds')
    }
  })

  it('sends a PDF as it is to a browser that accepts compression: it is compressed already', async () => {
    const url = `/api/manuals/${unit.id}/documents/${doc.id}/file`
    const response = await injectAs(ctx.app, user, {
      url,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-encoding']).toBeUndefined()
    expect(response.headers['content-length']).toBe(String(data.length))
    expect(Buffer.compare(response.rawPayload, Buffer.from(data))).toBe(0)
  })

  it('serves the original file to signed-in users only, inline, never cached', async () => {
    const url = `/api/manuals/${unit.id}/documents/${doc.id}/file`
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(401)
    const response = await injectAs(ctx.app, user, { method: 'GET', url })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('application/pdf')
    expect(response.headers['content-disposition']).toBe(
      `inline; filename="seawolf-7.pdf"; filename*=UTF-8''seawolf-7.pdf`,
    )
    expect(response.headers['cache-control']).toBe('private, no-store')
    expect(response.headers['x-content-type-options']).toBe('nosniff')
    expect(Buffer.compare(response.rawPayload, Buffer.from(data))).toBe(0)
    // Not a document of that device: 404, whatever the id.
    const wrong = await injectAs(ctx.app, user, {
      method: 'GET',
      url: `/api/manuals/${other.id}/documents/${doc.id}/file`,
    })
    expect(wrong.statusCode).toBe(404)
  })

  it('refuses the same file twice for the device, naming the document it already is', async () => {
    const again = await upload(unit.id, 'copy-of-manual.pdf', data)
    expect(again.statusCode).toBe(409)
    expect(again.json()).toMatchObject({ code: 'DUPLICATE_DOCUMENT' })
    expect(again.json().message).toContain(`"${HANDBOOK_TITLE}"`)
    expect(again.json().message).toContain('seawolf-7.pdf')
    expect(await listDocuments(unit.id)).toHaveLength(1)
  })

  it('reindexes: the same passages again, searchable throughout', async () => {
    const before = await chunksOf(doc.id)
    const response = await injectAs(ctx.app, admin, {
      method: 'POST',
      url: `/api/admin/manuals/${unit.id}/documents/${doc.id}/reindex`,
    })
    expect(response.statusCode).toBe(202)
    expect(response.json()).toMatchObject({ id: doc.id, status: 'processing', progress: 0 })
    // The old passages stay until the new ones replace them.
    expect(await chunksOf(doc.id)).toHaveLength(before.length)
    const busy = await injectAs(ctx.app, admin, {
      method: 'POST',
      url: `/api/admin/manuals/${unit.id}/documents/${doc.id}/reindex`,
    })
    // Still reading (a second request is refused), or already done with so small a file.
    if (busy.statusCode === 409) expect(busy.json().code).toBe('DOCUMENT_BUSY')
    else expect(busy.statusCode).toBe(202)
    const after = await settled(unit.id, doc.id)
    expect(after).toMatchObject({ status: 'ready', progress: 100, chunks: before.length })
    expect((await chunksOf(doc.id)).map((c) => [c.id, c.body])).toEqual(before.map((c) => [c.id, c.body]))
  })
})

async function generalDevice(): Promise<Manual> {
  const catalogue: Manual[] = (await injectAs(ctx.app, user, { method: 'GET', url: '/api/manuals' })).json()
  return catalogue.find((m) => m.brand === GENERAL_DEVICE_BRAND) as Manual
}

describe('files that cannot be read', () => {
  const refused = async (fileName: string, data: Uint8Array) => {
    const response = await upload(other.id, fileName, data)
    expect(response.statusCode, response.body).toBe(400)
    return response.json().message as string
  }

  it('refuses a corrupt PDF, an encrypted one and a non-PDF renamed .pdf at once, storing nothing', async () => {
    const before = existsSync(documentsDir) ? readdirSync(documentsDir).length : 0
    expect(await refused('broken.pdf', new TextEncoder().encode('%PDF-1.7\n1 0 obj << /Type /Cat'))).toBe(
      DAMAGED_PDF,
    )
    expect(await refused('locked.pdf', encryptedPdf())).toBe(PASSWORD_PROTECTED)
    expect(await refused('photo.pdf', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70]))).toBe(
      NOT_A_PDF,
    )
    expect(await refused('notes.docx', new TextEncoder().encode('hello'))).toMatch(
      /PDF, Markdown \(.md\) or text/,
    )
    expect(await refused('empty.pdf', new Uint8Array())).toBe('The file is empty')
    expect(await refused('binary.txt', Buffer.from([0x48, 0x69, 0xc3, 0x28]))).toMatch(/not UTF-8 text/)
    expect((await upload(other.id, 'x.pdf', await handbook(), { field: 'document' })).statusCode).toBe(400)
    expect(await listDocuments(other.id)).toHaveLength(0)
    expect(existsSync(documentsDir) ? readdirSync(documentsDir).length : 0).toBe(before)
  })

  it('refuses files over 50 MB with a 413', async () => {
    const big = Buffer.alloc(50 * 1024 * 1024 + 1, 0x20)
    big.write('%PDF-1.7\n')
    const response = await upload(other.id, 'huge.pdf', big)
    expect(response.statusCode).toBe(413)
    expect(response.json()).toEqual({
      message: 'The file is larger than 50 MB',
      code: 'PAYLOAD_TOO_LARGE',
      field: 'file',
    })
    expect(await listDocuments(other.id)).toHaveLength(0)
  })

  it('marks a PDF without a text layer as needing OCR, with nothing indexed', async () => {
    const scan = await samplePdf({ pages: [[], [], []] })
    const doc = await uploaded(other.id, 'scan.pdf', scan)
    expect(doc).toMatchObject({
      status: 'needs_ocr',
      pages: 3,
      chunks: 0,
      error: NEEDS_OCR_MESSAGE,
      title: 'scan',
    })
    expect(await chunksOf(doc.id)).toHaveLength(0)
  })

  it('marks a document whose file turns out damaged as failed, leaving none of its passages behind', async () => {
    const doc = await uploaded(
      other.id,
      'Quick_Guide.md',
      new TextEncoder().encode('# Quick guide\n\nPress Power twice.\n'),
    )
    expect(doc).toMatchObject({ status: 'ready', title: 'Quick Guide' })
    expect(await chunksOf(doc.id)).toHaveLength(1)
    // The stored file is damaged on disk; reading it again fails, and the old passages go.
    const [row] = await ctx.database.db.select().from(documents).where(eq(documents.id, doc.id))
    writeFileSync(join(documentsDir, row?.storedName ?? ''), Buffer.from([0xff, 0xfe, 0x00, 0x41]))
    await injectAs(ctx.app, admin, {
      method: 'POST',
      url: `/api/admin/manuals/${other.id}/documents/${doc.id}/reindex`,
    })
    const failed = await settled(other.id, doc.id)
    expect(failed).toMatchObject({ status: 'failed', chunks: 0, progress: 100 })
    expect(failed.error).toMatch(/not UTF-8 text/)
    expect(await chunksOf(doc.id)).toHaveLength(0)
  })
})

describe('Markdown and text', () => {
  it('indexes a .md file as one page split at its headings, and serves it as text/markdown', async () => {
    const markdown = [
      '# Seawolf 7 tips',
      '',
      'General advice.',
      '',
      '## Zebra mussel mode',
      '',
      'Zebra mussel mode filters the echoes of mussel beds.',
      '',
      '1. Open Sonar.',
      '2. Turn on Zebra mussel mode.',
    ].join('\n')
    const doc = await uploaded(unit.id, 'tips.md', new TextEncoder().encode(markdown), 'Dock tips')
    expect(doc).toMatchObject({
      status: 'ready',
      pages: 1,
      chunks: 2,
      title: 'Dock tips',
      mimeType: 'text/markdown',
    })
    const chunks = await chunksOf(doc.id)
    expect(chunks.map((c) => [c.title, c.page, c.url])).toEqual([
      ['Seawolf 7 tips', null, `/api/manuals/${unit.id}/documents/${doc.id}/file`],
      ['Zebra mussel mode', null, `/api/manuals/${unit.id}/documents/${doc.id}/file`],
    ])
    expect(chunks[1]?.body).toBe(
      'Zebra mussel mode filters the echoes of mussel beds.\n\n1. Open Sonar.\n2. Turn on Zebra mussel mode.',
    )
    const answer = await ask(unit.id, 'What does zebra mussel mode do?')
    expect(answer.sources[0]).toMatchObject({
      title: 'Dock tips',
      heading: 'Seawolf 7 tips > Zebra mussel mode',
    })
    const file = await injectAs(ctx.app, user, {
      method: 'GET',
      url: `/api/manuals/${unit.id}/documents/${doc.id}/file`,
    })
    expect(file.headers['content-type']).toBe('text/markdown; charset=utf-8')
    expect(file.body).toBe(markdown)
  })
})

describe('file names', () => {
  it('keeps the uploaded name for display only: stored under a generated one, sent back safely', async () => {
    const doc = await uploaded(
      unit.id,
      '../../etc/Käpt’n notes.txt',
      new TextEncoder().encode('Anchor notes.'),
    )
    expect(doc).toMatchObject({ fileName: 'Käpt’n notes.txt', title: 'Käpt’n notes', mimeType: 'text/plain' })
    const [row] = await ctx.database.db.select().from(documents).where(eq(documents.id, doc.id))
    expect(row?.storedName).toMatch(new RegExp(`^${doc.id}-[0-9a-f]{16}\\.txt$`))
    const file = await injectAs(ctx.app, user, {
      method: 'GET',
      url: `/api/manuals/${unit.id}/documents/${doc.id}/file`,
    })
    expect(file.headers['content-type']).toBe('text/plain; charset=utf-8')
    expect(file.headers['content-disposition']).toBe(
      `inline; filename="K_pt_n notes.txt"; filename*=UTF-8''K%C3%A4pt%E2%80%99n%20notes.txt`,
    )
  })
})

describe('deleting', () => {
  it('deletes a document: its file and its passages go', async () => {
    const doc = await uploaded(
      other.id,
      'notes.txt',
      new TextEncoder().encode('Hull notes.\n\nMore hull notes.'),
    )
    const [row] = await ctx.database.db.select().from(documents).where(eq(documents.id, doc.id))
    const file = join(documentsDir, row?.storedName ?? '')
    expect(existsSync(file)).toBe(true)
    expect(await chunksOf(doc.id)).not.toHaveLength(0)
    const response = await injectAs(ctx.app, admin, {
      method: 'DELETE',
      url: `/api/admin/manuals/${other.id}/documents/${doc.id}`,
    })
    expect(response.statusCode).toBe(200)
    expect(existsSync(file)).toBe(false)
    expect(await chunksOf(doc.id)).toHaveLength(0)
    expect((await listDocuments(other.id)).some((d) => d.id === doc.id)).toBe(false)
    const again = await injectAs(ctx.app, admin, {
      method: 'DELETE',
      url: `/api/admin/manuals/${other.id}/documents/${doc.id}`,
    })
    expect(again.statusCode).toBe(404)
  })

  it("deleting a device deletes its documents' files", async () => {
    const device = (
      await injectAs(ctx.app, admin, {
        method: 'POST',
        url: '/api/manuals',
        payload: { brand: 'Scrapyard', model: 'X1' },
      })
    ).json() as Manual
    const doc = await uploaded(device.id, 'old.txt', new TextEncoder().encode('Old device notes.'))
    const [row] = await ctx.database.db.select().from(documents).where(eq(documents.id, doc.id))
    const file = join(documentsDir, row?.storedName ?? '')
    expect(existsSync(file)).toBe(true)
    const response = await injectAs(ctx.app, admin, {
      method: 'DELETE',
      url: `/api/admin/manuals/${device.id}`,
    })
    expect(response.statusCode).toBe(200)
    expect(existsSync(file)).toBe(false)
    expect(await chunksOf(doc.id)).toHaveLength(0)
    // Other devices' files stay.
    expect(readdirSync(documentsDir).length).toBeGreaterThan(0)
  })
})

describe('a large manual', () => {
  it('reads 200 pages in the background while other requests are answered', async () => {
    const pdf = await sampleManual(200)
    const response = await upload(other.id, 'big-manual.pdf', pdf)
    expect(response.statusCode).toBe(201)
    const { id } = response.json() as ManualDocument
    const progress: number[] = []
    let healthWhileProcessing = 0
    let slowest = 0
    for (;;) {
      const started = performance.now()
      const health = await ctx.app.inject({ method: 'GET', url: '/api/health' })
      slowest = Math.max(slowest, performance.now() - started)
      expect(health.statusCode).toBe(200)
      const doc = (await listDocuments(other.id)).find((d) => d.id === id) as ManualDocument
      progress.push(doc.progress)
      if (doc.status !== 'processing') break
      healthWhileProcessing++
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    expect(healthWhileProcessing).toBeGreaterThan(2)
    // Generous: one page of pdf.js work between two turns of the event loop is a few milliseconds.
    expect(slowest).toBeLessThan(1_500)
    expect(progress.some((p) => p > 0 && p < 100)).toBe(true)
    expect(progress).toEqual([...progress].sort((a, b) => a - b))
    const doc = await settled(other.id, id)
    expect(doc).toMatchObject({ status: 'ready', pages: 200, progress: 100 })
    const labels = await ctx.database.db
      .select({ page: knowledgeChunks.page, label: knowledgeChunks.pageLabel })
      .from(knowledgeChunks)
      .where(sql`${knowledgeChunks.sourceId} = ${`doc:${id}`} and ${knowledgeChunks.page} in (2, 10)`)
    expect(new Set(labels.map((l) => `${l.page}:${l.label}`))).toEqual(new Set(['2:ii', '10:6']))
  }, 60_000)
})

describe('after a restart', () => {
  it('reads again documents a crash left processing, and removes files no document names', async () => {
    const doc = await uploaded(other.id, 'resume.md', new TextEncoder().encode('# Resume\n\nRead me again.'))
    // What a crash mid-read leaves: the document processing, half of a write, a deleted device's file.
    await ctx.database.db
      .update(documents)
      .set({ status: 'processing', progress: 40, chunks: 0 })
      .where(eq(documents.id, doc.id))
    await ctx.database.db.delete(knowledgeChunks).where(eq(knowledgeChunks.sourceId, `doc:${doc.id}`))
    const orphans = ['9999-0123456789abcdef.pdf', '9998-0123456789abcdef.md.part']
    for (const name of orphans) writeFileSync(join(documentsDir, name), 'left behind')
    const unrelated = join(documentsDir, 'README.txt')
    writeFileSync(unrelated, 'not ours')

    const restarted = await restartApp(ctx)
    try {
      for (const name of orphans) expect(existsSync(join(documentsDir, name))).toBe(false)
      expect(existsSync(unrelated)).toBe(true)
      expect(await settled(other.id, doc.id)).toMatchObject({ status: 'ready', progress: 100, chunks: 1 })
      expect(await chunksOf(doc.id)).toHaveLength(1)
    } finally {
      await restarted.close()
    }
  })
})
