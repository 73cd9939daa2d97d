import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Manual } from '../../../contract/devices'
import { queries } from '../../db/schema'
import { createTestContext, injectAs, registerUser, type TestContext } from '../../test/context'

// Declined questions spend no query, so without a throttle they would cost the service nothing to repeat.
let ctx: TestContext
let manualId: number
beforeAll(async () => {
  ctx = await createTestContext({
    content: true,
    limits: { questionsPerUser: { max: 4, timeWindowMs: 60_000 } },
  })
  const { cookie } = await registerUser(ctx.app)
  const catalogue: Manual[] = (await injectAs(ctx.app, cookie, { method: 'GET', url: '/api/manuals' })).json()
  manualId = (catalogue.find((m) => m.deviceType === 'fishfinder') as Manual).id
})
afterAll(() => ctx.close())

const ask = (cookie: string, url: string, query: string) =>
  injectAs(ctx.app, cookie, { method: 'POST', url, payload: { manualId, query } })

describe('questions per user', () => {
  it('are throttled across both question routes, declined ones included, and per user', async () => {
    const { cookie } = await registerUser(ctx.app)
    const offTopic = 'who won the super bowl'
    for (const url of ['/api/query', '/api/query/stream', '/api/query', '/api/query/stream'])
      expect((await ask(cookie, url, offTopic)).statusCode).toBe(200)
    for (const url of ['/api/query', '/api/query/stream']) {
      const refused = await ask(cookie, url, offTopic)
      expect(refused.statusCode).toBe(429)
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
      expect(refused.json().message).toMatch(/faster than anyone can read the answers/)
    }
    // Another customer is not slowed by this one.
    const other = await registerUser(ctx.app)
    expect((await ask(other.cookie, '/api/query', 'how do i set the gain')).statusCode).toBe(200)
  })

  it('hold under parallel requests: the store counts each one once', async () => {
    const { cookie, user } = await registerUser(ctx.app)
    const statuses = await Promise.all(
      Array.from({ length: 12 }, () => ask(cookie, '/api/query', 'a recipe for grilled walleye')),
    ).then((responses) => responses.map((r) => r.statusCode))
    expect(statuses.filter((s) => s === 200)).toHaveLength(4)
    expect(statuses.filter((s) => s === 429)).toHaveLength(8)
    const recorded = await ctx.database.db.select().from(queries).where(eq(queries.userId, user.id))
    expect(recorded).toHaveLength(4)
  })
})
