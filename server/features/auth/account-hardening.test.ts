import { and, eq, isNull, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { loginFailures, passwordResetTokens, sessions } from '../../db/schema'
import { hashToken, newToken } from '../../lib/tokens'
import {
  createTestContext,
  injectAs,
  registerUser,
  STRONG_PASSWORD,
  sessionCookie,
  setUpTestContext,
  signInAsAdmin,
  TEST_ADMIN,
  type TestContext,
  uniqueEmail,
} from '../../test/context'
import { addressKey, loginFailureKeys } from './attempts'
import { COMMON_PASSWORD, isCommonPassword, PERSONAL_PASSWORD } from './password-strength'

const WRONG = 'Wrong-pass1'

/** A login attempt from a given client address, for the throttles that count per address. */
const loginFrom = (ctx: TestContext, remoteAddress: string, email: string, password: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress, payload: { email, password } })

describe('reset links after a password change or a reset', () => {
  const ctx = setUpTestContext()
  const forgot = (email: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } })
  const reset = (token: string, newPassword: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, newPassword } })
  const tokenOf = async (email: string) =>
    new URL((await forgot(email)).json().debug.resetLink).searchParams.get('token') as string

  it('a link issued before a change-password no longer works after it', async () => {
    const { email, cookie } = await registerUser(ctx.app)
    const token = await tokenOf(email)
    const change = await injectAs(ctx.app, cookie, {
      method: 'POST',
      url: '/api/auth/change-password',
      payload: { currentPassword: STRONG_PASSWORD, newPassword: 'NewHarbour9' },
    })
    expect(change.statusCode).toBe(200)
    const late = await reset(token, 'Fresh-Start7')
    expect(late.statusCode).toBe(400)
    expect(late.json().message).toMatch(/invalid or has expired/)
    const login = (password: string) =>
      ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } })
    expect((await login('NewHarbour9')).statusCode).toBe(200)
    expect((await login('Fresh-Start7')).statusCode).toBe(401)
  })

  it('a reset kills every other unused link of the user', async () => {
    const { email, user } = await registerUser(ctx.app)
    const token = await tokenOf(email)
    // A second live link (the forgot form supersedes earlier links, so one is put in directly).
    const other = newToken()
    await ctx.database.db.insert(passwordResetTokens).values({
      userId: user.id,
      tokenHash: hashToken(other),
      expiresAt: new Date(Date.now() + 60 * 60_000),
    })
    expect((await reset(token, 'Fresh-Start7')).statusCode).toBe(200)
    const live = await ctx.database.db
      .select()
      .from(passwordResetTokens)
      .where(and(eq(passwordResetTokens.userId, user.id), isNull(passwordResetTokens.usedAt)))
    expect(live).toEqual([])
    expect((await reset(other, 'Another-Pass7')).statusCode).toBe(400)
  })

  it('a refused new password leaves the link usable', async () => {
    const { email } = await registerUser(ctx.app)
    const token = await tokenOf(email)
    const common = await reset(token, 'Password1')
    expect(common.statusCode).toBe(400)
    expect((await reset(token, 'Fresh-Start7')).statusCode).toBe(200)
  })
})

describe('change-password throttle (per signed-in user)', () => {
  const ctx = setUpTestContext({ limits: { changePasswordFailures: { max: 3, timeWindowMs: 60_000 } } })
  const change = (cookie: string, currentPassword: string, newPassword = 'NewHarbour9') =>
    injectAs(ctx.app, cookie, {
      method: 'POST',
      url: '/api/auth/change-password',
      payload: { currentPassword, newPassword },
    })

  it('answers 429 with Retry-After past the failures, even to the right password, and not to others', async () => {
    const victim = await registerUser(ctx.app)
    const other = await registerUser(ctx.app)
    for (let i = 0; i < 3; i++) {
      const wrong = await change(victim.cookie, `Guess-${i}-Harbour`)
      expect(wrong.statusCode).toBe(400)
      expect(wrong.json().message).toBe('Current password is incorrect')
    }
    const blocked = await change(victim.cookie, 'Guess-3-Harbour')
    expect(blocked.statusCode).toBe(429)
    expect(blocked.json().code).toBe('RATE_LIMITED')
    const retryAfter = Number(blocked.headers['retry-after'])
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(60)
    // Refused before the password is checked: the right one is refused too.
    expect((await change(victim.cookie, STRONG_PASSWORD)).statusCode).toBe(429)
    // Another user is not affected.
    expect((await change(other.cookie, STRONG_PASSWORD)).statusCode).toBe(200)
  })

  it('forgets the failures once the right current password is given', async () => {
    const { cookie } = await registerUser(ctx.app)
    expect((await change(cookie, 'Guess-0-Harbour')).statusCode).toBe(400)
    expect((await change(cookie, 'Guess-1-Harbour')).statusCode).toBe(400)
    expect((await change(cookie, STRONG_PASSWORD)).statusCode).toBe(200)
    for (let i = 0; i < 3; i++) expect((await change(cookie, `Guess-${i}-Again`)).statusCode).toBe(400)
  })
})

