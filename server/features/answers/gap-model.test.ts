// The not-covered model in the product (decision 0067): a question the subject rule cannot read (an owner's
// story, no 'how do i ...') is still told plainly that nothing covers it, spends no query and is recorded as a
// gap; a question the guides cover, told as a story too, is answered.
import { desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Manual } from '../../../contract/devices'
import { queryResponseSchema } from '../../../contract/query'
import { answerGaps, queries, users } from '../../db/schema'
import { createTestContext, injectAs, registerUser, type TestContext } from '../../test/context'

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
  await ctx.database.db.update(users).set({ queriesUsed: 0 }).where(eq(users.id, userId))
  const response = await injectAs(ctx.app, cookie, {
    method: 'POST',
    url: '/api/query',
    payload: { manualId, query },
  })
  expect(response.statusCode, response.body).toBe(200)
  return queryResponseSchema.parse(response.json())
}

const body = (text: string) => text.split(/^---$/m)[0] ?? ''

describe('a question the subject rule cannot read', () => {
  it('is told plainly that nothing covers it, quoting what was asked, and the gap is recorded', async () => {
    const display = byModel('Dragonfly 7 Pro')
    const question =
      'lost the knob and bolt off my dragonfly 7 pro mount on a bumpy ride. what size are they so i can grab some at the hardware store'
    const answer = await ask(display.id, question)
    expect(answer.declined).toBe(true)
    expect(body(answer.response)).toContain(
      `The guides and manuals I have for the **${display.brand} ${display.model}** don't cover what you asked ("lost the knob and bolt off my dragonfly 7 pro mount on...").`,
    )
    // Not a specification dump, nor another subject's section, as if it were the answer.
    expect(body(answer.response)).not.toMatch(/^###|specifications:/im)
    expect(answer.usage.queriesUsed).toBe(0)
    const [row] = await ctx.database.db.select().from(queries).orderBy(desc(queries.id)).limit(1)
    const [gap] = await ctx.database.db
      .select()
      .from(answerGaps)
      .where(eq(answerGaps.queryId, row?.id ?? -1))
    expect(gap).toMatchObject({ deviceId: display.id, question })
  })

  it('does not turn away a covered question told as a story', async () => {
    const answer = await ask(
      byModel('PIRANHAMAX 4 DI').id,
      'fish show up as long flat lines not arches when im sitting still on a spot, whats going on',
    )
    expect(answer.declined).toBeUndefined()
    expect(body(answer.response)).toMatch(/^### /m)
  })
})
