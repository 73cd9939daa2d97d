// npm run bench:queue — how long a small PDF waits for its reading while a hostile 2,000-page PDF is being
// read (every page draws one shared content stream of 64 MB: about 0.5 MB on disk), through the app as the
// admin uploads them, on embedded PGlite (or PostgreSQL with TEST_DATABASE_URL). Then how long the large
// one took to end, and how. `-- --limit 600` gives up waiting after that many seconds (default 600).
import { setTimeout as sleep } from 'node:timers/promises'
import type { ManualDocument } from '../contract/documents'
import { createTestContext, injectAs, signInAsAdmin } from '../server/test/context'
import { documentUploadBody, postDocument } from '../server/test/documents'
import { sharedStreamPdf } from '../server/test/hostile-files'
import { sampleManual } from '../server/test/sample-pdfs'

const limitAt = process.argv.indexOf('--limit')
const LIMIT_MS = (limitAt >= 0 ? Number(process.argv[limitAt + 1]) : 600) * 1000
/** How long the large reading runs before the small PDF arrives. */
const HEAD_START_MS = 5_000

const ctx = await createTestContext()
const { cookie } = await signInAsAdmin(ctx)
const device = (
  await injectAs(ctx.app, cookie, {
    method: 'POST',
    url: '/api/manuals',
    payload: { brand: 'Bench', model: 'Queue', deviceType: 'chartplotter' },
  })
).json() as { id: number }

async function upload(fileName: string, data: Uint8Array): Promise<ManualDocument> {
  const response = await postDocument(ctx.app, cookie, device.id, documentUploadBody(fileName, data))
  if (response.statusCode !== 201)
    throw new Error(`upload ${fileName}: ${response.statusCode} ${response.body}`)
  return response.json()
}

async function find(id: number): Promise<ManualDocument> {
  const list: ManualDocument[] = (
    await injectAs(ctx.app, cookie, { method: 'GET', url: `/api/admin/manuals/${device.id}/documents` })
  ).json()
  const doc = list.find((d) => d.id === id)
  if (!doc) throw new Error(`document ${id} is gone`)
  return doc
}

/** Milliseconds from `since` until the document is no longer processing, or undefined past the limit. */
async function settledAfter(id: number, since: number): Promise<{ ms?: number; doc: ManualDocument }> {
  for (;;) {
    const doc = await find(id)
    if (doc.status !== 'processing') return { ms: performance.now() - since, doc }
    if (performance.now() - since > LIMIT_MS) return { doc }
    await sleep(100)
  }
}

const large = await sharedStreamPdf({ pages: 2_000, inflatedBytes: 64 * 2 ** 20, content: 'text' })
const small = await sampleManual(1, 'Bench Quick Card')
console.log(
  `database: ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}; large: 2,000 pages, ${(large.length / 2 ** 10).toFixed(0)} KB; small: 1 page, ${(small.length / 2 ** 10).toFixed(0)} KB; limit ${LIMIT_MS / 1000} s`,
)

const largeStarted = performance.now()
const largeDoc = await upload('shared-stream.pdf', large)
await sleep(HEAD_START_MS)
const smallStarted = performance.now()
const smallDoc = await upload('quick-card.pdf', small)
const smallEnd = await settledAfter(smallDoc.id, smallStarted)
console.log(
  smallEnd.ms === undefined
    ? `small PDF: still processing after ${LIMIT_MS / 1000} s`
    : `small PDF: ${smallEnd.doc.status} ${(smallEnd.ms / 1000).toFixed(1)} s after its upload`,
)
const largeEnd = await settledAfter(largeDoc.id, largeStarted)
console.log(
  largeEnd.ms === undefined
    ? `large PDF: still processing after ${LIMIT_MS / 1000} s`
    : `large PDF: ${largeEnd.doc.status} after ${(largeEnd.ms / 1000).toFixed(1)} s: ${largeEnd.doc.error}`,
)
await ctx.close().catch(() => {})
process.exit(0)
