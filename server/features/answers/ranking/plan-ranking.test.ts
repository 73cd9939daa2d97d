// The answer's plan orders its passages with the learned ranker's weights (decision 0054): a plan made under
// other weights shows another order, while the relevance gate, which reads the hand-set score, answers alike.
import { and, eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { manuals } from '../../../db/schema'
import { createTestContext, type TestContext } from '../../../test/context'
import { PASSAGES_PER_ANSWER, planAnswer } from '../plan'
import type { DeviceContext } from '../retrieval'
import { PRIOR_WEIGHTS } from './features'
import { RANKER_WEIGHTS, rankWithWeights } from './rank'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext({ content: true })
})
afterAll(() => ctx.close())
afterEach(() => rankWithWeights(RANKER_WEIGHTS))

async function device(brand: string, model: string): Promise<DeviceContext> {
  const [row] = await ctx.database.db
    .select()
    .from(manuals)
    .where(and(eq(manuals.brand, brand), eq(manuals.model, model)))
    .limit(1)
  if (!row) throw new Error(`no ${brand} ${model}`)
  return { ...row, custom: false, general: false }
}

describe('the plan ranks with the weights in use', () => {
  it('orders its passages by them, and declines or answers as before', async () => {
    const striker = await device('Garmin', 'STRIKER 4')
    const question = 'how do i change the name of a waypoint i saved'
    const ids = async () => {
      const plan = await planAnswer(ctx.database.db, {
        question,
        history: [],
        device: striker,
        limit: PASSAGES_PER_ANSWER,
      })
      expect(plan.decline).toBeNull()
      return plan.passages.map((p) => p.id)
    }
    rankWithWeights(PRIOR_WEIGHTS)
    const handSet = await ids()
    // The text match turned upside down: the worst match of the candidates leads.
    rankWithWeights({ ...PRIOR_WEIGHTS, bm25: -1, titleCoverage: -1 })
    const reversed = await ids()
    expect(reversed[0]).not.toBe(handSet[0])
  }, 60_000)
})
