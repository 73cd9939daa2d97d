import { desc, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { apiLogs } from '../../db/schema'
import { registerUser, STRONG_PASSWORD, setUpTestContext } from '../../test/context'
import { REDACTED, redactUrl, sanitizeForLog } from './sanitize'
import { pruneApiLogs } from './service'

const ctx = setUpTestContext()

/** The log row is written just after the response; wait for it. */
async function latestLog(path: string) {
  for (let i = 0; i < 50; i++) {
    const [row] = await ctx.database.db
      .select()
      .from(apiLogs)
      .where(eq(apiLogs.path, path))
      .orderBy(desc(apiLogs.id))
      .limit(1)
    if (row) return row
    await new Promise((r) => setTimeout(r, 20))
  }
  throw new Error(`no log row for ${path}`)
}

describe('request log', () => {
  it('records every /api request with status, duration, method, path and user, without the password', async () => {
    const { email, user } = await registerUser(ctx.app)
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: STRONG_PASSWORD },
    })
    expect(response.statusCode).toBe(200)
    const row = await latestLog('/api/auth/login')
    expect(row).toMatchObject({ statusCode: 200, method: 'POST', path: '/api/auth/login' })
    expect(row.duration).toBeGreaterThan(0) // a login hashes a password: never 0 ms
    expect(row.request).toEqual({ body: { email, password: REDACTED } })
    expect(JSON.stringify(row.request)).not.toContain(STRONG_PASSWORD)

    await ctx.app.inject({
      method: 'GET',
      url: '/api/usage',
      headers: { cookie: `${response.headers['set-cookie']}`.split(';')[0] as string },
    })
    const usage = await latestLog('/api/usage')
    expect(usage.userId).toBe(user.id)
  })

  it('records failures too, and masks reset tokens', async () => {
    await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: 'secret-token-value', newPassword: 'Another-Go8' },
    })
    const row = await latestLog('/api/auth/reset-password')
    expect(row.statusCode).toBe(400)
    expect(row.request).toEqual({ body: { token: REDACTED, newPassword: REDACTED } })
  })

  it('prunes rows older than 30 days and keeps the rest', async () => {
    const now = new Date()
    const old = new Date(now.getTime() - 31 * 24 * 60 * 60 * 1000)
    const recent = new Date(now.getTime() - 29 * 24 * 60 * 60 * 1000)
    await ctx.database.db.insert(apiLogs).values([
      { timestamp: old, statusCode: 200, duration: 1, method: 'GET', path: '/api/old' },
      { timestamp: recent, statusCode: 200, duration: 1, method: 'GET', path: '/api/recent' },
    ])
    expect(await pruneApiLogs(ctx.database.db, now)).toBe(1)
    const paths = (await ctx.database.db.select({ path: apiLogs.path }).from(apiLogs)).map((r) => r.path)
    expect(paths).toContain('/api/recent')
    expect(paths).not.toContain('/api/old')
  })
})

describe('sanitizeForLog', () => {
  it('masks secret keys at any depth and cuts long values', () => {
    const clean = sanitizeForLog({
      currentPassword: 'a',
      nested: { cardNumber: '4242', client_secret: 'x', note: 'y'.repeat(3000) },
      list: [{ apiKey: 'k' }],
    }) as Record<string, unknown>
    expect(clean).toMatchObject({
      currentPassword: REDACTED,
      nested: { cardNumber: REDACTED, client_secret: REDACTED },
      list: [{ apiKey: REDACTED }],
    })
    expect(String((clean.nested as { note: string }).note).length).toBeLessThan(2100)
  })

  it('masks secret query parameters in URLs', () => {
    expect(redactUrl('/reset-password?token=abc&x=1')).toBe('/reset-password?token=%5BREDACTED%5D&x=1')
    expect(redactUrl('/plain')).toBe('/plain')
  })
})