describe('login throttles count failures only', () => {
  const ctx = setUpTestContext({
    limits: {
      // The old per-request limits, low: login must not be counted by them any more.
      authPerIp: { max: 5, timeWindowMs: 60_000 },
      authPerEmail: { max: 5, timeWindowMs: 60_000 },
      loginFailuresPerIp: { max: 5, timeWindowMs: 60_000 },
      loginFailuresPerAccountAndAddress: {
        freeFailures: 5,
        baseDelayMs: 1000,
        maxDelayMs: 60_000,
        resetAfterMs: 60_000,
      },
    },
  })
  const login = (email: string, password: string, remoteAddress = '10.20.0.1') =>
    loginFrom(ctx, remoteAddress, email, password)

  it('lets one account log in 10 times in a row', async () => {
    const { email } = await registerUser(ctx.app)
    for (let i = 0; i < 10; i++) expect((await login(email, STRONG_PASSWORD)).statusCode).toBe(200)
  })

  it('lets 30 different accounts log in from one address', async () => {
    const accounts = []
    for (let i = 0; i < 30; i++) {
      // Registered from addresses of their own: register keeps its per-address limit.
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        remoteAddress: `10.21.${i}.1`,
        payload: { firstName: 'Crew', email: uniqueEmail('crew'), password: STRONG_PASSWORD },
      })
      expect(response.statusCode).toBe(201)
      accounts.push(response.json().user.email as string)
    }
    for (const email of accounts)
      expect((await login(email, STRONG_PASSWORD, '10.22.0.1')).statusCode).toBe(200)
  })

  it('still limits failures per address, across accounts', async () => {
    for (let i = 0; i < 5; i++) expect((await login(uniqueEmail(), WRONG, '10.23.0.1')).statusCode).toBe(401)
    const blocked = await login(uniqueEmail(), WRONG, '10.23.0.1')
    expect(blocked.statusCode).toBe(429)
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0)
    expect((await login(uniqueEmail(), WRONG, '10.23.0.2')).statusCode).toBe(401)
  })
})

describe('delays after failed logins, per account and address', () => {
  const ctx = setUpTestContext({
    limits: {
      loginFailuresPerAccountAndAddress: {
        freeFailures: 2,
        baseDelayMs: 1000,
        maxDelayMs: 4000,
        resetAfterMs: 60_000,
      },
    },
  })
  const login = (email: string, password: string, remoteAddress = '10.30.0.1') =>
    loginFrom(ctx, remoteAddress, email, password)
  const pairKey = (email: string) => loginFailureKeys(email, '10.30.0.1').pair
  const counter = async (email: string) => {
    const [row] = await ctx.database.db
      .select()
      .from(loginFailures)
      .where(eq(loginFailures.key, pairKey(email)))
    return row
  }
  /** As if the current delay had passed. */
  const waitOut = (email: string) =>
    ctx.database.db
      .update(loginFailures)
      .set({ blockedUntil: sql`now() - interval '1 second'` })
      .where(eq(loginFailures.key, pairKey(email)))

  it('gives free tries, then delays doubling up to the cap, with Retry-After; a success clears the count', async () => {
    const { email } = await registerUser(ctx.app)
    expect((await login(email, WRONG)).statusCode).toBe(401)
    expect((await login(email, WRONG)).statusCode).toBe(401)
    const expected = [1, 2, 4, 4]
    for (const [round, seconds] of expected.entries()) {
      // Another address is checked meanwhile: the wait is this address's on the account (decision 0043).
      expect((await login(email, WRONG, `10.30.9.${round}`)).statusCode).toBe(401)
      const blocked = await login(email, WRONG)
      expect(blocked.statusCode).toBe(429)
      expect(blocked.json()).toEqual({
        message: 'Too many failed attempts. Please wait and try again.',
        code: 'RATE_LIMITED',
      })
      const retryAfter = Number(blocked.headers['retry-after'])
      expect(retryAfter).toBeGreaterThanOrEqual(1)
      expect(retryAfter).toBeLessThanOrEqual(seconds)
      // Refused before the password is verified: the right one is refused too, and nothing more is counted.
      const failures = (await counter(email))?.failures
      expect((await login(email, STRONG_PASSWORD)).statusCode).toBe(429)
      expect((await counter(email))?.failures).toBe(failures)
      await waitOut(email)
      expect((await login(email, WRONG)).statusCode).toBe(401)
    }
    expect((await counter(email))?.failures).toBe(6)
    await waitOut(email)
    expect((await login(email, STRONG_PASSWORD)).statusCode).toBe(200)
    expect(await counter(email)).toBeUndefined()
    expect((await login(email, WRONG)).statusCode).toBe(401)
    expect((await login(email, STRONG_PASSWORD)).statusCode).toBe(200)
  })

  it('forgets the failures after a quiet period', async () => {
    const { email } = await registerUser(ctx.app)
    for (let i = 0; i < 2; i++) expect((await login(email, WRONG)).statusCode).toBe(401)
    expect((await login(email, WRONG)).statusCode).toBe(429)
    await ctx.database.db
      .update(loginFailures)
      .set({
        lastFailureAt: sql`now() - interval '2 minutes'`,
        blockedUntil: sql`now() - interval '1 minute'`,
      })
      .where(eq(loginFailures.key, pairKey(email)))
    expect((await login(email, WRONG)).statusCode).toBe(401)
    expect((await counter(email))?.failures).toBe(1)
  })

  it('treats unknown emails the same, so the answer does not tell which accounts exist', async () => {
    const email = uniqueEmail('nobody')
    expect((await login(email, WRONG)).statusCode).toBe(401)
    expect((await login(email, WRONG)).statusCode).toBe(401)
    expect((await login(email, WRONG)).statusCode).toBe(429)
  })
})

