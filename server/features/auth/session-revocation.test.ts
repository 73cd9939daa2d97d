import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { users } from '../../db/schema'
import {
  injectAs,
  registerUser,
  restartApp,
  STRONG_PASSWORD,
  sessionCookie,
  setUpTestApp,
  uniqueEmail,
} from '../../test/context'

// Two instances on one database, as behind a load balancer: `a` (the suite's app) and `b`. Each keeps
// the sessions it verified for a second (decision 0015). What ends a session or changes an account on one
// instance holds there at once, and on the other once its cache's lifetime has passed. The clock is frozen
// (only Date is faked), so nothing expires between two requests unless a test moves it.
const suite = setUpTestApp()
let b: FastifyInstance
beforeAll(async () => {
  b = await restartApp(suite.ctx)
})
afterAll(() => b?.close())

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
})
afterEach(() => {
  vi.useRealTimers()
})

const a = () => suite.ctx.app
const me = (app: FastifyInstance, cookie: string) =>
  injectAs(app, cookie, { method: 'GET', url: '/api/auth/user' })
const usage = async (app: FastifyInstance, cookie: string) =>
  (await injectAs(app, cookie, { method: 'GET', url: '/api/usage' })).json()
const asAdmin = (method: 'PUT' | 'DELETE', url: string, payload?: object) =>
  injectAs(a(), suite.adminCookie, { method, url, ...(payload ? { payload } : {}) })
/** Moves the clock past the session cache's lifetime. */
const cacheExpires = () => vi.setSystemTime(Date.now() + suite.ctx.config.sessionCacheTtlMs)
const login = async (app: FastifyInstance, email: string, password = STRONG_PASSWORD) =>
  sessionCookie(await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } }))

describe('revocation across instances', () => {
  it('ends a logged-out session here at once, and on the other instance within the cache lifetime', async () => {
    const { cookie } = await registerUser(a())
    expect((await me(b, cookie)).statusCode).toBe(200) // b now holds the session
    expect((await me(a(), cookie)).statusCode).toBe(200)
    expect((await injectAs(a(), cookie, { method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(200)
    expect((await me(a(), cookie)).statusCode).toBe(401)
    cacheExpires()
    expect((await me(b, cookie)).statusCode).toBe(401)
  })

  it('ends the other sessions of a changed password, here at once and there within the lifetime', async () => {
    const { email, cookie } = await registerUser(a())
    const other = await login(b, email)
    expect((await me(a(), other)).statusCode).toBe(200)
    expect((await me(b, other)).statusCode).toBe(200)
    const changed = await injectAs(a(), cookie, {
      method: 'POST',
      url: '/api/auth/change-password',
      payload: { currentPassword: STRONG_PASSWORD, newPassword: 'NewHarbour9' },
    })
    expect(changed.statusCode).toBe(200)
    expect((await me(a(), other)).statusCode).toBe(401)
    expect((await me(a(), cookie)).statusCode).toBe(200)
    cacheExpires()
    expect((await me(b, other)).statusCode).toBe(401)
    expect((await me(b, cookie)).statusCode).toBe(200)
  })

  it('signs a demoted admin out here and there at once: no instance keeps an admin session', async () => {
    const email = uniqueEmail('mate')
    const created = await injectAs(a(), suite.adminCookie, {
      method: 'POST',
      url: '/api/admin/users',
      payload: { firstName: 'Mate', email, password: STRONG_PASSWORD, role: 'admin' },
    })
    expect(created.statusCode).toBe(201)
    const mate = await login(a(), email)
    const adminPage = (app: FastifyInstance) =>
      injectAs(app, mate, { method: 'GET', url: '/api/admin/users' })
    expect((await adminPage(a())).statusCode).toBe(200)
    expect((await adminPage(b)).statusCode).toBe(200)
    const demoted = await asAdmin('PUT', `/api/admin/users/${created.json().id}`, {
      firstName: 'Mate',
      email,
      role: 'user',
      subscription: 'free',
    })
    expect(demoted.statusCode).toBe(200)
    expect((await adminPage(a())).statusCode).toBe(401)
    expect((await adminPage(b)).statusCode).toBe(401)
  })

  it('signs a deleted account out here at once, and there within the lifetime', async () => {
    const { cookie, user } = await registerUser(a())
    expect((await me(b, cookie)).statusCode).toBe(200)
    expect((await me(a(), cookie)).statusCode).toBe(200)
    expect((await asAdmin('DELETE', `/api/admin/users/${user.id}`)).statusCode).toBe(200)
    expect((await me(a(), cookie)).statusCode).toBe(401)
    cacheExpires()
    expect((await me(b, cookie)).statusCode).toBe(401)
  })
})

describe('account changes and the session cache', () => {
  it("shows an admin's change of a plan at once here, and there within the lifetime", async () => {
    const { cookie, user, email } = await registerUser(a())
    expect((await usage(a(), cookie)).subscription).toBe('free')
    expect((await usage(b, cookie)).subscription).toBe('free')
    const upgraded = await asAdmin('PUT', `/api/admin/users/${user.id}`, {
      firstName: 'Nora',
      email,
      role: 'user',
      subscription: 'premium',
    })
    expect(upgraded.statusCode).toBe(200)
    expect(await usage(a(), cookie)).toMatchObject({ subscription: 'premium', limit: null })
    cacheExpires()
    expect(await usage(b, cookie)).toMatchObject({ subscription: 'premium', limit: null })
  })

  it("reads the account afresh after the user's own state-changing request", async () => {
    const { cookie, user } = await registerUser(a())
    expect((await usage(a(), cookie)).queriesUsed).toBe(0)
    // Another instance spends a query (as an answer does), then this user posts here: what this instance
    // held of the account may predate both, so it is read again.
    await suite.ctx.database.db.update(users).set({ queriesUsed: 3 }).where(eq(users.id, user.id))
    const resent = await injectAs(a(), cookie, { method: 'POST', url: '/api/auth/resend-verification' })
    expect(resent.statusCode).toBe(200)
    expect((await usage(a(), cookie)).queriesUsed).toBe(3)
  })
})
