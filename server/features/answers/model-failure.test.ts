import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { manuals, users } from '../../db/schema'
import { createTestContext, registerUser, type TestContext } from '../../test/context'
import type { ModelComposer } from './composers'
import { answerQuestion, MODEL_FALLBACK_NOTE } from './service'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext({ content: true })
})
afterAll(() => ctx.close())

describe('a failing model', () => {
  it('is logged with the provider, the model and its error on every attempt, then answered offline', async () => {
    const { user } = await registerUser(ctx.app)
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, user.id))
    const [device] = await ctx.database.db
      .select()
      .from(manuals)
      .where(eq(manuals.deviceType, 'sonar'))
      .limit(1)
    const failure = new Error('401 Incorrect API key provided')
    const model: ModelComposer = {
      name: 'openai',
      model: 'test-model',
      stream: async () => {
        throw failure
      },
    }
    const logged: { obj: Record<string, unknown>; message: string }[] = []
    const answer = await answerQuestion(
      { db: ctx.database.db, appName: 'Sonar Assistant', model },
      row as NonNullable<typeof row>,
      { manualId: device?.id as number, query: 'how do I set the gain', history: [] },
      { log: { error: (obj, message) => logged.push({ obj: obj as Record<string, unknown>, message }) } },
    )
    expect(answer.response.startsWith(MODEL_FALLBACK_NOTE)).toBe(true)
    expect(logged).toHaveLength(2)
    for (const [i, entry] of logged.entries()) {
      expect(entry.message).toBe('the model failed to answer')
      expect(entry.obj).toMatchObject({
        err: failure,
        provider: 'openai',
        model: 'test-model',
        attempt: i + 1,
      })
    }
  })
})
