// The learned ranker's trainer (decision 0054): the committed weights file is what `npm run train:ranker`
// makes from the committed dump, the folds never split a device, and both methods learn what a small made-up
// set teaches.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { FEATURE_NAMES, PRIOR_WEIGHTS } from './features'
import {
  evaluate,
  foldsByDevice,
  type RankingDump,
  type RankingGroup,
  rankOfRelevant,
  solve,
  trainCoordinateAscent,
  trainPairwise,
  weightsFileFrom,
} from './train'

const here = join(import.meta.dirname)
const read = (name: string) => JSON.parse(readFileSync(join(here, name), 'utf8'))

describe('the committed weights', () => {
  it('are what the trainer makes from the committed dump (npm run train:ranker -- --from-dump)', () => {
    const dump: RankingDump = read('dev-candidates.json')
    expect(dump.features).toEqual([...FEATURE_NAMES])
    const prior = FEATURE_NAMES.map((name) => PRIOR_WEIGHTS[name])
    // Written and read back as JSON, as the script writes it.
    expect(JSON.parse(JSON.stringify(weightsFileFrom(dump, prior)))).toEqual(read('weights.json'))
  }, 120_000)
})

// Two features: the first tells the relevant candidate, the second is noise the prior gives weight to.
function madeUp(n: number): RankingGroup[] {
  return Array.from({ length: n }, (_, g) => ({
    id: `q${g}`,
    device: `d${g % 7}`,
    candidates: [
      [0, 0.3 + 0.1 * (g % 3)],
      [1, 0],
      [0, 0.1 * (g % 2)],
    ],
    relevant: [1],
  }))
}

describe('training', () => {
  const prior = [0, 1]
  it('the pairwise model learns the telling feature and drops the noise', () => {
    const groups = madeUp(40)
    expect(evaluate(groups, prior).hitAt1).toBe(0)
    const w = trainPairwise(groups, { prior, l2: 0.01 })
    expect(w[0]).toBeGreaterThan(1)
    expect(evaluate(groups, w).hitAt1).toBe(1)
    // The same data gives the same weights.
    expect(trainPairwise(groups, { prior, l2: 0.01 })).toEqual(w)
  })

  it('a strong penalty keeps the weights near the prior', () => {
    const w = trainPairwise(madeUp(40), { prior, l2: 1000 })
    expect(Math.abs((w[0] as number) - 0)).toBeLessThan(0.01)
    expect(Math.abs((w[1] as number) - 1)).toBeLessThan(0.01)
  })

  it('coordinate ascent finds weights that rank the relevant candidate first', () => {
    const groups = madeUp(40)
    const w = trainCoordinateAscent(groups, { prior, l2: 0.001 })
    expect(evaluate(groups, w).hitAt1).toBe(1)
  })

  it('solves a linear system', () => {
    const x = solve(
      [
        [4, 1],
        [1, 3],
      ],
      [1, 2],
    )
    expect(x[0]).toBeCloseTo(1 / 11)
    expect(x[1]).toBeCloseTo(7 / 11)
  })

  it('ranks ties in the hand-set order and counts a question with no relevant candidate as a miss', () => {
    const group = { id: 'q', device: 'd', candidates: [[1], [1]], relevant: [1] }
    expect(rankOfRelevant(group, [1])).toBe(2)
    expect(rankOfRelevant({ ...group, relevant: [] }, [1])).toBe(0)
  })
})

describe('folds', () => {
  it('put every question about a device in one fold, the same way every time', () => {
    const groups = madeUp(70)
    const folds = foldsByDevice(groups, 5, 54)
    expect(folds.flat()).toHaveLength(70)
    const foldOf = new Map<string, number>()
    folds.forEach((fold, f) => {
      for (const g of fold) {
        expect(foldOf.get(g.device) ?? f).toBe(f)
        foldOf.set(g.device, f)
      }
    })
    expect(foldsByDevice(groups, 5, 54)).toEqual(folds)
  })
})