describe('parallel wrong guesses', () => {
  const ctx = setUpTestContext({
    limits: {
      loginFailuresPerAccountAndAddress: {
        freeFailures: 5,
        baseDelayMs: 60_000,
        maxDelayMs: 60_000,
        resetAfterMs: 60 * 60_000,
      },
    },
  })
  const failuresOf = async (key: string) => {
    const [row] = await ctx.database.db.select().from(loginFailures).where(eq(loginFailures.key, key))
    return row?.failures
  }
  const guess = (email: string, remoteAddress: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress,
      payload: { email, password: WRONG },
    })

  it('are all counted (one atomic upsert each)', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => guess(uniqueEmail(), '10.40.0.1')))
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(401))
    expect(await failuresOf(`login:ip:${addressKey('10.40.0.1')}`)).toBe(20)
  })

  it('cannot outrun the delay: past the free tries they are refused unchecked', async () => {
    const { email } = await registerUser(ctx.app)
    const answers = await Promise.all(Array.from({ length: 20 }, () => guess(email, '10.41.0.1')))
    const codes = answers.map((a) => a.statusCode)
    expect(codes.filter((c) => c === 401)).toHaveLength(5)
    expect(codes.filter((c) => c === 429)).toHaveLength(15)
    expect(await failuresOf(loginFailureKeys(email, '10.41.0.1').pair)).toBe(5)
    expect(await failuresOf(loginFailureKeys(email, '10.41.0.1').account)).toBe(5)
    // The refused ones were not checked, so they are not failures of the address either.
    expect(await failuresOf(`login:ip:${addressKey('10.41.0.1')}`)).toBe(5)
  })

  it('without TRUST_PROXY, X-Forwarded-For is ignored', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: '10.42.0.1',
      headers: { 'x-forwarded-for': '203.0.113.50' },
      payload: { email: uniqueEmail(), password: WRONG },
    })
    expect(response.statusCode).toBe(401)
    expect(await failuresOf('login:ip:10.42.0.1')).toBe(1)
    expect(await failuresOf('login:ip:203.0.113.50')).toBeUndefined()
  })
})

