import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { PASSWORD_CHANGE_REQUIRED_CODE } from '../../../contract/auth'
import { users } from '../../db/schema'
import { injectAs, sessionCookie, setUpTestContext, TEST_APP_URL } from '../../test/context'
import { bootstrapAdmin, DEFAULT_ADMIN_EMAIL } from '../admin/bootstrap'

/**
 * The first admin's printed one-time password (decision 0028): until it is replaced, the account may read
 * itself, sign in and out and change its password, and every other signed-in route answers 403
 * PASSWORD_CHANGE_REQUIRED. A password the operator chose (ADMIN_PASSWORD) asks for no change.
 */

const ctx = setUpTestContext()

/** What a browser of the app sends with a state-changing call (the origin check wants it). */
const sameOrigin = { origin: TEST_APP_URL }

const login = (email: string, password: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } })

const currentUser = async (cookie: string) =>
  (await injectAs(ctx.app, cookie, { method: 'GET', url: '/api/auth/user' })).json().user

const flagOf = async (email: string) => {
  const [row] = await ctx.database.db
    .select({ flag: users.passwordChangeRequired })
    .from(users)
    .where(eq(users.email, email))
  return row?.flag
}

/** The printed admin of a first start, signed in: its one-time password and session cookie. */
async function printedAdmin() {
  // A first start: the bootstrap prints an admin only while there is no admin at all.
  await ctx.database.db.delete(users).where(eq(users.role, 'admin'))
  const result = await bootstrapAdmin(ctx.database.db, { email: undefined, password: undefined })
  if (result.action !== 'created' || !result.generatedPassword) throw new Error('expected a printed admin')
  const response = await login(DEFAULT_ADMIN_EMAIL, result.generatedPassword)
  expect(response.statusCode).toBe(200)
  return { password: result.generatedPassword, cookie: sessionCookie(response), response }
}

const expectRefused = (response: { statusCode: number; json(): unknown }, what: string) => {
  expect({ what, status: response.statusCode, body: response.json() }).toMatchObject({
    what,
    status: 403,
    body: { code: PASSWORD_CHANGE_REQUIRED_CODE, message: expect.stringMatching(/new password/) },
  })
}

/** Every registered route with its parameters filled in, as a call to inject. */
const callsOf = (routes: typeof ctx.app.routeTable) =>
  routes.map((route) => ({
    key: `${route.method} ${route.url}`,
    method: route.method as 'GET',
    url: route.url.replace(/:\w+/g, '1'),
    allowed: Boolean(route.config?.allowedBeforePasswordChange),
  }))

