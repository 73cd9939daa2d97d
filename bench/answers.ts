// npm run bench:answers — retrieval quality (hit@3, MRR@10) and answer time of the offline composer,
// over the question set in content/bench/questions.json, on an embedded PGlite database.
import { readFileSync } from 'node:fs'
import { cpus, totalmem } from 'node:os'
import { join } from 'node:path'
import { and, eq, sql } from 'drizzle-orm'
import { GENERAL_DEVICE_BRAND } from '../contract/devices'
import { openDatabase } from '../server/db/client'
import { manuals } from '../server/db/schema'
import { composeExtractive } from '../server/features/answers/extractive'
import { type DeviceContext, retrieve } from '../server/features/answers/retrieval'
import { contentDir } from '../server/features/knowledge/content'
import { loadContent } from '../server/features/knowledge/load'

interface BenchQuestion {
  id: string
  question: string
  device: { brand: string; model: string } | null
  relevant: string[]
}

const questions: BenchQuestion[] = JSON.parse(
  readFileSync(join(contentDir(), 'bench', 'questions.json'), 'utf8'),
)
const database = await openDatabase({ kind: 'pglite', dataDir: 'memory' })
await loadContent(database.db)
const { db } = database

async function deviceFor(q: BenchQuestion): Promise<DeviceContext> {
  const brand = q.device?.brand ?? GENERAL_DEVICE_BRAND
  const where = q.device
    ? and(eq(manuals.brand, q.device.brand), eq(manuals.model, q.device.model))
    : eq(manuals.brand, GENERAL_DEVICE_BRAND)
  const [row] = await db.select().from(manuals).where(where).limit(1)
  if (!row) throw new Error(`${q.id}: device ${brand} ${q.device?.model ?? ''} is not in the catalogue`)
  return { ...row, custom: false, general: row.brand === GENERAL_DEVICE_BRAND }
}

const devices = await Promise.all(questions.map(deviceFor))
// --ts-rank: rank by ts_rank_cd alone, to see what the BM25 re-rank adds.
const rerank = !process.argv.includes('--ts-rank')

async function runOnce(q: BenchQuestion, device: DeviceContext) {
  const started = performance.now()
  const passages = await retrieve(db, { question: q.question, device, limit: 10, rerank })
  composeExtractive({ question: q.question, device, passages })
  const ms = performance.now() - started
  const ids = passages.map((p) => p.id.replace(/^guide:/, ''))
  const rank = ids.findIndex((id) => q.relevant.includes(id)) + 1
  return { ms, rank, ids }
}

// One warm-up pass (corpus statistics, query plans), then the measured pass.
for (const [i, q] of questions.entries()) await runOnce(q, devices[i] as DeviceContext)
const results: (Awaited<ReturnType<typeof runOnce>> & { q: BenchQuestion })[] = []
for (const [i, q] of questions.entries())
  results.push({ q, ...(await runOnce(q, devices[i] as DeviceContext)) })

const hits = (k: number) => results.filter((r) => r.rank > 0 && r.rank <= k).length / results.length
const mrr = results.reduce((sum, r) => sum + (r.rank > 0 ? 1 / r.rank : 0), 0) / results.length
const times = results.map((r) => r.ms).sort((a, b) => a - b)
const pct = (p: number) => times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)] ?? 0
const chunks = await db.execute<{ n: number }>(sql`select count(*)::int as n from knowledge_chunks`)

if (process.argv.includes('--misses')) {
  for (const r of results.filter((r) => r.rank === 0 || r.rank > 3)) {
    console.log(
      `${r.q.id} rank ${r.rank || '-'}: ${r.q.question}\n   want ${r.q.relevant.join(', ')}\n   got  ${r.ids.slice(0, 3).join(', ')}`,
    )
  }
}
console.log(
  `questions        ${results.length} (over ${(chunks as unknown as { rows: { n: number }[] }).rows[0]?.n} indexed passages)`,
)
console.log(`hit@1            ${hits(1).toFixed(3)}`)
console.log(`hit@3            ${hits(3).toFixed(3)}`)
console.log(`hit@10           ${hits(10).toFixed(3)}`)
console.log(`MRR@10           ${mrr.toFixed(3)}`)
console.log(`median answer    ${pct(50).toFixed(1)} ms`)
console.log(`p95 answer       ${pct(95).toFixed(1)} ms`)
console.log(
  `machine          ${cpus()[0]?.model ?? 'unknown CPU'}, ${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
)
await database.close()
if (hits(3) < 0.9) process.exitCode = 1
