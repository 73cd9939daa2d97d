import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { createServer } from 'node:net'
import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, STRONG_PASSWORD, type TestContext, uniqueEmail } from '../test/context'

/** A port nothing listens on (Redis 'down' until a server is started on it). */
async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  await new Promise((resolve) => server.close(resolve))
  if (!address || typeof address === 'string') throw new Error('no port')
  return address.port
}

/** A throwaway redis-server (installed on the machine and in CI) on `port`. */
async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  await new Promise<void>((resolve, reject) => {
    let output = ''
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      if (output.includes('Ready to accept connections')) resolve()
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', onData)
    child.on('error', reject)
    child.on('exit', (code) => reject(new Error(`redis-server exited (${code}): ${output}`)))
  })
  return child
}

async function stopRedis(child: ChildProcess | undefined) {
  if (!child || child.exitCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  await exited
}

// CI always has redis-server (.ci/run installs it); elsewhere the tests that need one say why they did not run.
const hasRedisServer = spawnSync('redis-server', ['--version']).status === 0 || Boolean(process.env.CI)

const login = (ctx: TestContext, email: string, password = STRONG_PASSWORD) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } })

describe('REDIS_URL set and Redis unreachable, then back', () => {
  let port: number
  let ctx: TestContext
  let redisServer: ChildProcess | undefined

  beforeAll(async () => {
    port = await freePort()
    ctx = await createTestContext({ env: { REDIS_URL: `redis://127.0.0.1:${port}` } })
  })
  afterAll(async () => {
    await ctx?.close()
    await stopRedis(redisServer)
  })

  it('health answers 503 naming Redis', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' })
    expect(response.statusCode).toBe(503)
    expect(response.json()).toEqual({
      status: 'error',
      database: 'ok',
      redis: 'unavailable',
      message: 'Redis unavailable',
      code: 'REDIS_UNAVAILABLE',
    })
  })

  it('every throttled route answers 503 at once (never 500, never hanging); sign-in never 500s', async () => {
    const email = uniqueEmail()
    const busy = {
      message: 'The service is busy. Please try again in a moment.',
      code: 'SERVICE_UNAVAILABLE',
    }
    const started = Date.now()
    // Sign-in counts its failures in the database (login_failures), so it does not need Redis at all;
    // if it is ever throttled through Redis again, an outage must still answer 503, never 500.
    const loginResponse = await login(ctx, email)
    expect(Date.now() - started).toBeLessThan(2_000)
    expect([401, 503]).toContain(loginResponse.statusCode)

    const register = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { firstName: 'Ada', email, password: STRONG_PASSWORD },
    })
    expect(register.statusCode).toBe(503)
    expect(register.body).toBe(busy.message) // register answers errors as text (SPEC.md)

    for (const [url, payload] of [
      ['/api/auth/forgot-password', { email }],
      ['/api/auth/reset-password', { token: 'x'.repeat(43), password: STRONG_PASSWORD }],
      [
        '/api/feedback',
        { name: 'Ada', email, subject: 'Depth reading', message: 'The depth reads twice the real.' },
      ],
    ] as const) {
      const response = await ctx.app.inject({ method: 'POST', url, payload })
      expect(response.statusCode, url).toBe(503)
      expect(response.json(), url).toEqual(busy)
    }
    expect(Date.now() - started).toBeLessThan(4_000)
  })

  it.skipIf(!hasRedisServer)(
    'recovers by itself once Redis is back: health 200, sign-up and login work, counters land in Redis',
    async () => {
      redisServer = await startRedis(port)
      // ioredis reconnects within 2 s at most; the same app, untouched, sees it.
      const deadline = Date.now() + 10_000
      let health = await ctx.app.inject({ method: 'GET', url: '/api/health' })
      while (health.statusCode !== 200 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100))
        health = await ctx.app.inject({ method: 'GET', url: '/api/health' })
      }
      expect(health.statusCode).toBe(200)
      expect(health.json()).toEqual({ status: 'ok', database: 'ok', redis: 'ok' })

      const email = uniqueEmail()
      const register = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { firstName: 'Ada', email, password: STRONG_PASSWORD },
      })
      expect(register.statusCode).toBe(201)
      const loginResponse = await login(ctx, email)
      expect(loginResponse.statusCode).toBe(200)
      const forgot = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email },
      })
      expect(forgot.statusCode).toBe(200)

      const reader = new Redis(`redis://127.0.0.1:${port}`)
      try {
        const keys = await reader.keys('*')
        // The per-address counters of the routes, and the per-email one of forgot-password, counted once.
        expect(keys.some((key) => key.includes('/api/auth/register'))).toBe(true)
        expect(keys.some((key) => key.includes('/api/auth/forgot-password'))).toBe(true)
        const emailKey = keys.find((key) => key.endsWith(`forgot:${email}`))
        expect(emailKey).toBeDefined()
        expect(await reader.get(emailKey as string)).toBe('1')
        expect(await reader.pttl(emailKey as string)).toBeGreaterThan(0)
      } finally {
        reader.disconnect()
      }
    },
  )

  it.skipIf(!hasRedisServer)('goes back to 503 when Redis stops again', async () => {
    await stopRedis(redisServer)
    const deadline = Date.now() + 5_000
    const forgot = () =>
      ctx.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: uniqueEmail() } })
    let response = await forgot()
    while (response.statusCode !== 503 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50))
      response = await forgot()
    }
    expect(response.statusCode).toBe(503)
    expect((await ctx.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(503)
  })
})
