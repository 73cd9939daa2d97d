import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { THEME_BOOT_SCRIPT } from '../../contract/theme'
import {
  createTestContext,
  injectAs,
  registerUser,
  STRONG_PASSWORD,
  setUpTestContext,
  TEST_APP_URL,
  uniqueEmail,
} from '../test/context'

const ctx = setUpTestContext()

describe('Origin check on state-changing requests', () => {
  it('refuses a POST whose Origin is not APP_URL, before doing anything', async () => {
    const email = uniqueEmail()
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { origin: 'https://evil.example' },
      payload: { firstName: 'Eve', email, password: STRONG_PASSWORD },
    })
    expect(response.statusCode).toBe(403)
    expect(response.body).toBe('Cross-origin request refused') // register answers errors as text
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: STRONG_PASSWORD },
    })
    expect(login.statusCode).toBe(401) // the account was never created
  })

  it('refuses a logout from another site, keeping the session', async () => {
    const { cookie } = await registerUser(ctx.app)
    const response = await injectAs(ctx.app, cookie, {
      method: 'POST',
      url: '/api/auth/logout',
      headers: { origin: 'http://localhost:4000' },
    })
    expect(response.statusCode).toBe(403)
    expect((await injectAs(ctx.app, cookie, { method: 'GET', url: '/api/auth/user' })).statusCode).toBe(200)
  })

  it('refuses a request the browser marks cross-site even without Origin', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { 'sec-fetch-site': 'cross-site' },
    })
    expect(response.statusCode).toBe(403)
  })

  it("accepts APP_URL's own origin, and reads from anywhere", async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { origin: TEST_APP_URL },
      payload: { firstName: 'Ola', email: uniqueEmail(), password: STRONG_PASSWORD },
    })
    expect(response.statusCode).toBe(201)
    const read = await ctx.app.inject({
      method: 'GET',
      url: '/api/config',
      headers: { origin: 'https://x.example' },
    })
    expect(read.statusCode).toBe(200)
  })
})

describe('security headers', () => {
  it('sends a strict Content-Security-Policy and the usual hardening headers', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/config' })
    const csp = String(response.headers['content-security-policy'])
    expect(csp).toContain("default-src 'self'")
    expect(csp).toContain("script-src 'self'")
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/)
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toContain("object-src 'none'")
    expect(response.headers['x-content-type-options']).toBe('nosniff')
    expect(response.headers['x-frame-options']).toBe('DENY')
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(response.headers['strict-transport-security']).toBeUndefined() // APP_URL is http here
  })

  it("allows index.html's theme script (set before the first paint) by its hash, and no other inline script", async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/config' })
    const scriptSrc = /script-src ([^;]*)/.exec(String(response.headers['content-security-policy']))?.[1]
    const hash = createHash('sha256').update(THEME_BOOT_SCRIPT).digest('base64')
    expect(scriptSrc?.split(' ')).toContain(`'sha256-${hash}'`)
    expect(scriptSrc?.match(/'sha256-/g)).toHaveLength(1)
  })
})

describe('bad input', () => {
  const post = (payload: string, contentType = 'application/json') =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': contentType },
      payload,
    })

  it('answers malformed JSON with a 400 JSON error', async () => {
    const response = await post('{"email": ')
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ message: 'Request body is not valid JSON', code: 'INVALID_JSON' })
  })

  it('names the field for a wrong type or a missing field', async () => {
    const wrongType = await post(JSON.stringify({ email: 42, password: 'x' }))
    expect(wrongType.statusCode).toBe(400)
    expect(wrongType.json()).toMatchObject({ code: 'VALIDATION', field: 'email' })
    expect(wrongType.json().message).toMatch(/^Email/)
    const missing = await post(JSON.stringify({ email: 'a@b.example' }))
    expect(missing.json()).toMatchObject({ field: 'password', message: 'Password is required' })
  })

  it('answers a missing or non-object body with a 400', async () => {
    const none = await ctx.app.inject({ method: 'POST', url: '/api/auth/login' })
    expect(none.statusCode).toBe(400)
    expect(none.json().message).toBe('Request body must be a JSON object')
    const array = await post('[1,2]')
    expect(array.statusCode).toBe(400)
  })

  it('answers a body over 1 MB with 413', async () => {
    const big = JSON.stringify({ email: 'a@b.example', password: 'x'.repeat(1024 * 1024) })
    const response = await post(big)
    expect(response.statusCode).toBe(413)
    expect(response.json().code).toBe('PAYLOAD_TOO_LARGE')
  })

  it('answers an unsupported content type with 415, not a 500', async () => {
    const response = await post('email=a', 'application/x-www-form-urlencoded')
    expect(response.statusCode).toBe(415)
    expect(response.json()).toEqual({ message: 'Unsupported content type', code: 'UNSUPPORTED_MEDIA_TYPE' })
  })

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/nothing-here' })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ message: 'Not found', code: 'NOT_FOUND' })
  })
})

