// npm run train:ranker — the learned ranker's weights (decision 0054). Asks every dev owner question and
// follow-up (content/bench/dev) as the product plans it, keeps each one's ranked candidates with their features
// (server/features/answers/ranking/dev-candidates.json), then trains the pairwise model with grouped 5-fold
// cross-validation by device and writes server/features/answers/ranking/weights.json. Seeded and
// deterministic: the same guides and questions give the same files (ranking/train.test.ts checks the weights
// against the dump). --from-dump skips asking and retrains from the committed dump.
// The relevance gate (decision 0063) is trained by the same run: every dev question that reaches the gate is
// dumped with the gate's features (ranking/dev-gate-rows.json: owner questions and follow-ups whose labelled
// section is among the candidates, answerable; the off-topic questions isOffTopic lets through and the
// not-covered questions, to be declined), and the logistic model and its threshold are written to
// ranking/gate.json (ranking/gate.test.ts checks it against the rows). --gate-only writes the gate's files
// alone, leaving the ranker's dump and weights as they are.
// Dev part only: the held-out part and the fresh sets are never read here.
import { readFileSync, writeFileSync } from 'node:fs'
import { and, eq } from 'drizzle-orm'
import { GENERAL_DEVICE_BRAND } from '../contract/devices'
import { manuals } from '../server/db/schema'
import { planAnswer } from '../server/features/answers/plan'
import { FEATURE_NAMES, PRIOR_WEIGHTS, vectorOf } from '../server/features/answers/ranking/features'
import {
  GATE_FEATURE_NAMES,
  type GateDump,
  type GateFeatures,
  type GateRow,
  gateFileFrom,
  gateWith,
} from '../server/features/answers/ranking/gate'
import { rankWithWeights } from '../server/features/answers/ranking/rank'
import {
  type RankingDump,
  type RankingGroup,
  weightsFileFrom,
} from '../server/features/answers/ranking/train'
import type { DeviceContext, HistoryTurn, Passage } from '../server/features/answers/retrieval'
import { type DeviceRef, readAnswerSet } from './answer-set'
import { readContentSet } from './content-labels'
import { openAnswerer } from './product-answer'

const DIR = 'server/features/answers/ranking'
const DUMP = `${DIR}/dev-candidates.json`
const WEIGHTS = `${DIR}/weights.json`
const GATE_DUMP = `${DIR}/dev-gate-rows.json`
const GATE = `${DIR}/gate.json`
const prior = FEATURE_NAMES.map((name) => PRIOR_WEIGHTS[name])

/** How the sets name a passage (as bench/product-answer.ts does). */
function labelOf(p: Passage, device: DeviceContext): string {
  if (p.kind === 'guide') return p.id.replace(/^guide:/, '')
  if (p.kind === 'device') return p.deviceId === device.id ? 'spec' : p.id
  return p.id
}

