// The not-covered model (decision 0067): the committed file is what `npm run train:gaps -- --from-dump` makes
// from the committed rows, each set is judged by a model fitted without it, and the model leans on the subject
// rule's verdict without being only that.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  chooseGapThreshold,
  GAP_FEATURE_NAMES,
  type GapDump,
  type GapFeatures,
  type GapRow,
  gapFileFrom,
  notCoveredProbability,
  saysNotCovered,
} from './gaps'

const here = join(import.meta.dirname)
const read = (name: string) => JSON.parse(readFileSync(join(here, name), 'utf8'))

describe('the committed not-covered model', () => {
  const dump: GapDump = read('gap-rows.json')
  const file = read('gaps.json')
  const named = (r: GapRow) =>
    Object.fromEntries(GAP_FEATURE_NAMES.map((n, i) => [n, r.features[i] ?? 0])) as GapFeatures

  it('is what the trainer makes from the committed rows', () => {
    expect(dump.features).toEqual([...GAP_FEATURE_NAMES])
    expect(JSON.parse(JSON.stringify(gapFileFrom(dump)))).toEqual(file)
  }, 60_000)

  it('is fitted on the dev part and several fresh sets, each also judged held out', () => {
    const sets = new Set(dump.rows.map((r) => r.set))
    expect(sets.has('dev')).toBe(true)
    expect(sets.size).toBeGreaterThanOrEqual(4)
    expect(file.crossValidation.perSet.map((s: { set: string }) => s.set).sort()).toEqual([...sets].sort())
  })

  it("says 'not covered' more readily when the rule finds the subject unspoken", () => {
    for (const row of dump.rows.slice(0, 40)) {
      const f = named(row)
      expect(notCoveredProbability({ ...f, subjectUnspoken: 1 }, file.model)).toBeGreaterThan(
        notCoveredProbability({ ...f, subjectUnspoken: 0 }, file.model),
      )
    }
  })

  it('disagrees with the rule on some rows: it reads more than the rule', () => {
    const disagree = dump.rows.filter(
      (r) => saysNotCovered(named(r), file.model) !== (named(r).subjectUnspoken === 1),
    )
    expect(disagree.length).toBeGreaterThan(0)
  })
})

describe('the threshold', () => {
  it('takes the best F1 on held-out probabilities', () => {
    const rows = [0, 0, 0, 1, 1].map(
      (notCovered, i): GapRow => ({ id: `${i}`, set: 'x', features: [], notCovered: notCovered as 0 | 1 }),
    )
    const threshold = chooseGapThreshold(rows, [0.1, 0.2, 0.3, 0.8, 0.9])
    expect(threshold).toBeGreaterThan(0.3)
    expect(threshold).toBeLessThanOrEqual(0.8)
  })
})
