import { desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Manual } from '../../../contract/devices'
import { queryResponseSchema } from '../../../contract/query'
import { answerGaps, queries, users } from '../../db/schema'
import { createTestContext, injectAs, registerUser, type TestContext } from '../../test/context'
import { askedSubjects } from './coverage'
import type { DeviceContext } from './retrieval'

let ctx: TestContext
let cookie: string
let userId: number
let catalogue: Manual[]

beforeAll(async () => {
  ctx = await createTestContext({ content: true })
  const user = await registerUser(ctx.app)
  cookie = user.cookie
  userId = user.user.id
  catalogue = (await injectAs(ctx.app, cookie, { method: 'GET', url: '/api/manuals' })).json()
})
afterAll(() => ctx.close())

const byModel = (model: string) => {
  const found = catalogue.find((m) => m.model.startsWith(model))
  if (!found) throw new Error(`no ${model} in the catalogue`)
  return found
}

async function ask(manualId: number, query: string) {
  const response = await injectAs(ctx.app, cookie, {
    method: 'POST',
    url: '/api/query',
    payload: { manualId, query },
  })
  expect(response.statusCode, response.body).toBe(200)
  return queryResponseSchema.parse(response.json())
}

const body = (text: string) => text.split(/^---$/m)[0] ?? ''

describe('a question nothing covers', () => {
  it('is told so plainly, naming the device and the subject, not answered with another subject', async () => {
    await ctx.database.db.update(users).set({ queriesUsed: 0 }).where(eq(users.id, userId))
    const radio = byModel('GX2400')
    const question =
      'how do i get the fog horn on the gx2400 to blow by itself every couple minutes when its foggy'
    const answer = await ask(radio.id, question)
    expect(answer.declined).toBe(true)
    expect(body(answer.response)).toContain(
      `The guides and manuals I have for the **${radio.brand} ${radio.model}** don't cover fog horn.`,
    )
    // Screen fogging is not a fog horn: it is offered only as a nearest section, after the answer.
    expect(body(answer.response)).not.toMatch(/condensation/i)
    expect(answer.response).toContain(`${radio.brand} support`)
    expect(answer.related?.length).toBeGreaterThan(0)
    expect(answer.response).toMatch(/Nearest sections I have/)
    // Nothing spent.
    expect(answer.usage.queriesUsed).toBe(0)

    // The gap is recorded beside the declined question, for the admins' quality tab.
    const [row] = await ctx.database.db.select().from(queries).orderBy(desc(queries.id)).limit(1)
    expect(row).toMatchObject({ status: 'declined', composer: 'gate', counted: false, question })
    const [gap] = await ctx.database.db
      .select()
      .from(answerGaps)
      .where(eq(answerGaps.queryId, row?.id ?? -1))
    expect(gap).toMatchObject({
      deviceId: radio.id,
      deviceLabel: `${radio.brand} ${radio.model}`,
      subject: 'fog horn',
      question,
    })
  })

  it('does not turn away a question the guides do cover', async () => {
    await ctx.database.db.update(users).set({ queriesUsed: 0 }).where(eq(users.id, userId))
    const before = (await ctx.database.db.select().from(answerGaps)).length
    const answer = await ask(byModel('GX2400').id, 'how do i send a dsc distress alert')
    expect(answer.declined).toBeUndefined()
    expect(body(answer.response)).not.toMatch(/don't cover/)
    expect(answer.usage.queriesUsed).toBe(1)
    expect((await ctx.database.db.select().from(answerGaps)).length).toBe(before)
  })

  it('finds a subject the guides write as one word ("motion scope", MotionScope)', async () => {
    await ctx.database.db.update(users).set({ queriesUsed: 0 }).where(eq(users.id, userId))
    const answer = await ask(byModel('GMR Fantom 24').id, 'what is motion scope on my radar')
    expect(answer.declined).toBeUndefined()
    expect(body(answer.response)).toMatch(/motionscope/i)
  })

  it('says which subject is missing when the passages match only its everyday words', async () => {
    await ctx.database.db.update(users).set({ queriesUsed: 0 }).where(eq(users.id, userId))
    const answer = await ask(
      byModel('HX890').id,
      'my handheld just hisses static all the time, how do i set the squelch',
    )
    expect(answer.declined).toBe(true)
    expect(body(answer.response)).toMatch(/don't cover squelch\./)
  })
})

describe('askedSubjects', () => {
  const device: DeviceContext = {
    id: 1,
    brand: 'Standard Horizon',
    model: 'GX2400 Matrix AIS/GPS',
    deviceType: 'vhf',
    specifications: '',
    custom: false,
    general: false,
  }
  it('reads what the question asks about, without the device name or words that name no subject', () => {
    expect(askedSubjects('how do i get the fog horn on the gx2400 to blow', device)).toEqual([
      ['fog', 'horn'],
    ])
    expect(askedSubjects('what is target expansion and how do i turn it on', device)).toEqual([
      ['target', 'expansion'],
    ])
    expect(askedSubjects('can the gx2400 show barometric pressure and a trend', device)).toEqual([
      ['barometric', 'pressure'],
    ])
    expect(askedSubjects('whats the easiest way to update it', device)).toEqual([])
    expect(askedSubjects('what is an mmsi anyway', device)).toEqual([['mmsi']])
    expect(askedSubjects('my radio hisses', device)).toEqual([])
  })
})