describe('the first admin and its printed password', () => {
  let admin: Awaited<ReturnType<typeof printedAdmin>>

  it('is flagged at creation, and the signed-in user says so', async () => {
    admin = await printedAdmin()
    expect(await flagOf(DEFAULT_ADMIN_EMAIL)).toBe(true)
    expect(admin.response.json().user).toMatchObject({ role: 'admin', passwordChangeRequired: true })
    expect(await currentUser(admin.cookie)).toMatchObject({
      email: DEFAULT_ADMIN_EMAIL,
      passwordChangeRequired: true,
    })
  })

  it('allows exactly reading the user, signing in and out, and changing the password (and checking the new one)', () => {
    const allowed = ctx.app.routeTable
      .filter((route) => route.config?.allowedBeforePasswordChange)
      .map((route) => `${route.method} ${route.url}`)
      .sort()
    expect(allowed).toEqual([
      'GET /api/auth/user',
      'POST /api/auth/change-password',
      'POST /api/auth/login',
      'POST /api/auth/logout',
      'POST /api/auth/password-check',
    ])
  })

  it('refuses the admin console, questions, usage and the catalogue with PASSWORD_CHANGE_REQUIRED', async () => {
    const as = (method: 'GET' | 'POST', url: string, payload?: object) =>
      injectAs(ctx.app, admin.cookie, { method, url, payload, headers: sameOrigin })
    expectRefused(await as('GET', '/api/admin/users'), 'admin users')
    expectRefused(await as('GET', '/api/admin/stats'), 'admin stats')
    expectRefused(
      await as('POST', '/api/admin/users', {
        firstName: 'Second',
        email: 'second.admin@example.com',
        password: 'Second-Mate4',
        role: 'admin',
        subscription: 'free',
      }),
      'admin creates a user',
    )
    expectRefused(await as('POST', '/api/query', { manualId: 1, query: 'How do I set the gain?' }), 'query')
    expectRefused(await as('GET', '/api/usage'), 'usage')
    expectRefused(await as('GET', '/api/manuals'), 'catalogue')
    expectRefused(await as('GET', '/api/conversations'), 'conversations')
    expectRefused(await as('POST', '/api/auth/resend-verification'), 'resend verification')
    // Nothing was done on its behalf.
    const [created] = await ctx.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'second.admin@example.com'))
    expect(created).toBeUndefined()
  })

  it('refuses every route a visitor would need to sign in for, whatever it is', async () => {
    // Walked from the route table: a route added later is covered without being listed here.
    const guarded: string[] = []
    for (const call of callsOf(ctx.app.routeTable)) {
      const anonymous = await ctx.app.inject({ method: call.method, url: call.url, headers: sameOrigin })
      if (anonymous.statusCode !== 401) continue
      guarded.push(call.key)
      if (call.allowed) continue
      const response = await injectAs(ctx.app, admin.cookie, {
        method: call.method,
        url: call.url,
        headers: sameOrigin,
      })
      expectRefused(response, call.key)
    }
    // The walk reached the kinds of route that matter (a broken walk must not pass by testing nothing).
    expect(guarded).toEqual(
      expect.arrayContaining([
        'GET /api/admin/users',
        'DELETE /api/admin/users/:id',
        'POST /api/query',
        'POST /api/query/stream',
        'GET /api/usage',
        'POST /api/subscriptions/initialize',
        'DELETE /api/account',
      ]),
    )
    expect(guarded.length).toBeGreaterThan(30)
  })

  it('keeps the flag when the current password given is wrong', async () => {
    const response = await injectAs(ctx.app, admin.cookie, {
      method: 'POST',
      url: '/api/auth/change-password',
      headers: sameOrigin,
      payload: { currentPassword: 'Not-the-printed1', newPassword: 'Harbour-Master7' },
    })
    expect(response.statusCode).toBe(400)
    expect(await flagOf(DEFAULT_ADMIN_EMAIL)).toBe(true)
  })

  it('clears the flag once the password is changed, and the console opens', async () => {
    const response = await injectAs(ctx.app, admin.cookie, {
      method: 'POST',
      url: '/api/auth/change-password',
      headers: sameOrigin,
      payload: { currentPassword: admin.password, newPassword: 'Harbour-Master7' },
    })
    expect(response.statusCode).toBe(200)
    expect(await flagOf(DEFAULT_ADMIN_EMAIL)).toBe(false)
    // The same session, at once (the session cache forgot the old account).
    expect(await currentUser(admin.cookie)).toMatchObject({ passwordChangeRequired: false })
    const console = await injectAs(ctx.app, admin.cookie, { method: 'GET', url: '/api/admin/users' })
    expect(console.statusCode).toBe(200)
    expect((await injectAs(ctx.app, admin.cookie, { method: 'GET', url: '/api/usage' })).statusCode).toBe(200)
    // The printed password is spent; the new one signs in, unflagged.
    expect((await login(DEFAULT_ADMIN_EMAIL, admin.password)).statusCode).toBe(401)
    const again = await login(DEFAULT_ADMIN_EMAIL, 'Harbour-Master7')
    expect(again.json().user.passwordChangeRequired).toBe(false)
  })
})

describe('signing out and recovering an account with a printed password', () => {
  it('lets a flagged session log out', async () => {
    const admin = await printedAdmin()
    const response = await injectAs(ctx.app, admin.cookie, {
      method: 'POST',
      url: '/api/auth/logout',
      headers: sameOrigin,
    })
    expect(response.statusCode).toBe(200)
    expect((await injectAs(ctx.app, admin.cookie, { method: 'GET', url: '/api/auth/user' })).statusCode).toBe(
      401,
    )
  })

  it('clears the flag when the password is reset through the emailed link', async () => {
    await printedAdmin()
    const forgot = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      headers: sameOrigin,
      payload: { email: DEFAULT_ADMIN_EMAIL },
    })
    const link = forgot.json().debug?.resetLink as string
    const token = new URL(link).searchParams.get('token')
    const reset = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      headers: sameOrigin,
      payload: { token, newPassword: 'Tide-Table88' },
    })
    expect(reset.statusCode).toBe(200)
    expect(await flagOf(DEFAULT_ADMIN_EMAIL)).toBe(false)
  })
})

describe('an admin the operator configured', () => {
  it('with ADMIN_PASSWORD, asks for no change', async () => {
    await bootstrapAdmin(ctx.database.db, { email: 'skipper.admin@example.com', password: 'Chosen-Bridge5' })
    expect(await flagOf('skipper.admin@example.com')).toBe(false)
    const response = await login('skipper.admin@example.com', 'Chosen-Bridge5')
    expect(response.json().user.passwordChangeRequired).toBe(false)
    const console = await injectAs(ctx.app, sessionCookie(response), {
      method: 'GET',
      url: '/api/admin/users',
    })
    expect(console.statusCode).toBe(200)
  })

  it('with ADMIN_EMAIL alone, prints a password and asks for a new one', async () => {
    const result = await bootstrapAdmin(ctx.database.db, {
      email: 'mate.admin@example.com',
      password: undefined,
    })
    expect(result).toMatchObject({ action: 'created', generatedPassword: expect.any(String) })
    expect(await flagOf('mate.admin@example.com')).toBe(true)
  })
})
