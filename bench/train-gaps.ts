// npm run train:gaps — the not-covered model (decision 0067). Asks the first questions (owner questions and
// not-covered questions) of the development part and of the fresh blind sets already read, as the product plans
// them, keeps what the model reads of each one that reaches the not-covered decision
// (server/features/answers/ranking/gap-rows.json), and fits the logistic model with each set held out in turn
// (server/features/answers/ranking/gaps.json). Deterministic: the same guides and questions give the same
// files (ranking/gaps.test.ts checks the model against the rows). --from-dump refits from the committed rows.
// The held-out part and the newest fresh set, not yet read, are never read here: a fresh set joins
// READ_FRESH_SETS only after its reading at the end of its round.
import { readFileSync, writeFileSync } from 'node:fs'
import { and, eq } from 'drizzle-orm'
import { GENERAL_DEVICE_BRAND } from '../contract/devices'
import { manuals } from '../server/db/schema'
import { planAnswer } from '../server/features/answers/plan'
import {
  GAP_FEATURE_NAMES,
  type GapDump,
  type GapFeatures,
  type GapRow,
  gapFileFrom,
} from '../server/features/answers/ranking/gaps'
import type { DeviceContext } from '../server/features/answers/retrieval'
import type { DeviceRef } from './answer-set'
import { type ContentSet, READ_FRESH_SETS, readContentSet, readFreshSet } from './content-labels'
import { openAnswerer } from './product-answer'

const DIR = 'server/features/answers/ranking'
const DUMP = `${DIR}/gap-rows.json`
const FILE = `${DIR}/gaps.json`

async function dump(): Promise<GapDump> {
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
  const rows: GapRow[] = []
  const sets: [string, ContentSet][] = [
    ['dev', readContentSet('dev')],
    ...READ_FRESH_SETS.map((date): [string, ContentSet] => [date, readFreshSet(date)]),
  ]
  for (const [name, set] of sets) {
    for (const q of [...set.owners, ...set.notCovered]) {
      let seen: GapFeatures | null = null
      await planAnswer(db, {
        question: q.question,
        history: [],
        device: await deviceFor(q.device),
        onGaps: (features) => {
          seen = features
        },
      })
      // Declined before (off-topic, no match) or answered anyway (an emergency, the device's own manual): the
      // model never judges it.
      const features = seen as GapFeatures | null
      if (!features) continue
      rows.push({
        id: q.id,
        set: name,
        features: GAP_FEATURE_NAMES.map((n) => Number(features[n].toFixed(6))),
        notCovered: q.label.notCovered ? 1 : 0,
      })
    }
  }
  await answerer.close()
  return { generatedBy: 'npm run train:gaps (bench/train-gaps.ts)', features: [...GAP_FEATURE_NAMES], rows }
}

const fromDump = process.argv.includes('--from-dump')
const data: GapDump = fromDump ? JSON.parse(readFileSync(DUMP, 'utf8')) : await dump()
if (!fromDump) writeFileSync(DUMP, `${JSON.stringify(data)}\n`)
const file = gapFileFrom(data)
writeFileSync(FILE, `${JSON.stringify(file, null, 2)}\n`)

const cv = file.crossValidation
const show = (f: { precision: number | null; recall: number | null; said: number; notCovered: number }) =>
  `P ${f.precision?.toFixed(3) ?? 'n/a'} R ${f.recall?.toFixed(3) ?? 'n/a'} (said ${f.said}, not covered ${f.notCovered})`
console.log(`rows ${data.rows.length}, not covered ${data.rows.filter((r) => r.notCovered).length}`)
console.log(`penalty ${cv.l2} (held-out log loss ${cv.tried.map((t) => `${t.l2}: ${t.logLoss}`).join(', ')})`)
console.log(`threshold ${file.model.threshold}`)
for (const s of cv.perSet)
  console.log(`${s.set.padEnd(14)} learned ${show(s.learned)}   rule ${show(s.rule)}`)
console.log(`fresh pooled   learned ${show(cv.freshPooled.learned)}   rule ${show(cv.freshPooled.rule)}`)
console.log(JSON.stringify(file.model.coefficients))
