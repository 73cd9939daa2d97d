import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Manual } from '../../../contract/devices'
import { users } from '../../db/schema'
import { createTestContext, injectAs, registerUser, type TestContext } from '../../test/context'

const TOKEN = 'metrics-token-0123456789'
const contexts: TestContext[] = []
afterAll(async () => {
  for (const ctx of contexts) await ctx.close()
})

async function context(env: Record<string, string> = {}, content = false) {
  const ctx = await createTestContext({
    content,
    env,
    limits: { questionsPerUser: { max: 3, timeWindowMs: 60_000 } },
  })
  contexts.push(ctx)
  return ctx
}

/** One app with the token and the catalogue, shared by the tests that read what it counted. */
let counted: TestContext
beforeAll(async () => {
  counted = await context({ METRICS_TOKEN: TOKEN }, true)
}, 120_000)

const scrape = (ctx: TestContext, authorization?: string) =>
  ctx.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} })

/** The value of one sample line of the exposition, e.g. `answers_total{outcome="answered"}`. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `))
  return line === undefined ? undefined : Number(line.slice(series.length + 1))
}

describe('GET /metrics', () => {
  it('does not exist unless METRICS_TOKEN is set', async () => {
    const ctx = await context()
    expect((await scrape(ctx, `Bearer ${TOKEN}`)).statusCode).toBe(404)
  })

  it('needs the bearer token', async () => {
    const ctx = counted
    for (const authorization of [undefined, 'Bearer wrong-token-0123456789', `Basic ${TOKEN}`, TOKEN]) {
      const refused = await scrape(ctx, authorization)
      expect(refused.statusCode).toBe(401)
      expect(refused.headers['www-authenticate']).toContain('Bearer')
      expect(refused.body).not.toContain('http_requests_total')
    }
    const allowed = await scrape(ctx, `Bearer ${TOKEN}`)
    expect(allowed.statusCode).toBe(200)
    expect(allowed.headers['content-type']).toContain('text/plain')
    expect(allowed.body).toContain('process_resident_memory_bytes')
    // The reading queue's depth, read from the queue when scraped.
    expect(sample(allowed.body, 'manual_reading_jobs{state="queued"}')).toBe(0)
  })

  it('counts requests by route pattern, answers by composer and outcome, quota refusals and throttled requests', async () => {
    const ctx = counted
    const { cookie } = await registerUser(ctx.app)
    const catalogue: Manual[] = (
      await injectAs(ctx.app, cookie, { method: 'GET', url: '/api/manuals' })
    ).json()
    const device = catalogue.find((m) => m.deviceType === 'sonar') as Manual
    const ask = (query: string) =>
      injectAs(ctx.app, cookie, {
        method: 'POST',
        url: '/api/query',
        payload: { manualId: device.id, query },
      })
    await injectAs(ctx.app, cookie, { method: 'GET', url: '/api/conversations/987654' })

    expect((await ask('How do I adjust the sensitivity?')).statusCode).toBe(200)
    expect((await ask('What is the best recipe for banana bread?')).statusCode).toBe(200)
    // The free allowance used up: the next question is refused for the quota.
    await ctx.database.db
      .update(users)
      .set({ queriesUsed: 20 })
      .where(eq(users.email, (await me()).email))
    expect((await ask('How do I adjust the sensitivity?')).statusCode).toBe(402)
    // The throttle allows 3 questions a minute: the fourth is refused with 429.
    expect((await ask('How do I adjust the sensitivity?')).statusCode).toBe(429)

    const text = (await scrape(ctx, `Bearer ${TOKEN}`)).body
    expect(
      sample(text, 'http_requests_total{method="GET",route="/api/conversations/:id",status_code="404"}'),
    ).toBe(1)
    expect(sample(text, 'http_requests_total{method="POST",route="/api/query",status_code="402"}')).toBe(1)
    expect(sample(text, 'http_throttled_requests_total{route="/api/query"}')).toBe(1)
    expect(sample(text, 'answers_total{outcome="answered"}')).toBe(1)
    expect(sample(text, 'answers_total{outcome="declined"}')).toBe(1)
    expect(sample(text, 'quota_refusals_total{plan="free"}')).toBe(1)
    expect(sample(text, 'answer_duration_seconds_count{composer="extractive"}')).toBe(1)
    expect(sample(text, 'answer_duration_seconds_count{composer="gate"}')).toBe(1)
    // The raw URL (with the device's id) is never a label: one series per route, whatever the ids.
    expect(text).not.toContain('987654')

    async function me() {
      return (await injectAs(ctx.app, cookie, { method: 'GET', url: '/api/auth/user' })).json().user
    }
  })

  it('shows the database pool on PostgreSQL', async () => {
    const ctx = counted
    const text = (await scrape(ctx, `Bearer ${TOKEN}`)).body
    if (ctx.database.kind === 'postgres') {
      expect(sample(text, 'database_pool_connections{state="max"}')).toBeGreaterThan(0)
    } else {
      expect(text).not.toContain('database_pool_connections')
    }
  })
})