async function dump(): Promise<{ ranking: RankingDump; gate: GateDump }> {
  rankWithWeights(PRIOR_WEIGHTS)
  gateWith('hand-set')
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
  const gateRows: GateRow[] = []
  const deviceKey = (ref: DeviceRef) => (ref ? `${ref.brand}|${ref.model}` : GENERAL_DEVICE_BRAND)
  const gateRow = (id: string, set: string, ref: DeviceRef, f: GateFeatures, answerable: 0 | 1): GateRow => ({
    id,
    set,
    device: deviceKey(ref),
    features: GATE_FEATURE_NAMES.map((name) => Number(f[name].toFixed(6))),
    answerable,
  })
  async function collect(
    id: string,
    set: string,
    question: string,
    ref: DeviceRef,
    relevant: string[],
    history: HistoryTurn[],
  ) {
    const device = await deviceFor(ref)
    let candidates: Passage[] = []
    await planAnswer(db, {
      question,
      history,
      device,
      onCandidates: (c) => (candidates = c),
      // A question is answerable when a labelled section is among the candidates the gate judges; one whose
      // labelled section retrieval never finds teaches the gate nothing and is left out.
      onGate: (f, judged) => {
        if (judged.some((p) => relevant.includes(labelOf(p, device))))
          gateRows.push(gateRow(id, set, ref, f, 1))
      },
    })
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
  // Should be declined: the dev off-topic questions that reach retrieval (isOffTopic did not catch them) and
  // the dev part's not-covered questions.
  async function collectDeclined(id: string, set: string, question: string, ref: DeviceRef) {
    const device = await deviceFor(ref)
    await planAnswer(db, {
      question,
      history: [],
      device,
      onGate: (f) => gateRows.push(gateRow(id, set, ref, f, 0)),
    })
  }
  const set = readAnswerSet('dev')
  for (const q of set.owners) await collect(q.id, 'owner', q.question, q.device, q.relevant, [])
  for (const f of set.followUps) {
    const first = await answerer.answer(f.first.question, f.device)
    const history: HistoryTurn[] = [
      { role: 'user', content: f.first.question },
      { role: 'assistant', content: first.text },
    ]
    await collect(
      `${f.id} follow-up`,
      'follow-up',
      f.followUp.question,
      f.device,
      f.followUp.relevant,
      history,
    )
  }
  for (const q of set.offTopic) await collectDeclined(q.id, 'off-topic', q.question, q.device)
  for (const q of readContentSet('dev').notCovered)
    await collectDeclined(q.id, 'not-covered', q.question, q.device)
  await answerer.close()
  const generatedBy = 'npm run train:ranker (bench/train-ranker.ts)'
  return {
    ranking: { generatedBy, features: [...FEATURE_NAMES], groups },
    gate: { generatedBy, features: [...GATE_FEATURE_NAMES], rows: gateRows },
  }
}

const fromDump = process.argv.includes('--from-dump')
const gateOnly = process.argv.includes('--gate-only')
const dumped = fromDump
  ? {
      ranking: JSON.parse(readFileSync(DUMP, 'utf8')) as RankingDump,
      gate: JSON.parse(readFileSync(GATE_DUMP, 'utf8')) as GateDump,
    }
  : await dump()
const data = dumped.ranking
if (!fromDump) {
  if (!gateOnly) writeFileSync(DUMP, `${JSON.stringify(data)}\n`)
  writeFileSync(GATE_DUMP, `${JSON.stringify(dumped.gate)}\n`)
}
const file = weightsFileFrom(data, prior)
if (!gateOnly) writeFileSync(WEIGHTS, `${JSON.stringify(file, null, 2)}\n`)
const gateFile = gateFileFrom(dumped.gate)
writeFileSync(GATE, `${JSON.stringify(gateFile, null, 2)}\n`)
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

const gcv = gateFile.crossValidation
const bySet = (answerable: 0 | 1) => {
  const counts = new Map<string, number>()
  for (const r of dumped.gate.rows)
    if (r.answerable === answerable) counts.set(r.set, (counts.get(r.set) ?? 0) + 1)
  return [...counts].map(([name, n]) => `${name} ${n}`).join(', ')
}
console.log(`\ngate rows ${dumped.gate.rows.length}: answerable ${bySet(1)}; unanswerable ${bySet(0)}`)
for (const t of gcv.tried) console.log(`gate CV l2 ${t.l2}: log loss ${t.logLoss.toFixed(4)}`)
console.log(`gate l2 ${gcv.l2}, fold sizes ${gcv.rows.join(' ')}, unanswerable ${gcv.unanswerable.join(' ')}`)
for (const [name, s] of Object.entries({
  'decline precision hand-set': gcv.handSet.precision,
  'decline precision learned': gcv.learned.precision,
  'decline recall hand-set': gcv.handSet.recall,
  'decline recall learned': gcv.learned.recall,
}))
  console.log(
    `${name.padEnd(27)} ${s.perFold.map((v) => (v === null ? '  -  ' : v.toFixed(3))).join(' ')}  mean ${s.mean.toFixed(3)} ± ${s.spread.toFixed(3)}`,
  )
console.log(
  `pooled over the folds: hand-set ${JSON.stringify(gcv.handSet.pooled)}, learned ${JSON.stringify(gcv.learned.pooled)}`,
)
console.log(
  `wrongly declined per fold: hand-set ${gcv.handSet.wronglyDeclined.join(' ')}, learned ${gcv.learned.wronglyDeclined.join(' ')}`,
)
console.log(`gate on dev (fitted on): ${JSON.stringify(gateFile.dev)}`)
console.log(`not fitted on (not-covered): ${JSON.stringify(gateFile.notFitted)}`)
console.log(JSON.stringify(gateFile.model, null, 1))
