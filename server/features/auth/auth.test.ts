import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { sessions, users } from '../../db/schema'
import {
  injectAs,
  registerUser,
  STRONG_PASSWORD,
  sessionCookie,
  setUpTestContext,
  uniqueEmail,
} from '../../test/context'

const ctx = setUpTestContext()

const post = (url: string, payload: unknown, cookie?: string) =>
  injectAs(ctx.app, cookie, { method: 'POST', url, payload: payload as object })

describe('POST /api/auth/register', () => {
  it('creates the account, signs it in and never returns the password hash', async () => {
    const email = uniqueEmail()
    const response = await post('/api/auth/register', {
      firstName: ' Ada ',
      lastName: 'Lovelace',
      email: `  ${email.toUpperCase()} `,
      password: STRONG_PASSWORD,
    })
    expect(response.statusCode).toBe(201)
    const { user } = response.json()
    expect(user).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email,
      role: 'user',
      subscription: 'free',
      subscriptionStatus: 'inactive',
      queriesUsed: 0,
      emailVerified: false,
    })
    expect(user.username).toBe(email.split('@')[0])
    expect(response.body).not.toMatch(/hash|argon/i)

    const setCookie = String(response.headers['set-cookie'])
    expect(setCookie).toMatch(/HttpOnly/)
    expect(setCookie).toMatch(/SameSite=Lax/)
    expect(setCookie).not.toMatch(/Secure/) // APP_URL is http in tests

    const me = await injectAs(ctx.app, sessionCookie(response), { method: 'GET', url: '/api/auth/user' })
    expect(me.statusCode).toBe(200)
    expect(me.json().user.email).toBe(email)

    const [row] = await ctx.database.db.select().from(users).where(eq(users.email, email))
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/)
  })

  it('refuses a taken email whatever its case, as plain text', async () => {
    const { email } = await registerUser(ctx.app)
    const response = await post('/api/auth/register', {
      firstName: 'Twin',
      email: email.toUpperCase(),
      password: STRONG_PASSWORD,
    })
    expect(response.statusCode).toBe(409)
    expect(response.headers['content-type']).toMatch(/^text\/plain/)
    expect(response.body).toBe('An account with this email already exists')
  })

  it('gives two accounts with the same local part different usernames', async () => {
    const a = await registerUser(ctx.app, { email: 'sam@one.example' })
    const b = await registerUser(ctx.app, { email: 'sam@two.example' })
    expect(a.user.username).toBe('sam')
    expect(b.user.username).toBe('sam2')
  })

  it.each([
    ['short1A', 'Password must be at least 8 characters'],
    ['lowercase1only', 'Password must contain at least one uppercase letter'],
    ['UPPERCASE1ONLY', 'Password must contain at least one lowercase letter'],
    ['NoDigitsHere', 'Password must contain at least one number'],
  ])('enforces the password rules on the server (%s)', async (password, message) => {
    const response = await post('/api/auth/register', { firstName: 'A', email: uniqueEmail(), password })
    expect(response.statusCode).toBe(400)
    expect(response.body).toBe(message)
  })

  it('requires a first name and a valid email, naming the field', async () => {
    const noName = await post('/api/auth/register', { email: uniqueEmail(), password: STRONG_PASSWORD })
    expect(noName.statusCode).toBe(400)
    expect(noName.body).toMatch(/First name/)
    const badEmail = await post('/api/auth/register', {
      firstName: 'A',
      email: 'nope',
      password: STRONG_PASSWORD,
    })
    expect(badEmail.statusCode).toBe(400)
    expect(badEmail.body).toMatch(/email/i)
  })

  it('ignores fields it does not know: nobody registers as an admin', async () => {
    const email = uniqueEmail()
    const response = await post('/api/auth/register', {
      firstName: 'Mallory',
      email,
      password: STRONG_PASSWORD,
      role: 'admin',
      subscription: 'premium',
      queriesUsed: -1000,
    })
    expect(response.statusCode).toBe(201)
    expect(response.json().user).toMatchObject({ role: 'user', subscription: 'free', queriesUsed: 0 })
  })
})

describe('POST /api/auth/login', () => {
  it('signs in with the right pair and answers user and message', async () => {
    const { email } = await registerUser(ctx.app)
    const response = await post('/api/auth/login', { email: email.toUpperCase(), password: STRONG_PASSWORD })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ user: { email }, message: 'Login successful' })
    expect(response.body).not.toMatch(/hash/i)
  })

  it('answers the same 401 for a wrong password and an unknown email', async () => {
    const { email } = await registerUser(ctx.app)
    const wrong = await post('/api/auth/login', { email, password: 'Wrong-pass1' })
    const unknown = await post('/api/auth/login', { email: uniqueEmail(), password: STRONG_PASSWORD })
    expect(wrong.statusCode).toBe(401)
    expect(unknown.statusCode).toBe(401)
    expect(wrong.json()).toEqual({ message: 'Invalid email or password', code: 'UNAUTHENTICATED' })
    expect(unknown.json()).toEqual(wrong.json())
  })

  it('issues a new session id at every login and ends the one the browser had', async () => {
    const { email, cookie: first } = await registerUser(ctx.app)
    const response = await post('/api/auth/login', { email, password: STRONG_PASSWORD }, first)
    const second = sessionCookie(response)
    expect(second).not.toBe(first)
    expect((await injectAs(ctx.app, first, { method: 'GET', url: '/api/auth/user' })).statusCode).toBe(401)
    expect((await injectAs(ctx.app, second, { method: 'GET', url: '/api/auth/user' })).statusCode).toBe(200)
  })

  it('requires email and password', async () => {
    const response = await post('/api/auth/login', { email: '' })
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toMatch(/Email is required|Password/)
  })
})