describe('throttling', () => {
  it('limits failed logins per account and address, and per address across emails', async () => {
    const limited = await createTestContext({
      limits: {
        loginFailuresPerIp: { max: 6, timeWindowMs: 60_000 },
        loginFailuresPerAccountAndAddress: {
          freeFailures: 3,
          baseDelayMs: 60_000,
          maxDelayMs: 60_000,
          resetAfterMs: 60_000,
        },
      },
    })
    try {
      const { email } = await registerUser(limited.app)
      const attempt = (address: string, who = email, password = 'Wrong-pass1') =>
        limited.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          remoteAddress: address,
          payload: { email: who, password },
        })
      for (let i = 0; i < 3; i++) expect((await attempt('10.0.0.1')).statusCode).toBe(401)
      const blocked = await attempt('10.0.0.1')
      expect(blocked.statusCode).toBe(429)
      expect(blocked.json().code).toBe('RATE_LIMITED')
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0)
      // Refused unchecked while that address waits on the account: the right password too.
      expect((await attempt('10.0.0.1', email, STRONG_PASSWORD)).statusCode).toBe(429)
      // Another address is not refused on the account's behalf (decision 0043).
      expect((await attempt('10.0.0.9')).statusCode).toBe(401)
      expect((await attempt('10.0.0.10', email, STRONG_PASSWORD)).statusCode).toBe(200)

      for (let i = 0; i < 6; i++) expect((await attempt('10.0.1.1', uniqueEmail())).statusCode).toBe(401)
      expect((await attempt('10.0.1.1', uniqueEmail())).statusCode).toBe(429)
      expect((await attempt('10.0.1.2', uniqueEmail())).statusCode).toBe(401)
    } finally {
      await limited.close()
    }
  })

  it('limits forgot-password per email and register and reset per address', async () => {
    const limited = await createTestContext({
      limits: {
        authPerIp: { max: 2, timeWindowMs: 60_000 },
        authPerEmail: { max: 1, timeWindowMs: 60_000 },
      },
    })
    try {
      const forgot = (address: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/auth/forgot-password',
          remoteAddress: address,
          payload: { email: 'someone@example.com' },
        })
      expect((await forgot('10.1.0.1')).statusCode).toBe(200)
      expect((await forgot('10.1.0.2')).statusCode).toBe(429)

      const register = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/auth/register',
          remoteAddress: '10.2.0.1',
          payload: { firstName: 'R', email: uniqueEmail(), password: STRONG_PASSWORD },
        })
      expect((await register()).statusCode).toBe(201)
      expect((await register()).statusCode).toBe(201)
      const third = await register()
      expect(third.statusCode).toBe(429)
      expect(third.body).toMatch(/Too many attempts/)

      const reset = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/auth/reset-password',
          remoteAddress: '10.3.0.1',
          payload: { token: 'guess', newPassword: STRONG_PASSWORD },
        })
      expect((await reset()).statusCode).toBe(400)
      expect((await reset()).statusCode).toBe(400)
      expect((await reset()).statusCode).toBe(429)
    } finally {
      await limited.close()
    }
  })
})
