import { desc, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { apiLogs, users } from '../../db/schema'
import {
  createTestContext,
  injectAs,
  registerUser,
  restartApp,
  STRONG_PASSWORD,
  setUpTestContext,
  signInAsAdmin,
} from '../../test/context'
import { REDACTED, redactUrl, sanitizeForLog } from './sanitize'
import { apiLogRow, apiLogWriter, pruneApiLogs } from './service'

const ctx = setUpTestContext()

/** The newest row of a path, once the rows waiting in the request log are written. */
async function latestLog(path: string) {
  await ctx.app.requestLog.flush()
  const [row] = await ctx.database.db
    .select()
    .from(apiLogs)
    .where(eq(apiLogs.path, path))
    .orderBy(desc(apiLogs.id))
    .limit(1)
  if (!row) throw new Error(`no log row for ${path}`)
  return row
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

  it('writes every request of a burst, in batches, each with the time it was answered', async () => {
    const before = new Date()
    const { cookie } = await registerUser(ctx.app)
    const burst = 450 // more than two batches of 200
    await Promise.all(
      Array.from({ length: burst }, (_, i) =>
        injectAs(ctx.app, cookie, { method: 'GET', url: `/api/usage?burst=${i}&token=t${i}` }),
      ),
    )
    await ctx.app.requestLog.flush()
    expect(ctx.app.requestLog.size).toBe(0)
    const rows = await ctx.database.db.select().from(apiLogs).where(eq(apiLogs.path, '/api/usage'))
    const burstRows = rows.filter((r) => (r.request as { query?: { burst?: string } })?.query?.burst)
    expect(new Set(burstRows.map((r) => (r.request as { query: { burst: string } }).query.burst)).size).toBe(
      burst,
    )
    expect(burstRows.every((r) => (r.request as { query: { token: string } }).query.token === REDACTED)).toBe(
      true,
    )
    expect(burstRows.every((r) => r.timestamp >= new Date(before.getTime() - 1000))).toBe(true)
  })

  it('keeps a request whose body the database could not store as it came (NUL)', async () => {
    await ctx.app.inject({
      method: 'POST',
      url: '/api/feedback',
      payload: { name: 'Ann', email: 'a@x.io', type: 'bug', subject: 'Broken\u0000thing', message: 'x' },
    })
    const row = await latestLog('/api/feedback')
    expect(row.statusCode).toBe(400)
    expect((row.request as { body: { subject: string } }).body.subject).toBe('Broken\uFFFDthing')
  })

  it('keeps tabs, line ends and backslashes as sent (the embedded database takes the rows as COPY text)', async () => {
    const subject = 'tab\there\nnew line\r\\ back\\slash \\N \\t'
    await ctx.app.inject({
      method: 'POST',
      url: '/api/feedback',
      payload: { name: 'Ann', email: 'not-an-email', type: 'bug', subject, message: 'x' },
    })
    const row = await latestLog('/api/feedback')
    expect((row.request as { body: { subject: string } }).body.subject).toBe(subject)
    expect(row.method).toBe('POST')
  })

  it('stores hostile values as they came, whichever way this database is written to', async () => {
    // inject() tidies a path's backslashes and dot segments; a raw request does not, so rows are written here.
    const odd = ['/api/usage\\x\\N\t\\.', '/api/a\\\\b\r\n\\t', '\\N', '/api/\u00e9\u2028\uFFFF']
    const write = apiLogWriter(ctx.database.db, ctx.database.copyText)
    await write(
      odd.map((path, i) =>
        apiLogRow({
          statusCode: 404,
          duration: i,
          method: 'GET',
          path,
          userId: null,
          body: { path },
          query: {},
        }),
      ),
    )
    for (const path of odd) {
      const [row] = await ctx.database.db.select().from(apiLogs).where(eq(apiLogs.path, path))
      expect(row?.path).toBe(path)
      expect(row?.request).toEqual({ body: { path } })
    }
  })

  it('stores what PostgreSQL refuses (NUL, lone surrogates, a pair cut in two) as U+FFFD, whichever way it is written', async () => {
    const cutEmoji = `${'y'.repeat(1999)}\u{1F41F}` // the 2,000-character cut falls inside the pair
    const rows = [
      { path: '/api/lone\ud800', body: { name: 'a\udfffb', 'k\ud83d': 1 } },
      { path: '/api/nul\u0000', body: { note: cutEmoji, fish: '\u{1F41F}', 'n\u0000': 2 } },
    ]
    const write = apiLogWriter(ctx.database.db, ctx.database.copyText)
    await write(
      rows.map(({ path, body }) =>
        apiLogRow({ statusCode: 400, duration: 1, method: 'POST', path, userId: null, body, query: {} }),
      ),
    )
    const [lone] = await ctx.database.db.select().from(apiLogs).where(eq(apiLogs.path, '/api/lone\uFFFD'))
    expect(lone?.request).toEqual({ body: { name: 'a\uFFFDb', 'k\uFFFD': 1 } })
    const [nul] = await ctx.database.db.select().from(apiLogs).where(eq(apiLogs.path, '/api/nul\uFFFD'))
    // A whole pair is kept; half of one is replaced.
    expect(nul?.request).toEqual({
      body: { note: `${'y'.repeat(1999)}\uFFFD…`, fish: '\u{1F41F}', 'n\uFFFD': 2 },
    })
  })

  it("logs an admin's promotion whose name holds a lone surrogate, refused with a 400", async () => {
    const admin = await signInAsAdmin(ctx)
    const { email, user } = await registerUser(ctx.app)
    const response = await injectAs(ctx.app, admin.cookie, {
      method: 'PUT',
      url: `/api/admin/users/${user.id}`,
      payload: { firstName: 'Pro\ud800moted', email, role: 'admin', subscription: 'free' },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ code: 'VALIDATION', field: 'firstName' })
    const row = await latestLog(`/api/admin/users/${user.id}`)
    expect(row).toMatchObject({ statusCode: 400, method: 'PUT', userId: admin.id })
    expect((row.request as { body: { firstName: string } }).body.firstName).toBe('Pro\uFFFDmoted')
    const [stored] = await ctx.database.db.select().from(users).where(eq(users.id, user.id))
    expect(stored?.role).toBe('user')
  })

  it('writes what is waiting when the app closes', async () => {
    const other = await restartApp(ctx)
    await other.inject({ method: 'GET', url: '/api/health?closing=1' })
    await new Promise((resolve) => setImmediate(resolve))
    expect(other.requestLog.size).toBe(1) // still waiting: written within 250 ms, or at close
    await other.close()
    const rows = await ctx.database.db.select().from(apiLogs).where(eq(apiLogs.path, '/api/health'))
    expect(rows.some((r) => (r.request as { query?: { closing?: string } })?.query?.closing === '1')).toBe(
      true,
    )
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

describe('server log lines', () => {
  it("writes one line per API response, none for the client's paths, and never a secret", async () => {
    const lines: string[] = []
    const logged = await createTestContext({
      env: { LOG_LEVEL: 'info', LOG_FORMAT: 'json' },
      logStream: { write: (line) => lines.push(line) },
    })
    try {
      const { cookie } = await registerUser(logged.app)
      lines.length = 0
      await injectAs(logged.app, cookie, { method: 'GET', url: '/api/usage' })
      await logged.app.inject({ method: 'GET', url: '/api/nothing?token=secret-value' })
      await logged.app.inject({ method: 'GET', url: '/login' })
      await logged.app.inject({ method: 'GET', url: '/assets/index.js' })
      const entries = lines.map((line) => JSON.parse(line))
      expect(entries.map((e) => [e.msg, e.req?.method, e.req?.url, e.res?.statusCode])).toEqual([
        ['request completed', 'GET', '/api/usage', 200],
        ['request completed', 'GET', '/api/nothing?token=%5BREDACTED%5D', 404],
      ])
      expect(entries.every((e) => typeof e.responseTime === 'number')).toBe(true)
      expect(lines.join('')).not.toContain('secret-value')
      expect(lines.join('')).not.toContain(cookie.split('=')[1])
    } finally {
      await logged.close()
    }
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
