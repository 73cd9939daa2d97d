import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from '../config'
import { createTestContext, injectAs, registerUser } from '../test/context'
import { BANNER_PREFIX } from './pretty-logs'

/** What production requires at start (server/config.ts), so only the log settings vary. */
const PRODUCTION = {
  NODE_ENV: 'production',
  SESSION_SECRET: 'production-secret-production-secret-0123',
  SMTP_URL: 'smtp://mail.example.com:587',
  BILLING_MODE: 'demo',
}

describe('LOG_FORMAT', () => {
  it('is pretty outside production and JSON in production by default', () => {
    expect(loadConfig({}).logFormat).toBe('pretty')
    expect(loadConfig({ NODE_ENV: 'development' }).logFormat).toBe('pretty')
    expect(loadConfig({ NODE_ENV: 'test' }).logFormat).toBe('pretty')
    expect(loadConfig(PRODUCTION).logFormat).toBe('json')
  })

  it('overrides the default either way; empty means the default', () => {
    expect(loadConfig({ NODE_ENV: 'development', LOG_FORMAT: 'json' }).logFormat).toBe('json')
    expect(loadConfig({ ...PRODUCTION, LOG_FORMAT: 'pretty' }).logFormat).toBe('pretty')
    expect(loadConfig({ LOG_FORMAT: '' }).logFormat).toBe('pretty')
  })

  it('stops the start with one line naming the variable for any other value', () => {
    expect(() => loadConfig({ LOG_FORMAT: 'yaml' })).toThrow(ConfigError)
    expect(() => loadConfig({ LOG_FORMAT: 'yaml' })).toThrow(
      'Invalid configuration: LOG_FORMAT must be pretty or json',
    )
  })
})

/** A test app logging at info in `format`; its lines are collected as written. */
async function loggedApp(format: 'pretty' | 'json') {
  const lines: string[] = []
  const ctx = await createTestContext({
    env: { LOG_LEVEL: 'info', LOG_FORMAT: format },
    logStream: { write: (line) => lines.push(line) },
  })
  return { ctx, lines }
}

/**
 * The same visit in either format: a signed-in API call carrying a cookie and a bearer token, an API URL with
 * a token, the client's paths (a page and a built file), then a password reset without SMTP.
 */
async function visit(app: Awaited<ReturnType<typeof loggedApp>>) {
  const { ctx, lines } = app
  const { cookie, email } = await registerUser(ctx.app)
  lines.length = 0
  await injectAs(ctx.app, cookie, {
    method: 'GET',
    url: '/api/usage',
    headers: { authorization: 'Bearer bearer-secret-value' },
  })
  await injectAs(ctx.app, cookie, { method: 'GET', url: '/api/nothing?token=url-secret-value' })
  await ctx.app.inject({ method: 'GET', url: '/login' })
  await ctx.app.inject({ method: 'GET', url: '/assets/index-3f2a1b.js' })
  const forgot = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/forgot-password',
    payload: { email },
  })
  const resetLink = forgot.json().debug.resetLink as string
  const secrets = [cookie.split('=')[1] as string, 'bearer-secret-value', 'url-secret-value']
  return { email, resetLink, secrets }
}

describe('server log lines for people (pretty)', () => {
  it('writes one readable line per API request, none for the client, and the reset link on its own line', async () => {
    const app = await loggedApp('pretty')
    try {
      const { email, resetLink, secrets } = await visit(app)
      const { lines } = app
      // Each write is one whole line, never JSON.
      for (const line of lines) {
        expect(line.endsWith('\n')).toBe(true)
        expect(line.slice(0, -1)).not.toContain('\n')
        expect(line.trimStart().startsWith('{')).toBe(false)
      }
      const time = String.raw`\[\d{2}:\d{2}:\d{2}\.\d{3}\]`
      expect(lines[0]).toMatch(new RegExp(`^${time} INFO: GET /api/usage 200 in \\d+ ms\\n$`))
      expect(lines[1]).toMatch(
        new RegExp(`^${time} INFO: GET /api/nothing\\?token=%5BREDACTED%5D 404 in \\d+ ms\\n$`),
      )
      expect(lines.some((line) => line.includes('/login') || line.includes('/assets/'))).toBe(false)
      const banner = `${BANNER_PREFIX}Password reset link for ${email} (not emailed: SMTP_URL is not set): ${resetLink}`
      expect(lines.filter((line) => line.includes(banner))).toHaveLength(1)
      expect(lines.at(-1)).toMatch(new RegExp(`^${time} INFO: POST /api/auth/forgot-password 200 in \\d+ ms`))
      expect(lines).toHaveLength(4)
      // The reset link's token is in its own line only, by design; no secret of a request is anywhere.
      const token = new URL(resetLink).searchParams.get('token') as string
      expect(lines.filter((line) => line.includes(token))).toHaveLength(1)
      for (const secret of secrets) expect(lines.join('')).not.toContain(secret)
    } finally {
      await app.ctx.close()
    }
  })
})

describe('server log lines for collectors (json)', () => {
  it('writes the same entries as JSON lines, the reset link as a clear message, and no secret', async () => {
    const app = await loggedApp('json')
    try {
      const { email, resetLink, secrets } = await visit(app)
      const entries = app.lines.map((line) => JSON.parse(line))
      expect(entries.map((e) => [e.msg, e.req?.method, e.req?.url, e.res?.statusCode])).toEqual([
        ['request completed', 'GET', '/api/usage', 200],
        ['request completed', 'GET', '/api/nothing?token=%5BREDACTED%5D', 404],
        [
          `${BANNER_PREFIX}Password reset link for ${email} (not emailed: SMTP_URL is not set): ${resetLink}`,
          undefined,
          undefined,
          undefined,
        ],
        ['request completed', 'POST', '/api/auth/forgot-password', 200],
      ])
      for (const secret of secrets) expect(app.lines.join('')).not.toContain(secret)
    } finally {
      await app.ctx.close()
    }
  })
})
