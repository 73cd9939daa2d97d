// The relevance gate's model (decision 0063): the committed gate file is what `npm run train:ranker` makes from
// the committed gate rows, the logistic fit is deterministic and learns what a small made-up set teaches, and
// the threshold keeps the hand-set gate's behaviour on the rows it was chosen on.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  answerProbability,
  chooseThreshold,
  declineFigures,
  GATE_FEATURE_NAMES,
  type GateDump,
  type GateFeatures,
  type GateRow,
  gateDeclines,
  gateFileFrom,
  handSetGateDeclines,
  namedGateFeatures,
  trainLogistic,
} from './gate'

const here = join(import.meta.dirname)
const read = (name: string) => JSON.parse(readFileSync(join(here, name), 'utf8'))

describe('the committed gate', () => {
  const dump: GateDump = read('dev-gate-rows.json')
  const file = read('gate.json')

  it('is what the trainer makes from the committed rows (npm run train:ranker -- --from-dump)', () => {
    expect(dump.features).toEqual([...GATE_FEATURE_NAMES])
    expect(JSON.parse(JSON.stringify(gateFileFrom(dump)))).toEqual(file)
  }, 60_000)

  it('declines on the dev rows at least what the hand-set thresholds declined, and no more answerable ones', () => {
    const learned = declineFigures(dump.rows, (r) => gateDeclines(namedGateFeatures(r.features), file.model))
    const handSet = declineFigures(dump.rows, (r) => handSetGateDeclines(namedGateFeatures(r.features)))
    expect(learned.declined - learned.rightlyDeclined).toBeLessThanOrEqual(
      handSet.declined - handSet.rightlyDeclined,
    )
    expect(learned.rightlyDeclined).toBeGreaterThanOrEqual(handSet.rightlyDeclined)
  })

  it('gives a stronger match a higher probability, and an anchored question a higher one than an unanchored', () => {
    const base: GateFeatures = {
      logScore: Math.log(5),
      gapToSecond: 0.1,
      questionCoverage: 0.5,
      titleMatch: 0.2,
      anchored: 0,
      sharesAPhrase: 0,
      followUp: 0,
      ownManual: 0,
    }
    const p = answerProbability(base, file.model)
    expect(answerProbability({ ...base, logScore: Math.log(20) }, file.model)).toBeGreaterThan(p)
    expect(answerProbability({ ...base, anchored: 1 }, file.model)).toBeGreaterThan(p)
  })
})

describe('the hand-set gate (the reference)', () => {
  const f = (score: number, anchored: number, sharesAPhrase: number, followUp = 0): GateFeatures => ({
    logScore: Math.log(score),
    gapToSecond: 0,
    questionCoverage: 0,
    titleMatch: 0,
    anchored,
    sharesAPhrase,
    followUp,
    ownManual: 0,
  })
  it('asks 3 of an anchored question, 7.5 of one with a shared phrase, 17 of one with neither', () => {
    expect(handSetGateDeclines(f(2.9, 1, 0))).toBe(true)
    expect(handSetGateDeclines(f(3.1, 1, 0))).toBe(false)
    expect(handSetGateDeclines(f(7, 0, 1))).toBe(true)
    expect(handSetGateDeclines(f(8, 0, 1))).toBe(false)
    expect(handSetGateDeclines(f(16, 0, 0))).toBe(true)
    expect(handSetGateDeclines(f(16, 0, 0, 1))).toBe(false)
    expect(handSetGateDeclines(f(18, 0, 0))).toBe(false)
  })
})

describe('fitting', () => {
  // One telling feature (higher for the answerable rows, with overlap) and one of noise.
  const xs = Array.from({ length: 60 }, (_, i) => [(i % 10) / 10 + (i < 30 ? 0.4 : 0), (i * 7) % 3])
  const ys = xs.map((_, i) => (i < 30 ? 1 : 0))

  it('learns the telling feature, the same way every time', () => {
    const w = trainLogistic(xs, ys, 0.01)
    expect(w[0]).toBeGreaterThan(1)
    expect(Math.abs(w[1] as number)).toBeLessThan(Math.abs(w[0] as number) / 4)
    expect(trainLogistic(xs, ys, 0.01)).toEqual(w)
  })

  it('a strong penalty pulls the coefficients to 0 and the probability to the base rate', () => {
    const w = trainLogistic(xs, ys, 1000)
    expect(Math.abs(w[0] as number)).toBeLessThan(0.01)
    expect(Math.abs(w[2] as number)).toBeLessThan(0.01)
  })

  it('chooses a threshold that declines no more answerable rows than the hand-set gate', () => {
    const row = (score: number, answerable: 0 | 1): GateRow => ({
      id: String(score),
      set: 'made-up',
      device: 'd',
      features: GATE_FEATURE_NAMES.map((name) => (name === 'logScore' ? Math.log(score) : 0)),
      answerable,
    })
    // By hand (unanchored, no phrase: 17) the rows at 10 and 12 are declined, the answerable one wrongly.
    const rows = [row(10, 0), row(12, 1), row(20, 0), row(30, 1)]
    const probabilities = rows.map((r) => Math.exp(r.features[0] as number) / 40)
    const threshold = chooseThreshold(rows, probabilities)
    const declined = rows.filter((_, i) => (probabilities[i] as number) < threshold)
    expect(declined.filter((r) => r.answerable === 1).length).toBeLessThanOrEqual(1)
    // The most unanswerable rows that allows: the ones at 10 and 20, with the answerable one at 12.
    expect(declined.map((r) => r.id)).toEqual(['10', '12', '20'])
  })
})