describe('sessions', () => {
  it('answers 401 without a cookie, and for a forged or unsigned one', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/auth/user' })).statusCode).toBe(401)
    const { cookie } = await registerUser(ctx.app)
    const token = cookie.slice('sid='.length).split('.')[0]
    for (const forged of [`sid=${token}`, `sid=${token}.AAAA`, 'sid=garbage']) {
      const response = await injectAs(ctx.app, forged, { method: 'GET', url: '/api/auth/user' })
      expect(response.statusCode).toBe(401)
    }
  })

  it('stores only a hash of the session token', async () => {
    const { cookie, user } = await registerUser(ctx.app)
    const token = cookie.slice('sid='.length).split('.')[0] as string
    const rows = await ctx.database.db.select().from(sessions).where(eq(sessions.userId, user.id))
    expect(rows).toHaveLength(1)
    expect(rows[0]?.id).not.toContain(token)
    expect(rows[0]?.id).toMatch(/^[0-9a-f]{64}$/)
  })

  it('refuses an expired session', async () => {
    const { cookie, user } = await registerUser(ctx.app)
    await ctx.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.id))
    expect((await injectAs(ctx.app, cookie, { method: 'GET', url: '/api/auth/user' })).statusCode).toBe(401)
  })
})

describe('POST /api/auth/logout', () => {
  it('destroys the session and clears the cookie', async () => {
    const { cookie } = await registerUser(ctx.app)
    const response = await post('/api/auth/logout', undefined, cookie)
    expect(response.statusCode).toBe(200)
    expect(String(response.headers['set-cookie'])).toMatch(/sid=;/)
    expect((await injectAs(ctx.app, cookie, { method: 'GET', url: '/api/auth/user' })).statusCode).toBe(401)
  })
})

describe('POST /api/auth/change-password', () => {
  it('needs a signed-in user', async () => {
    const response = await post('/api/auth/change-password', {
      currentPassword: STRONG_PASSWORD,
      newPassword: 'NewHarbour9',
    })
    expect(response.statusCode).toBe(401)
  })

  it('checks the current password and the rules, with their messages', async () => {
    const { cookie } = await registerUser(ctx.app)
    const wrong = await post(
      '/api/auth/change-password',
      { currentPassword: 'Nope1234', newPassword: 'NewHarbour9' },
      cookie,
    )
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().message).toBe('Current password is incorrect')
    const weak = await post(
      '/api/auth/change-password',
      { currentPassword: STRONG_PASSWORD, newPassword: 'weak' },
      cookie,
    )
    expect(weak.statusCode).toBe(400)
    expect(weak.json().message).toBe('Password must be at least 8 characters')
    const missing = await post('/api/auth/change-password', { newPassword: 'NewHarbour9' }, cookie)
    expect(missing.json().message).toBe('Current password is required')
  })

  it('changes the password and ends every other session of the user', async () => {
    const { email, cookie } = await registerUser(ctx.app)
    const other = sessionCookie(await post('/api/auth/login', { email, password: STRONG_PASSWORD }))
    const response = await post(
      '/api/auth/change-password',
      { currentPassword: STRONG_PASSWORD, newPassword: 'NewHarbour9' },
      cookie,
    )
    expect(response.statusCode).toBe(200)
    expect((await injectAs(ctx.app, cookie, { method: 'GET', url: '/api/auth/user' })).statusCode).toBe(200)
    expect((await injectAs(ctx.app, other, { method: 'GET', url: '/api/auth/user' })).statusCode).toBe(401)
    expect((await post('/api/auth/login', { email, password: STRONG_PASSWORD })).statusCode).toBe(401)
    expect((await post('/api/auth/login', { email, password: 'NewHarbour9' })).statusCode).toBe(200)
  })
})

describe('GET /api/usage', () => {
  it('gives the free trial allowance to a new user and 401 to a visitor', async () => {
    const { cookie } = await registerUser(ctx.app)
    const response = await injectAs(ctx.app, cookie, { method: 'GET', url: '/api/usage' })
    expect(response.json()).toEqual({ queriesUsed: 0, limit: 20, subscription: 'free' })
    expect((await ctx.app.inject({ method: 'GET', url: '/api/usage' })).statusCode).toBe(401)
  })
})
