// The engine ranks with the weights (decision 0054): other weights give another order, the hand-set ones
// today's score, and the gate's score does not depend on them.
import { afterEach, describe, expect, it } from 'vitest'
import type { Passage } from '../retrieval'
import { type Features, noFeatures, PRIOR_WEIGHTS } from './features'
import { handSetScore, RANKER_WEIGHTS, rankedByModel, rankWithWeights } from './rank'

function passage(id: string, features: Partial<Features>): Passage {
  return {
    id,
    kind: 'guide',
    sourceId: 's',
    sourceTitle: 'S',
    title: id,
    headings: '',
    body: '',
    deviceId: null,
    page: null,
    pageLabel: null,
    url: null,
    score: 0,
    features: { ...noFeatures(), ...features },
  }
}

// 'a' matches the question better, 'b' is the device maker's guide.
const candidates = [
  passage('a', { bm25: Math.log(10) }),
  passage('b', { bm25: Math.log(9), sameBrand: Math.log(1.25) }),
]

afterEach(() => rankWithWeights(RANKER_WEIGHTS))

describe('ranking with the learned weights', () => {
  it('orders by the weights: the hand-set ones prefer the maker, others need not', () => {
    expect(rankedByModel(candidates, PRIOR_WEIGHTS).map((p) => p.id)).toEqual(['b', 'a'])
    expect(rankedByModel(candidates, { ...PRIOR_WEIGHTS, sameBrand: 0 }).map((p) => p.id)).toEqual(['a', 'b'])
  })

  it('ranks with the weights in use, not fixed ones', () => {
    rankWithWeights({ ...PRIOR_WEIGHTS, sameBrand: 0 })
    expect(rankedByModel(candidates).map((p) => p.id)).toEqual(['a', 'b'])
    rankWithWeights({ ...PRIOR_WEIGHTS, sameBrand: 2 })
    expect(rankedByModel(candidates).map((p) => p.id)).toEqual(['b', 'a'])
  })

  it("gives each passage the model's score; under the hand-set weights, today's product of factors", () => {
    const [b] = rankedByModel(candidates, PRIOR_WEIGHTS)
    expect(b?.score).toBeCloseTo(9 * 1.25)
    expect(handSetScore({ ...(b as Passage), score: 123 })).toBeCloseTo(9 * 1.25)
  })

  it('reads every feature the weights file names', () => {
    expect(Object.keys(RANKER_WEIGHTS).sort()).toEqual(Object.keys(PRIOR_WEIGHTS).sort())
    for (const value of Object.values(RANKER_WEIGHTS)) expect(Number.isFinite(value)).toBe(true)
  })
})
