// The relevance gate's score thresholds (plan.ts) decline questions that share only a stray word with the
// guides: with the thresholds at 0 these owners' off-topic questions were answered from the nearest section.
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { GENERAL_DEVICE_BRAND } from '../../../contract/devices'
import { manuals } from '../../db/schema'
import { createTestContext, type TestContext } from '../../test/context'
import { PASSAGES_PER_ANSWER, planAnswer } from './plan'
import type { DeviceContext } from './retrieval'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext({ content: true })
})
afterAll(() => ctx.close())

async function deviceOf(brand: string, model?: string): Promise<DeviceContext> {
  const where = model ? and(eq(manuals.brand, brand), eq(manuals.model, model)) : eq(manuals.brand, brand)
  const [row] = await ctx.database.db.select().from(manuals).where(where).limit(1)
  if (!row) throw new Error(`no ${brand} ${model ?? ''} in the catalogue`)
  return { ...row, custom: false, general: row.brand === GENERAL_DEVICE_BRAND }
}

const plan = async (question: string, device: DeviceContext) =>
  planAnswer(ctx.database.db, { question, history: [], device, limit: PASSAGES_PER_ANSWER })

describe('the relevance gate', () => {
  it.each([
    ['Lowrance', 'HOOK2 4x', 'best all inclusive resorts in cancun for family of 5'],
    ['Raymarine', 'Element 9 HV', 'excel formula to sum a column only if the cell next to it says yes'],
    ['Simrad', 'GO9 XSE', 'how long do i boil eggs so the yolk is still runny'],
    ['Garmin', 'GPSMAP 8610', 'what cca cranking battery should i get for a 200 verado'],
    ['Vexilar', 'FL-18 Ultra Pack', 'hand auger or gas for 20 inches of ice'],
    [GENERAL_DEVICE_BRAND, undefined, 'any tips for catching channel cats at night off a dock'],
    [GENERAL_DEVICE_BRAND, undefined, 'forgot my apple id password how do i reset it'],
  ])('declines what shares only a word with the guides (%s %s: %s)', async (brand, model, question) => {
    expect((await plan(question, await deviceOf(brand, model))).decline).not.toBeNull()
  })

  it('still answers the questions about the device', async () => {
    const hook = await deviceOf('Lowrance', 'HOOK2 4x')
    expect((await plan('how do i set the sensitivity', hook)).decline).toBeNull()
    expect((await plan('my unit resets when the bilge pump kicks on', hook)).decline).toBeNull()
  })

  it("answers a question whose one rare word is a best section's title word ('save a screenshot')", async () => {
    const axiom = await deviceOf('Raymarine', 'Axiom 2 Pro 12 RVM')
    const planned = await plan('how do i save a screenshot', axiom)
    expect(planned.decline).toBeNull()
    expect(planned.passages[0]?.title).toBe('Taking screenshots')
  })
})
