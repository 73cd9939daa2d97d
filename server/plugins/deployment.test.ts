import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createTestContext,
  registerUser,
  STRONG_PASSWORD,
  setUpTestContext,
  type TestContext,
  uniqueEmail,
} from '../test/context'

describe('behind https (APP_URL https://...)', () => {
  const ctx = setUpTestContext({ env: { APP_URL: 'https://sonar.example.com' } })

  it('marks the session cookie Secure and sends HSTS and upgrade-insecure-requests', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { origin: 'https://sonar.example.com' },
      payload: { firstName: 'Sec', email: uniqueEmail(), password: STRONG_PASSWORD },
    })
    expect(response.statusCode).toBe(201)
    const cookie = String(response.headers['set-cookie'])
    expect(cookie).toMatch(/; Secure/)
    expect(cookie).toMatch(/HttpOnly/)
    expect(response.headers['strict-transport-security']).toMatch(/max-age=31536000/)
    expect(String(response.headers['content-security-policy'])).toContain('upgrade-insecure-requests')
  })
})

describe('throttle counters in Redis (REDIS_URL)', () => {
  const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'
  let ctx: TestContext | undefined
  let reachable = true

  beforeAll(async () => {
    const { Redis } = await import('ioredis')
    const probe = new Redis(redisUrl, {
      lazyConnect: true,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    })
    reachable = await probe
      .connect()
      .then(() => probe.ping())
      .then(() => true)
      .catch(() => false)
    probe.disconnect()
    if (!reachable) {
      // CI always has Redis (127.0.0.1:6379); elsewhere this block says why it did not run.
      if (process.env.CI) throw new Error(`Redis is not reachable at ${redisUrl}`)
      return
    }
    ctx = await createTestContext({
      env: { REDIS_URL: redisUrl },
      limits: {
        authPerIp: { max: 1000, timeWindowMs: 60_000 },
        authPerEmail: { max: 2, timeWindowMs: 60_000 },
      },
    })
  })
  afterAll(() => ctx?.close())

  it('throttles per email with the counts kept in Redis, and nothing in the database', async (test) => {
    if (!ctx) return test.skip()
    const app = ctx.app
    const { email } = await registerUser(app)
    // forgot-password is throttled per email through @fastify/rate-limit's store (sign-in counts its
    // failures in the database instead: login_failures).
    const attempt = () => app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } })
    expect((await attempt()).statusCode).toBe(200)
    expect((await attempt()).statusCode).toBe(200)
    const third = await attempt()
    expect(third.statusCode).toBe(429)
    expect(third.json()).toMatchObject({ code: 'RATE_LIMITED' })
    const rows = await ctx.database.db.execute('select count(*)::int as n from rate_limits')
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0) // nothing counted in the database

    // The counts are in Redis: read them back with a client of our own.
    const { Redis } = await import('ioredis')
    const reader = new Redis(redisUrl)
    try {
      const emailKeys = await reader.keys(`*forgot:${email}`)
      expect(emailKeys).toHaveLength(1)
      expect(await reader.get(emailKeys[0] as string)).toBe('3')
      expect(await reader.pttl(emailKeys[0] as string)).toBeGreaterThan(0) // it expires with its window
      const routeKeys = await reader.keys('*POST/api/auth/register-*')
      expect(routeKeys.length).toBeGreaterThan(0) // the per-address counter of register
    } finally {
      reader.disconnect()
    }
  })
})