describe('client address behind a proxy (TRUST_PROXY)', () => {
  const limits = { loginFailuresPerIp: { max: 3, timeWindowMs: 60_000 } }
  // inject() connects from 127.0.0.1: that is the proxy here.
  const attempt = (ctx: TestContext, forwardedFor: string, email = uniqueEmail()) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'x-forwarded-for': forwardedFor },
      payload: { email, password: WRONG },
    })

  for (const trust of ['1', '127.0.0.1']) {
    it(`with TRUST_PROXY=${trust}, a spoofed X-Forwarded-For chain cannot reset the per-address count`, async () => {
      const ctx = await createTestContext({ env: { TRUST_PROXY: trust }, limits })
      try {
        for (let i = 0; i < 3; i++) {
          expect((await attempt(ctx, `198.51.100.${i}, 203.0.113.7`)).statusCode).toBe(401)
        }
        const spoofed = await attempt(ctx, '198.51.100.99, 203.0.113.7')
        expect(spoofed.statusCode).toBe(429)
        expect((await attempt(ctx, '203.0.113.8')).statusCode).toBe(401)
        // The session records the right-most address the proxy saw.
        const { email } = await registerUser(ctx.app)
        const ok = await ctx.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          headers: { 'x-forwarded-for': '198.51.100.1, 203.0.113.9' },
          payload: { email, password: STRONG_PASSWORD },
        })
        expect(ok.statusCode).toBe(200)
        const token = sessionCookie(ok).slice('sid='.length).split('.')[0] as string
        const [row] = await ctx.database.db
          .select()
          .from(sessions)
          .where(eq(sessions.id, hashToken(token)))
        expect(row?.ip).toBe('203.0.113.9')
      } finally {
        await ctx.close()
      }
    })
  }

  it('counts IPv6 clients by their /64', () => {
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64')
    expect(addressKey('2001:db8:1:2:bbbb:cccc:dddd:eeee')).toBe('2001:db8:1:2::/64')
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64')
    expect(addressKey('::ffff:192.0.2.7')).toBe('192.0.2.7')
    expect(addressKey('192.0.2.7')).toBe('192.0.2.7')
  })
})

describe('common passwords', () => {
  const ctx = setUpTestContext()

  it.each(['Password1', 'Qwerty123', 'Summer2024!', 'Welcome1', 'Iloveyou1', 'Football1'])(
    'refuses %s at registration, as plain text',
    async (password) => {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { firstName: 'Common', email: uniqueEmail(), password },
      })
      expect(response.statusCode).toBe(400)
      expect(response.body).toBe(COMMON_PASSWORD)
    },
  )

  it('refuses a password made of the account holder’s own name and email', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { firstName: 'Marguerite', email: 'marguerite.vasquez@example.com', password: 'Marguerite1' },
    })
    expect(response.statusCode).toBe(400)
    expect(response.body).toBe(PERSONAL_PASSWORD)
  })

  it('refuses one at change-password, naming the field', async () => {
    const { cookie } = await registerUser(ctx.app)
    const response = await injectAs(ctx.app, cookie, {
      method: 'POST',
      url: '/api/auth/change-password',
      payload: { currentPassword: STRONG_PASSWORD, newPassword: 'Qwerty123' },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ message: COMMON_PASSWORD, code: 'VALIDATION', field: 'newPassword' })
  })

  it('refuses one at reset-password, naming the field', async () => {
    const { email } = await registerUser(ctx.app)
    const forgot = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email },
    })
    const token = new URL(forgot.json().debug.resetLink).searchParams.get('token')
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, newPassword: 'Summer2024!' },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ message: COMMON_PASSWORD, code: 'VALIDATION', field: 'newPassword' })
  })

  it('refuses one when an admin creates or edits a user', async () => {
    const admin = await signInAsAdmin(ctx)
    const created = await injectAs(ctx.app, admin.cookie, {
      method: 'POST',
      url: '/api/admin/users',
      payload: { firstName: 'Deckhand', email: uniqueEmail(), password: 'Password1' },
    })
    expect(created.statusCode).toBe(400)
    expect(created.json()).toMatchObject({ message: COMMON_PASSWORD, field: 'password' })
    const { user } = await registerUser(ctx.app)
    const edited = await injectAs(ctx.app, admin.cookie, {
      method: 'PUT',
      url: `/api/admin/users/${user.id}`,
      payload: {
        firstName: user.firstName,
        lastName: user.lastName ?? '',
        email: user.email,
        role: 'user',
        subscription: 'free',
        password: 'Qwerty123',
      },
    })
    expect(edited.statusCode).toBe(400)
    expect(edited.json()).toMatchObject({ message: COMMON_PASSWORD, field: 'password' })
  })

  it('refuses a common ADMIN_PASSWORD at start with one line naming it', async () => {
    const { bootstrapAdmin } = await import('../admin/bootstrap')
    await expect(
      bootstrapAdmin(ctx.database.db, { email: 'skipper-admin@example.com', password: 'Password1' }),
    ).rejects.toThrowError(
      'Invalid configuration: ADMIN_PASSWORD is too common. Choose a less predictable password.',
    )
  })

  it("accepts the project's test passwords", async () => {
    for (const password of [
      STRONG_PASSWORD,
      TEST_ADMIN.password,
      'NewHarbour9',
      'Fresh-Start7',
      'Mailed-Link9',
      'Brand-New9',
      'Bridge-Deck5',
      'Other-Pass9',
    ]) {
      expect(await isCommonPassword(password, ['nora', 'lind', 'skipper']), password).toBe(false)
    }
  })
})
