// npm run bench:ingest — how fast an uploaded PDF manual is read and indexed, and the memory it takes:
// a generated 300-page manual (headings, paragraphs, running header and footer, page labels) ingested on
// an embedded PGlite database holding the catalogue and knowledge base, as the server does it.
import { mkdtempSync, rmSync } from 'node:fs'
import { cpus, tmpdir, totalmem } from 'node:os'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { openDatabase } from '../server/db/client'
import { documents, manuals } from '../server/db/schema'
import { retrieve } from '../server/features/answers/retrieval'
import { sourceTitle } from '../server/features/answers/sources'
import { IngestionQueue } from '../server/features/documents/ingest'
import { addDocument, type DocumentDeps, reindexDocument } from '../server/features/documents/service'
import { FolderStore } from '../server/features/documents/storage'
import { loadContent } from '../server/features/knowledge/load'
import { seedAdminId } from '../server/test/admin'
import { sampleManual } from '../server/test/sample-pdfs'

const PAGES = Number(process.argv[2] ?? 300)
const RUNS = 5

const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MB`

const rssAtStart = process.memoryUsage().rss
const generated = performance.now()
const pdf = Buffer.from(await sampleManual(PAGES))
const generateMs = performance.now() - generated

const database = await openDatabase({ kind: 'pglite', dataDir: 'memory' })
await loadContent(database.db)
const { db } = database
const [device] = await db
  .insert(manuals)
  .values({ brand: 'Benchmark', model: 'Plotter 300', deviceType: 'chartplotter' })
  .returning()
if (!device) throw new Error('no device')
const dir = mkdtempSync(join(tmpdir(), 'sonar-bench-ingest-'))
const store = new FolderStore(dir)
const quiet = { info: () => {}, error: (obj: object, message: string) => console.error(message, obj) }
const deps: DocumentDeps = { db, store, log: quiet, queue: new IngestionQueue({ db, store, log: quiet }) }
// Uploads are an admin's: the service checks its actor (features/auth/acting-admin.ts).
const adminId = await seedAdminId(db)

const SAMPLE_MS = 10

/**
 * Peak memory while `work` runs, sampled every 10 ms, and how long the event loop was held up: the gaps
 * between samples beyond their 10 ms (what a request arriving then would wait before being looked at).
 */
async function measured(work: () => Promise<void>) {
  let peakRss = process.memoryUsage().rss
  let peakHeap = process.memoryUsage().heapUsed
  const stalls: number[] = []
  let last = performance.now()
  const sampler = setInterval(() => {
    const now = performance.now()
    stalls.push(now - last - SAMPLE_MS)
    last = now
    const memory = process.memoryUsage()
    peakRss = Math.max(peakRss, memory.rss)
    peakHeap = Math.max(peakHeap, memory.heapUsed)
  }, SAMPLE_MS)
  const started = performance.now()
  await work()
  const ms = performance.now() - started
  clearInterval(sampler)
  stalls.sort((a, b) => a - b)
  const p99 = stalls[Math.floor(stalls.length * 0.99)] ?? 0
  return { ms, peakRss, peakHeap, maxStallMs: stalls.at(-1) ?? 0, p99StallMs: p99 }
}

const baseline = process.memoryUsage()
const runs: Awaited<ReturnType<typeof measured>>[] = []
let documentId = 0
for (let run = 0; run < RUNS; run++) {
  // The first run is the upload (checks, hash, stored file, reading); the others re-read the same file.
  runs.push(
    await measured(async () => {
      if (run === 0) {
        const row = await addDocument(deps, {
          manualId: device.id,
          fileName: 'plotter-300.pdf',
          title: 'Plotter 300 Owner Manual',
          data: pdf,
          uploadedBy: adminId,
        })
        documentId = row.id
      } else {
        await reindexDocument(deps, adminId, device.id, documentId)
      }
      await deps.queue.idle()
    }),
  )
}
const [doc] = await db.select().from(documents).where(eq(documents.id, documentId))
if (doc?.status !== 'ready') throw new Error(`ingestion ended ${doc?.status}: ${doc?.error}`)
const found = await retrieve(db, {
  question: 'How do I calibrate the compass for the autopilot?',
  device: { ...device, custom: false, general: false },
  limit: 10,
})
const manualHit = found.find((p) => p.kind === 'manual')

const sorted = [...runs].sort((a, b) => a.ms - b.ms)
const median = sorted[Math.floor(sorted.length / 2)] ?? sorted[0]
const peakRss = Math.max(...runs.map((r) => r.peakRss))
const peakHeap = Math.max(...runs.map((r) => r.peakHeap))
console.log(
  `manual           ${PAGES} pages, ${(pdf.length / 2 ** 20).toFixed(2)} MB, generated in ${generateMs.toFixed(0)} ms`,
)
console.log(
  `indexed          ${doc.chunks} passages; best manual passage for a test question: ${manualHit ? `${sourceTitle(manualHit)}, ${manualHit.title} (PDF page ${manualHit.page})` : 'none'}`,
)
console.log(
  `runs             ${runs.map((r) => `${(r.ms / 1000).toFixed(2)} s`).join(', ')} (the upload, then reindexing)`,
)
console.log(`pages per second ${(PAGES / ((median?.ms ?? 1) / 1000)).toFixed(0)} (median run)`)
console.log(
  `memory           peak RSS ${mb(peakRss)} (${mb(rssAtStart)} at start, ${mb(baseline.rss)} with the database open and the manual made), peak heap ${mb(peakHeap)} (${mb(baseline.heapUsed)} before ingesting)`,
)
console.log(`stalls per run   ${runs.map((r) => `${r.maxStallMs.toFixed(0)} ms`).join(', ')}`)
console.log(
  `event loop       longest stall ${Math.max(...runs.map((r) => r.maxStallMs)).toFixed(0)} ms, p99 ${Math.max(...runs.map((r) => r.p99StallMs)).toFixed(0)} ms`,
)
console.log(
  `machine          ${cpus()[0]?.model ?? 'unknown CPU'}, ${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
)
await database.close()
rmSync(dir, { recursive: true, force: true })
