// npm run train:ranker — the learned ranker's weights (decision 0054). Asks every dev owner question and
// follow-up (content/bench/dev) as the product plans it, keeps each one's ranked candidates with their features
// (server/features/answers/ranking/dev-candidates.json), then trains the pairwise model with grouped 5-fold
// cross-validation by device and writes server/features/answers/ranking/weights.json. Seeded and
// deterministic: the same guides and questions give the same files (ranking/train.test.ts checks the weights
// against the dump). --from-dump skips asking and retrains from the committed dump.
// Dev part only: the held-out part and the fresh sets are never read here.
import { readFileSync, writeFileSync } from 'node:fs'
import { and, eq } from 'drizzle-orm'
import { GENERAL_DEVICE_BRAND } from '../contract/devices'
import { manuals } from '../server/db/schema'
import { planAnswer } from '../server/features/answers/plan'
import { FEATURE_NAMES, PRIOR_WEIGHTS, vectorOf } from '../server/features/answers/ranking/features'
import { rankWithWeights } from '../server/features/answers/ranking/rank'
import {
  type RankingDump,
  type RankingGroup,
  weightsFileFrom,
} from '../server/features/answers/ranking/train'
import type { DeviceContext, HistoryTurn, Passage } from '../server/features/answers/retrieval'
import { type DeviceRef, readAnswerSet } from './answer-set'
import { openAnswerer } from './product-answer'

const DIR = 'server/features/answers/ranking'
const DUMP = `${DIR}/dev-candidates.json`
const WEIGHTS = `${DIR}/weights.json`
const prior = FEATURE_NAMES.map((name) => PRIOR_WEIGHTS[name])

/** How the sets name a passage (as bench/product-answer.ts does). */
function labelOf(p: Passage, device: DeviceContext): string {
  if (p.kind === 'guide') return p.id.replace(/^guide:/, '')
  if (p.kind === 'device') return p.deviceId === device.id ? 'spec' : p.id
  return p.id
}

async function dump(): Promise<RankingDump> {
  rankWithWeights(PRIOR_WEIGHTS)
  const answerer = await openAnswerer()
  const { db } = answerer.database
  const devices = new Map<string, DeviceContext>()
  async function deviceFor(ref: DeviceRef): Promise<DeviceContext> {
    const key = ref ? `${ref.brand}|${ref.model}` : GENERAL_DEVICE_BRAND
    const cached = devices.get(key)
    if (cached) return cached
    const where = ref
      ? and(eq(manuals.brand, ref.brand), eq(manuals.model, ref.model))
      : eq(manuals.brand, GENERAL_DEVICE_BRAND)
    const [row] = await db.select().from(manuals).where(where).limit(1)
    if (!row) throw new Error(`device ${key} is not in the catalogue`)
    const device = { ...row, custom: false, general: row.brand === GENERAL_DEVICE_BRAND }
    devices.set(key, device)
    return device
  }
  const groups: RankingGroup[] = []
  async function collect(
    id: string,
    question: string,
    ref: DeviceRef,
    relevant: string[],
    history: HistoryTurn[],
  ) {
    const device = await deviceFor(ref)
    let candidates: Passage[] = []
    await planAnswer(db, { question, history, device, onCandidates: (c) => (candidates = c) })
    // A declined question is ranked by no one: it is left out.
    if (candidates.length === 0) return
    groups.push({
      id,
      device: ref ? `${ref.brand}|${ref.model}` : GENERAL_DEVICE_BRAND,
      candidates: candidates.map((p) =>
        vectorOf(p.features ?? PRIOR_WEIGHTS).map((x) => Number(x.toFixed(6))),
      ),
      relevant: candidates.flatMap((p, i) => (relevant.includes(labelOf(p, device)) ? [i] : [])),
    })
  }
  const set = readAnswerSet('dev')
  for (const q of set.owners) await collect(q.id, q.question, q.device, q.relevant, [])
  for (const f of set.followUps) {
    const first = await answerer.answer(f.first.question, f.device)
    const history: HistoryTurn[] = [
      { role: 'user', content: f.first.question },
      { role: 'assistant', content: first.text },
    ]
    await collect(`${f.id} follow-up`, f.followUp.question, f.device, f.followUp.relevant, history)
  }
  await answerer.close()
  return { generatedBy: 'npm run train:ranker (bench/train-ranker.ts)', features: [...FEATURE_NAMES], groups }
}

const fromDump = process.argv.includes('--from-dump')
const data: RankingDump = fromDump ? JSON.parse(readFileSync(DUMP, 'utf8')) : await dump()
if (!fromDump) writeFileSync(DUMP, `${JSON.stringify(data)}\n`)
const file = weightsFileFrom(data, prior)
writeFileSync(WEIGHTS, `${JSON.stringify(file, null, 2)}\n`)
const cv = file.crossValidation
console.log(
  `questions ranked ${data.groups.length}, with a relevant candidate ${data.groups.filter((g) => g.relevant.length > 0).length}`,
)
for (const t of cv.tried)
  console.log(`CV ${t.method} l2 ${t.l2}: hit@1 ${t.hitAt1.toFixed(3)} MRR ${t.mrr.toFixed(3)}`)
console.log(
  `best ${JSON.stringify(cv.best)}, hit@1 gain ${JSON.stringify(cv.hitAt1Gain)}; chosen ${JSON.stringify(file.chosen)}`,
)
console.log(`fold sizes ${cv.questions.join(' ')}`)
for (const [name, s] of Object.entries({
  'hit@1 hand-set': cv.priorHitAt1,
  'hit@1 learned': cv.learnedHitAt1,
  'MRR hand-set': cv.priorMrr,
  'MRR learned': cv.learnedMrr,
}))
  console.log(
    `${name.padEnd(16)} ${s.perFold.map((v) => v.toFixed(3)).join(' ')}  mean ${s.mean.toFixed(3)} ± ${s.spread.toFixed(3)}`,
  )
console.log(
  `dev (trained on): hand-set ${JSON.stringify(file.dev.prior)} learned ${JSON.stringify(file.dev.learned)}`,
)
console.log(JSON.stringify(file.weights, null, 1))
