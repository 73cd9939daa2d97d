// The shared file stores (decision 0068): time and peak memory while a file of MB megabytes (50 unless told,
// the largest upload) goes into and out of the database store (PostgreSQL) and the S3 store (s3rver, started
// here, in this process: its own memory counts too). Usage:
//   npm run bench:file-stores            DATABASE_URL=postgres://... (default: postgres@127.0.0.1:5432), MB=50
import { createHash, randomBytes } from 'node:crypto'
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import pg from 'pg'
import { openDatabase } from '../server/db/client'
import { DatabaseStore } from '../server/features/documents/database-store'
import { S3Store } from '../server/features/documents/s3-store'
import { FileStore } from '../server/features/documents/storage'
import { startLocalS3 } from '../server/test/s3'

const MiB = 1024 * 1024
const megabytes = Number(process.env.MB ?? 50)
const baseUrl = process.env.DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/postgres'
const gc = (globalThis as { gc?: () => void }).gc

const dir = mkdtempSync(join(tmpdir(), 'sonar-file-stores-'))
const source = join(dir, 'large.pdf')
await pipeline(
  Readable.from(
    (function* () {
      for (let i = 0; i < megabytes; i++) yield randomBytes(MiB)
    })(),
  ),
  createWriteStream(source),
)

let peak = { rss: 0, buffers: 0 }
const sample = () => {
  const m = process.memoryUsage()
  peak = { rss: Math.max(peak.rss, m.rss), buffers: Math.max(peak.buffers, m.arrayBuffers) }
}
const timer = setInterval(sample, 5)

/** Runs `work` from a quiet start: its time, and how far RSS and Buffers rose above that start at most. */
async function measured(work: () => Promise<void>) {
  gc?.()
  await new Promise((resolve) => setTimeout(resolve, 200))
  const base = process.memoryUsage()
  peak = { rss: base.rss, buffers: base.arrayBuffers }
  const started = performance.now()
  await work()
  sample()
  const ms = performance.now() - started
  const mb = (bytes: number) => `${Math.round(bytes / MiB)} MB`
  return `${(ms / 1000).toFixed(1)} s, +${mb(peak.rss - base.rss)} RSS, +${mb(peak.buffers - base.arrayBuffers)} Buffers`
}

async function measure(name: string, store: FileStore) {
  const stored = FileStore.storedName(1, '.pdf')
  const put = await measured(() => store.put(source, stored))
  const read = await measured(async () => {
    const hash = createHash('sha256')
    const opened = await store.open(stored)
    for await (const piece of opened?.stream ?? []) hash.update(piece as Buffer)
  })
  console.log(`${name}, ${megabytes} MB: keep ${put}; read ${read}`)
  await store.remove(stored)
}

const name = `sonar_bench_files_${randomBytes(4).toString('hex')}`
const admin = new pg.Client({ connectionString: baseUrl })
await admin.connect()
await admin.query(`create database ${name}`)
try {
  const url = new URL(baseUrl)
  url.pathname = `/${name}`
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 3 })
  await measure('database (PostgreSQL)', new DatabaseStore(dir, database.db))
  await database.close()
} finally {
  await admin.query(`drop database if exists ${name} with (force)`)
  await admin.end()
}
const s3 = await startLocalS3()
await measure('s3 (s3rver in this process)', new S3Store(dir, s3.settings))
await s3.close()
clearInterval(timer)
rmSync(dir, { recursive: true, force: true })
