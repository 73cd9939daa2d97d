import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, registerUser, STRONG_PASSWORD, type TestContext } from '../test/context'

const signIn = (ctx: TestContext, email: string, origin: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { origin },
    payload: { email, password: STRONG_PASSWORD },
  })

describe('a local run without APP_URL (development)', () => {
  let ctx: TestContext
  let email: string
  beforeAll(async () => {
    ctx = await createTestContext({ env: { NODE_ENV: 'development', APP_URL: '', PORT: '3000' } })
    ;({ email } = await registerUser(ctx.app))
  })
  afterAll(() => ctx.close())

  it.each(['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000'])(
    'signs in from %s',
    async (origin) => {
      const response = await signIn(ctx, email, origin)
      expect(response.statusCode).toBe(200)
    },
  )

  it.each(['https://evil.example', 'http://127.0.0.1:3001', 'http://localhost.evil.example:3000'])(
    'still refuses %s',
    async (origin) => {
      const response = await signIn(ctx, email, origin)
      expect(response.statusCode).toBe(403)
      expect(response.json()).toMatchObject({ code: 'BAD_ORIGIN' })
    },
  )
})

describe('production with APP_URL set', () => {
  let ctx: TestContext
  let email: string
  beforeAll(async () => {
    ctx = await createTestContext({
      env: {
        NODE_ENV: 'production',
        APP_URL: 'https://sonar.example.com',
        SMTP_URL: 'smtp://127.0.0.1:2525',
        BILLING_MODE: 'demo',
      },
    })
    ;({ email } = await registerUser(ctx.app))
  })
  afterAll(() => ctx.close())

  it('accepts only that origin', async () => {
    expect((await signIn(ctx, email, 'https://sonar.example.com')).statusCode).toBe(200)
    for (const origin of ['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000']) {
      const response = await signIn(ctx, email, origin)
      expect(response.statusCode, origin).toBe(403)
    }
  })
})
