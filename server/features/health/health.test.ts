import { describe, expect, it } from 'vitest'
import { appConfigSchema } from '../../../contract/config'
import { createTestContext, setUpTestContext } from '../../test/context'

const ctx = setUpTestContext({
  env: { STRIPE_WEBHOOK_SECRET: 'whsec_dont_leak', SMTP_URL: 'smtp://u:p@127.0.0.1:1' },
})

describe('GET /api/config', () => {
  it('tells the client the app name, billing mode and features, and nothing secret', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/config' })
    expect(response.statusCode).toBe(200)
    const body = appConfigSchema.parse(response.json())
    expect(body).toMatchObject({
      appName: 'Sonar Assistant',
      billing: { provider: 'demo', publishableKey: null },
      features: { composer: 'extractive', freeQueryLimit: 20 },
    })
    expect(response.body).not.toMatch(/whsec|smtp|secret/i)
  })
})

describe('GET /api/health', () => {
  it('answers 200 while the database answers, and 503 once it does not', async () => {
    const ok = await ctx.app.inject({ method: 'GET', url: '/api/health' })
    expect(ok.statusCode).toBe(200)
    expect(ok.json()).toEqual({ status: 'ok', database: 'ok' })
    // A second app whose database really goes away.
    const doomed = await createTestContext()
    await doomed.database.close()
    const down = await doomed.app.inject({ method: 'GET', url: '/api/health' })
    expect(down.statusCode).toBe(503)
    expect(down.json()).toEqual({
      status: 'error',
      database: 'unavailable',
      message: 'Database unavailable',
      code: 'DATABASE_UNAVAILABLE',
    })
    await doomed.close()
  })
})
