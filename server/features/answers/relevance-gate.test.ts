// The relevance gate (plan.ts, ranking/gate.ts): its probability that the best passage answers declines
// questions that share only a stray word with the guides (with the gate's threshold at 0 these owners'
// off-topic questions are answered from the nearest section), and what it takes as evidence instead: a rare
// title word, a boat-in-trouble word, the device's own manual.
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { GENERAL_DEVICE_BRAND } from '../../../contract/devices'
import { knowledgeChunks, manuals } from '../../db/schema'
import { createTestContext, type TestContext } from '../../test/context'
import { searchIndexOf } from '../search-index'
import { PASSAGES_PER_ANSWER, planAnswer } from './plan'
import { GATE_MODEL, gateWith } from './ranking/gate'
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

/** A device of its own with an uploaded manual's passages under one title, as the reader stores them. */
async function deviceWithManual(model: string, title: string, bodies: string[]): Promise<DeviceContext> {
  const [row] = await ctx.database.db
    .insert(manuals)
    .values({ brand: 'Brightwater', model, deviceType: 'vhf radio' })
    .returning()
  if (!row) throw new Error('no device')
  const sourceId = `doc:${row.id}`
  await ctx.database.db.insert(knowledgeChunks).values(
    bodies.map((body, i) => ({
      id: `${sourceId}:${i + 1}`,
      kind: 'manual' as const,
      sourceId,
      sourceTitle: `${model} Owner Manual`,
      title,
      body,
      deviceId: row.id,
      page: 10 + i,
      position: i + 1,
      contentHash: `${sourceId}:${i + 1}`,
    })),
  )
  searchIndexOf(ctx.database.db).changed()
  return { ...row, custom: false, general: false }
}

const STRAY_WORD_QUESTIONS: [string, string | undefined, string][] = [
  ['Lowrance', 'HOOK2 4x', 'best all inclusive resorts in cancun for family of 5'],
  ['Raymarine', 'Element 9 HV', 'excel formula to sum a column only if the cell next to it says yes'],
  ['Simrad', 'GO9 XSE', 'how long do i boil eggs so the yolk is still runny'],
  ['Garmin', 'GPSMAP 8610', 'what cca cranking battery should i get for a 200 verado'],
  ['Vexilar', 'FL-18 Ultra Pack', 'hand auger or gas for 20 inches of ice'],
  [GENERAL_DEVICE_BRAND, undefined, 'any tips for catching channel cats at night off a dock'],
  [GENERAL_DEVICE_BRAND, undefined, 'forgot my apple id password how do i reset it'],
]

describe('the relevance gate', () => {
  it.each(STRAY_WORD_QUESTIONS)(
    'declines what shares only a word with the guides (%s %s: %s)',
    async (brand, model, question) => {
      expect((await plan(question, await deviceOf(brand, model))).decline).toBe('no-match')
    },
  )

  it('is what declines them: with its threshold at 0 they are answered from the nearest section', async () => {
    gateWith({ ...GATE_MODEL, threshold: 0 })
    try {
      for (const [brand, model, question] of STRAY_WORD_QUESTIONS)
        expect((await plan(question, await deviceOf(brand, model))).decline).not.toBe('no-match')
    } finally {
      gateWith(GATE_MODEL)
    }
  })

  it('still answers the questions about the device', async () => {
    const hook = await deviceOf('Lowrance', 'HOOK2 4x')
    expect((await plan('how do i set the sensitivity', hook)).decline).toBeNull()
    expect((await plan('my unit resets when the bilge pump kicks on', hook)).decline).toBeNull()
  })

  it('answers a Mayday however it is worded, never declining it', async () => {
    // 'How do I send a mayday' names no electronics and shares no phrase with 'Sending a DSC distress alert'.
    const icom = await deviceOf('Icom', 'IC-M424G')
    const planned = await plan('how do i send a mayday', icom)
    expect(planned.decline).toBeNull()
    expect(planned.passages[0]?.title).toBe('Sending a DSC distress alert')
  })

  it("answers a question whose one rare word is a best section's title word ('save a screenshot')", async () => {
    const axiom = await deviceOf('Raymarine', 'Axiom 2 Pro 12 RVM')
    const planned = await plan('how do i save a screenshot', axiom)
    expect(planned.decline).toBeNull()
    expect(planned.passages[0]?.title).toBe('Taking screenshots')
  })

  it("never tells an owner a Mayday is not covered while the manual's distress procedure answers it", async () => {
    // The manual never says 'broadcast' beside 'mayday', as the coverage check asks of a rare verb: the
    // emergency procedure answers all the same.
    const device = await deviceWithManual('SeaHail DS-60', 'Sending a DSC Distress Alert', [
      'In grave and imminent danger, the DSC distress alert calls every DSC radio in range. Use the red DISTRESS key under the spring-loaded cover.\n\n1. Lift the red spring-loaded cover over the DISTRESS key.\n\n2. Press the DISTRESS key briefly and turn the CH knob to choose the nature of distress.\n\n3. Press and hold the DISTRESS key for three seconds. Alert Sent shows.',
      '4. Wait for the acknowledgement. The radio repeats the alert until a coast station acknowledges it.\n\n5. Hold PTT and make the Mayday call.',
    ])
    const planned = await plan('how do i broadcast a mayday with the red distress button', device)
    expect(planned.decline).toBeNull()
    expect(planned.passages[0]?.title).toBe('Sending a DSC Distress Alert')
  })

  it("answers from the device's own manual when it matches strongly, in whatever words the owner adds", async () => {
    const device = await deviceWithManual('SeaHail DS-70', 'Entering Your MMSI', [
      'Enter the MMSI before you use DSC. The user MMSI can be entered only once.\n\n1. Press MENU and select DSC Setup.\n\n2. Select User MMSI and enter the nine digits of the MMSI.\n\n3. Press ENT. The radio shows MMSI Stored.',
    ])
    const planned = await plan('how do i enter my mmsi identity code in the radio', device)
    expect(planned.decline).toBeNull()
    expect(planned.passages[0]?.title).toBe('Entering Your MMSI')
  })

  it('reads a hostile question of the longest allowed length (SQL-looking, many rare words) and stays whole', async () => {
    const hook = await deviceOf('Lowrance', 'HOOK2 4x')
    const words = Array.from({ length: 300 }, (_, i) => `zq${i.toString(36)}x`).join(' ')
    const question = `mayday screenshot '); drop table knowledge_chunks; -- ${words}`.slice(0, 2000)
    const planned = await plan(question, hook)
    expect(Array.isArray(planned.passages)).toBe(true)
    const [row] = await ctx.database.db.select().from(knowledgeChunks).limit(1)
    expect(row).toBeDefined()
  })
})
